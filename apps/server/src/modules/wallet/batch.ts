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
  /** Another module's rows that commit with this posting, and the answer its caller gets instead of the posting. */
  companion?: { group: CompanionGroup; item: unknown };
  resolve: (r: PostingResult | unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * A module whose own rows must commit in the same transaction as its postings (the seamless wallet:
 * a bet's round and transaction rows) joins the batch through a companion group instead of running
 * one transaction per call. It reads (and locks) what its calls need in the batch's first round trip,
 * decides each call in arrival order, and writes its rows in the second, before COMMIT. The wallet
 * still writes every ledger row; the group writes only its module's tables.
 */
export interface CompanionGroup<I = unknown, S = unknown, A = unknown> {
  /** Sent before the batch's own read (so its locks come first, as on the module's single path). */
  read(q: RawQuery, items: I[]): Promise<S>;
  /**
   * Before the item's posting: `post` to apply it; an answer or a refusal with no posting (a replay, a
   * closed round); or `alone` to run it on the module's single path after this batch (an item whose
   * state an earlier item of the batch changed).
   */
  check(item: I, state: S): { post: true } | { answer: A } | { error: AppError } | { alone: true };
  /** After the item's posting was applied: notes the rows to write and returns the caller's answer. */
  record(item: I, state: S, posted: PostingResult): A;
  /** Sent with the ledger's writes, before COMMIT; a failure rolls the whole batch back. */
  write(q: RawQuery, state: S): Promise<void>;
  /** The module's single path: one item in a transaction of its own (fallback, and `alone` items). */
  alone(item: I): Promise<A>;
}

/** An item the batch leaves to the single path, after it commits. */
const ALONE = Symbol('alone');
type Outcome = { posting: PostingResult } | { answer: unknown } | AppError | typeof ALONE;

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

  /** One pending on its own: the companion's single path, or the wallet's. */
  const runAlone = (p: Pending) => (p.companion ? p.companion.group.alone(p.companion.item) : postAlone(p)).then(p.resolve, p.reject);

  async function run(batch: Pending[]) {
    let outcomes: Outcome[];
    try {
      outcomes = await rawTransaction((q, commit) => apply(q, commit, batch));
    } catch {
      // A key taken meanwhile, a deadlock, a lost connection: the batch rolled back whole, so each
      // posting runs on its own and gets its own outcome.
      await Promise.all(batch.map(runAlone));
      return;
    }
    const later: Pending[] = [];
    batch.forEach((p, i) => {
      const o = outcomes[i]!;
      if (o === ALONE) later.push(p);
      else if (o instanceof AppError) p.reject(o);
      else p.resolve('posting' in o ? o.posting : o.answer);
    });
    await Promise.all(later.map(runAlone));
  }

  async function apply(q: RawQuery, commit: () => Promise<void>, batch: Pending[]): Promise<Outcome[]> {
    const keyOf = (p: Pending) => `${p.plan.input.merchantCode}\u0000${p.plan.input.idempotencyKey}`;
    // Companion groups read first, in the same flight (their locks before the accounts', as on their single path).
    const groups = new Map<CompanionGroup, unknown[]>();
    for (const p of batch) if (p.companion) groups.set(p.companion.group, [...(groups.get(p.companion.group) ?? []), p.companion.item]);
    const groupReads = [...groups].map(([group, items]) => group.read(q, items).then((state) => [group, state] as const));
    groupReads.forEach((r) => r.catch(() => {}));
    // Replays' accounts are locked too (they are known only from this statement's answer): harmless.
    const trackedIds = [...new Set(batch.flatMap((p) => p.plan.legs.filter((l) => l.owner.tracked).map((l) => p.ids.get(l.key)!)))].sort((a, b) => a - b);
    const read = await batchRepo.readBatch(q, batch.map((p) => p.plan.input), trackedIds);
    const states = new Map(await Promise.all(groupReads));
    const existing = new Map(read.existing.map((row) => [`${row.merchantCode}\u0000${row.idempotencyKey}`, row]));
    const locked = new Map<number, LockedAccount>(read.locked.map((row) => [row.id, row]));
    const freeIds = read.postingIds.values();

    // Each posting applied in memory, in arrival order, on the balances as they stand after the ones before.
    const results: Outcome[] = [];
    const firstOfKey = new Map<string, number>();
    const applied: { p: Pending; r: PostingResult }[] = [];
    const replays: Promise<void>[] = [];
    batch.forEach((p, i) => {
      const key = keyOf(p);
      const base = { merchantCode: p.plan.input.merchantCode, type: p.plan.input.type, currency: p.plan.currency };
      const companion = p.companion && { ...p.companion, state: states.get(p.companion.group) };
      if (companion) {
        const checked = companion.group.check(companion.item, companion.state);
        if ('alone' in checked) return void (results[i] = ALONE);
        if ('answer' in checked) return void (results[i] = { answer: checked.answer });
        if ('error' in checked) return void (results[i] = checked.error);
      }
      const prior = existing.get(key);
      // A companion's own rows and its posting commit together, so its check saw a replay first; a key
      // that is taken anyway (a single-path call committed between the two reads) is left to that path.
      if (prior && companion) return void (results[i] = ALONE);
      if (prior) {
        if (prior.requestHash !== p.plan.hash) return void (results[i] = new AppError('wallet.idempotency_conflict', { postingId: prior.id }));
        replays.push(batchRepo.listEntries(q, prior.id).then((entries) => {
          results[i] = { posting: { ...base, type: prior.type as PostingResult['type'], postingId: prior.id, replayed: true, createdAt: prior.createdAt, entries } };
        }));
        return;
      }
      const first = firstOfKey.get(key);
      if (first !== undefined) {
        const r = results[first]!;
        results[i] = companion || r === ALONE ? ALONE
          : r instanceof AppError ? r
            : !('posting' in r) ? ALONE
              : batch[first]!.plan.hash === p.plan.hash ? { posting: { ...r.posting, replayed: true } }
                : new AppError('wallet.idempotency_conflict', { postingId: r.posting.postingId });
        return;
      }
      firstOfKey.set(key, i);
      try {
        const entries = applyLegs(p.plan.legs, p.ids, locked);
        for (const e of entries) if (e.balanceAfter !== null) locked.get(e.accountId)!.balance = e.balanceAfter;
        const r: PostingResult = { ...base, postingId: freeIds.next().value!, replayed: false, createdAt: read.now, entries };
        results[i] = companion ? { answer: companion.group.record(companion.item, companion.state, r) } : { posting: r };
        applied.push({ p, r });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // A companion's refusal (insufficient funds) is not final here: its check ran before this batch
        // waited for the accounts' locks, so a copy of the same call in a concurrent batch may have been
        // taken meanwhile (a new round has no row to lock yet), and the refusal would contradict it. Its
        // single path, after this batch, answers with what is committed: a duplicate, or the refusal.
        // A posting of the wallet's own is refused at once: its key is checked against the committed
        // postings in this batch's own read.
        results[i] = companion ? ALONE : err;
      }
    });
    await Promise.all(replays);

    // The writes, the audit rows, the companions' rows and COMMIT go out together: one round trip. Any
    // failure aborts the transaction, COMMIT answers ROLLBACK, and the batch is retried posting by posting.
    const finalBalances = new Map<number, bigint>();
    for (const [id, row] of locked) if (row.balance !== null) finalBalances.set(id, row.balance);
    const audits = applied.flatMap(({ p, r }) => (p.audit ? [auditRow(p.plan.input.actor, p.audit(r))] : []));
    await Promise.all([
      applied.length ? batchRepo.writeBatch(q, applied.map(({ p, r }) => ({
        id: r.postingId, merchantCode: p.plan.input.merchantCode, type: p.plan.input.type, idempotencyKey: p.plan.input.idempotencyKey, requestHash: p.plan.hash,
        currency: p.plan.currency, actorType: p.plan.input.actor.type, actorId: p.plan.input.actor.id, reference: p.plan.input.reference ?? null, memo: p.plan.input.memo ?? null,
      })), applied.flatMap(({ r }) => r.entries.map((entry) => ({ postingId: r.postingId, entry }))), finalBalances) : undefined,
      audits.length ? audit.recordRows(q, audits) : undefined,
      ...[...states].map(([group, state]) => group.write(q, state)),
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
    /**
     * Queues a planned posting whose accounts are resolved; settles when its batch commits, with the
     * posting, or with the companion's answer when it has one.
     */
    submit(p: Omit<Pending, 'resolve' | 'reject'>): Promise<unknown> {
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
