import { describe, expect, it } from 'vitest';
import { periodProblem, readReportSearch, reportQueryOf, sortBy, writeReportSearch } from './report-search';

describe('report search in the URL', () => {
  it('reads defaults and drops what it cannot use', () => {
    const s = readReportSearch(new URLSearchParams('report=nope&from=2026-13-40&to=2026-11-27&size=7&page=-2'));
    expect(s).toEqual({ report: 'ggr-days', from: undefined, to: '2026-11-27', sort: undefined, order: 'desc', level: 'vendor', page: 1, size: 20 });
  });

  it('keeps the merchant and writes only what changed', () => {
    const next = writeReportSearch(new URLSearchParams('merchant=thailand&sort=net'), { report: 'players', sort: undefined, page: 2 });
    expect(next.toString()).toBe('merchant=thailand&report=players&page=2');
  });

  it('asks the server with its own names', () => {
    const s = readReportSearch(new URLSearchParams('report=players&from=2026-11-01&to=2026-11-27&sort=net&order=asc&page=3&size=50'));
    expect(reportQueryOf(s).toString()).toBe('order=asc&level=vendor&pageNo=3&pageSize=50&from=2026-11-01&to=2026-11-27&sort=net');
  });

  it('flips the order on the same column and starts another descending', () => {
    const s = readReportSearch(new URLSearchParams('report=players'));
    expect(sortBy(s, 'net')).toEqual({ sort: 'net', order: 'asc', page: 1 });
    expect(sortBy(s, 'username')).toEqual({ sort: 'name', order: 'desc', page: 1 });
    expect(sortBy(s, 'rounds')).toEqual({});
  });

  it('says when a period is backwards or longer than a year', () => {
    expect(periodProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('order');
    expect(periodProblem({ from: '2025-01-01', to: '2026-11-01' })).toBe('tooLong');
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(periodProblem({ to: '2026-11-01' })).toBeNull();
  });
});
