/** The adjustments list's filter in the URL (`?status=&page=&size=`): pending unless asked otherwise. */
import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';

export const ADJUSTMENT_FILTERS = [...ADJUSTMENT_STATUSES, 'all'] as const satisfies readonly (AdjustmentStatus | 'all')[];
export type AdjustmentFilter = (typeof ADJUSTMENT_FILTERS)[number];

export interface AdjustmentSearch {
  status: AdjustmentFilter;
  page: number;
  size: number;
}

export const DEFAULT_ADJUSTMENT_SEARCH: AdjustmentSearch = { status: 'pending', page: 1, size: 20 };

export function readAdjustmentSearch(params: URLSearchParams): AdjustmentSearch {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: (ADJUSTMENT_FILTERS as readonly string[]).includes(status ?? '') ? (status as AdjustmentFilter) : DEFAULT_ADJUSTMENT_SEARCH.status,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_ADJUSTMENT_SEARCH.size,
  };
}

/** Defaults leave the URL; the merchant and anything else in it stay. */
export function writeAdjustmentSearch(base: URLSearchParams, search: AdjustmentSearch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(DEFAULT_ADJUSTMENT_SEARCH) as (keyof AdjustmentSearch)[]) {
    if (search[key] === DEFAULT_ADJUSTMENT_SEARCH[key]) next.delete(key);
    else next.set(key, String(search[key]));
  }
  return next;
}
