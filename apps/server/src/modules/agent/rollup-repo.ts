import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@platform/contracts';
import type { Db } from '../../db/client';
import { agentTeamProductActivity, agentMemberProducts, agentTeamProducts } from '../../db/schema/agent-team-products';
import {
  ACTIVITY_LOOKBACK_DAYS, agentMemberDays, agentRolledMembers, agentRolledRounds, agentTeamActivity, agentTeamDays, agentTeamSizes,
} from '../../db/schema/agent-teams';
import { merchantActivity, merchantChannels, merchantDays, merchantFirstDeposits, merchantProducts } from '../../db/schema/merchant-figures';
import { merchantJoinedCte, merchantRoundCtes } from '../dashboard/rollup-repo';

/**
 * SQL of the team roll-up (decision 0028). Every statement is set-based: a member's figures reach all
 * its ancestors through `unnest(string_to_array(path))` in one INSERT … SELECT … ON CONFLICT DO UPDATE,
 * whatever the number of members. Days are mapped in the merchant's zone by `width_bucket` over the
 * days' start instants computed by the caller (DST-safe without the database's time-zone data).
 * All functions run inside the caller's transaction, which holds the watermark row.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const agentTypes = sql.raw(AGENT_TYPES.join(', '));
/** The ids of a path's ancestors ('/1/5/' → 1, 5; '/' → none). */
const ancestors = (path: SQL) => sql`unnest(string_to_array(btrim(${path}, '/'), '/')::int[])`;
/** A team day's figures plus the incoming row's (the upsert of every statement adding to `agent_team_days`). */
const teamDaySums = sql.raw(['rounds', 'bet', 'valid', 'win', 'deposit_count', 'deposit_amount', 'withdrawal_amount', 'bonus_amount']
  .map((c) => `${c} = agent_team_days.${c} + excluded.${c}`).join(', '));

/** Calendar days of a merchant as [start instants], [dates]: a timestamp's date is dates[width_bucket(t, starts)]. */
export interface ZoneDays { merchantCode: string; starts: Date[]; dates: string[] }
export const dayOf = (column: SQL, z: ZoneDays) =>
  sql`(${sql`ARRAY[${sql.join(z.dates.map((d) => sql`${d}`), sql`, `)}]::date[]`})[width_bucket(${column}, ARRAY[${sql.join(z.starts.map(ts), sql`, `)}]::timestamptz[])]`;

export interface Watermarks { rounds_at: Date | string; deposits_at: Date | string; money_at: Date | string; member_id: number }

/** Locks the single watermark row: a second worker waits here, then sees what the first one did. */
export async function lockWatermarks(db: Db): Promise<Watermarks> {
  const [row] = await rows<Watermarks>(db, sql`SELECT rounds_at, deposits_at, money_at, member_id FROM agent_rollup_state WHERE id = 1 FOR UPDATE`);
  return row!;
}

/**
 * Every table the roll-up writes (decision 0028), emptied for a rebuild, and the watermarks set back to
 * their start: the next statements of the same run roll everything up again. Inside the run's
 * transaction, so readers keep the old figures until the rebuilt ones commit.
 */
const ROLLUP_TABLES = [
  agentTeamDays, agentTeamActivity, agentMemberDays, agentRolledRounds, agentRolledMembers, agentTeamSizes,
  agentTeamProducts, agentMemberProducts, agentTeamProductActivity,
  // The merchant roll-up (decision 0050) rides on the same job and watermarks.
  merchantDays, merchantProducts, merchantChannels, merchantActivity, merchantFirstDeposits,
];
export async function clearRollup(db: Db) {
  for (const table of ROLLUP_TABLES) await db.delete(table);
  await db.execute(sql`UPDATE agent_rollup_state SET rounds_at = '1970-01-01T00:00:00Z', deposits_at = '1970-01-01T00:00:00Z',
    money_at = '1970-01-01T00:00:00Z', member_id = 0 WHERE id = 1`);
}

export async function readWatermarks(db: Db): Promise<Watermarks> {
  const [row] = await rows<Watermarks>(db, sql`SELECT rounds_at, deposits_at, money_at, member_id FROM agent_rollup_state WHERE id = 1`);
  return row!;
}

export async function saveWatermarks(db: Db, at: { roundsAt: Date; depositsAt: Date; moneyAt: Date; memberId: number; ms: number }) {
  await db.execute(sql`UPDATE agent_rollup_state SET rounds_at = ${ts(at.roundsAt)}, deposits_at = ${ts(at.depositsAt)}, money_at = ${ts(at.moneyAt)},
    member_id = ${at.memberId}, ran_at = now(), ran_ms = ${at.ms} WHERE id = 1`);
}

/** The earliest instant a run has to map to a day in a merchant's zone (null: nothing to do). */
export async function earliest(db: Db, merchantCode: string, w: { roundsFrom: Date; depositsFrom: Date; moneyFrom: Date; until: Date }) {
  const [row] = await rows<{ at: string | Date | null }>(db, sql`SELECT LEAST(
      (SELECT MIN(g.started_at) FROM game_rounds g WHERE g.merchant_code = ${merchantCode} AND g.status = 'settled' AND NOT g.demo
        AND g.settled_at >= ${ts(w.roundsFrom)} AND g.settled_at < ${ts(w.until)}),
      (SELECT MIN(p.created_at) FROM ledger_postings p WHERE p.merchant_code = ${merchantCode} AND p.type = 'deposit'
        AND p.created_at >= ${ts(w.depositsFrom)} AND p.created_at < ${ts(w.until)}),
      (SELECT MIN(p.created_at) FROM ledger_postings p WHERE p.merchant_code = ${merchantCode} AND p.type IN ('withdrawal', 'withdrawal_release', 'bonus')
        AND p.created_at >= ${ts(w.moneyFrom)} AND p.created_at < ${ts(w.until)}),
      (SELECT MIN(m.created_at) FROM members m LEFT JOIN agent_rolled_members r ON r.member_id = m.id
        WHERE m.merchant_code = ${merchantCode} AND r.member_id IS NULL)
    ) AS at`);
  return row?.at ? new Date(row.at) : null;
}

/** Every member up to this id has been placed, except stragglers that committed late (placed by the next run). */
export async function maxPlacedMember(db: Db): Promise<number> {
  const [row] = await rows<{ id: number }>(db, sql`SELECT COALESCE(MAX(member_id), 0)::int AS id FROM agent_rolled_members`);
  return row?.id ?? 0;
}

/**
 * Members new to the roll-up or whose path or type changed: team sizes and new members move from the
 * old ancestors to the new ones, and so do the member's own daily figures and active days.
 */
export async function placeMembers(db: Db, z: ZoneDays) {
  const m = z.merchantCode;
  await db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS agent_rollup_moved (member_id int PRIMARY KEY, old_path text, path text) ON COMMIT DROP`);
  await db.execute(sql`TRUNCATE agent_rollup_moved`);
  // Each changed member: its old placement (if any) counted out, the new one counted in.
  const [changed] = await rows<{ n: number }>(db, sql`WITH changed AS (
      SELECT m.id, m.path, m.type, COALESCE(r.day, ${dayOf(sql`m.created_at`, z)}) AS day, r.member_id IS NOT NULL AS known, r.path AS old_path, r.type AS old_type, r.day AS old_day
      FROM members m LEFT JOIN agent_rolled_members r ON r.member_id = m.id
      WHERE m.merchant_code = ${m} AND (r.member_id IS NULL OR r.path <> m.path OR r.type <> m.type)
    ), moved AS (
      INSERT INTO agent_rollup_moved (member_id, old_path, path) SELECT id, old_path, path FROM changed WHERE known AND old_path <> path
    ), placed AS (
      INSERT INTO agent_rolled_members (member_id, merchant_code, path, type, day) SELECT id, ${m}, path, type, day FROM changed
      ON CONFLICT (member_id) DO UPDATE SET path = excluded.path, type = excluded.type
    ), deltas AS (
      SELECT path, type IN (${agentTypes}) AS agent, day, 1 AS n FROM changed
      UNION ALL SELECT old_path, old_type IN (${agentTypes}), old_day, -1 FROM changed WHERE known
    ), sizes AS (
      INSERT INTO agent_team_sizes (merchant_code, agent_id, team, agents)
      SELECT ${m}, a.id, SUM(d.n), COALESCE(SUM(d.n) FILTER (WHERE d.agent), 0) FROM deltas d CROSS JOIN LATERAL ${ancestors(sql`d.path`)} AS a(id) GROUP BY a.id
      ON CONFLICT (merchant_code, agent_id) DO UPDATE SET team = agent_team_sizes.team + excluded.team, agents = agent_team_sizes.agents + excluded.agents
    ), joined AS (
      INSERT INTO agent_team_days (merchant_code, agent_id, day, new_members)
      SELECT ${m}, a.id, d.day, SUM(d.n) FROM deltas d CROSS JOIN LATERAL ${ancestors(sql`d.path`)} AS a(id) GROUP BY a.id, d.day
      ON CONFLICT (merchant_code, agent_id, day) DO UPDATE SET new_members = agent_team_days.new_members + excluded.new_members
    ), ${merchantJoinedCte(m)}
    SELECT COUNT(*)::int AS n FROM changed`);
  // A moved member's own figures and active days leave its old ancestors and join its new ones.
  await db.execute(sql`WITH deltas AS (
      SELECT v.path, d.day, v.sign, d.rounds, d.bet, d.valid, d.win, d.deposit_count, d.deposit_amount, d.withdrawal_amount, d.bonus_amount
      FROM agent_rollup_moved mv JOIN agent_member_days d ON d.member_id = mv.member_id
      CROSS JOIN LATERAL (VALUES (mv.path, 1), (mv.old_path, -1)) AS v(path, sign)
    )
    INSERT INTO agent_team_days (merchant_code, agent_id, day, rounds, bet, valid, win, deposit_count, deposit_amount, withdrawal_amount, bonus_amount)
    SELECT ${m}, a.id, x.day, SUM(x.sign * x.rounds), SUM(x.sign * x.bet), SUM(x.sign * x.valid), SUM(x.sign * x.win),
      SUM(x.sign * x.deposit_count), SUM(x.sign * x.deposit_amount), SUM(x.sign * x.withdrawal_amount), SUM(x.sign * x.bonus_amount)
    FROM deltas x CROSS JOIN LATERAL ${ancestors(sql`x.path`)} AS a(id) GROUP BY a.id, x.day
    ON CONFLICT (merchant_code, agent_id, day) DO UPDATE SET ${teamDaySums}`);
  await db.execute(sql`WITH deltas AS (
      SELECT v.path, k.kind, d.day, k.since, v.sign
      FROM agent_rollup_moved mv JOIN agent_member_days d ON d.member_id = mv.member_id
      CROSS JOIN LATERAL (VALUES ('play', d.play_since), ('deposit', d.deposit_since)) AS k(kind, since)
      CROSS JOIN LATERAL (VALUES (mv.path, 1), (mv.old_path, -1)) AS v(path, sign)
      WHERE k.since IS NOT NULL
    )
    INSERT INTO agent_team_activity (merchant_code, agent_id, kind, day, since, members)
    SELECT ${m}, a.id, x.kind, x.day, x.since, SUM(x.sign) FROM deltas x CROSS JOIN LATERAL ${ancestors(sql`x.path`)} AS a(id) GROUP BY a.id, x.kind, x.day, x.since
    ON CONFLICT (merchant_code, agent_id, kind, day, since) DO UPDATE SET members = agent_team_activity.members + excluded.members`);
  return changed?.n ?? 0;
}

/**
 * Adds per-member deltas (a CTE `delta(member_id, day, rounds, bet, valid, win, deposit_count, deposit_amount,
 * withdrawal_amount, bonus_amount)`) to member days and every ancestor.
 */
function addDeltas(m: string, deltaCte: SQL) {
  return sql`WITH ${deltaCte}, own AS (
      INSERT INTO agent_member_days (merchant_code, member_id, day, rounds, bet, valid, win, deposit_count, deposit_amount, withdrawal_amount, bonus_amount)
      SELECT ${m}, member_id, day, rounds, bet, valid, win, deposit_count, deposit_amount, withdrawal_amount, bonus_amount FROM delta
      ON CONFLICT (member_id, day) DO UPDATE SET rounds = agent_member_days.rounds + excluded.rounds, bet = agent_member_days.bet + excluded.bet,
        valid = agent_member_days.valid + excluded.valid, win = agent_member_days.win + excluded.win,
        deposit_count = agent_member_days.deposit_count + excluded.deposit_count, deposit_amount = agent_member_days.deposit_amount + excluded.deposit_amount,
        withdrawal_amount = agent_member_days.withdrawal_amount + excluded.withdrawal_amount, bonus_amount = agent_member_days.bonus_amount + excluded.bonus_amount
    ), team AS (
      INSERT INTO agent_team_days (merchant_code, agent_id, day, rounds, bet, valid, win, deposit_count, deposit_amount, withdrawal_amount, bonus_amount)
      SELECT ${m}, a.id, x.day, SUM(x.rounds), SUM(x.bet), SUM(x.valid), SUM(x.win), SUM(x.deposit_count), SUM(x.deposit_amount),
        SUM(x.withdrawal_amount), SUM(x.bonus_amount)
      FROM delta x JOIN agent_rolled_members r ON r.member_id = x.member_id CROSS JOIN LATERAL ${ancestors(sql`r.path`)} AS a(id)
      GROUP BY a.id, x.day
      ON CONFLICT (merchant_code, agent_id, day) DO UPDATE SET ${teamDaySums}
    )
    SELECT DISTINCT member_id FROM delta WHERE rounds > 0 OR deposit_count > 0`;
}

/**
 * Settled real-money rounds whose `settled_at` is in [from, until): each round's difference to what it
 * contributed before (nothing for a new round) goes to its member's day (the day it started) and on to
 * every ancestor. Returns the members with new rounds.
 */
export async function rollRounds(db: Db, z: ZoneDays, from: Date, until: Date) {
  const found = await rows<{ member_id: number }>(db, addDeltas(z.merchantCode, sql`src AS (
      SELECT g.id, g.member_id, ${dayOf(sql`g.started_at`, z)} AS day, COALESCE(g.game_type, '') AS game_type, g.vendor_code, g.bet_amount, g.refund_amount, g.win_amount, r.round_id IS NULL AS fresh,
        g.bet_amount - COALESCE(r.bet, 0) AS d_bet, g.refund_amount - COALESCE(r.refund, 0) AS d_refund, g.win_amount - COALESCE(r.win, 0) AS d_win
      FROM game_rounds g LEFT JOIN agent_rolled_rounds r ON r.round_id = g.id
      WHERE g.merchant_code = ${z.merchantCode} AND g.status = 'settled' AND NOT g.demo AND g.settled_at >= ${ts(from)} AND g.settled_at < ${ts(until)}
    ), rolled AS (
      INSERT INTO agent_rolled_rounds (round_id, bet, refund, win) SELECT id, bet_amount, refund_amount, win_amount FROM src
      ON CONFLICT (round_id) DO UPDATE SET bet = excluded.bet, refund = excluded.refund, win = excluded.win
    ), delta AS (
      SELECT member_id, day, COUNT(*) FILTER (WHERE fresh) AS rounds, SUM(d_bet) AS bet, SUM(d_bet - d_refund) AS valid, SUM(d_win) AS win,
        0::int8 AS deposit_count, 0::int8 AS deposit_amount, 0::int8 AS withdrawal_amount, 0::int8 AS bonus_amount
      FROM src GROUP BY member_id, day
    ), ${merchantRoundCtes(z.merchantCode)}`));
  return found.map((r) => r.member_id);
}

/** The posting types on a member's main wallet the roll-up counts. */
export const ROLLED_MONEY_TYPES = ['deposit', 'withdrawal', 'withdrawal_release', 'bonus'] as const;
export type RolledMoneyType = (typeof ROLLED_MONEY_TYPES)[number];

/**
 * Money postings of `types` created in [from, until) (the ledger is append-only: each is added once):
 * deposits (count and amount), withdrawals paid out (a withdrawal's hold less its release, if any) and
 * bonuses credited. Returns the members with deposits.
 */
export async function rollMoney(db: Db, z: ZoneDays, types: readonly RolledMoneyType[], from: Date, until: Date) {
  if (!types.length || from >= until) return [];
  const found = await rows<{ member_id: number }>(db, addDeltas(z.merchantCode, sql`delta AS (
      SELECT a.member_id, ${dayOf(sql`e.created_at`, z)} AS day, 0::int8 AS rounds, 0::int8 AS bet, 0::int8 AS valid, 0::int8 AS win,
        COUNT(*) FILTER (WHERE p.type = 'deposit') AS deposit_count, COALESCE(SUM(e.amount) FILTER (WHERE p.type = 'deposit'), 0) AS deposit_amount,
        COALESCE(-SUM(e.amount) FILTER (WHERE p.type IN ('withdrawal', 'withdrawal_release')), 0) AS withdrawal_amount,
        COALESCE(SUM(e.amount) FILTER (WHERE p.type = 'bonus'), 0) AS bonus_amount
      FROM ledger_postings p JOIN ledger_entries e ON e.posting_id = p.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_kind = 'member'
      WHERE p.merchant_code = ${z.merchantCode} AND p.type IN (${sql.join(types.map((t) => sql`${t}`), sql`, `)})
        AND p.created_at >= ${ts(from)} AND p.created_at < ${ts(until)}
      GROUP BY a.member_id, 2
    )`));
  return found.map((r) => r.member_id);
}

/**
 * Active days of `members` (kind play: days with rounds; deposit: days with deposits) into the
 * histogram: each day's `since` (the member's previous active day of that kind) is recomputed, and
 * where it changed (a new day, or the day after one that arrived late) the old entry leaves and the
 * new one joins every ancestor.
 */
export async function rollActivity(db: Db, merchantCode: string, kind: 'play' | 'deposit', memberIds: number[]) {
  if (!memberIds.length) return;
  const since = sql.raw(kind === 'play' ? 'play_since' : 'deposit_since');
  const active = sql.raw(kind === 'play' ? 'rounds' : 'deposit_count');
  await db.execute(sql`WITH days AS (
      SELECT d.member_id, d.day, d.${since} AS old_since, lag(d.day) OVER w AS prev
      FROM agent_member_days d WHERE d.member_id = ANY(${`{${memberIds.join(',')}}`}::int[]) AND d.${active} > 0
      WINDOW w AS (PARTITION BY d.member_id ORDER BY d.day)
    ), changed AS (
      SELECT member_id, day, old_since, CASE WHEN prev >= day - ${ACTIVITY_LOOKBACK_DAYS}::int THEN prev ELSE '-infinity'::date END AS new_since
      FROM days
    ), moved AS (
      SELECT * FROM changed WHERE old_since IS DISTINCT FROM new_since
    ), marked AS (
      UPDATE agent_member_days d SET ${since} = mv.new_since FROM moved mv WHERE d.member_id = mv.member_id AND d.day = mv.day
    ), deltas AS (
      SELECT member_id, day, new_since AS since, 1 AS n FROM moved
      UNION ALL SELECT member_id, day, old_since, -1 FROM moved WHERE old_since IS NOT NULL
    )
    INSERT INTO agent_team_activity (merchant_code, agent_id, kind, day, since, members)
    SELECT ${merchantCode}, a.id, ${kind}, x.day, x.since, SUM(x.n)
    FROM deltas x JOIN agent_rolled_members r ON r.member_id = x.member_id CROSS JOIN LATERAL ${ancestors(sql`r.path`)} AS a(id)
    GROUP BY a.id, x.day, x.since
    ON CONFLICT (merchant_code, agent_id, kind, day, since) DO UPDATE SET members = agent_team_activity.members + excluded.members`);
}
