import { describe, expect, it } from 'vitest';
import { pageOfPosition, readPaging, writePaging } from './content-paging';

describe('content list paging', () => {
  it('reads the page and size from the URL, anything odd as the first page of 20', () => {
    expect(readPaging(new URLSearchParams('group=w_home&page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(readPaging(new URLSearchParams('page=0&size=7'))).toEqual({ page: 1, size: 20 });
    expect(readPaging(new URLSearchParams('page=1.5&size=x'))).toEqual({ page: 1, size: 20 });
  });

  it('writes only what differs from the default, keeping the other parameters', () => {
    expect(writePaging(new URLSearchParams('group=w_lott&page=4'), { page: 1, size: 20 }).toString()).toBe('group=w_lott');
    expect(writePaging(new URLSearchParams('merchant=thailand'), { page: 2, size: 100 }).toString()).toBe('merchant=thailand&page=2&size=100');
  });

  it('finds the page that shows a place of the whole list', () => {
    expect(pageOfPosition(0, 20)).toBe(1);
    expect(pageOfPosition(19, 20)).toBe(1);
    expect(pageOfPosition(20, 20)).toBe(2);
    expect(pageOfPosition(25, 10)).toBe(3);
  });
});
