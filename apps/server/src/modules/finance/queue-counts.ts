import { FINANCE_COUNT_CAP } from '@platform/contracts';
import type { FinanceEventListener } from './events';

/** How long a list's counts are kept at most: every change of the merchant's requests drops them sooner. */
export const QUEUE_COUNT_MEMO_MS = 3_000;
/** Lists whose counts are remembered per merchant at most (the filters operators actually combine: a few dozen). */
const PER_MERCHANT = 200;
/** Lists whose ids are remembered per merchant at most: each holds up to FINANCE_COUNT_CAP + 1 ids (about 80 KB). */
const IDS_PER_MERCHANT = 16;

/**
 * A finance queue's capped counts, remembered for a few seconds per list — its filters and their values —
 * so that the pages of one list read by several operators, or one after another, walk the index for its
 * count once instead of on every page: that walk was half of a deep filtered page's database time (up to
 * 10,001 index entries; bench/README, "Finance queues"). The counts are dropped as soon as the merchant's
 * deposits or withdrawals change: at once in the process that changed them (`changed`, called by the
 * announcement), and in the others when the change's finance event arrives. A count read while a change
 * was committing is not kept (the generation moved), so a kept count never predates a change it saw.
 * Without events (`listen` absent) nothing is remembered: nothing would drop a stale count.
 */
export function createQueueCountMemo(deps: { listen?: (listener: FinanceEventListener) => unknown; ttlMs?: number; now?: () => number }) {
  const ttl = deps.ttlMs ?? QUEUE_COUNT_MEMO_MS;
  const now = deps.now ?? Date.now;
  type Store = Map<string, Map<string, { value: unknown; until: number }>>;
  // A list's ids are far larger than its counts, so fewer of them are kept, apart from the counts.
  const stores = { counts: { kept: new Map() as Store, limit: PER_MERCHANT }, ids: { kept: new Map() as Store, limit: IDS_PER_MERCHANT } };
  const generations = new Map<string, number>();
  const inFlight = new Map<string, { generation: number; value: Promise<unknown> }>();
  const changed = (merchantCode: string) => {
    generations.set(merchantCode, (generations.get(merchantCode) ?? 0) + 1);
    for (const store of Object.values(stores)) store.kept.delete(merchantCode);
  };
  deps.listen?.((event) => changed(event.merchantCode));

  return {
    /** The merchant's requests changed (called before the change is announced): its counts are read again. */
    changed,

    /**
     * The list's counts (or, `kind` ids, its ids in order) as last read within the memo's time, or read now by
     * `read` (and kept unless a change came meanwhile).
     */
    async remember<T>(merchantCode: string, list: string, read: () => Promise<T>, kind: keyof typeof stores = 'counts'): Promise<T> {
      if (!deps.listen) return read();
      const { kept, limit } = stores[kind];
      const lists = kept.get(merchantCode);
      const hit = lists?.get(list);
      if (hit && hit.until > now()) return hit.value as T;
      const generation = generations.get(merchantCode) ?? 0;
      // One read at a time per list: the requests that find it gone together wait for the same read, instead of
      // each walking the index at once (eight connections did, every time a list's ids were read again).
      const key = `${kind}|${merchantCode}|${list}`;
      const flying = inFlight.get(key);
      if (flying && flying.generation === generation) return flying.value as Promise<T>;
      const reading = read();
      inFlight.set(key, { generation, value: reading });
      let value: T;
      try {
        value = await reading;
      } finally {
        if (inFlight.get(key)?.value === reading) inFlight.delete(key);
      }
      if ((generations.get(merchantCode) ?? 0) !== generation) return value;
      let mine = kept.get(merchantCode);
      if (!mine) kept.set(merchantCode, (mine = new Map()));
      if (mine.size >= limit) {
        const at = now();
        for (const [key, entry] of mine) if (entry.until <= at) mine.delete(key);
        // Still full: the oldest goes (a Map keeps insertion order).
        if (mine.size >= limit) mine.delete(mine.keys().next().value!);
      }
      mine.set(list, { value, until: now() + ttl });
      return value;
    },
  };
}
export type QueueCountMemo = ReturnType<typeof createQueueCountMemo>;

/** A list's key for the memo: its kind, its shape and every value it is filtered by (amounts are bigints). */
export const listKey = (kind: string, values: Record<string, unknown>) =>
  `${kind}|${JSON.stringify(values, (_, v) => (typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.getTime() : v))}`;

/** Through the memo when there is one and the list is one merchant's (a list of every merchant is read each time). */
export const countedVia = <T>(memo: QueueCountMemo | undefined, merchantCode: string | undefined, list: string, read: () => Promise<T>) =>
  memo && merchantCode ? memo.remember(merchantCode, list, read) : read();

/**
 * A page of a list no longer than the cap, sliced from the list's ids in its order, read in one walk and
 * remembered as its counts are (decision 0047): the page statement walked every match before the page, and
 * for a filtered list every match of the filter, on each request (an amount range's 8,000 index entries,
 * sorted by id: 1.7 ms of the deep amount-and-age page's 3.3 ms; bench/README, "Finance queues"); now once
 * per list and change, and each page is its rows by id. Undefined when the list is longer than the cap (its
 * ids are not all read) or there is no memo (nothing would drop stale ids): the caller reads the page itself.
 */
export async function pageFromIds<T extends { id: number }>(opts: {
  memo: QueueCountMemo | undefined;
  merchantCode: string | undefined;
  list: string;
  total: number;
  limit: number;
  offset: number;
  /** Every id of the list in its order (at most FINANCE_COUNT_CAP + 1). */
  ids: () => Promise<number[]>;
  /** The rows of these ids, in any order. */
  rows: (ids: number[]) => Promise<T[]>;
}): Promise<T[] | undefined> {
  const { memo, merchantCode, total, limit, offset } = opts;
  if (!memo || !merchantCode || total > FINANCE_COUNT_CAP) return undefined;
  const ids = (await memo.remember(merchantCode, `${opts.list}:ids`, opts.ids, 'ids')).slice(offset, offset + limit);
  if (!ids.length) return [];
  const byId = new Map((await opts.rows(ids)).map((row) => [row.id, row]));
  // A row gone since the ids were read cannot be (no request is deleted, and a change drops the ids); skipped all the same.
  return ids.flatMap((id) => byId.get(id) ?? []);
}
