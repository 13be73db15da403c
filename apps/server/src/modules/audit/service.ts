import type { AuditChainState, AuditPage, AuditQuery, OperatorRole } from '@platform/contracts';
import type { Db, RawQuery } from '../../db/client';
import { sealAudit, verifyAudit } from './chain';
import { chainState } from './chain-repo';
import { insertAudit, insertAuditRows, listAudit } from './repo';
import type { TeamScope } from '../../lib/team-scope';

export interface Actor {
  type: 'operator' | 'system' | 'cli' | 'member';
  id: string;
  ip: string | null;
  /** Null when the operator may act on every merchant. */
  merchantCode: string | null;
  /** An operator's role (decision 0044): what its routes may do within `merchantCode`. */
  role?: OperatorRole;
  /** Set when the operator is bound to one agent's team within `merchantCode` (decision 0053). */
  team?: TeamScope | null;
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

/** Counting stops this many entries past the page's start. */
export const AUDIT_COUNT_CAP = 10_000;

/** The query as the route hands it over, the merchant already narrowed to the caller's binding. */
export type AuditListQuery = AuditQuery;

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

    /**
     * The log, newest first, filtered (see `auditQuery`). Counted up to 10,000 entries past the page's
     * start: enough for "page 3 of 200+", and the next page always exists when the count was cut.
     */
    async list(q: AuditListQuery): Promise<AuditPage> {
      const offset = (q.pageNo - 1) * q.pageSize;
      const countLimit = offset + AUDIT_COUNT_CAP;
      const { rows, total } = await listAudit(db, {
        merchantCode: q.merchantCode, actor: q.actor, action: q.action, target: q.target,
        from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined,
        limit: q.pageSize, offset, countLimit,
      });
      return {
        list: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        totalCount: total,
        totalPages: Math.ceil(total / q.pageSize),
        totalCapped: total >= countLimit,
      };
    },

    /** The chain's head and what waits for the sealer, as stored (decision 0042); `verify` proves it. */
    async chain(): Promise<AuditChainState> {
      const state = await chainState(db);
      return {
        head: state.head,
        // Places run 1..n without gaps (the trigger refuses removals; `verify` reports a gap), so the head's place is the count.
        sealedCount: state.head?.chainSeq ?? 0,
        unsealedCount: state.unsealedCount,
        oldestUnsealedAt: state.oldestUnsealedAt?.toISOString() ?? null,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
