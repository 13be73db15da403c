import { describe, expect, it } from 'vitest';
import { apiQuery, readListQuery, writeListQuery } from './promotion-query';

describe('promotion list query', () => {
  it('reads the filters and page from the URL, anything odd as all and the first page of 20', () => {
    expect(readListQuery(new URLSearchParams('status=paused&kind=rebate&page=3&size=50'))).toEqual({ status: 'paused', kind: 'rebate', page: 3, size: 50 });
    expect(readListQuery(new URLSearchParams('status=gone&kind=&page=0&size=7'))).toEqual({ status: null, kind: null, page: 1, size: 20 });
  });

  it('writes only what differs from the defaults, keeping the merchant', () => {
    const written = writeListQuery(new URLSearchParams('merchant=thailand&status=draft&page=4'), { status: null, kind: 'apply', page: 1, size: 20 });
    expect(written.toString()).toBe('merchant=thailand&kind=apply');
  });

  it('asks the server for the page with only the filters set', () => {
    expect(apiQuery({ status: null, kind: null, page: 1, size: 20 })).toBe('pageNo=1&pageSize=20');
    expect(apiQuery({ status: 'active', kind: 'check_in', page: 2, size: 50 })).toBe('status=active&kind=check_in&pageNo=2&pageSize=50');
  });
});
