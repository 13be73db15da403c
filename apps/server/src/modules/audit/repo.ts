import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditInsert = typeof auditLog.$inferInsert;

/** Takes the caller's transaction so the audit row commits or rolls back with the change it records. */
export async function insertAudit(tx: Db, entry: AuditInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * Many rows in one statement of fixed text (one array per column), for the wallet's group commit: a
 * multi-row VALUES list would cost more to build than the rows themselves.
 */
export async function insertAuditRows(tx: Db, rows: AuditInsert[]): Promise<void> {
  const col = (pick: (r: AuditInsert) => unknown) => sql.param(rows.map(pick));
  await tx.execute(sql`INSERT INTO ${auditLog} (actor_type, actor_id, ip, merchant_code, action, target, before, after)
    SELECT * FROM unnest(${col((r) => r.actorType)}::text[], ${col((r) => r.actorId)}::text[], ${col((r) => r.ip ?? null)}::text[],
      ${col((r) => r.merchantCode ?? null)}::text[], ${col((r) => r.action)}::text[], ${col((r) => r.target)}::text[],
      ${col((r) => (r.before == null ? null : JSON.stringify(r.before)))}::jsonb[], ${col((r) => (r.after == null ? null : JSON.stringify(r.after)))}::jsonb[])`);
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
