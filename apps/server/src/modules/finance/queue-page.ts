/**
 * One page of a finance queue with the waiting requests first (decision 0047), read as two parts — the
 * waiting ones, then the others — each in its own index order, instead of one sort of every request the
 * merchant ever had by a computed "is waiting" key (1–2 s at 500,000 requests: bench/README, "Finance queues").
 */
export async function waitingFirstPage<T>(opts: {
  limit: number;
  offset: number;
  /** How many requests wait (a count over the status index: a few thousand at most). */
  countWaiting: () => Promise<number>;
  waiting: (limit: number, offset: number) => Promise<T[]>;
  others: (limit: number, offset: number) => Promise<T[]>;
}): Promise<T[]> {
  const { limit, offset } = opts;
  const waitingTotal = await opts.countWaiting();
  const rows = offset < waitingTotal ? await opts.waiting(limit, offset) : [];
  const rest = limit - rows.length;
  if (rest > 0) rows.push(...await opts.others(rest, Math.max(0, offset - waitingTotal)));
  return rows;
}
