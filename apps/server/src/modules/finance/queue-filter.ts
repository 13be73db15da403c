import type { FinanceSort } from '@platform/contracts';
import { AppError } from '../../lib/errors';
import { parseAmount } from '../../lib/money';

/** The filters both finance queues share (decision 0047), as the contracts read them from the query. */
export interface QueueQuery {
  minAmount?: string | number;
  maxAmount?: string | number;
  olderThanMinutes?: number;
  sort: FinanceSort;
  order: 'asc' | 'desc';
}

/** Major units to minor units; a range the wrong way round is refused rather than answered empty. */
export function queueFilter(q: QueueQuery, now: Date = new Date()) {
  const amount = (v: string | number | undefined, field: string) => {
    if (v === undefined) return undefined;
    const minor = parseAmount(v);
    if (minor === null) throw new AppError('system.invalid_input', [{ path: `/${field}`, message: 'a decimal amount with at most 2 decimals' }]);
    return minor;
  };
  const minAmount = amount(q.minAmount, 'minAmount');
  const maxAmount = amount(q.maxAmount, 'maxAmount');
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) {
    throw new AppError('system.invalid_input', [{ path: '/maxAmount', message: 'at least minAmount' }]);
  }
  return {
    minAmount, maxAmount, sort: q.sort, order: q.order,
    // To the whole second: the lists asked within one second are one list to the counts' memo (queue-counts.ts).
    madeBefore: q.olderThanMinutes ? new Date(Math.floor((now.getTime() - q.olderThanMinutes * 60_000) / 1000) * 1000) : undefined,
  };
}
