import type { Database, RawQuery } from '../../db/client';
import { AppError } from '../../lib/errors';
import { auditRow, type AuditRecord, type AuditService } from '../audit/service';
import { applyLegs, type LockedAccount, type Plan } from './posting';
import * as batchRepo from './batch-repo';
import type { PostingResult } from './service';

/**
 * Group commit (issue 4's wallet benchmark): postings that arrive while a transaction is running wait
 * and then go together in the next one. One transaction per batch instead of one per posting: the
 * commit (a WAL flush on PostgreSQL), BEGIN and the round trips are shared, while every posting keeps
 * its own outcome (a refused one does not affect the others). With no load a posting runs at the end
 * of the event loop's turn, alone, so nothing waits for a timer.
 *
 * Two round trips per batch on PostgreSQL (pipelined connection, db/client.ts): BEGIN travels with one
 * statement that reads the keys that already exist (replays), locks every tracked account in id order
 * (as the single path does), and takes posting ids and the transaction's time; each posting is then
 * applied in memory in arrival order, and one statement that writes postings, balances and entries,
 * one that writes the audit rows (which can name the postings: their ids are known) and COMMIT go
 * out together. A key another transaction took meanwhile (not visible at the start) fails the write,
 * so the batch rolls back and its postings run one by one on the single path, which handles that race.
 */
export interface Pending {
  plan: Plan;
  ids: Map<string, number>;
  /** The money action's audit row, from the posting as applied (not written for a replay). */
  audit?: (r: PostingResult) => AuditRecord;
  resolve: (r: PostingResult) => void;
  reject: (e: unknown) => void;
}

export function createGroupCommit(deps: {
  rawTransaction: Database['rawTransaction']; audit: AuditService;
  /** The single path: runs one posting in its own transaction (the fallback). */
  postAlone: (p: Pending) => Promise<PostingResult>;
  /** Transactions in flight at once (PGlite is one session: 1). */
  parallel: number;
  maxBatch?: number;
}) {
  const { rawTransaction, audit, postAlone, parallel } = deps;
  const maxBatch = deps.maxBatch ?? 200;
  const queue: Pending[] = [];
  let running = 0;
  let scheduled = false;

  async function run(batch: Pending[]) {
    let results: (PostingResult | AppError)[];
    try {
      results = await rawTransaction((q, commit) => apply(q, commit, batch));
    } catch {
      // A key taken meanwhile, a deadlock, a lost connection: the batch rolled back whole, so each
      // posting runs on its own and gets its own outcome.
      await Promise.all(batch.map((p) => postAlone(p).then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => {
      const r = results[i]!;
      if (r instanceof AppError) p.reject(r);
      else p.resolve(r);
    });
  }

  async function apply(q: RawQuery, commit: () => Promise<void>, batch: Pending[]): Promise<(PostingResult | AppError)[]> {
    const keyOf = (p: Pending) => `${p.plan.input.merchantCode}\u0000${p.plan.input.idempotencyKey}`;
    // Replays' accounts are locked too (they are known only from this statement's answer): harmless.
    const trackedIds = [...new Set(batch.flatMap((p) => p.plan.legs.filter((l) => l.owner.tracked).map((l) => p.ids.get(l.key)!)))].sort((a, b) => a - b);
    const read = await batchRepo.readBatch(q, batch.map((p) => p.plan.input), trackedIds);
    const existing = new Map(read.existing.map((row) => [`${row.merchantCode}\u0000${row.idempotencyKey}`, row]));
    const locked = new Map<number, LockedAccount>(read.locked.map((row) => [row.id, row]));
    const freeIds = read.postingIds.values();

    // Each posting applied in memory, in arrival order, on the balances as they stand after the ones before.
    const results: (PostingResult | AppError)[] = [];
    const firstOfKey = new Map<string, number>();
    const applied: { p: Pending; r: PostingResult }[] = [];
    const replays: Promise<void>[] = [];
    batch.forEach((p, i) => {
      const key = keyOf(p);
      const base = { merchantCode: p.plan.input.merchantCode, type: p.plan.input.type, currency: p.plan.currency };
      const prior = existing.get(key);
      if (prior) {
        if (prior.requestHash !== p.plan.hash) return void (results[i] = new AppError('wallet.idempotency_conflict', { postingId: prior.id }));
        replays.push(batchRepo.listEntries(q, prior.id).then((entries) => {
          results[i] = { ...base, type: prior.type as PostingResult['type'], postingId: prior.id, replayed: true, createdAt: prior.createdAt, entries };
        }));
        return;
      }
      const first = firstOfKey.get(key);
      if (first !== undefined) {
        const r = results[first]!;
        results[i] = r instanceof AppError ? r
          : batch[first]!.plan.hash === p.plan.hash ? { ...r, replayed: true } : new AppError('wallet.idempotency_conflict', { postingId: r.postingId });
        return;
      }
      firstOfKey.set(key, i);
      try {
        const entries = applyLegs(p.plan.legs, p.ids, locked);
        for (const e of entries) if (e.balanceAfter !== null) locked.get(e.accountId)!.balance = e.balanceAfter;
        const r: PostingResult = { ...base, postingId: freeIds.next().value!, replayed: false, createdAt: read.now, entries };
        results[i] = r;
        applied.push({ p, r });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        results[i] = err;
      }
    });
    await Promise.all(replays);

    // The writes, the audit rows and COMMIT go out together: one round trip. Any failure aborts the
    // transaction, COMMIT answers ROLLBACK, and the batch is retried posting by posting.
    const finalBalances = new Map<number, bigint>();
    for (const [id, row] of locked) if (row.balance !== null) finalBalances.set(id, row.balance);
    const audits = applied.flatMap(({ p, r }) => (p.audit ? [auditRow(p.plan.input.actor, p.audit(r))] : []));
    await Promise.all([
      applied.length ? batchRepo.writeBatch(q, applied.map(({ p, r }) => ({
        id: r.postingId, merchantCode: p.plan.input.merchantCode, type: p.plan.input.type, idempotencyKey: p.plan.input.idempotencyKey, requestHash: p.plan.hash,
        currency: p.plan.currency, actorType: p.plan.input.actor.type, actorId: p.plan.input.actor.id, reference: p.plan.input.reference ?? null, memo: p.plan.input.memo ?? null,
      })), applied.flatMap(({ r }) => r.entries.map((entry) => ({ postingId: r.postingId, entry }))), finalBalances) : undefined,
      audits.length ? audit.recordRows(q, audits) : undefined,
      commit(),
    ]);
    return results;
  }

  function drain() {
    while (running < parallel && queue.length) {
      running++;
      const batch = queue.splice(0, maxBatch);
      void run(batch).catch((err) => batch.forEach((p) => p.reject(err))).finally(() => {
        running--;
        drain();
      });
    }
  }

  return {
    /** Queues a planned posting whose accounts are resolved; settles when its batch commits. */
    submit(p: Omit<Pending, 'resolve' | 'reject'>): Promise<PostingResult> {
      return new Promise((resolve, reject) => {
        queue.push({ ...p, resolve, reject });
        // Start at the end of this turn of the event loop, so requests that arrived together (one
        // poll of the sockets) share the first transaction too; later ones join the next batch.
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            drain();
          });
        }
      });
    },
  };
}
