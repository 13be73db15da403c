import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, readSearch, sortBy, writeSearch } from './player-search';

describe('the players search in the URL', () => {
  it('reads what it wrote, leaving defaults out and other parameters in', () => {
    const search = { ...DEFAULT_SEARCH, q: 'demo', field: 'username' as const, status: 'active' as const, kind: 'agent' as const, sort: 'username' as const, order: 'asc' as const, page: 3, size: 50 };
    const params = writeSearch(new URLSearchParams('merchant=thailand'), search);
    expect(params.get('merchant')).toBe('thailand');
    expect(readSearch(params)).toEqual(search);
    expect(writeSearch(new URLSearchParams('merchant=thailand&page=4'), DEFAULT_SEARCH).toString()).toBe('merchant=thailand');
  });

  it('falls back to the defaults for anything it does not know', () => {
    const params = new URLSearchParams('field=name&status=gone&kind=x&sort=balance&order=up&page=-2&size=7');
    expect(readSearch(params)).toEqual(DEFAULT_SEARCH);
    expect(readSearch(new URLSearchParams('page=1.5&size=100')).page).toBe(1);
    expect(readSearch(new URLSearchParams(`q=${'x'.repeat(80)}`)).q).toHaveLength(64);
  });

  it('turns the order round on the same column and starts another column on its natural order, at page 1', () => {
    const on = { ...DEFAULT_SEARCH, page: 5 };
    expect(sortBy(on, 'createdAt')).toMatchObject({ sort: 'createdAt', order: 'asc', page: 1 });
    expect(sortBy(on, 'username')).toMatchObject({ sort: 'username', order: 'asc', page: 1 });
    expect(sortBy(on, 'lastLoginAt')).toMatchObject({ sort: 'lastLoginAt', order: 'desc' });
  });
});
