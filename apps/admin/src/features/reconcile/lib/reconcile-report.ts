/**
 * Pure shaping of a reconciliation report for the page: one line per check (in the server's order, with
 * how many differences it listed), and which ledger objects a difference names.
 */
import type { ReconcileCheck, ReconcileDifference, ReconcileReport } from '@platform/contracts';

export interface CheckLine {
  check: ReconcileCheck;
  /** Differences listed for this check (at most 100 each: see `truncated`). */
  differences: ReconcileDifference[];
}

/** Every check the server made, each with its differences, so a passed check shows as passed too. */
export function checkLines(report: ReconcileReport): CheckLine[] {
  return report.checks.map((check) => ({ check, differences: report.differences.filter((d) => d.check === check) }));
}

/** The lines with differences: one table each. */
export const failedLines = (report: ReconcileReport): CheckLine[] => checkLines(report).filter((l) => l.differences.length > 0);

export type ObjectKind = 'account' | 'posting' | 'entry';

/**
 * The ledger objects a difference names, most specific last (account, posting, entry), leaving out the
 * ones it does not name: a merchant-wide check (ledger_not_zero) names none.
 */
export function differenceObjects(d: ReconcileDifference): { kind: ObjectKind; id: number }[] {
  const found: { kind: ObjectKind; id: number }[] = [];
  if (d.accountId !== null) found.push({ kind: 'account', id: d.accountId });
  if (d.postingId !== null) found.push({ kind: 'posting', id: d.postingId });
  if (d.entryId !== null) found.push({ kind: 'entry', id: d.entryId });
  return found;
}

/** A stable row id: the same object can break a check twice (below_floor: balance and an entry). */
export const differenceKey = (d: ReconcileDifference, index: number): string =>
  `${d.check}-${d.accountId ?? ''}-${d.postingId ?? ''}-${d.entryId ?? ''}-${index}`;

/**
 * Actual minus expected as a decimal string, when both are amounts (else null): the sum a correction
 * would have to move. Exact (BigInt on the digits), as amounts must never pass through a float.
 */
export function gap(d: ReconcileDifference): string | null {
  if (d.check === 'idempotency_duplicate' || d.expected === null || d.actual === null) return null;
  const pattern = /^(-?)(\d+)(?:\.(\d+))?$/;
  const expected = pattern.exec(d.expected);
  const actual = pattern.exec(d.actual);
  if (!expected || !actual) return null;
  const decimals = Math.max(expected[3]?.length ?? 0, actual[3]?.length ?? 0);
  const units = (m: RegExpExecArray) => (m[1] ? -1n : 1n) * BigInt(`${m[2]}${(m[3] ?? '').padEnd(decimals, '0')}`);
  const diff = units(actual) - units(expected);
  const digits = (diff < 0n ? -diff : diff).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${diff < 0n ? '-' : ''}${whole}${decimals ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}
