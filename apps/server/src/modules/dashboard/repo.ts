import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Reads of the merchant roll-up (decision 0050): days and histogram ranges of one merchant, never the ledger or the rounds. */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Sums as text: bigint minor units survive the driver as they are. */
export interface FigureRow {
  rounds: string; bet: string; win: string; deposit_count: string; deposit_amount: string; withdrawal_count: string; withdrawal_amount: string;
  bonus_amount: string; adjustment_amount: string; new_members: string; first_depositors: string; active: string;
}
const sums = sql.raw(['rounds', 'bet', 'win', 'deposit_count', 'deposit_amount', 'withdrawal_count', 'withdrawal_amount', 'bonus_amount', 'adjustment_amount', 'new_members', 'first_depositors']
  .map((c) => `COALESCE(SUM(d.${c}), 0)::text AS ${c}`).join(', '));

/** One period's figures in one statement: the days' sums and the histogram's distinct active players. */
export async function periodFigures(db: Db, m: string, from: string, to: string): Promise<FigureRow> {
  const [row] = await rows<FigureRow>(db, sql`SELECT ${sums},
      (SELECT COALESCE(SUM(a.members), 0)::text FROM merchant_activity a
        WHERE a.merchant_code = ${m} AND a.day BETWEEN ${from}::date AND ${to}::date AND a.since < ${from}::date) AS active
    FROM merchant_days d WHERE d.merchant_code = ${m} AND d.day BETWEEN ${from}::date AND ${to}::date`);
  return row!;
}

/**
 * The period's days that have a row (the caller fills the rest with zeros). A day's active players are its
 * own column: summing the histogram per day read about 120 rows a day (40 ms for a year in the bench).
 */
export async function daySeries(db: Db, m: string, from: string, to: string): Promise<(FigureRow & { day: string })[]> {
  return rows(db, sql`SELECT d.day::text AS day, ${sums}, COALESCE(SUM(d.active_players), 0)::text AS active
    FROM merchant_days d WHERE d.merchant_code = ${m} AND d.day BETWEEN ${from}::date AND ${to}::date GROUP BY d.day ORDER BY d.day`);
}

/**
 * The period's weeks or months that have a row (the caller fills the rest with zeros), each keyed by its
 * first day clipped to `from`. A bucket's active players are distinct players: the sum of its days' members
 * active for the first time that week or month (kept per day by the roll-up). For a first bucket clipped to
 * `from` that sum is not the answer (a member's first day of the week may lie before `from`): the caller
 * reads that bucket's players with `activeBetween`.
 */
export async function bucketSeries(db: Db, m: string, from: string, to: string, unit: 'week' | 'month'): Promise<(FigureRow & { day: string })[]> {
  const firsts = sql.raw(unit === 'week' ? 'week_first_active' : 'month_first_active');
  return rows(db, sql`SELECT GREATEST(date_trunc(${unit}, d.day::timestamp)::date, ${from}::date)::text AS day, ${sums},
      COALESCE(SUM(d.${firsts}), 0)::text AS active
    FROM merchant_days d WHERE d.merchant_code = ${m} AND d.day BETWEEN ${from}::date AND ${to}::date GROUP BY 1 ORDER BY 1`);
}

/** Distinct players active from `from` to `to` (the histogram's members of those days not active since before `from`). */
export async function activeBetween(db: Db, m: string, from: string, to: string): Promise<number> {
  const [row] = await rows<{ active: string }>(db, sql`SELECT COALESCE(SUM(a.members), 0)::text AS active FROM merchant_activity a
    WHERE a.merchant_code = ${m} AND a.day BETWEEN ${from}::date AND ${to}::date AND a.since < ${from}::date`);
  return Number(row!.active);
}

export interface PendingRow { deposits: number; withdrawals: number; adjustments: number; approvals: number }
/** What waits now: counts along each queue's (merchant, status) index. */
export async function pending(db: Db, m: string): Promise<PendingRow> {
  const [row] = await rows<PendingRow>(db, sql`SELECT
      (SELECT COUNT(*) FROM deposits WHERE merchant_code = ${m} AND status = 'pending')::int AS deposits,
      (SELECT COUNT(*) FROM withdrawals WHERE merchant_code = ${m} AND status = 'pending')::int AS withdrawals,
      (SELECT COUNT(*) FROM wallet_adjustment_requests WHERE merchant_code = ${m} AND status = 'pending')::int AS adjustments,
      (SELECT COUNT(*) FROM approval_requests WHERE merchant_code = ${m} AND status = 'pending')::int AS approvals`);
  return row!;
}

/** The instant the roll-up holds everything before (the older of its two watermarks). */
export async function rolledUntil(db: Db): Promise<Date> {
  const [row] = await rows<{ at: string | Date }>(db, sql`SELECT LEAST(rounds_at, deposits_at) AS at FROM agent_rollup_state WHERE id = 1`);
  return new Date(row?.at ?? 0);
}
