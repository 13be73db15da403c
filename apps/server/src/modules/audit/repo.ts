import { and, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, RawQuery } from '../../db/client';
import { auditLog, operators } from '../../db/schema';

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

export interface AuditFilter {
  merchantCode?: string;
  actor?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

/** LIKE's own characters taken literally, so `wallet_` is not a pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditWhere(f: AuditFilter): SQL | undefined {
  let actor: SQL | undefined;
  if (f.actor !== undefined) {
    // An operator's actor id is `<id>:<username>` (modules/operator): a bare name also finds that operator's
    // id, looked up here so the match stays an equality on the (actor_id, id) index.
    actor = f.actor.includes(':') ? eq(auditLog.actorId, f.actor)
      : sql`${auditLog.actorId} IN (${f.actor}, (SELECT o.id::text || ':' || o.username FROM ${operators} o WHERE o.username = ${f.actor}))`;
  }
  // A trailing dot names a family of actions (`wallet.`): a prefix, on the text_pattern_ops index.
  const action = f.action === undefined ? undefined
    : f.action.endsWith('.') ? like(auditLog.action, `${likeLiteral(f.action)}%`) : eq(auditLog.action, f.action);
  return and(
    f.merchantCode ? eq(auditLog.merchantCode, f.merchantCode) : undefined,
    actor,
    action,
    f.target !== undefined ? eq(auditLog.target, f.target) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
}

/**
 * A page, newest first, and the matching entries counted only up to `countLimit` (the caller's cap past
 * the page's start): a full count of a log of millions is not worth its time for "page 3 of 200+".
 */
export async function listAudit(db: Db, f: AuditFilter & { limit: number; offset: number; countLimit: number }) {
  const where = auditWhere(f);
  const capped = db.select({ one: sql`1` }).from(auditLog).where(where).limit(f.countLimit).as('c');
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(capped),
  ]);
  return { rows, total: total?.n ?? 0 };
}
