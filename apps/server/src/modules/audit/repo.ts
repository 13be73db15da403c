import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditInsert = typeof auditLog.$inferInsert;

/** Takes the caller's transaction so the audit row commits or rolls back with the change it records. */
export async function insertAudit(tx: Db, entry: AuditInsert): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

/**
 * Many rows in one statement of fixed text (one array per column), inside a raw transaction: the
 * wallet's group commit, where a multi-row VALUES list would cost more to build than the rows.
 */
export async function insertAuditRows(q: RawQuery, rows: AuditInsert[]): Promise<void> {
  const col = (pick: (r: AuditInsert) => unknown) => rows.map(pick);
  const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
  await q(`INSERT INTO audit_log (actor_type, actor_id, ip, merchant_code, action, target, before, after)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::jsonb[])`, [
    col((r) => r.actorType), col((r) => r.actorId), col((r) => r.ip ?? null), col((r) => r.merchantCode ?? null),
    col((r) => r.action), col((r) => r.target), col((r) => json(r.before)), col((r) => json(r.after)),
  ]);
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
