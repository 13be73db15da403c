import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ACTIVITY_LOOKBACK_DAYS } from '../../db/schema/agent-teams';
import { dayOf, type ZoneDays } from '../agent/rollup-repo';

/**
 * SQL of the merchant roll-up (decision 0050), run by the agent team roll-up's job inside its
 * transaction (which holds the watermark row), over the same source ranges: so each round, posting and
 * member is added once, and a failed run leaves nothing. Set-based: one statement per table.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/**
 * More CTEs for the agent roll-up's round statement (`rollRounds`), whose `src(day, game_type, vendor_code,
 * fresh, d_bet, d_refund, d_win)` holds each round's difference to what it contributed before: in the same
 * statement, hence the same snapshot, so a round amended meanwhile is counted the same way by both roll-ups.
 */
export function merchantRoundCtes(m: string): SQL {
  return sql`merchant_products_add AS (
      INSERT INTO merchant_products (merchant_code, day, game_type, vendor_code, rounds, bet, valid, win)
      SELECT ${m}, day, game_type, vendor_code, COUNT(*) FILTER (WHERE fresh), SUM(d_bet), SUM(d_bet - d_refund), SUM(d_win)
      FROM src GROUP BY day, game_type, vendor_code
      ON CONFLICT (merchant_code, day, game_type, vendor_code) DO UPDATE SET rounds = merchant_products.rounds + excluded.rounds,
        bet = merchant_products.bet + excluded.bet, valid = merchant_products.valid + excluded.valid, win = merchant_products.win + excluded.win
    ), merchant_rounds_add AS (
      INSERT INTO merchant_days (merchant_code, day, rounds, bet, valid, win)
      SELECT ${m}, day, COUNT(*) FILTER (WHERE fresh), SUM(d_bet), SUM(d_bet - d_refund), SUM(d_win) FROM src GROUP BY day
      ON CONFLICT (merchant_code, day) DO UPDATE SET rounds = merchant_days.rounds + excluded.rounds,
        bet = merchant_days.bet + excluded.bet, valid = merchant_days.valid + excluded.valid, win = merchant_days.win + excluded.win
    )`;
}

/** A CTE for the agent roll-up's member statement (`placeMembers`, `changed(day, known)`): members new to the roll-up, by registration day. */
export function merchantJoinedCte(m: string): SQL {
  return sql`merchant_joined AS (
      INSERT INTO merchant_days (merchant_code, day, new_members) SELECT ${m}, day, COUNT(*) FROM changed WHERE NOT known GROUP BY day
      ON CONFLICT (merchant_code, day) DO UPDATE SET new_members = merchant_days.new_members + excluded.new_members
    )`;
}

const MONEY_TYPES = sql`('deposit', 'withdrawal', 'withdrawal_release', 'bonus', 'adjustment')`;

/** The earliest money posting of the range (its day must be among the zone days), or null: nothing to add. */
export async function earliestMoney(db: Db, m: string, from: Date, until: Date): Promise<Date | null> {
  const [row] = await rows<{ at: string | Date | null }>(db, sql`SELECT MIN(created_at) AS at FROM ledger_postings
    WHERE merchant_code = ${m} AND type IN ${MONEY_TYPES} AND created_at >= ${ts(from)} AND created_at < ${ts(until)}`);
  return row?.at ? new Date(row.at) : null;
}

/**
 * Money posted in [from, until) (the ledger is append-only: each posting is added once): deposits by
 * channel (the deposit posting's memo), withdrawals paid out by channel (`withdraw:<id>:payout`, less a
 * later refund `withdraw:<id>:refund`), bonuses and operator adjustments on members' wallets.
 */
export async function rollMoney(db: Db, z: ZoneDays, from: Date, until: Date) {
  const m = z.merchantCode;
  await db.execute(sql`WITH src AS (
      SELECT p.id, p.type, p.idempotency_key, p.memo, ${dayOf(sql`p.created_at`, z)} AS day,
        COALESCE(SUM(e.amount) FILTER (WHERE e.amount > 0), 0) AS credit,
        COALESCE(SUM(e.amount) FILTER (WHERE a.owner_kind = 'member'), 0) AS member_amount
      FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id LEFT JOIN ledger_accounts a ON a.id = e.account_id
      WHERE p.merchant_code = ${m} AND p.type IN ${MONEY_TYPES} AND p.created_at >= ${ts(from)} AND p.created_at < ${ts(until)}
      GROUP BY p.id
    ), money AS (
      SELECT day, credit, member_amount, memo,
        CASE WHEN type = 'deposit' THEN 'deposit' WHEN type = 'bonus' THEN 'bonus' WHEN type = 'adjustment' THEN 'adjustment'
          WHEN idempotency_key LIKE 'withdraw:%:payout' THEN 'payout' WHEN idempotency_key LIKE 'withdraw:%:refund' THEN 'refund' END AS kind,
        CASE WHEN idempotency_key ~ '^withdraw:[0-9]+:(payout|refund)$' THEN split_part(idempotency_key, ':', 2)::int END AS withdrawal_id
      FROM src
    ), channels_add AS (
      INSERT INTO merchant_channels (merchant_code, day, kind, channel_code, count, amount)
      SELECT ${m}, x.day, CASE WHEN x.kind = 'deposit' THEN 'deposit' ELSE 'withdrawal' END,
        CASE WHEN x.kind = 'deposit' THEN COALESCE(x.memo, '') ELSE COALESCE(w.channel_code, '') END,
        COUNT(*) FILTER (WHERE x.kind <> 'refund'), SUM(CASE WHEN x.kind = 'refund' THEN -x.credit ELSE x.credit END)
      FROM money x LEFT JOIN withdrawals w ON w.id = x.withdrawal_id
      WHERE x.kind IN ('deposit', 'payout', 'refund') GROUP BY 2, 3, 4
      ON CONFLICT (merchant_code, kind, channel_code, day) DO UPDATE SET count = merchant_channels.count + excluded.count,
        amount = merchant_channels.amount + excluded.amount
    )
    INSERT INTO merchant_days (merchant_code, day, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount, bonus_amount, adjustment_amount)
    SELECT ${m}, day, COUNT(*) FILTER (WHERE kind = 'deposit'), COALESCE(SUM(credit) FILTER (WHERE kind = 'deposit'), 0),
      COUNT(*) FILTER (WHERE kind = 'payout'), COALESCE(SUM(credit) FILTER (WHERE kind = 'payout'), 0) - COALESCE(SUM(credit) FILTER (WHERE kind = 'refund'), 0),
      COALESCE(SUM(member_amount) FILTER (WHERE kind = 'bonus'), 0), COALESCE(SUM(member_amount) FILTER (WHERE kind = 'adjustment'), 0)
    FROM money WHERE kind IS NOT NULL GROUP BY day
    ON CONFLICT (merchant_code, day) DO UPDATE SET deposit_count = merchant_days.deposit_count + excluded.deposit_count,
      deposit_amount = merchant_days.deposit_amount + excluded.deposit_amount, withdrawal_count = merchant_days.withdrawal_count + excluded.withdrawal_count,
      withdrawal_amount = merchant_days.withdrawal_amount + excluded.withdrawal_amount, bonus_amount = merchant_days.bonus_amount + excluded.bonus_amount,
      adjustment_amount = merchant_days.adjustment_amount + excluded.adjustment_amount`);
}

/**
 * After the agent roll-up added this run's rounds and deposits to `agent_member_days`: the active days of
 * the members touched into the merchant histogram (each day's `since` recomputed with lag(); where it
 * changed the old entry leaves and the new one joins, as `rollActivity` does per agent), and their first
 * deposit day (moved when an earlier deposit arrives late).
 */
export async function settleMembers(db: Db, m: string, active: number[], depositors: number[]) {
  if (active.length) {
    await db.execute(sql`WITH days AS (
        SELECT d.member_id, d.day, d.active_since AS old_since, lag(d.day) OVER w AS prev
        FROM agent_member_days d WHERE d.member_id = ANY(${ids(active)}) AND (d.rounds > 0 OR d.deposit_count > 0)
        WINDOW w AS (PARTITION BY d.member_id ORDER BY d.day)
      ), moved AS (
        SELECT member_id, day, old_since, CASE WHEN prev >= day - ${ACTIVITY_LOOKBACK_DAYS}::int THEN prev ELSE '-infinity'::date END AS new_since
        FROM days
      ), changed AS (
        SELECT * FROM moved WHERE old_since IS DISTINCT FROM new_since
      ), marked AS (
        UPDATE agent_member_days d SET active_since = c.new_since FROM changed c WHERE d.member_id = c.member_id AND d.day = c.day
      ), firsts AS (
        -- A day counted for the first time is a new active day of the member: the day's own count grows. It is
        -- the member's first of its week or month when the previous active day is before the week's or month's
        -- first day; a new since can move that either way (a late earlier round in the same week).
        SELECT day, COUNT(*) FILTER (WHERE old_since IS NULL) AS active,
          SUM((new_since < date_trunc('week', day::timestamp)::date)::int - COALESCE((old_since < date_trunc('week', day::timestamp)::date)::int, 0)) AS week,
          SUM((new_since < date_trunc('month', day::timestamp)::date)::int - COALESCE((old_since < date_trunc('month', day::timestamp)::date)::int, 0)) AS month
        FROM changed GROUP BY day
      ), counted AS (
        INSERT INTO merchant_days (merchant_code, day, active_players, week_first_active, month_first_active)
        SELECT ${m}, day, active, week, month FROM firsts WHERE active <> 0 OR week <> 0 OR month <> 0
        ON CONFLICT (merchant_code, day) DO UPDATE SET active_players = merchant_days.active_players + excluded.active_players,
          week_first_active = merchant_days.week_first_active + excluded.week_first_active,
          month_first_active = merchant_days.month_first_active + excluded.month_first_active
      ), deltas AS (
        SELECT day, new_since AS since, 1 AS n FROM changed UNION ALL SELECT day, old_since, -1 FROM changed WHERE old_since IS NOT NULL
      )
      INSERT INTO merchant_activity (merchant_code, day, since, members) SELECT ${m}, day, since, SUM(n) FROM deltas GROUP BY day, since
      ON CONFLICT (merchant_code, day, since) DO UPDATE SET members = merchant_activity.members + excluded.members`);
  }
  if (depositors.length) {
    await db.execute(sql`WITH firsts AS (
        SELECT member_id, MIN(day) AS day FROM agent_member_days WHERE member_id = ANY(${ids(depositors)}) AND deposit_count > 0 GROUP BY member_id
      ), changed AS (
        SELECT f.member_id, f.day, o.day AS old_day FROM firsts f LEFT JOIN merchant_first_deposits o ON o.member_id = f.member_id
        WHERE o.day IS DISTINCT FROM f.day
      ), saved AS (
        INSERT INTO merchant_first_deposits (member_id, merchant_code, day) SELECT member_id, ${m}, day FROM changed
        ON CONFLICT (member_id) DO UPDATE SET day = excluded.day
      ), deltas AS (
        SELECT day, 1 AS n FROM changed UNION ALL SELECT old_day, -1 FROM changed WHERE old_day IS NOT NULL
      )
      INSERT INTO merchant_days (merchant_code, day, first_depositors) SELECT ${m}, day, SUM(n) FROM deltas GROUP BY day
      ON CONFLICT (merchant_code, day) DO UPDATE SET first_depositors = merchant_days.first_depositors + excluded.first_depositors`);
  }
}
