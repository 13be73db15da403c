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

/**
 * One page of a finance queue with the waiting requests first (decision 0047), read as two parts — the
 * waiting ones, then the others — each in its own index order, instead of one sort of every request the
 * merchant ever had by a computed "is waiting" key (1–2 s at 500,000 requests: bench/README, "Finance queues").
 */
export async function waitingFirstPage<T>(opts: {
  limit: number;
  offset: number;
  /** How many requests wait (countQueue). */
  waitingTotal: number;
  waiting: (limit: number, offset: number) => Promise<T[]>;
  others: (limit: number, offset: number) => Promise<T[]>;
}): Promise<T[]> {
  const { limit, offset, waitingTotal } = opts;
  const rows = offset < waitingTotal ? await opts.waiting(limit, offset) : [];
  const rest = limit - rows.length;
  if (rest > 0) rows.push(...await opts.others(rest, Math.max(0, offset - waitingTotal)));
  return rows;
}
