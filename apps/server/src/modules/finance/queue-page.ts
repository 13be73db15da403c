import { FINANCE_COUNT_CAP } from '@platform/contracts';

/** A queue's size as its list answers it: the total up to the cap (and one more), and how many wait. */
export interface QueueCounts {
  total: number;
  waiting: number;
}

/**
 * Both counts of a waiting-first queue from one walk of an index: the rows up to the cap are read once
 * and the waiting ones among them are a FILTER of the same aggregate, instead of a second walk of the same
 * range for them (each walk of an amount range is ~1 ms at 8,000 matches; bench/README, "Finance queues").
 * Past the cap the walked rows need not hold every waiting one, so those are then counted on their own.
 */
export async function countQueue(opts: {
  /** `count(*)` and `count(*) FILTER (WHERE waiting)` over the matches, limited to FINANCE_COUNT_CAP + 1. */
  capped: () => Promise<QueueCounts>;
  /** Every waiting match, uncapped (a few thousand at most: the status index). */
  allWaiting: () => Promise<number>;
}): Promise<QueueCounts> {
  const counts = await opts.capped();
  return counts.total > FINANCE_COUNT_CAP ? { total: counts.total, waiting: await opts.allWaiting() } : counts;
}

/** How to read one page of an ordered part: from its start, or from its end in the reverse order. */
export interface PartRead {
  limit: number;
  offset: number;
  /** Read in the reverse order, `offset` counted from the end; the reader answers the rows in the part's order. */
  reverse: boolean;
}

/**
 * Reads a page past the middle of a part whose size is known exactly from the part's other end: an OFFSET
 * walks and discards every row before the page, so the last page of 8,000 matches read forwards skips
 * 7,900 index entries and read backwards skips none (bench/README, "Finance queues"). The order always ends
 * with the unique id, so the reverse order is exactly the forward one turned round. A size past the cap
 * is not known, and such a part is read forwards.
 */
export function fromNearerEnd(limit: number, offset: number, size: number | undefined): PartRead {
  if (size === undefined || size > FINANCE_COUNT_CAP || offset + limit / 2 <= size / 2) return { limit, offset, reverse: false };
  const end = Math.min(size, offset + limit);
  return { limit: Math.max(0, end - offset), offset: size - end, reverse: true };
}

/** Pages this deep or deeper wait for the count, so that they can be read from the nearer end. */
export const DEEP_PAGE_OFFSET = 1_000;

/**
 * One page of a finance queue with the waiting requests first (decision 0047), read as two parts — the
 * waiting ones, then the others — each in its own index order, instead of one sort of every request the
 * merchant ever had by a computed "is waiting" key (1–2 s at 500,000 requests: bench/README, "Finance queues").
 * Each part is read from its nearer end when its size is known (fromNearerEnd).
 */
export async function waitingFirstPage<T>(opts: {
  limit: number;
  offset: number;
  /** The queue's counts (countQueue): the total up to the cap, and every waiting request. */
  counts: QueueCounts;
  waiting: (read: PartRead) => Promise<T[]>;
  others: (read: PartRead) => Promise<T[]>;
}): Promise<T[]> {
  const { limit, offset, counts } = opts;
  const rows = offset < counts.waiting ? await opts.waiting(fromNearerEnd(limit, offset, counts.waiting)) : [];
  const rest = limit - rows.length;
  const othersSize = counts.total > FINANCE_COUNT_CAP ? undefined : counts.total - counts.waiting;
  if (rest > 0 && othersSize !== 0) rows.push(...await opts.others(fromNearerEnd(rest, Math.max(0, offset - counts.waiting), othersSize)));
  return rows;
}
