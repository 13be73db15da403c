import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditInsert = typeof auditLog.$inferInsert;

/** Takes the caller's transaction so the audit row commits or rolls back with the change it records. */
export async function insertAudit(tx: Db, entry: AuditInsert | AuditInsert[]): Promise<void> {
  await tx.insert(auditLog).values(Array.isArray(entry) ? entry : [entry]);
}

export async function listAudit(db: Db, f: { merchantCode?: string; action?: string; limit: number; offset: number }) {
  const where = and(
    f.merchantCode ? eq(auditLog.merchantCode, f.merchantCode) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
