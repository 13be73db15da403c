/**
 * The list's filters and page as they sit in the URL (`?status=&kind=&page=&size=`), so a reload through
 * the login or a shared link shows the same rows; anything odd reads as "all" and the first page of 20.
 */
import { PROMOTION_KINDS, PROMOTION_STATUSES, type PromotionKind, type PromotionStatus } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';

export interface PromotionListQuery {
  status: PromotionStatus | null;
  kind: PromotionKind | null;
  page: number;
  size: number;
}

const oneOf = <V extends string>(values: readonly V[], raw: string | null): V | null =>
  (values as readonly string[]).includes(raw ?? '') ? (raw as V) : null;

export function readListQuery(params: URLSearchParams): PromotionListQuery {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: oneOf(PROMOTION_STATUSES, params.get('status')),
    kind: oneOf(PROMOTION_KINDS, params.get('kind')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

/** The URL's parameters with the query written in; defaults are left out, other parameters (the merchant) kept. */
export function writeListQuery(params: URLSearchParams, query: PromotionListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put('status', query.status);
  put('kind', query.kind);
  put('page', query.page > 1 ? String(query.page) : null);
  put('size', query.size !== PAGE_SIZES[0] ? String(query.size) : null);
  return next;
}

/** The server's query string (`status=&kind=&pageNo=&pageSize=`), without the filters left at "all". */
export function apiQuery({ status, kind, page, size }: PromotionListQuery): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (kind) params.set('kind', kind);
  params.set('pageNo', String(page));
  params.set('pageSize', String(size));
  return params.toString();
}
