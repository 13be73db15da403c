import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ACTIVITY_LOOKBACK_DAYS } from '../../db/schema/agent-teams';
import { ANY_VENDOR } from '../../db/schema/agent-team-products';
import type { ZoneDays } from './rollup-repo';

/**
 * SQL of the team roll-up by product (decision 0028, "Team betting"): the day roll-up's method
 * (`rollup-repo.ts`) keyed further by product — game category and vendor, plus the category alone
 * (vendor '' = every vendor of it). Called by the same job in the same transaction, after
 * `placeMembers` (whose temporary table names the moved members) and around `rollRounds`:
 * `rollProducts` before it, `settleProducts` after it.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
// As in rollup-repo.ts.
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const ancestors = (path: SQL) => sql`unnest(string_to_array(btrim(${path}, '/'), '/')::int[])`;
const dayOf = (column: SQL, z: ZoneDays) =>
  sql`(${sql`ARRAY[${sql.join(z.dates.map((d) => sql`${d}`), sql`, `)}]::date[]`})[width_bucket(${column}, ARRAY[${sql.join(z.starts.map(ts), sql`, `)}]::timestamptz[])]`;
const memberList = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
const figureSums = (table: string) => sql.raw(['rounds', 'bet', 'valid', 'win'].map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));

/**
 * Adds per-member deltas (a CTE `delta(member_id, day, game_type, vendor_code, rounds, bet, valid, win)`,
 * one row per member, day and vendor) to the member's products at both levels and to every ancestor's
 * team products (vendor level only: the read sums a category's vendors). Returns the members touched.
 */
function addDeltas(m: string, deltaCte: SQL) {
  return sql`WITH ${deltaCte}, own AS (
      INSERT INTO agent_member_products (merchant_code, member_id, day, game_type, vendor_code, rounds, bet, valid, win)
      SELECT ${m}, member_id, day, game_type, vendor_code, rounds, bet, valid, win FROM delta
      UNION ALL
      SELECT ${m}, member_id, day, game_type, ${ANY_VENDOR}::text, SUM(rounds), SUM(bet), SUM(valid), SUM(win) FROM delta GROUP BY member_id, day, game_type
      ON CONFLICT (member_id, day, game_type, vendor_code) DO UPDATE SET ${figureSums('agent_member_products')}
    ), team AS (
      INSERT INTO agent_team_products (merchant_code, agent_id, day, game_type, vendor_code, rounds, bet, valid, win)
      SELECT ${m}, a.id, x.day, x.game_type, x.vendor_code, SUM(x.rounds), SUM(x.bet), SUM(x.valid), SUM(x.win)
      FROM delta x JOIN agent_rolled_members r ON r.member_id = x.member_id CROSS JOIN LATERAL ${ancestors(sql`r.path`)} AS a(id)
      GROUP BY a.id, x.day, x.game_type, x.vendor_code
      ON CONFLICT (merchant_code, agent_id, day, game_type, vendor_code) DO UPDATE SET ${figureSums('agent_team_products')}
    )
    SELECT DISTINCT member_id FROM delta`;
}

/**
 * Moved members (`agent_rollup_moved`, filled by `placeMembers`), then the rounds settled in
 * [from, until): the same differences to `agent_rolled_rounds` as `rollRounds`, which runs next and
 * records them. Each round's amounts as used here are kept for `settleProducts`. Returns the members
 * whose products changed.
 */
export async function rollProducts(db: Db, z: ZoneDays, from: Date, until: Date): Promise<number[]> {
  const m = z.merchantCode;
  // Usually nobody moved: then the planner, knowing nothing of the temporary table, would still read all
  // of agent_member_products (tens of milliseconds per 100,000 rows, every minute).
  const [moved] = await rows<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM agent_rollup_moved) AS any`);
  if (moved?.any) await moveProducts(db, m);
  return rollProductRounds(db, z, from, until);
}

/** A moved member's product figures (vendor level) and histogram entries (both levels) leave its old ancestors and join its new ones, as placeMembers does for its days. */
async function moveProducts(db: Db, m: string) {
  await db.execute(sql`WITH deltas AS (
      SELECT v.path, d.day, d.game_type, d.vendor_code, v.sign, d.rounds, d.bet, d.valid, d.win
      FROM agent_rollup_moved mv JOIN agent_member_products d ON d.member_id = mv.member_id AND d.vendor_code <> ${ANY_VENDOR}::text
      CROSS JOIN LATERAL (VALUES (mv.path, 1), (mv.old_path, -1)) AS v(path, sign)
    )
    INSERT INTO agent_team_products (merchant_code, agent_id, day, game_type, vendor_code, rounds, bet, valid, win)
    SELECT ${m}, a.id, x.day, x.game_type, x.vendor_code, SUM(x.sign * x.rounds), SUM(x.sign * x.bet), SUM(x.sign * x.valid), SUM(x.sign * x.win)
    FROM deltas x CROSS JOIN LATERAL ${ancestors(sql`x.path`)} AS a(id) GROUP BY a.id, x.day, x.game_type, x.vendor_code
    ON CONFLICT (merchant_code, agent_id, day, game_type, vendor_code) DO UPDATE SET ${figureSums('agent_team_products')}`);
  await db.execute(sql`WITH deltas AS (
      SELECT v.path, d.day, d.game_type, d.vendor_code, d.since, v.sign
      FROM agent_rollup_moved mv JOIN agent_member_products d ON d.member_id = mv.member_id AND d.since IS NOT NULL
      CROSS JOIN LATERAL (VALUES (mv.path, 1), (mv.old_path, -1)) AS v(path, sign)
    )
    INSERT INTO agent_team_product_activity (merchant_code, agent_id, day, game_type, vendor_code, since, members)
    SELECT ${m}, a.id, x.day, x.game_type, x.vendor_code, x.since, SUM(x.sign)
    FROM deltas x CROSS JOIN LATERAL ${ancestors(sql`x.path`)} AS a(id) GROUP BY a.id, x.day, x.game_type, x.vendor_code, x.since
    ON CONFLICT (merchant_code, agent_id, day, game_type, vendor_code, since) DO UPDATE SET members = agent_team_product_activity.members + excluded.members`);
}

async function rollProductRounds(db: Db, z: ZoneDays, from: Date, until: Date): Promise<number[]> {
  const m = z.merchantCode;
  // The day roll-up's rollRounds reads the same rounds in a statement of its own. Should a round be amended in between
  // (its settled_at moved out of the range), the two would disagree: settleProducts compares what was
  // used here with what rollRounds recorded. (Locking the rounds instead would make the wallet's late
  // wins wait for the run, and could deadlock with a group commit amending two rounds.)
  await db.execute(sql`CREATE TEMP TABLE IF NOT EXISTS agent_rollup_product_rounds (
      round_id int8 PRIMARY KEY, fresh bool NOT NULL, bet int8 NOT NULL, refund int8 NOT NULL, win int8 NOT NULL) ON COMMIT DROP`);
  await db.execute(sql`TRUNCATE agent_rollup_product_rounds`);
  // A round without a category is kept under '' (the read answers null, as before).
  const found = await rows<{ member_id: number }>(db, addDeltas(m, sql`src AS (
      SELECT g.id, g.member_id, ${dayOf(sql`g.started_at`, z)} AS day, COALESCE(g.game_type, '') AS game_type, g.vendor_code,
        g.bet_amount, g.refund_amount, g.win_amount, r.round_id IS NULL AS fresh,
        g.bet_amount - COALESCE(r.bet, 0) AS d_bet, g.refund_amount - COALESCE(r.refund, 0) AS d_refund, g.win_amount - COALESCE(r.win, 0) AS d_win
      FROM game_rounds g LEFT JOIN agent_rolled_rounds r ON r.round_id = g.id
      WHERE g.merchant_code = ${m} AND g.status = 'settled' AND NOT g.demo AND g.settled_at >= ${ts(from)} AND g.settled_at < ${ts(until)}
    ), kept AS (
      INSERT INTO agent_rollup_product_rounds (round_id, fresh, bet, refund, win) SELECT id, fresh, bet_amount, refund_amount, win_amount FROM src
    ), delta AS (
      SELECT member_id, day, game_type, vendor_code, COUNT(*) FILTER (WHERE fresh) AS rounds, SUM(d_bet) AS bet, SUM(d_bet - d_refund) AS valid, SUM(d_win) AS win
      FROM src GROUP BY member_id, day, game_type, vendor_code
    )`));
  return found.map((r) => r.member_id);
}

/**
 * After `rollRounds`: the products take what `agent_rolled_rounds` now holds for each round used by
 * `rollProducts` (nothing to do unless a round was amended between the two statements), then the
 * histogram entries of the members touched are brought up to date.
 */
export async function settleProducts(db: Db, z: ZoneDays, memberIds: number[]) {
  if (!memberIds.length) return;
  const m = z.merchantCode;
  await db.execute(addDeltas(m, sql`off AS (
      SELECT t.round_id, t.fresh AND x.round_id IS NULL AS uncounted, COALESCE(x.bet, 0) - t.bet AS d_bet,
        COALESCE(x.refund, 0) - t.refund AS d_refund, COALESCE(x.win, 0) - t.win AS d_win
      FROM agent_rollup_product_rounds t LEFT JOIN agent_rolled_rounds x ON x.round_id = t.round_id
      WHERE x.round_id IS NULL OR x.bet <> t.bet OR x.refund <> t.refund OR x.win <> t.win
    ), delta AS (
      SELECT g.member_id, ${dayOf(sql`g.started_at`, z)} AS day, COALESCE(g.game_type, '') AS game_type, g.vendor_code,
        -COUNT(*) FILTER (WHERE o.uncounted) AS rounds, SUM(o.d_bet) AS bet, SUM(o.d_bet - o.d_refund) AS valid, SUM(o.d_win) AS win
      FROM off o JOIN game_rounds g ON g.id = o.round_id GROUP BY 1, 2, 3, 4
    )`));
  await rollProductActivity(db, m, memberIds);
}

/**
 * The product histogram for `members`: each active (member, product, day)'s `since` — the member's
 * previous active day of that product, at either level — is recomputed; where it changed (a new day,
 * the day after a late one, or a day left without rounds) the old entry leaves every ancestor and the
 * new one joins.
 */
async function rollProductActivity(db: Db, merchantCode: string, memberIds: number[]) {
  await db.execute(sql`WITH mine AS (
      SELECT d.member_id, d.day, d.game_type, d.vendor_code, d.since AS old_since, d.rounds > 0 AS active
      FROM agent_member_products d WHERE d.member_id = ANY(${memberList(memberIds)})
    ), days AS (
      SELECT member_id, day, game_type, vendor_code, lag(day) OVER (PARTITION BY member_id, game_type, vendor_code ORDER BY day) AS prev
      FROM mine WHERE active
    ), changed AS (
      SELECT x.member_id, x.day, x.game_type, x.vendor_code, x.old_since,
        CASE WHEN NOT x.active THEN NULL WHEN d.prev >= x.day - ${ACTIVITY_LOOKBACK_DAYS}::int THEN d.prev ELSE '-infinity'::date END AS new_since
      FROM mine x LEFT JOIN days d ON d.member_id = x.member_id AND d.day = x.day AND d.game_type = x.game_type AND d.vendor_code = x.vendor_code
    ), moved AS (
      SELECT * FROM changed WHERE old_since IS DISTINCT FROM new_since
    ), marked AS (
      UPDATE agent_member_products d SET since = mv.new_since FROM moved mv
      WHERE d.member_id = mv.member_id AND d.day = mv.day AND d.game_type = mv.game_type AND d.vendor_code = mv.vendor_code
    ), deltas AS (
      SELECT member_id, day, game_type, vendor_code, new_since AS since, 1 AS n FROM moved WHERE new_since IS NOT NULL
      UNION ALL SELECT member_id, day, game_type, vendor_code, old_since, -1 FROM moved WHERE old_since IS NOT NULL
    )
    INSERT INTO agent_team_product_activity (merchant_code, agent_id, day, game_type, vendor_code, since, members)
    SELECT ${merchantCode}, a.id, x.day, x.game_type, x.vendor_code, x.since, SUM(x.n)
    FROM deltas x JOIN agent_rolled_members r ON r.member_id = x.member_id CROSS JOIN LATERAL ${ancestors(sql`r.path`)} AS a(id)
    GROUP BY a.id, x.day, x.game_type, x.vendor_code, x.since
    ON CONFLICT (merchant_code, agent_id, day, game_type, vendor_code, since) DO UPDATE SET members = agent_team_product_activity.members + excluded.members`);
}
