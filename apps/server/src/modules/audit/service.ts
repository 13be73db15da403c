import type { Db } from '../../db/client';
import { insertAudit, listAudit } from './repo';

export interface Actor {
  type: 'operator' | 'system' | 'cli' | 'member';
  id: string;
  ip: string | null;
  /** Null when the operator may act on every merchant. */
  merchantCode: string | null;
}

export interface AuditRecord {
  merchantCode: string | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export function createAuditService(db: Db) {
  return {
    /** Call inside the transaction that makes the change. */
    record(tx: Db, actor: Actor, rec: AuditRecord) {
      return insertAudit(tx, {
        actorType: actor.type,
        actorId: actor.id,
        ip: actor.ip,
        merchantCode: rec.merchantCode,
        action: rec.action,
        target: rec.target,
        before: rec.before ?? null,
        after: rec.after ?? null,
      });
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
