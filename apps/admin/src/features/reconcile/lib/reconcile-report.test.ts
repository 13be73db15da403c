import { describe, expect, it } from 'vitest';
import type { ReconcileDifference, ReconcileReport } from '@platform/contracts';
import { checkLines, differenceObjects, failedLines, gap } from './reconcile-report';

const difference = (over: Partial<ReconcileDifference>): ReconcileDifference => ({
  check: 'balance_vs_entries', merchantCode: 'thailand', accountId: null, postingId: null, entryId: null, expected: null, actual: null, ...over,
});

const report = (differences: ReconcileDifference[]): ReconcileReport => ({
  ok: differences.length === 0, merchantCode: 'thailand', checkedAt: '2026-11-28T00:00:00.000Z',
  checks: ['posting_unbalanced', 'balance_vs_entries', 'ledger_not_zero'],
  counts: { accounts: 3, postings: 2, entries: 4 }, differences, truncated: false,
});

describe('reconciliation report on the page', () => {
  it('keeps every check in the server order, each with its own differences', () => {
    const a = difference({ accountId: 7, expected: '10.00', actual: '12.50' });
    const z = difference({ check: 'ledger_not_zero', expected: '0', actual: '2.50' });
    const lines = checkLines(report([z, a]));
    expect(lines.map((l) => [l.check, l.differences.length])).toEqual([['posting_unbalanced', 0], ['balance_vs_entries', 1], ['ledger_not_zero', 1]]);
    expect(failedLines(report([z, a])).map((l) => l.check)).toEqual(['balance_vs_entries', 'ledger_not_zero']);
    expect(failedLines(report([]))).toEqual([]);
  });

  it('names the objects a difference points at, leaving out the ones it does not', () => {
    expect(differenceObjects(difference({ accountId: 7, postingId: 9, entryId: 11 }))).toEqual([
      { kind: 'account', id: 7 }, { kind: 'posting', id: 9 }, { kind: 'entry', id: 11 },
    ]);
    expect(differenceObjects(difference({ check: 'ledger_not_zero' }))).toEqual([]);
  });

  it('computes actual minus expected exactly, and nothing for counts or missing values', () => {
    expect(gap(difference({ expected: '10.00', actual: '12.50' }))).toBe('2.50');
    expect(gap(difference({ expected: '12.5', actual: '10.25' }))).toBe('-2.25');
    expect(gap(difference({ expected: '0', actual: '-0.01' }))).toBe('-0.01');
    expect(gap(difference({ expected: '90071992547409.93', actual: '90071992547409.94' }))).toBe('0.01');
    expect(gap(difference({ check: 'idempotency_duplicate', expected: '1', actual: '3' }))).toBeNull();
    expect(gap(difference({ expected: null, actual: '1.00' }))).toBeNull();
  });
});
