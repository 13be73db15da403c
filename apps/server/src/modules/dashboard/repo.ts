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
const FIGURE_COLUMNS = ['rounds', 'bet', 'win', 'deposit_count', 'deposit_amount', 'withdrawal_count', 'withdrawal_amount', 'bonus_amount', 'adjustment_amount', 'new_members', 'first_depositors'];
const sums = sql.raw(FIGURE_COLUMNS.map((c) => `COALESCE(SUM(d.${c}), 0)::text AS ${c}`).join(', '));

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
 * first day clipped to `from`, in one grouped statement. A bucket's active players are distinct players:
 * the histogram's members of its days whose previous active day is before the bucket (as the period's).
 */
export async function bucketSeries(db: Db, m: string, from: string, to: string, unit: 'week' | 'month'): Promise<(FigureRow & { day: string })[]> {
  const bucket = (alias: string) => sql`GREATEST(date_trunc(${unit}, ${sql.raw(alias)}.day::timestamp)::date, ${from}::date)`;
  return rows(db, sql`WITH d AS (
      SELECT ${bucket('d')} AS day, ${sums} FROM merchant_days d
      WHERE d.merchant_code = ${m} AND d.day BETWEEN ${from}::date AND ${to}::date GROUP BY 1
    ), a AS (
      SELECT ${bucket('a')} AS day, SUM(a.members) AS active FROM merchant_activity a
      WHERE a.merchant_code = ${m} AND a.day BETWEEN ${from}::date AND ${to}::date AND a.since < ${bucket('a')} GROUP BY 1
    )
    SELECT COALESCE(d.day, a.day)::text AS day, ${sql.raw(FIGURE_COLUMNS.map((c) => `COALESCE(d.${c}, '0') AS ${c}`).join(', '))}, COALESCE(a.active, 0)::text AS active
    FROM d FULL JOIN a ON a.day = d.day ORDER BY 1`);
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
