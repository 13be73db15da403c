/**
 * The players list's search as it sits in the URL (`?q=&field=&status=&kind=&sort=&order=&page=&size=`),
 * so back/forward, a shared link and a reload that passes through the login all come back to the same
 * list. Anything unknown in the URL falls back to the default rather than failing the page.
 */
import type { PlayerListQuery } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';

export const SEARCH_FIELDS = ['auto', 'username', 'id', 'mobile', 'email', 'ip'] as const satisfies readonly PlayerListQuery['field'][];
export const SORT_COLUMNS = ['createdAt', 'lastLoginAt', 'username'] as const satisfies readonly PlayerListQuery['sort'][];
export const STATUSES = ['active', 'disabled'] as const;
export const KINDS = ['all', 'player', 'agent'] as const;

export interface PlayerSearch {
  q: string;
  field: PlayerListQuery['field'];
  status: 'active' | 'disabled' | '';
  kind: PlayerListQuery['kind'];
  sort: PlayerListQuery['sort'];
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const DEFAULT_SEARCH: PlayerSearch = { q: '', field: 'auto', status: '', kind: 'all', sort: 'createdAt', order: 'desc', page: 1, size: 20 };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function readSearch(params: URLSearchParams): PlayerSearch {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    q: (params.get('q') ?? '').slice(0, 64),
    field: oneOf(SEARCH_FIELDS, params.get('field'), DEFAULT_SEARCH.field),
    status: oneOf(['', ...STATUSES] as const, params.get('status'), ''),
    kind: oneOf(KINDS, params.get('kind'), DEFAULT_SEARCH.kind),
    sort: oneOf(SORT_COLUMNS, params.get('sort'), DEFAULT_SEARCH.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), DEFAULT_SEARCH.order),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SEARCH.size,
  };
}

/** The URL's parameters for a search: defaults are left out, other parameters (the merchant) kept. */
export function writeSearch(base: URLSearchParams, search: PlayerSearch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(DEFAULT_SEARCH) as (keyof PlayerSearch)[]) {
    const value = search[key];
    if (value === DEFAULT_SEARCH[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A click on a sortable header: the same column turns the order round; another starts with its natural order. */
export function sortBy(search: PlayerSearch, column: PlayerSearch['sort']): PlayerSearch {
  const order = search.sort === column ? (search.order === 'asc' ? 'desc' : 'asc') : column === 'username' ? 'asc' : 'desc';
  return { ...search, sort: column, order, page: 1 };
}
