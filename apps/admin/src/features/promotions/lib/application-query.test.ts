import { describe, expect, it } from 'vitest';
import { readApplicationQuery, writeApplicationQuery } from './application-query';

describe('application queue query', () => {
  it('reads pending unless asked otherwise, and all as no filter', () => {
    expect(readApplicationQuery(new URLSearchParams(''))).toEqual({ status: 'pending', promotion: null, page: 1, size: 20 });
    expect(readApplicationQuery(new URLSearchParams('status=all&promotion=7&page=3&size=50'))).toEqual({ status: null, promotion: 7, page: 3, size: 50 });
    expect(readApplicationQuery(new URLSearchParams('status=weird&promotion=x&page=-1&size=7'))).toEqual({ status: 'pending', promotion: null, page: 1, size: 20 });
  });

  it('writes what differs from the defaults and keeps the merchant', () => {
    expect(writeApplicationQuery(new URLSearchParams('merchant=th'), { status: 'pending', promotion: null, page: 1, size: 20 }).toString()).toBe('merchant=th');
    expect(writeApplicationQuery(new URLSearchParams('merchant=th'), { status: null, promotion: 7, page: 2, size: 20 }).toString()).toBe('merchant=th&status=all&promotion=7&page=2');
    expect(writeApplicationQuery(new URLSearchParams(''), { status: 'rejected', promotion: null, page: 1, size: 100 }).toString()).toBe('status=rejected&size=100');
  });
});
