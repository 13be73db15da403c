import type { FinanceEventListener } from './events';

/** How long a list's counts are kept at most: every change of the merchant's requests drops them sooner. */
export const QUEUE_COUNT_MEMO_MS = 3_000;
/** Lists remembered per merchant at most (the filters operators actually combine: a few dozen). */
const PER_MERCHANT = 200;

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
  const kept = new Map<string, Map<string, { value: unknown; until: number }>>();
  const generations = new Map<string, number>();
  const changed = (merchantCode: string) => {
    generations.set(merchantCode, (generations.get(merchantCode) ?? 0) + 1);
    kept.delete(merchantCode);
  };
  deps.listen?.((event) => changed(event.merchantCode));

  return {
    /** The merchant's requests changed (called before the change is announced): its counts are read again. */
    changed,

    /** The list's counts as last read within the memo's time, or read now by `read` (and kept unless a change came meanwhile). */
    async remember<T>(merchantCode: string, list: string, read: () => Promise<T>): Promise<T> {
      if (!deps.listen) return read();
      const lists = kept.get(merchantCode);
      const hit = lists?.get(list);
      if (hit && hit.until > now()) return hit.value as T;
      const generation = generations.get(merchantCode) ?? 0;
      const value = await read();
      if ((generations.get(merchantCode) ?? 0) !== generation) return value;
      let mine = kept.get(merchantCode);
      if (!mine) kept.set(merchantCode, (mine = new Map()));
      if (mine.size >= PER_MERCHANT) {
        const at = now();
        for (const [key, entry] of mine) if (entry.until <= at) mine.delete(key);
        // Still full: the oldest goes (a Map keeps insertion order).
        if (mine.size >= PER_MERCHANT) mine.delete(mine.keys().next().value!);
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
