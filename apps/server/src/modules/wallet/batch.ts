import type { Database, RawQuery } from '../../db/client';
import { AppError } from '../../lib/errors';
import { auditRow, type AuditRecord, type AuditService } from '../audit/service';
import { applyLegs, type LockedAccount, type Plan, type PostedEntry } from './posting';
import * as batchRepo from './batch-repo';
import type { PostingResult } from './service';

/**
 * Group commit (issue 4's wallet benchmark): postings that arrive while a transaction is running wait
 * and then go together in the next one. One transaction per batch instead of one per posting: the
 * commit (a WAL flush on PostgreSQL), BEGIN and the round trips are shared, while every posting keeps
 * its own outcome (a refused one does not affect the others). With no load a posting runs at the end
 * of the event loop's turn, alone, so nothing waits for a timer.
 *
 * Inside a batch, four round trips between BEGIN and COMMIT at most: one statement reads the keys
 * that already exist (replays) and locks every tracked account in id order (as the single path does);
 * each posting is applied in memory in arrival order; one statement writes postings, balances and
 * entries; one writes the audit rows. A key another transaction took meanwhile (not visible at the
 * start) makes the batch roll back and its postings run one by one on the single path, which handles
 * that race.
 */
export interface Pending {
  plan: Plan;
  ids: Map<string, number>;
  /** The money action's audit row, from the posting as applied (not written for a replay). */
  audit?: (r: PostingResult) => AuditRecord;
  resolve: (r: PostingResult) => void;
  reject: (e: unknown) => void;
}

class KeyTakenMeanwhile extends Error {}

type Outcome =
  | { kind: 'new'; entries: PostedEntry[] }
  | { kind: 'error'; error: AppError }
  | { kind: 'replay'; posting: { id: number; requestHash: string; type: string; createdAt: Date } }
  | { kind: 'sameBatch'; first: number };

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
      results = await rawTransaction((q) => apply(q, batch));
    } catch {
      // A key taken meanwhile (KeyTakenMeanwhile), a deadlock, a lost connection: the batch rolled back
      // whole, so each posting runs on its own and gets its own outcome.
      await Promise.all(batch.map((p) => postAlone(p).then(p.resolve, p.reject)));
      return;
    }
    batch.forEach((p, i) => {
      const r = results[i]!;
      if (r instanceof AppError) p.reject(r);
      else p.resolve(r);
    });
  }

  async function apply(q: RawQuery, batch: Pending[]): Promise<(PostingResult | AppError)[]> {
    const keyOf = (p: Pending) => `${p.plan.input.merchantCode}\u0000${p.plan.input.idempotencyKey}`;
    // Replays' accounts are locked too (they are known only from this statement's answer): harmless.
    const trackedIds = [...new Set(batch.flatMap((p) => p.plan.legs.filter((l) => l.owner.tracked).map((l) => p.ids.get(l.key)!)))].sort((a, b) => a - b);
    const read = await batchRepo.readBatch(q, batch.map((p) => p.plan.input), trackedIds);
    const existing = new Map(read.existing.map((row) => [`${row.merchantCode}\u0000${row.idempotencyKey}`, row]));
    const locked = new Map<number, LockedAccount>(read.locked.map((row) => [row.id, row]));

    const outcomes: Outcome[] = [];
    const firstOfKey = new Map<string, number>();
    batch.forEach((p, i) => {
      const key = keyOf(p);
      const prior = existing.get(key);
      if (prior) return void (outcomes[i] = { kind: 'replay', posting: prior });
      const first = firstOfKey.get(key);
      if (first !== undefined) return void (outcomes[i] = { kind: 'sameBatch', first });
      try {
        const entries = applyLegs(p.plan.legs, p.ids, locked);
        for (const e of entries) if (e.balanceAfter !== null) locked.get(e.accountId)!.balance = e.balanceAfter;
        firstOfKey.set(key, i);
        outcomes[i] = { kind: 'new', entries };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        outcomes[i] = { kind: 'error', error: err };
      }
    });

    const applied = batch.map((p, i) => ({ p, i, o: outcomes[i]! })).filter((x) => x.o.kind === 'new');
    const created = new Map<string, { id: number; createdAt: Date }>();
    if (applied.length) {
      const finalBalances = new Map<number, bigint>();
      for (const [id, row] of locked) if (row.balance !== null) finalBalances.set(id, row.balance);
      const rows = await batchRepo.writeBatch(q, applied.map(({ p }) => ({
        merchantCode: p.plan.input.merchantCode, type: p.plan.input.type, idempotencyKey: p.plan.input.idempotencyKey, requestHash: p.plan.hash,
        currency: p.plan.currency, actorType: p.plan.input.actor.type, actorId: p.plan.input.actor.id, reference: p.plan.input.reference ?? null, memo: p.plan.input.memo ?? null,
      })), applied.flatMap(({ p, o }) => (o as Extract<Outcome, { kind: 'new' }>).entries.map((entry) => ({
        merchantCode: p.plan.input.merchantCode, idempotencyKey: p.plan.input.idempotencyKey, entry,
      }))), finalBalances);
      // A key another transaction took meanwhile: its posting is missing here (and its entries with it).
      if (rows.length !== applied.length) throw new KeyTakenMeanwhile();
      for (const r of rows) created.set(`${r.merchantCode}\u0000${r.idempotencyKey}`, r);
    }

    const results: (PostingResult | AppError)[] = [];
    for (const [i, p] of batch.entries()) {
      const o = outcomes[i]!;
      const base = { merchantCode: p.plan.input.merchantCode, type: p.plan.input.type, currency: p.plan.currency };
      if (o.kind === 'error') results[i] = o.error;
      else if (o.kind === 'new') {
        const c = created.get(keyOf(p))!;
        results[i] = { ...base, postingId: c.id, replayed: false, createdAt: c.createdAt, entries: o.entries };
      } else if (o.kind === 'sameBatch') {
        const first = results[o.first]!;
        results[i] = first instanceof AppError || batch[o.first]!.plan.hash === p.plan.hash
          ? (first instanceof AppError ? first : { ...first, replayed: true })
          : new AppError('wallet.idempotency_conflict', { postingId: first.postingId });
      } else {
        results[i] = o.posting.requestHash !== p.plan.hash
          ? new AppError('wallet.idempotency_conflict', { postingId: o.posting.id })
          : { ...base, type: o.posting.type, postingId: o.posting.id, replayed: true, createdAt: o.posting.createdAt, entries: await batchRepo.listEntries(q, o.posting.id) };
      }
    }
    const audits = batch.flatMap((p, i) => {
      const r = results[i]!;
      return p.audit && outcomes[i]!.kind === 'new' && !(r instanceof AppError) ? [auditRow(p.plan.input.actor, p.audit(r))] : [];
    });
    if (audits.length) await audit.recordRows(q, audits);
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
