import { operatorAllows, type ApprovalDecision, type ApprovalPage, type ApprovalPending, type ApprovalRequest, type ApprovalStatus, type OperatorPermission } from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor, AuditService } from '../audit/service';
import * as repo from './repo';

export type { ApprovalRow } from './repo';

/** What a kind's `validate` says about a change it accepts: what the request row records. */
export interface ApprovalSubject {
  /** The merchant the change belongs to (who may see and decide it); null: the whole site's. */
  merchantCode: string | null;
  /** What it changes, as the audit log names it (`operator:12`): one pending request per kind and target. */
  target: string;
  payload: Record<string, unknown>;
  /** What it replaces, read now: shown to the checker, and the applier may refuse if it changed since. */
  before: Record<string, unknown> | null;
}

/** What an applier hands back: an answer for the checker, and work for after the commit. */
export interface Applied {
  result?: Record<string, unknown> | null;
  /**
   * Runs once the approval committed, never inside it: telling other processes (a session memo to drop)
   * before the commit would let them read the old state again.
   */
  afterCommit?: () => Promise<void>;
}

/**
 * One kind of change that needs a second operator, registered by the module that owns the change (at
 * composition, services.ts): this module never imports those modules.
 */
export interface ApprovalKindHandler {
  /** What the maker and the checker must both hold (operatorAllows); CLI and system actors pass. */
  permission: OperatorPermission;
  /**
   * At request time, inside the request's transaction: refuses (AppError) what could never be applied
   * or what the maker does not reach, and says what the change is.
   */
  validate(tx: Db, actor: Actor, input: unknown): Promise<ApprovalSubject>;
  /**
   * At approval, inside the approval's transaction with the request locked and pending: applies the
   * change and audits it. Throwing rolls the approval back; the request stays pending.
   */
  apply(tx: Db, actor: Actor, request: repo.ApprovalRow): Promise<Applied | void>;
  /**
   * At approval, before `apply`, inside its transaction: what the request's `before` records, as it is in
   * force now (the same shape, read under a lock where the kind has one). When it differs, the change was
   * made against an older state: nothing is applied and the request is closed as 'stale'. A kind without
   * it checks in `apply` and throws `approval.stale`, which closes the request the same way.
   */
  current?(tx: Db, request: repo.ApprovalRow): Promise<Record<string, unknown> | null>;
}

const view = (row: repo.ApprovalRow): ApprovalRequest => ({
  id: row.id, kind: row.kind, merchantCode: row.merchantCode, target: row.target, payload: row.payload, before: row.before ?? null,
  status: row.status, requestedBy: row.requestedBy, requestedAt: row.requestedAt.toISOString(),
  decidedBy: row.decidedBy, decidedAt: row.decidedAt?.toISOString() ?? null, decisionReason: row.decisionReason,
});

/** An operator actor's id is `<operatorId>:<username>` (as the operator module builds it); others have none. */
const operatorIdOf = (actor: Actor) => (actor.type === 'operator' ? Number(actor.id.split(':')[0]) : null);

/** The maker holds the kind's permission (narrowed to the team ones for a team-bound operator, decision 0053). */
const mayAsk = (actor: Actor, kind: ApprovalKindHandler) => actor.type !== 'operator' || (!!actor.role && operatorAllows(actor.role, !!actor.team, kind.permission));

/** The checker too, and sees the whole merchant: an operator bound to one agent's team is never the second pair of eyes. */
const mayDecide = (actor: Actor, kind: ApprovalKindHandler) => mayAsk(actor, kind) && !actor.team;

/** Two JSON values alike whatever the order of their keys (jsonb does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const isStale = (e: unknown) => e instanceof AppError && e.code === 'approval.stale';

/** The maker, by operator id when it was an operator (ids never change hands), else by actor id. */
const isMaker = (actor: Actor, row: repo.ApprovalRow) => (row.requestedById !== null ? row.requestedById === operatorIdOf(actor) : row.requestedBy === actor.id);

/**
 * Maker-checker for operator actions (issue 18, decision 0045). A change is recorded as a pending
 * request; a second operator who holds the kind's permission and reaches its merchant approves it (the
 * kind's applier runs in the same transaction as the claim, so both commit or neither does) or rejects
 * it with a reason; the maker may cancel its own. Every step is audited.
 */
export function createApprovalService(deps: { db: Db; audit: AuditService; kinds: Record<string, ApprovalKindHandler> }) {
  const { db, audit } = deps;
  const kinds: Record<string, ApprovalKindHandler> = { ...deps.kinds };

  function kindOf(name: string): ApprovalKindHandler {
    const kind = kinds[name];
    if (!kind) throw new Error(`approval kind ${name} is not registered`);
    return kind;
  }

  /**
   * Locks a request the actor reaches and may decide: another merchant's, or one of a kind this build
   * does not know, is not found; one of a kind its role cannot decide is forbidden.
   */
  async function lockFor(tx: Db, actor: Actor, id: number, opts: { decide: boolean }) {
    const row = await repo.lockById(tx, id, actor.merchantCode);
    const kind = row ? kinds[row.kind] : undefined;
    if (!row || !kind) throw new AppError('approval.not_found');
    if (opts.decide && !mayDecide(actor, kind)) throw new AppError('auth.forbidden');
    if (row.status !== 'pending') throw new AppError('approval.decided', { status: row.status });
    return { row, kind };
  }

  const decision = (actor: Actor, status: 'approved' | 'rejected' | 'cancelled' | 'stale', decisionReason: string | null) => ({ status, decidedBy: actor.id, decidedAt: new Date(), decisionReason });

  /** The kind's applier, then the claim and its audit record, in the approval's transaction. */
  async function applyPending(tx: Db, actor: Actor, pending: repo.ApprovalRow, kind: ApprovalKindHandler) {
    const done = (await kind.apply(tx, actor, pending)) ?? {};
    const approved = await repo.decide(tx, pending.id, decision(actor, 'approved', null));
    await audit.record(tx, actor, {
      merchantCode: pending.merchantCode, action: 'approval.approved', target: pending.target, before: pending.before,
      after: { requestId: pending.id, kind: pending.kind, payload: pending.payload, requestedBy: pending.requestedBy },
    });
    return { row: approved, applied: done };
  }

  /**
   * Closes a request whose target changed since it was asked for (`now`: what is in force, when the kind
   * says), rather than applying a change computed against the old state; the maker asks again if still wanted.
   */
  async function closeStale(tx: Db, actor: Actor, pending: repo.ApprovalRow, now: Record<string, unknown> | null | undefined) {
    const closed = await repo.decide(tx, pending.id, decision(actor, 'stale', null));
    await audit.record(tx, actor, {
      merchantCode: pending.merchantCode, action: 'approval.stale', target: pending.target, before: pending.before,
      after: { requestId: pending.id, kind: pending.kind, payload: pending.payload, requestedBy: pending.requestedBy, ...(now !== undefined ? { current: now } : {}) },
    });
    return closed;
  }

  return {
    /** Kinds of modules made after this one (they need it to ask for approvals); at composition only. */
    register(more: Record<string, ApprovalKindHandler>) {
      for (const [name, kind] of Object.entries(more)) {
        if (kinds[name]) throw new Error(`approval kind ${name} is registered twice`);
        kinds[name] = kind;
      }
    },

    /** Records a change for a second operator; nothing is applied yet. A second request for the same target is refused. */
    async request(actor: Actor, kindName: string, input: unknown): Promise<ApprovalPending> {
      const kind = kindOf(kindName);
      if (!mayAsk(actor, kind)) throw new AppError('auth.forbidden');
      const id = await db.transaction(async (tx) => {
        const subject = await kind.validate(tx, actor, input);
        const row = await repo.insertPending(tx, { kind: kindName, ...subject, requestedById: operatorIdOf(actor), requestedBy: actor.id });
        if (!row) {
          const pending = await repo.findPending(tx, kindName, subject.target);
          throw new AppError('approval.pending_exists', { requestId: pending?.id ?? null });
        }
        await audit.record(tx, actor, {
          merchantCode: row.merchantCode, action: 'approval.requested', target: row.target, before: row.before,
          after: { requestId: row.id, kind: row.kind, payload: row.payload },
        });
        return row.id;
      });
      return { status: 'pending', requestId: id };
    },

    /** The request waiting for a second operator on this kind and target, if one does (its maker's retry answers it). */
    async pending(kindName: string, target: string): Promise<repo.ApprovalRow | null> {
      kindOf(kindName);
      return (await repo.findPending(db, kindName, target)) ?? null;
    },

    /** The newest request of this kind and target made with this key (a payload field), in any status: a maker's retry finds what became of it. */
    async latestWithKey(kindName: string, target: string, field: string, key: string): Promise<repo.ApprovalRow | null> {
      kindOf(kindName);
      return (await repo.latestWithPayload(db, kindName, target, field, key)) ?? null;
    },

    async list(actor: Actor, q: { status?: ApprovalStatus; kind?: string; pageNo: number; pageSize: number }): Promise<ApprovalPage> {
      // Only the kinds the caller could decide: a role that cannot change roles does not read who asked for which.
      const visible = Object.keys(kinds).filter((name) => mayDecide(actor, kinds[name]!) && (q.kind === undefined || q.kind === name));
      const { rows, total } = await repo.list(db, { merchantCode: actor.merchantCode, status: q.status, kinds: visible, pageNo: q.pageNo, pageSize: q.pageSize });
      return { list: rows.map(view), pageNo: q.pageNo, pageSize: q.pageSize, totalCount: total, totalPages: Math.ceil(total / q.pageSize) };
    },

    /**
     * The checker. The row lock makes racing approvals of one request wait for the first: it applies
     * once, the others find it decided. The applier's refusal leaves the request pending, unless it is
     * `approval.stale`: a request whose target changed since it was made is closed as 'stale' and refused.
     */
    async approve(actor: Actor, id: number): Promise<ApprovalDecision> {
      let outcome;
      try {
        outcome = await db.transaction(async (tx) => {
          const { row: pending, kind } = await lockFor(tx, actor, id, { decide: true });
          if (isMaker(actor, pending)) throw new AppError('approval.self_approval');
          if (kind.current) {
            const now = await kind.current(tx, pending);
            // Committed, not thrown: the request leaves the waiting list, and nothing was applied.
            if (!sameJson(now, pending.before ?? null)) return { stale: await closeStale(tx, actor, pending, now) };
          }
          return { approved: await applyPending(tx, actor, pending, kind) };
        });
      } catch (e) {
        if (!isStale(e)) throw e;
        // The kind's own check refused in `apply`, whose work rolled back: the request is closed on its own.
        await db.transaction(async (tx) => closeStale(tx, actor, (await lockFor(tx, actor, id, { decide: true })).row, undefined));
        throw e;
      }
      if (!outcome.approved) throw new AppError('approval.stale');
      const { row, applied } = outcome.approved;
      await applied.afterCommit?.();
      return { request: view(row), result: applied.result ?? null };
    },

    /** Another operator who may decide it refuses it, saying why; the maker cancels instead. */
    async reject(actor: Actor, id: number, reason: string): Promise<ApprovalRequest> {
      return view(await db.transaction(async (tx) => {
        const { row: pending } = await lockFor(tx, actor, id, { decide: true });
        if (isMaker(actor, pending)) throw new AppError('approval.self_approval');
        const rejected = await repo.decide(tx, pending.id, decision(actor, 'rejected', reason));
        await audit.record(tx, actor, {
          merchantCode: pending.merchantCode, action: 'approval.rejected', target: pending.target, before: pending.before,
          after: { requestId: pending.id, kind: pending.kind, payload: pending.payload, requestedBy: pending.requestedBy, reason },
        });
        return rejected;
      }));
    },
    /** The maker withdraws its own pending request (it no longer wants it, or wants another change). */
    async cancel(actor: Actor, id: number): Promise<ApprovalRequest> {
      return view(await db.transaction(async (tx) => {
        const { row: pending } = await lockFor(tx, actor, id, { decide: false });
        if (!isMaker(actor, pending)) throw new AppError('approval.not_maker');
        const cancelled = await repo.decide(tx, pending.id, decision(actor, 'cancelled', null));
        await audit.record(tx, actor, {
          merchantCode: pending.merchantCode, action: 'approval.cancelled', target: pending.target, before: pending.before,
          after: { requestId: pending.id, kind: pending.kind, payload: pending.payload },
        });
        return cancelled;
      }));
    },
  };
}
export type ApprovalService = ReturnType<typeof createApprovalService>;
