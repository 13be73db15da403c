import { describe, expect, it } from 'vitest';
import { auditQueryOf, dayStart, DEFAULT_AUDIT_SEARCH, readAuditSearch, writeAuditSearch } from './audit-search';

describe('audit search in the URL', () => {
  it('reads what it wrote and drops what it cannot use', () => {
    const search = { ...DEFAULT_AUDIT_SEARCH, actor: 'admin', action: 'wallet.', from: '2030-01-02', page: 3 };
    const params = writeAuditSearch(new URLSearchParams('merchant=thailand'), search);
    expect(params.toString()).toBe('merchant=thailand&actor=admin&action=wallet.&from=2030-01-02&page=3');
    expect(readAuditSearch(params)).toEqual(search);
    expect(readAuditSearch(new URLSearchParams('from=yesterday&to=2030-02-31x&page=-1&size=7'))).toEqual(DEFAULT_AUDIT_SEARCH);
  });

  it('turns days into instants in the zone, the last day included', () => {
    expect(dayStart('2030-01-02', 'Asia/Bangkok')).toBe('2030-01-01T17:00:00.000Z');
    expect(dayStart('2030-01-02', 'UTC', 1)).toBe('2030-01-03T00:00:00.000Z');
    expect(dayStart('2030-03-10', 'America/New_York')).toBe('2030-03-10T05:00:00.000Z');
    expect(dayStart('2030-03-11', 'America/New_York')).toBe('2030-03-11T04:00:00.000Z');
    expect(dayStart('2030-01-02', 'Not/AZone')).toBe('2030-01-02T00:00:00.000Z');
    const q = auditQueryOf({ ...DEFAULT_AUDIT_SEARCH, scope: 'mexico', from: '2030-01-01', to: '2030-01-01' }, 'Asia/Bangkok');
    expect(Object.fromEntries(q)).toEqual({
      pageNo: '1', pageSize: '20', merchantCode: 'mexico', from: '2029-12-31T17:00:00.000Z', to: '2030-01-01T17:00:00.000Z',
    });
  });
});
