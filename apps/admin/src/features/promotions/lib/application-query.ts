/**
 * The review queue's filter in the URL (`?status=&promotion=&page=&size=`): pending unless asked otherwise
 * (`all` shows every status), every promotion's unless one's id is given.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';
import type { ApplicationQuery } from '../api/applications';

export const APPLICATION_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

export function readApplicationQuery(params: URLSearchParams): ApplicationQuery {
  const raw = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const promotion = Number(params.get('promotion'));
  return {
    promotion: Number.isInteger(promotion) && promotion >= 1 && promotion <= 2_147_483_647 ? promotion : null,
    status: raw === 'all' ? null : (APPLICATION_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as ApplicationStatus) : 'pending',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

export function writeApplicationQuery(params: URLSearchParams, q: ApplicationQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put('status', q.status === 'pending' ? null : q.status ?? 'all');
  put('promotion', q.promotion ? String(q.promotion) : null);
  put('page', q.page > 1 ? String(q.page) : null);
  put('size', q.size !== PAGE_SIZES[0] ? String(q.size) : null);
  return next;
}
