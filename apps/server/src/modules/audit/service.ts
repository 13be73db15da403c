import type { OperatorRole } from '@platform/contracts';
import type { Db, RawQuery } from '../../db/client';
import { sealAudit, verifyAudit } from './chain';
import { insertAudit, insertAuditRows, listAudit } from './repo';

export interface Actor {
  type: 'operator' | 'system' | 'cli' | 'member';
  id: string;
  ip: string | null;
  /** Null when the operator may act on every merchant. */
  merchantCode: string | null;
  /** An operator's role (decision 0044): what its routes may do within `merchantCode`. */
  role?: OperatorRole;
}

export interface AuditRecord {
  merchantCode: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** The `audit_log` row for a record: for writers that insert it inside a statement of their own (the login). */
export function auditRow(actor: Actor, rec: AuditRecord) {
  return {
    actorType: actor.type,
    actorId: actor.id,
    ip: actor.ip,
    merchantCode: rec.merchantCode,
    action: rec.action,
    target: rec.target,
    before: rec.before ?? null,
    after: rec.after ?? null,
  };
}

export function createAuditService(db: Db) {
  return {
    /** Call inside the transaction that makes the change. */
    record(tx: Db, actor: Actor, rec: AuditRecord) {
      return insertAudit(tx, auditRow(actor, rec));
    },

    /** Several rows built with `auditRow`, in one statement of a raw transaction (the wallet's group commit). */
    recordRows(q: RawQuery, rows: ReturnType<typeof auditRow>[]) {
      return insertAuditRows(q, rows);
    },

    /** Chains the entries written since the last seal (decision 0042). */
    seal: () => sealAudit(db),

    /** Seals what is visible, then recomputes the whole chain; `anchor` is a head printed by an earlier run. */
    async verify(opts: { anchor?: { chainSeq: number; hash: string } } = {}) {
      await sealAudit(db);
      return verifyAudit(db, opts);
    },

    async list(q: { pageNo: number; pageSize: number; merchantCode?: string; action?: string }) {
      const { rows, total } = await listAudit(db, { ...q, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      return {
        list: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        totalCount: total,
        totalPages: Math.ceil(total / q.pageSize),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
