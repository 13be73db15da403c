import { describe, expect, it } from 'vitest';
import { readAdjustmentSearch, writeAdjustmentSearch } from './adjustment-search';

describe('adjustments filter in the URL', () => {
  it('reads pending, page 1 and 20 a page unless the URL says otherwise, and ignores nonsense', () => {
    expect(readAdjustmentSearch(new URLSearchParams())).toEqual({ status: 'pending', page: 1, size: 20 });
    expect(readAdjustmentSearch(new URLSearchParams('status=all&page=3&size=50'))).toEqual({ status: 'all', page: 3, size: 50 });
    expect(readAdjustmentSearch(new URLSearchParams('status=paid&page=-1&size=7'))).toEqual({ status: 'pending', page: 1, size: 20 });
  });

  it('writes only what differs from the defaults and keeps the merchant', () => {
    const next = writeAdjustmentSearch(new URLSearchParams('merchant=thailand&page=4'), { status: 'approved', page: 1, size: 20 });
    expect(next.toString()).toBe('merchant=thailand&status=approved');
  });
});
