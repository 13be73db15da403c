/**
 * The Games page's list as it sits in the URL (`?q=&vendor=&type=&status=&hot=&sort=&order=&page=&size=`),
 * so back/forward, a shared link and a reload through the login come back to the same page. Anything
 * unknown falls back to the default rather than failing the page.
 */
import { CATALOGUE_STATUSES, GAME_TYPES, OPERATOR_GAME_SORTS, type CatalogueStatus, type GameType } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';

export type GameSort = (typeof OPERATOR_GAME_SORTS)[number];
/** Columns a header click sorts by ('lobby' is the order column's). */
export const SORT_COLUMNS = ['sortOrder', 'gameCode', 'updatedAt'] as const;
const SORT_OF_COLUMN: Record<(typeof SORT_COLUMNS)[number], GameSort> = { sortOrder: 'lobby', gameCode: 'gameCode', updatedAt: 'updatedAt' };

export interface GameSearch {
  q: string;
  vendor: string;
  type: GameType | '';
  status: CatalogueStatus | '';
  hot: 'true' | 'false' | '';
  sort: GameSort;
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const DEFAULT_SEARCH: GameSearch = { q: '', vendor: '', type: '', status: '', hot: '', sort: 'lobby', order: 'asc', page: 1, size: 20 };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function readSearch(params: URLSearchParams): GameSearch {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const vendor = (params.get('vendor') ?? '').toUpperCase();
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    vendor: /^[A-Z0-9_]{1,20}$/.test(vendor) ? vendor : '',
    type: oneOf(['', ...GAME_TYPES] as const, params.get('type'), ''),
    status: oneOf(['', ...CATALOGUE_STATUSES] as const, params.get('status'), ''),
    hot: oneOf(['', 'true', 'false'] as const, params.get('hot'), ''),
    sort: oneOf(OPERATOR_GAME_SORTS, params.get('sort'), DEFAULT_SEARCH.sort),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), DEFAULT_SEARCH.order),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SEARCH.size,
  };
}

/** The URL's parameters for a search: defaults left out, other parameters (the merchant) kept. */
export function writeSearch(base: URLSearchParams, search: GameSearch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(DEFAULT_SEARCH) as (keyof GameSearch)[]) {
    const value = search[key];
    if (value === DEFAULT_SEARCH[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The header column the current sort belongs to. */
export const sortColumn = (sort: GameSort): string => SORT_COLUMNS.find((c) => SORT_OF_COLUMN[c] === sort) ?? 'sortOrder';

/** A header click: the same column turns the order round; another starts with its natural order (newest first for changes). */
export function sortBy(search: GameSearch, column: string): GameSearch {
  const sort = SORT_OF_COLUMN[column as (typeof SORT_COLUMNS)[number]] ?? 'lobby';
  const order = search.sort === sort ? (search.order === 'asc' ? 'desc' : 'asc') : sort === 'updatedAt' ? 'desc' : 'asc';
  return { ...search, sort, order, page: 1 };
}
