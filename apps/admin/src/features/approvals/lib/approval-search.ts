/** The approvals list's filter in the URL (`?status=&page=&size=`): pending unless asked otherwise. */
import type { ApprovalStatus } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';

export const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'cancelled', 'stale', 'all'] as const satisfies readonly (ApprovalStatus | 'all')[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface ApprovalSearch {
  status: StatusFilter;
  page: number;
  size: number;
}

export const DEFAULT_APPROVAL_SEARCH: ApprovalSearch = { status: 'pending', page: 1, size: 20 };

export function readApprovalSearch(params: URLSearchParams): ApprovalSearch {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as StatusFilter) : 'pending',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_APPROVAL_SEARCH.size,
  };
}

export function writeApprovalSearch(base: URLSearchParams, search: ApprovalSearch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(DEFAULT_APPROVAL_SEARCH) as (keyof ApprovalSearch)[]) {
    if (search[key] === DEFAULT_APPROVAL_SEARCH[key]) next.delete(key);
    else next.set(key, String(search[key]));
  }
  return next;
}
