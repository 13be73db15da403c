import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, readSearch, sortBy, sortColumn, writeSearch } from './game-search';

describe('games search in the URL', () => {
  it('reads known values and falls back on unknown ones', () => {
    const s = readSearch(new URLSearchParams('vendor=pg&type=LIVE&status=maintenance&hot=true&sort=gameCode&order=desc&page=3&size=50&q=fortune'));
    expect(s).toEqual({ q: 'fortune', vendor: 'PG', type: 'LIVE', status: 'maintenance', hot: 'true', sort: 'gameCode', order: 'desc', page: 3, size: 50 });
    expect(readSearch(new URLSearchParams('vendor=a%20b&type=CARDS&status=gone&hot=1&sort=name&page=0&size=7'))).toEqual(DEFAULT_SEARCH);
  });

  it('writes only what differs from the default and keeps the merchant', () => {
    const next = writeSearch(new URLSearchParams('merchant=thailand&page=4'), { ...DEFAULT_SEARCH, vendor: 'PG', page: 1 });
    expect(next.toString()).toBe('merchant=thailand&vendor=PG');
  });

  it('turns the order round on the same column and starts newest first on the last change', () => {
    const byCode = sortBy({ ...DEFAULT_SEARCH, page: 5 }, 'gameCode');
    expect(byCode).toMatchObject({ sort: 'gameCode', order: 'asc', page: 1 });
    expect(sortBy(byCode, 'gameCode')).toMatchObject({ sort: 'gameCode', order: 'desc' });
    expect(sortBy(DEFAULT_SEARCH, 'updatedAt')).toMatchObject({ sort: 'updatedAt', order: 'desc' });
    expect(sortBy(DEFAULT_SEARCH, 'sortOrder')).toMatchObject({ sort: 'lobby', order: 'desc' });
    expect(sortColumn('lobby')).toBe('sortOrder');
    expect(sortColumn('updatedAt')).toBe('updatedAt');
  });
});
