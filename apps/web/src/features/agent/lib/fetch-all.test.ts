import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, fetchAllRows } from './fetch-all';

describe('fetchAllRows', () => {
  it('reads pages in order up to the last one', async () => {
    const asked: number[] = [];
    const rows = await fetchAllRows(async (pageNo, pageSize) => {
      asked.push(pageNo);
      expect(pageSize).toBe(100);
      return { list: pageNo < 3 ? [pageNo * 10, pageNo * 10 + 1] : [30], totalPages: 3 };
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toEqual([10, 11, 20, 21, 30]);
  });

  it('stops at the export limit however many pages the report has', async () => {
    let calls = 0;
    const rows = await fetchAllRows(async (pageNo, pageSize) => {
      calls += 1;
      return { list: Array.from({ length: pageSize }, (_, i) => pageNo * 1000 + i), totalPages: 1_000_000 };
    });
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(calls).toBe(EXPORT_MAX_ROWS / 100);
  });
});
