import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@platform/contracts';
import type { Db } from '../../db/client';
import { gameRounds } from '../../db/schema/provider';
import { ledgerAccounts, ledgerEntries, ledgerPostings, members } from '../../db/schema';

/**
 * Read-only SQL of the agent area (decisions 0025, 0028). Every query takes the merchant and the acting
 * agent's scope and filters by the materialised path: the whole downline of agent A is the rows whose
 * `path` starts with `A.path || A.id || '/'` (a range of `members_path`), the direct downline is
 * `upline_id = A` (`members_upline`). The agent itself is never in its own downline. Writes go through
 * the member and wallet services.
 */

/** Who is asking: the agent's id, merchant and the path prefix of its whole downline. */
export interface AgentScope { merchantCode: string; agentId: number; prefix: string; depth: number }
/** [start, end) instants of a period, the start of each day in it (for the daily buckets) and each day's date. */
export interface Range { start: Date; end: Date; dayStarts: Date[]; dates: string[] }

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** The downline at every depth. Paths hold only digits and slashes, so the prefix needs no LIKE escaping. */
const inTeam = (s: AgentScope, alias = sql`m`) => sql`${alias}.merchant_code = ${s.merchantCode} AND ${alias}.path LIKE ${`${s.prefix}%`}`;
const inDirect = (s: AgentScope, alias = sql`m`) => sql`${alias}.merchant_code = ${s.merchantCode} AND ${alias}.upline_id = ${s.agentId}`;
const inScope = (s: AgentScope, direct: boolean) => (direct ? inDirect(s) : inTeam(s));
const agentTypes = sql.raw(AGENT_TYPES.join(', '));
/** A day's number in the period (1 = the first day), in the merchant's zone: DST-safe because the day starts come from the caller. */
const dayOf = (column: SQL, r: Range) => sql`width_bucket(${column}, ARRAY[${sql.join(r.dayStarts.map(ts), sql`, `)}]::timestamptz[])`;
/** Username part as a LIKE substring (wildcards escaped), answered by `members_username_trgm` (pg_trgm). */
const usernameLike = (q: string, alias: SQL) => sql` AND ${alias}.username_key LIKE ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;

/** The path prefix of a member's own downline. */
export const prefixOf = (m: { id: number; path: string }) => `${m.path}${m.id}/`;

export interface DownlineRow {
  id: number; username: string; nickname: string | null; type: number; status: 'active' | 'disabled'; disabled_by: 'operator' | 'agent' | null; depth: number; path: string;
  upline_username: string | null; balance: string | null; created_at: string | Date; last_login_at: string | Date | null;
  mobile: string | null; dialing_code: string | null; email: string | null; must_change_password: boolean;
}

const downlineSelect = sql`SELECT m.id, m.username, m.nickname, m.type, m.status, m.disabled_by, m.depth, m.path, u.username AS upline_username,
    a.balance::text AS balance, m.created_at, m.last_login_at, m.mobile, m.dialing_code, m.email, m.must_change_password
  FROM ${members} m
  LEFT JOIN ${members} u ON u.id = m.upline_id
  LEFT JOIN ${ledgerAccounts} a ON a.member_id = m.id AND a.owner_kind = 'member'`;

/** One member of the agent's whole downline, or undefined (not found, another team, another merchant, the agent itself). */
export async function findInTeam(db: Db, s: AgentScope, memberId: number) {
  const [row] = await rows<DownlineRow>(db, sql`${downlineSelect} WHERE ${inTeam(s)} AND m.id = ${memberId}`);
  return row;
}

/** `username`: a part of 3 characters or more (DOWNLINE_SEARCH_MIN, checked by the service). */
export interface DownlineFilter { direct: boolean; username?: string; status?: 'active' | 'disabled' }
/** A filter without a username part: pages walk an index of the scope in its order. */
type Unsearched = Omit<DownlineFilter, 'username'>;
/** The scope's disabled members: a range of the partial index `members_disabled_path` (a few rows). */
const disabledIn = (s: AgentScope, direct: boolean, alias = sql`d`) => sql`${alias}.merchant_code = ${s.merchantCode} AND ${alias}.status = 'disabled'
  AND ${direct ? sql`${alias}.path = ${s.prefix}` : sql`${alias}.path LIKE ${`${s.prefix}%`}`}`;
/**
 * The status filter of a page walking an index of the scope (`walk`) or of search hits. Disabled
 * members are walked along `members_disabled_path` (the direct downline asked for as `path = prefix`
 * too, so that the planner can use it); active ones are the scope less that set — a hashed subplan
 * probed per entry of an index-only walk, instead of visiting every member's row for its status.
 */
const statusFilter = (s: AgentScope, f: Unsearched, walk: boolean) => {
  if (!f.status) return sql``;
  if (!walk) return sql` AND m.status = ${f.status}`;
  if (f.status === 'disabled') return sql` AND ${disabledIn(s, f.direct, sql`m`)}`;
  return sql` AND m.id NOT IN (SELECT d.id FROM ${members} d WHERE ${disabledIn(s, f.direct)})`;
};
const filterOf = (s: AgentScope, f: Unsearched, walk = true) => sql`${inScope(s, f.direct)}${statusFilter(s, f, walk)}`;
/**
 * A username search's rows (`matched`: id and path): the part is looked up in the trigram index first,
 * with the columns the scope and status are checked on (a MATERIALIZED CTE, so the planner cannot
 * prefer walking the team in tree order and filtering every row, and the matches are not looked up a
 * second time by id); then the matches are checked against the scope and status.
 */
const matched = (s: AgentScope, f: DownlineFilter & { username: string }) => sql`hits AS MATERIALIZED (
      SELECT h.id, h.merchant_code, h.path, h.upline_id, h.status FROM ${members} h WHERE h.merchant_code = ${s.merchantCode}${usernameLike(f.username, sql`h`)}
    ),
    matched AS MATERIALIZED (SELECT m.id, m.path FROM hits m WHERE ${filterOf(s, f, false)})`;
/**
 * How many rows a filter without a username part matches, from indexes that stay small: the scope's
 * size (the whole team's from the roll-up and its tail; the direct downline along `members_upline`),
 * its disabled members along `members_disabled_path`, and the active ones as the difference — not by
 * walking 100,000 index entries of the team.
 */
const sizeOf = (s: AgentScope, direct: boolean) => (direct
  ? sql`(SELECT COUNT(*)::int FROM ${members} m WHERE ${inDirect(s)})`
  : sql`(SELECT team FROM (${sizesSelect(s)}) z)`);
const disabledOf = (s: AgentScope, direct: boolean) => sql`(SELECT COUNT(*)::int FROM ${members} d WHERE ${disabledIn(s, direct)})`;
const unsearchedTotal = (s: AgentScope, f: Unsearched) => {
  if (f.status === 'disabled') return disabledOf(s, f.direct);
  if (f.status === 'active') return sql`(${sizeOf(s, f.direct)} - ${disabledOf(s, f.direct)})`;
  return sizeOf(s, f.direct);
};

/** Direct: newest first along `members_upline`. Whole team: tree order (path, then id) along `members_path` (`~<~` is the order of its text_pattern_ops). */
const orderOf = (f: Unsearched, alias: SQL) => (f.direct ? sql`${alias}.id DESC` : sql`${alias}.path USING ~<~, ${alias}.id`);
/** The ids of a page: the index walk stops after `offset + limit` entries instead of sorting the scope. */
const pageIds = (s: AgentScope, f: Unsearched, limit: number, offset: number) =>
  sql`SELECT m.id FROM ${members} m WHERE ${filterOf(s, f)} ORDER BY ${orderOf(f, sql`m`)} LIMIT ${limit} OFFSET ${offset}`;

/** A page of the downline (the CSV export: any filter); only the page's rows are joined to their upline and balance. */
export async function listDownline(db: Db, s: AgentScope, f: DownlineFilter, limit: number, offset: number) {
  const { username } = f;
  const page = username
    ? sql`${matched(s, { ...f, username })}, page AS (SELECT m.id FROM matched m ORDER BY ${orderOf(f, sql`m`)} LIMIT ${limit} OFFSET ${offset})`
    : sql`page AS MATERIALIZED (${pageIds(s, f, limit, offset)})`;
  return rows<DownlineRow>(db, sql`WITH ${page} ${downlineSelect} WHERE m.id IN (SELECT id FROM page) ORDER BY ${orderOf(f, sql`m`)}`);
}

/**
 * A page of the downline without a username part (see searchDownline) and the number of rows the
 * filter matches (unsearchedTotal), in one statement. A page past the end has no row to carry the
 * count: undefined, count separately.
 */
export async function pageDownline(db: Db, s: AgentScope, f: Unsearched, limit: number, offset: number) {
  const found = await rows<DownlineRow & { total: number }>(db, sql`WITH page AS MATERIALIZED (${pageIds(s, f, limit, offset)})
    SELECT x.*, ${unsearchedTotal(s, f)} AS total FROM (${downlineSelect} WHERE m.id IN (SELECT id FROM page)) x ORDER BY ${orderOf(f, sql`x`)}`);
  return { list: found, total: found[0]?.total };
}

/**
 * A username search: the page and the number of matches in one statement (the trigram lookup once).
 * A page past the end has no row to carry the count: undefined, count separately.
 */
export async function searchDownline(db: Db, s: AgentScope, f: DownlineFilter & { username: string }, limit: number, offset: number) {
  const found = await rows<DownlineRow & { total: number }>(db, sql`WITH ${matched(s, f)},
    page AS (SELECT m.id FROM matched m ORDER BY ${orderOf(f, sql`m`)} LIMIT ${limit} OFFSET ${offset})
    SELECT x.*, (SELECT COUNT(*)::int FROM matched) AS total FROM (${downlineSelect} WHERE m.id IN (SELECT id FROM page)) x
    ORDER BY ${orderOf(f, sql`x`)}`);
  return { list: found, total: found[0]?.total };
}

/** The number of rows a filter matches (a page past the end, which carries no count). */
export async function countDownline(db: Db, s: AgentScope, f: DownlineFilter): Promise<number> {
  const { username } = f;
  const [row] = await rows<{ n: number }>(db, username
    ? sql`WITH ${matched(s, { ...f, username })} SELECT COUNT(*)::int AS n FROM matched`
    : sql`SELECT ${unsearchedTotal(s, f)} AS n`);
  return row?.n ?? 0;
}

/** Team size, direct downline and agents among the team: three index-only counts. */
export async function teamCounts(db: Db, s: AgentScope) {
  const [row] = await rows<{ team: number; direct: number; agents: number }>(db, sql`SELECT
    (SELECT COUNT(*)::int FROM ${members} m WHERE ${inTeam(s)}) AS team,
    (SELECT COUNT(*)::int FROM ${members} m WHERE ${inDirect(s)}) AS direct,
    (SELECT COUNT(*)::int FROM ${members} m WHERE ${inTeam(s)} AND m.type IN (${agentTypes})) AS agents`);
  return row!;
}

/**
 * What the roll-up has covered: rounds settled, deposits posted, and withdrawals and bonuses posted
 * (`moneyAt`) before these instants, members up to this id; and whether the merchant has anything after them at all (`tail`), so the overview's statement
 * leaves out the parts that would find nothing (planning them cost more than running them).
 */
export interface Covered {
  roundsAt: string; depositsAt: string; moneyAt: string; memberId: number; tail: { rounds: boolean; deposits: boolean; money: boolean; members: boolean };
}
const utc = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ${column}`);
const coveredColumns = sql`${utc('rounds_at')}, ${utc('deposits_at')}, ${utc('money_at')}, member_id`;

/**
 * Whether the merchant has rounds, deposits and members after the watermarks of `agent_rollup_state s`:
 * the newest of each (one entry from the end of an index) against the watermark; a correlated EXISTS
 * would be planned as a scan of a third of the table.
 */
const tailFlags = (merchantCode: string) => sql`
  COALESCE((SELECT MAX(g.settled_at) FROM ${gameRounds} g WHERE g.merchant_code = ${merchantCode} AND g.status = 'settled' AND NOT g.demo) >= s.rounds_at, false) AS r,
  COALESCE((SELECT MAX(p.created_at) FROM ${ledgerPostings} p WHERE p.merchant_code = ${merchantCode} AND p.type = 'deposit') >= s.deposits_at, false) AS d,
  COALESCE((SELECT MAX(m.id) FROM ${members} m) > s.member_id, false) AS m`;

/**
 * Whether withdrawals or bonuses were posted since `c.moneyAt` (the profit report's tail). They may be
 * rare: the newest one could lie behind every bet of the merchant in the index, so ask for one after the
 * watermark, with its value known to the planner (a range from it). Against a watermark older than the
 * snapshot's the answer only errs towards reading the tail.
 */
const moneyFlag = (merchantCode: string, c: Pick<Covered, 'moneyAt'>) => sql`EXISTS (SELECT 1 FROM ${ledgerPostings} p WHERE p.merchant_code = ${merchantCode}
  AND p.created_at >= ${c.moneyAt}::timestamptz AND p.type IN ('withdrawal', 'withdrawal_release', 'bonus')) AS w`;

/** `money`: also whether withdrawals or bonuses were posted since their watermark (the profit report's tail). */
export async function covered(db: Db, merchantCode: string, opts: { money?: boolean } = {}): Promise<Covered> {
  const [row] = await rows<{ rounds_at: string; deposits_at: string; money_at: string; member_id: number; r: boolean; d: boolean; m: boolean }>(db,
    sql`SELECT ${coveredColumns}, ${tailFlags(merchantCode)} FROM agent_rollup_state s WHERE id = 1`);
  const money = opts.money
    ? (await rows<{ w: boolean }>(db, sql`SELECT ${moneyFlag(merchantCode, { moneyAt: row!.money_at })}`))[0]!.w
    : false;
  return {
    roundsAt: row!.rounds_at, depositsAt: row!.deposits_at, moneyAt: row!.money_at, memberId: row!.member_id,
    tail: { rounds: row!.r, deposits: row!.d, money, members: row!.m },
  };
}
const coveredMember = sql`(SELECT member_id FROM agent_rollup_state WHERE id = 1)`;
/** The period's dates and day starts as two array parameters; a timestamp's date is `z.dates[width_bucket(t, z.starts)]`. */
const zoneDays = (r: Range) => sql`SELECT ${`{${r.dates.join(',')}}`}::date[] AS dates, ${`{${r.dayStarts.map((d) => d.toISOString()).join(',')}}`}::timestamptz[] AS starts`;
const zDate = (column: SQL) => sql`z.dates[width_bucket(${column}, z.starts)]`;

/**
 * Team size, direct downline and agents among the team: the roll-up's counters plus the members
 * registered since it ran (ids above its watermark: a primary-key range), and the direct downline
 * counted along `members_upline`. Constant work whatever the team's size; one statement, so the
 * counters and the watermark are read in the same snapshot.
 */
const sizesSelect = (s: AgentScope, since: SQL | number | null = coveredMember) => sql`SELECT
    COALESCE((SELECT z.team FROM agent_team_sizes z WHERE z.merchant_code = ${s.merchantCode} AND z.agent_id = ${s.agentId}), 0)
      ${since === null ? sql`` : sql`+ (SELECT COUNT(*)::int FROM ${members} m WHERE m.id > ${since} AND ${inTeam(s)})`} AS team,
    COALESCE((SELECT z.agents FROM agent_team_sizes z WHERE z.merchant_code = ${s.merchantCode} AND z.agent_id = ${s.agentId}), 0)
      ${since === null ? sql`` : sql`+ (SELECT COUNT(*)::int FROM ${members} m WHERE m.id > ${since} AND ${inTeam(s)} AND m.type IN (${agentTypes}))`} AS agents,
    (SELECT COUNT(*)::int FROM ${members} m WHERE ${inDirect(s)}) AS direct`;

export async function teamSizes(db: Db, s: AgentScope) {
  const [row] = await rows<{ team: number; direct: number; agents: number }>(db, sizesSelect(s));
  return row!;
}

/**
 * One row of the overview's statement: `k` names the part — `days` (the roll-up's day), `play` and
 * `deposit` (the histogram per day: `a` active that day, `b` first active day in the period),
 * `sizes`, `joined` (members since the roll-up), `rounds` and `deposits` (the tail per member and day).
 */
export interface OverviewRow {
  k: 'days' | 'play' | 'deposit' | 'sizes' | 'joined' | 'rounds' | 'deposits' | 'covered';
  day: string | null; member_id: number | null; a: string; b: string; c: string; d: string; e: string; f: string; g: number;
  new_day: boolean | null; new_period: boolean | null;
}

/**
 * The team overview's figures in one statement (one snapshot): the roll-up's days and activity histogram for the
 * period, the sizes, and the tail the roll-up has not counted yet — rounds settled since its watermark
 * (as differences to what an amended round contributed), deposits posted since, members registered since —
 * with, per tail member and day, whether that makes the member newly active that day (`new_day`) or in
 * the period (`new_period`): no rolled-up active day of the same kind there. The watermarks `c` are
 * given as values (the planner estimates the tail's ranges from them; a subquery would be guessed at a
 * third of the table) and the statement returns the watermarks and tail flags of its own snapshot
 * (`covered` row: a–c the watermarks, d–f the flags as 1/0): if they differ from `c` — a run committed
 * since, or a part left out has rows now — the caller reads again with them, so roll-up and tail never
 * overlap or miss. `c` may therefore be remembered from an earlier request.
 */
export async function overviewFigures(db: Db, s: AgentScope, r: Range, c: Covered) {
  const from = sql`${r.dates[0]}::date`;
  const to = sql`${r.dates[r.dates.length - 1]}::date`;
  const mine = sql`merchant_code = ${s.merchantCode} AND agent_id = ${s.agentId}`;
  const flags = (active: string) => sql`
    NOT EXISTS (SELECT 1 FROM agent_member_days d WHERE d.member_id = t.member_id AND d.day = t.day AND d.${sql.raw(active)} > 0),
    NOT EXISTS (SELECT 1 FROM agent_member_days d WHERE d.member_id = t.member_id AND d.${sql.raw(active)} > 0 AND d.day BETWEEN ${from} AND ${to})`;
  const t = c.tail;
  const roundsTail = sql`, recent_rounds AS MATERIALIZED (
      SELECT g.id, g.member_id, g.started_at, g.bet_amount, g.refund_amount, g.win_amount FROM ${gameRounds} g
      WHERE g.merchant_code = ${s.merchantCode} AND g.status = 'settled' AND NOT g.demo AND g.settled_at >= ${c.roundsAt}::timestamptz
        AND g.started_at >= ${ts(r.start)} AND g.started_at < ${ts(r.end)}
    ), tail_rounds AS (
      SELECT g.member_id, ${zDate(sql`g.started_at`)} AS day, COUNT(*) FILTER (WHERE x.round_id IS NULL) AS n,
        SUM(g.bet_amount - COALESCE(x.bet, 0)) AS amount, SUM(g.bet_amount - g.refund_amount - COALESCE(x.bet - x.refund, 0)) AS valid,
        SUM(g.win_amount - COALESCE(x.win, 0)) AS win
      FROM recent_rounds g CROSS JOIN z JOIN ${members} m ON m.id = g.member_id LEFT JOIN agent_rolled_rounds x ON x.round_id = g.id
      WHERE ${inTeam(s)} GROUP BY 1, 2
    )`;
  const depositsTail = sql`, recent_deposits AS MATERIALIZED (
      SELECT p.id FROM ${ledgerPostings} p
      WHERE p.merchant_code = ${s.merchantCode} AND p.type = 'deposit' AND p.created_at >= ${c.depositsAt}::timestamptz
        AND p.created_at >= ${ts(r.start)} AND p.created_at < ${ts(r.end)}
    ), tail_deposits AS (
      SELECT m.id AS member_id, ${zDate(sql`e.created_at`)} AS day, COUNT(*) AS n, SUM(e.amount) AS amount
      FROM recent_deposits p CROSS JOIN z JOIN ${ledgerEntries} e ON e.posting_id = p.id
      JOIN ${ledgerAccounts} a ON a.id = e.account_id AND a.owner_kind = 'member' JOIN ${members} m ON m.id = a.member_id
      WHERE ${inTeam(s)} GROUP BY 1, 2
    )`;
  return rows<OverviewRow>(db, sql`WITH z AS (${zoneDays(r)})${t.rounds ? roundsTail : sql``}${t.deposits ? depositsTail : sql``}
    SELECT 'days' AS k, day::text, NULL::int AS member_id, rounds::text AS a, bet::text AS b, valid::text AS c, win::text AS d,
      deposit_count::text AS e, deposit_amount::text AS f, new_members AS g, NULL::bool AS new_day, NULL::bool AS new_period
    FROM agent_team_days WHERE ${mine} AND day BETWEEN ${from} AND ${to}
    UNION ALL
    SELECT kind, day::text, NULL, SUM(members)::text, COALESCE(SUM(members) FILTER (WHERE since < ${from}), 0)::text, '0', '0', '0', '0', 0, NULL, NULL
    FROM agent_team_activity WHERE ${mine} AND kind IN ('play', 'deposit') AND day BETWEEN ${from} AND ${to} GROUP BY kind, day
    UNION ALL
    SELECT 'sizes', NULL, NULL, team::text, agents::text, direct::text, '0', '0', '0', 0, NULL, NULL FROM (${sizesSelect(s, t.members ? c.memberId : null)}) sizes
    ${t.members ? sql`UNION ALL
    SELECT 'joined', day::text, NULL, COUNT(*)::text, '0', '0', '0', '0', '0', 0, NULL, NULL FROM (
      SELECT ${zDate(sql`m.created_at`)} AS day FROM ${members} m CROSS JOIN z
      WHERE m.id > ${c.memberId} AND ${inTeam(s)} AND m.created_at >= ${ts(r.start)} AND m.created_at < ${ts(r.end)}
    ) joined GROUP BY day` : sql``}
    ${t.rounds ? sql`UNION ALL
    SELECT 'rounds', t.day::text, t.member_id, t.n::text, t.amount::text, t.valid::text, t.win::text, '0', '0', 0, ${flags('rounds')} FROM tail_rounds t` : sql``}
    ${t.deposits ? sql`UNION ALL
    SELECT 'deposits', t.day::text, t.member_id, t.n::text, t.amount::text, '0', '0', '0', '0', 0, ${flags('deposit_count')} FROM tail_deposits t` : sql``}
    UNION ALL
    SELECT 'covered', NULL, NULL, rounds_at, deposits_at, member_id::text, r::int::text, d::int::text, m::int::text, 0, NULL, NULL
    FROM (SELECT ${coveredColumns}, ${tailFlags(s.merchantCode)} FROM agent_rollup_state s WHERE id = 1) c`);
}

/** What the overview statement's `covered` row says of its snapshot (the parts it reads; others as in `c`). */
export function overviewCovered(found: OverviewRow[], c: Covered): Covered {
  const seen = found.find((r) => r.k === 'covered')!;
  return {
    ...c, roundsAt: seen.a, depositsAt: seen.b, memberId: Number(seen.c),
    tail: { ...c.tail, rounds: seen.d === '1', deposits: seen.e === '1', members: seen.f === '1' },
  };
}

/** Per day of the period (`day` 1..n) and over the whole period (`day` null): grouping sets ((day), ()). */
interface DayRow { day: number | null }

export async function newMembersByDay(db: Db, s: AgentScope, r: Range) {
  return rows<DayRow & { n: number }>(db, sql`SELECT day, COUNT(*)::int AS n FROM (
      SELECT ${dayOf(sql`m.created_at`, r)} AS day FROM ${members} m
      WHERE ${inTeam(s)} AND m.created_at >= ${ts(r.start)} AND m.created_at < ${ts(r.end)}
    ) x GROUP BY GROUPING SETS ((day), ())`);
}

/** Settled real-money rounds of the team, started in the period (game_rounds_member: merchant, member, time). */
const teamRounds = (s: AgentScope, r: Range) => sql`FROM ${members} m
  JOIN ${gameRounds} g ON g.merchant_code = m.merchant_code AND g.member_id = m.id AND g.started_at >= ${ts(r.start)} AND g.started_at < ${ts(r.end)}
  WHERE ${inTeam(s)} AND g.status = 'settled' AND NOT g.demo`;
const roundColumns = sql`g.member_id, g.bet_amount, g.refund_amount, g.win_amount`;
const roundFigures = sql`COUNT(*)::int AS rounds, COUNT(DISTINCT member_id)::int AS players, COALESCE(SUM(bet_amount), 0)::text AS bet,
  COALESCE(SUM(bet_amount - refund_amount), 0)::text AS valid, COALESCE(SUM(win_amount), 0)::text AS win,
  COALESCE(SUM(win_amount + refund_amount - bet_amount), 0)::text AS pl`;
export interface RoundFigures { rounds: number; players: number; bet: string; valid: string; win: string; pl: string }

export async function roundsByDay(db: Db, s: AgentScope, r: Range) {
  return rows<DayRow & RoundFigures>(db, sql`SELECT day, ${roundFigures} FROM (
      SELECT ${dayOf(sql`g.started_at`, r)} AS day, ${roundColumns} ${teamRounds(s, r)}
    ) x GROUP BY GROUPING SETS ((day), ())`);
}

/**
 * One row of the team betting statement: `k` names the part — `products` (the roll-up's figures of a
 * product over the period: `a` rounds, `b` bet, `c` valid, `d` win), `players` (the product histogram:
 * `a` distinct players of the product in the period), `summary` (`a` distinct players of all the rows),
 * `rounds` (the tail per member and product, with whether that makes the member a new player of the
 * product, `new_product`, or of the summary, `new_summary`) and `covered` (`a` the rounds watermark of
 * the statement's snapshot, `b` '1' when the merchant has rounds after it).
 */
export interface BettingRow {
  k: 'products' | 'players' | 'summary' | 'rounds' | 'covered';
  game_type: string | null; vendor_code: string | null; member_id: number | null; a: string; b: string; c: string; d: string;
  new_product: boolean | null; new_summary: boolean | null;
}

/**
 * Team betting by product (category, or category and vendor) in one statement, one snapshot, as the
 * overview (decision 0028): the product roll-up's days of the period and its histogram of distinct
 * players, plus the rounds settled since the watermark `c.roundsAt` (as differences to what an amended
 * round contributed). A tail member is a new player of a product (or of the summary) when the roll-up
 * has no day of it there in the period. The summary's players are the day roll-up's activity histogram
 * (kind 'play': any product), or the category's when one is asked for. The caller compares the
 * `covered` row with `c` and reads again if a run committed in between or the tail it left out has rows.
 */
export async function bettingFigures(db: Db, s: AgentScope, r: Range, c: Covered, byVendor: boolean, gameType: string | undefined) {
  const from = sql`${r.dates[0]}::date`;
  const to = sql`${r.dates[r.dates.length - 1]}::date`;
  const mine = sql`merchant_code = ${s.merchantCode} AND agent_id = ${s.agentId}`;
  const ofType = (alias: SQL) => (gameType ? sql` AND ${alias}.game_type = ${gameType}` : sql``);
  // Category level: the roll-up's rows of vendor '' (every vendor of the category).
  const vendor = byVendor ? sql`p.vendor_code` : sql`NULL::text`;
  const level = byVendor ? sql`p.vendor_code <> ''` : sql`p.vendor_code = ''`;
  const summary = gameType
    ? sql`SELECT COALESCE(SUM(p.members), 0)::text FROM agent_team_product_activity p
        WHERE p.${mine} AND p.day BETWEEN ${from} AND ${to} AND p.since < ${from} AND p.game_type = ${gameType} AND p.vendor_code = ''`
    : sql`SELECT COALESCE(SUM(p.members), 0)::text FROM agent_team_activity p
        WHERE p.${mine} AND p.kind = 'play' AND p.day BETWEEN ${from} AND ${to} AND p.since < ${from}`;
  const noDay = (where: SQL, table = sql`agent_member_products`) =>
    sql`NOT EXISTS (SELECT 1 FROM ${table} d WHERE d.member_id = t.member_id AND d.day BETWEEN ${from} AND ${to} AND d.rounds > 0 AND ${where})`;
  const tail = sql`recent_rounds AS MATERIALIZED (
      SELECT g.id, g.member_id, g.game_type, g.vendor_code, g.bet_amount, g.refund_amount, g.win_amount FROM ${gameRounds} g
      WHERE g.merchant_code = ${s.merchantCode} AND g.status = 'settled' AND NOT g.demo AND g.settled_at >= ${c.roundsAt}::timestamptz
        AND g.started_at >= ${ts(r.start)} AND g.started_at < ${ts(r.end)}${ofType(sql`g`)}
    ), tail AS (
      SELECT g.member_id, COALESCE(g.game_type, '') AS game_type, ${byVendor ? sql`g.vendor_code` : sql`''`} AS vendor_code,
        COUNT(*) FILTER (WHERE x.round_id IS NULL) AS n, SUM(g.bet_amount - COALESCE(x.bet, 0)) AS bet,
        SUM(g.bet_amount - g.refund_amount - COALESCE(x.bet - x.refund, 0)) AS valid, SUM(g.win_amount - COALESCE(x.win, 0)) AS win
      FROM recent_rounds g JOIN ${members} m ON m.id = g.member_id LEFT JOIN agent_rolled_rounds x ON x.round_id = g.id
      WHERE ${inTeam(s)} GROUP BY 1, 2, 3
    )`;
  return rows<BettingRow>(db, sql`WITH ${c.tail.rounds ? sql`${tail}, ` : sql``}covered AS (SELECT ${coveredColumns}, ${tailFlags(s.merchantCode)} FROM agent_rollup_state s WHERE id = 1)
    SELECT 'products' AS k, NULLIF(p.game_type, '') AS game_type, ${vendor} AS vendor_code, NULL::int AS member_id,
      SUM(p.rounds)::text AS a, SUM(p.bet)::text AS b, SUM(p.valid)::text AS c, SUM(p.win)::text AS d, NULL::bool AS new_product, NULL::bool AS new_summary
    FROM agent_team_products p WHERE p.${mine} AND p.day BETWEEN ${from} AND ${to}${ofType(sql`p`)} GROUP BY p.game_type${byVendor ? sql`, p.vendor_code` : sql``}
    UNION ALL
    SELECT 'players', NULLIF(p.game_type, ''), ${vendor}, NULL, SUM(p.members)::text, '0', '0', '0', NULL, NULL
    FROM agent_team_product_activity p WHERE p.${mine} AND p.day BETWEEN ${from} AND ${to} AND p.since < ${from} AND ${level}${ofType(sql`p`)}
    GROUP BY p.game_type, p.vendor_code
    UNION ALL
    SELECT 'summary', NULL, NULL, NULL, (${summary}), '0', '0', '0', NULL, NULL
    ${c.tail.rounds ? sql`UNION ALL
    SELECT 'rounds', NULLIF(t.game_type, ''), NULLIF(t.vendor_code, ''), t.member_id, t.n::text, t.bet::text, t.valid::text, t.win::text,
      ${noDay(sql`d.game_type = t.game_type AND d.vendor_code = t.vendor_code`)},
      ${gameType ? noDay(sql`d.game_type = t.game_type AND d.vendor_code = ''`) : noDay(sql`true`, sql`agent_member_days`)}
    FROM tail t` : sql``}
    UNION ALL
    SELECT 'covered', NULL, NULL, NULL, rounds_at, r::int::text, '0', '0', NULL, NULL FROM covered`);
}

/** What the team betting statement's `covered` row says of its snapshot (the rounds only). */
export function bettingCovered(found: BettingRow[], c: Covered): Covered {
  const seen = found.find((r) => r.k === 'covered')!;
  return { ...c, roundsAt: seen.a, tail: { ...c.tail, rounds: seen.b === '1' } };
}

/**
 * Entries on the main wallets of a set of members in the period, reachable from either end: the
 * merchant's postings of the period (`ledger_postings_merchant_created`), each checked against the set,
 * or the set's members first, each wallet's entries of the period (`ledger_entries_account_created`).
 * The time range is said of both, so the planner may start from whichever its estimate of the set
 * favours: a large team's newest page is in the newest few postings, a small team's or one member's
 * entries are a few index ranges.
 */
const teamEntries = (who: SQL, r: Range, merchantCode: string) => sql`FROM ${ledgerPostings} p
  JOIN ${ledgerEntries} e ON e.posting_id = p.id
  JOIN ${ledgerAccounts} a ON a.id = e.account_id AND a.owner_kind = 'member'
  JOIN ${members} m ON m.id = a.member_id
  WHERE p.merchant_code = ${merchantCode} AND p.created_at >= ${ts(r.start)} AND p.created_at < ${ts(r.end)}
    AND e.created_at >= ${ts(r.start)} AND e.created_at < ${ts(r.end)} AND ${who}`;

export async function depositsByDay(db: Db, s: AgentScope, r: Range) {
  return rows<DayRow & { n: number; amount: string; depositors: number }>(db, sql`SELECT day,
    COUNT(*)::int AS n, COALESCE(SUM(amount), 0)::text AS amount, COUNT(DISTINCT member_id)::int AS depositors FROM (
      SELECT ${dayOf(sql`e.created_at`, r)} AS day, e.amount, m.id AS member_id ${teamEntries(inTeam(s), r, s.merchantCode)} AND p.type = 'deposit'
    ) x GROUP BY GROUPING SETS ((day), ())`);
}

/**
 * Whose rows the profit report shows: the direct downline of a member (`base` = that member's own
 * downline prefix), or one member alone (`base` = the member's path; `memberId` its id).
 */
export type ProfitLevel = { base: string; uplineId: number; memberId?: undefined } | { base: string; memberId: number; uplineId?: undefined };

/**
 * One row of the profit statement: `row` a downline of the level with activity in the period (this
 * page), `sum` the level's totals and its row count, `covered` the watermarks of the statement's snapshot
 * (deposit: rounds, withdrawal: deposits, bet: money postings, valid: members) and its tail flags (win:
 * rounds, bonus: deposits, as '1'/'0'; n: withdrawals and bonuses since `c.moneyAt`, 1/0).
 */
export interface ProfitRow {
  k: 'row' | 'sum' | 'covered'; id: number | null; username: string | null; depth: number | null; type: number | null;
  deposit: string; withdrawal: string; bet: string; valid: string; win: string; bonus: string; n: number;
}

/**
 * Downline profit and loss in one statement: for each member of the level, its own figures
 * (`agent_member_days`) plus its whole team's (`agent_team_days`) over the period's days, plus the live
 * tail since the roll-up's watermarks — rounds (as differences to what an amended round contributed) and
 * money postings — credited to the level's member above the one who played or paid. Work grows with the
 * level's width and the period's days, not with the team below it (decision 0028).
 */
export async function profitFigures(db: Db, merchantCode: string, level: ProfitLevel, r: Range, c: Covered, limit: number, offset: number) {
  const from = sql`${r.dates[0]}::date`;
  const to = sql`${r.dates[r.dates.length - 1]}::date`;
  const kids = level.memberId !== undefined
    ? sql`SELECT m.id, m.username, m.depth, m.type FROM ${members} m WHERE m.merchant_code = ${merchantCode} AND m.id = ${level.memberId}`
    : sql`SELECT m.id, m.username, m.depth, m.type FROM ${members} m WHERE m.merchant_code = ${merchantCode} AND m.upline_id = ${level.uplineId}`;
  // The level's member a tail row belongs to: the one whose path is the base, or the first id below the base.
  const kidOf = sql`CASE WHEN m.path = ${level.base} THEN m.id ELSE split_part(substr(m.path, ${level.base.length + 1}), '/', 1)::int END`;
  const under = sql`m.merchant_code = ${merchantCode} AND m.path LIKE ${`${level.base}%`}`;
  const t = c.tail;
  const roundsTail = sql`UNION ALL
      SELECT ${kidOf}, COUNT(*) FILTER (WHERE x.round_id IS NULL), SUM(g.bet_amount - COALESCE(x.bet, 0)),
        SUM(g.bet_amount - g.refund_amount - COALESCE(x.bet - x.refund, 0)), SUM(g.win_amount - COALESCE(x.win, 0)), 0, 0, 0, 0
      FROM recent_rounds g JOIN ${members} m ON m.id = g.member_id LEFT JOIN agent_rolled_rounds x ON x.round_id = g.id
      WHERE ${under} GROUP BY 1`;
  const moneyTail = sql`UNION ALL
      SELECT ${kidOf}, 0, 0, 0, 0, COUNT(*) FILTER (WHERE p.type = 'deposit'), COALESCE(SUM(e.amount) FILTER (WHERE p.type = 'deposit'), 0),
        COALESCE(-SUM(e.amount) FILTER (WHERE p.type IN ('withdrawal', 'withdrawal_release')), 0), COALESCE(SUM(e.amount) FILTER (WHERE p.type = 'bonus'), 0)
      FROM recent_money p JOIN ${ledgerEntries} e ON e.posting_id = p.id
      JOIN ${ledgerAccounts} a ON a.id = e.account_id AND a.owner_kind = 'member' JOIN ${members} m ON m.id = a.member_id
      WHERE ${under} GROUP BY 1`;
  const sums = ['rounds', 'bet', 'valid', 'win', 'deposit_count', 'deposit', 'withdrawal', 'bonus'];
  return rows<ProfitRow>(db, sql`WITH kids AS MATERIALIZED (${kids})
    ${t.rounds ? sql`, recent_rounds AS MATERIALIZED (
      SELECT g.id, g.member_id, g.bet_amount, g.refund_amount, g.win_amount FROM ${gameRounds} g
      WHERE g.merchant_code = ${merchantCode} AND g.status = 'settled' AND NOT g.demo AND g.settled_at >= ${c.roundsAt}::timestamptz
        AND g.started_at >= ${ts(r.start)} AND g.started_at < ${ts(r.end)}
    )` : sql``}
    ${t.deposits || t.money ? sql`, recent_money AS MATERIALIZED (
      SELECT p.id, p.type FROM ${ledgerPostings} p
      WHERE p.merchant_code = ${merchantCode} AND p.created_at >= ${ts(r.start)} AND p.created_at < ${ts(r.end)}
        AND ((p.type = 'deposit' AND p.created_at >= ${c.depositsAt}::timestamptz)
          OR (p.type IN ('withdrawal', 'withdrawal_release', 'bonus') AND p.created_at >= ${c.moneyAt}::timestamptz))
    )` : sql``},
    figures (id, rounds, bet, valid, win, deposit_count, deposit, withdrawal, bonus) AS (
      SELECT d.member_id, d.rounds, d.bet, d.valid, d.win, d.deposit_count, d.deposit_amount, d.withdrawal_amount, d.bonus_amount
      FROM agent_member_days d JOIN kids k ON k.id = d.member_id WHERE d.day BETWEEN ${from} AND ${to}
      UNION ALL
      SELECT d.agent_id, d.rounds, d.bet, d.valid, d.win, d.deposit_count, d.deposit_amount, d.withdrawal_amount, d.bonus_amount
      FROM agent_team_days d JOIN kids k ON k.id = d.agent_id WHERE d.merchant_code = ${merchantCode} AND d.day BETWEEN ${from} AND ${to}
      ${t.rounds ? roundsTail : sql``}
      ${t.deposits || t.money ? moneyTail : sql``}
    ), active AS MATERIALIZED (
      SELECT f.id, ${sql.raw(sums.map((x) => `SUM(f.${x}) AS ${x}`).join(', '))} FROM figures f JOIN kids k ON k.id = f.id GROUP BY f.id
      HAVING ${sql.raw(sums.map((x) => `SUM(f.${x}) <> 0`).join(' OR '))}
    )
    SELECT 'row' AS k, a.id, kd.username, kd.depth, kd.type, a.deposit::text, a.withdrawal::text, a.bet::text, a.valid::text, a.win::text, a.bonus::text, 0 AS n
    FROM (SELECT * FROM active ORDER BY valid DESC, id LIMIT ${limit} OFFSET ${offset}) a JOIN kids kd ON kd.id = a.id
    UNION ALL
    SELECT 'sum', NULL, NULL, NULL, NULL, COALESCE(SUM(deposit), 0)::text, COALESCE(SUM(withdrawal), 0)::text, COALESCE(SUM(bet), 0)::text,
      COALESCE(SUM(valid), 0)::text, COALESCE(SUM(win), 0)::text, COALESCE(SUM(bonus), 0)::text, COUNT(*)::int FROM active
    UNION ALL
    SELECT 'covered', NULL, NULL, NULL, NULL, rounds_at, deposits_at, money_at, member_id::text, r::int::text, d::int::text, w::int
    FROM (SELECT ${coveredColumns}, ${tailFlags(merchantCode)}, ${moneyFlag(merchantCode, c)} FROM agent_rollup_state s WHERE id = 1) c`);
}

/** What the profit statement's `covered` row says of its snapshot (every watermark and flag). */
export function profitCovered(found: ProfitRow[], c: Covered): Covered {
  const seen = found.find((r) => r.k === 'covered')!;
  return {
    ...c, roundsAt: seen.deposit, depositsAt: seen.withdrawal, moneyAt: seen.bet, memberId: Number(seen.valid),
    tail: { ...c.tail, rounds: seen.win === '1', deposits: seen.bonus === '1', money: seen.n === 1 },
  };
}

/** The id and path of a member of the agent's whole downline by exact username (case-insensitive), or undefined. */
export async function findInTeamByUsername(db: Db, s: AgentScope, username: string) {
  const [row] = await rows<{ id: number; path: string }>(db, sql`SELECT m.id, m.path FROM ${members} m WHERE ${inTeam(s)} AND m.username_key = ${username.toLowerCase()}`);
  return row;
}

/** Id, username and depth of some members of a merchant (a breadcrumb trail). */
export async function namesOf(db: Db, merchantCode: string, ids: number[]) {
  if (!ids.length) return [];
  return rows<{ id: number; username: string; depth: number }>(db, sql`SELECT m.id, m.username, m.depth FROM ${members} m
    WHERE m.merchant_code = ${merchantCode} AND m.id = ANY(${`{${ids.join(',')}}`}::int[])`);
}

export interface TransactionRow { posting_id: string; member_id: number; username: string; type: string; amount: string; balance_after: string | null; created_at: string | Date }
export interface TransactionFilter { direct: boolean; username?: string; type?: string }
const transactionsWho = (s: AgentScope, f: TransactionFilter) =>
  sql`${inScope(s, f.direct)}${f.username ? sql` AND m.username_key = ${f.username.toLowerCase()}` : sql``}`;
const typeFilter = (f: TransactionFilter) => (f.type ? sql` AND p.type = ${f.type}` : sql``);

/**
 * Downline transaction details: a page of the entries on the scope's main wallets in the period, newest
 * first, and how many there are counted up to `cap + 1` (more than `cap`: the caller says "more than"),
 * in one statement — one walk of the ledger newest first, which stops after `cap + 1` entries (unordered,
 * the planner would walk from the oldest posting), gives both. The count comes in a row of its own
 * (`posting_id` null when the page is past the end); pages beyond the cap are empty.
 */
export async function pageTransactions(db: Db, s: AgentScope, f: TransactionFilter, r: Range, limit: number, offset: number, cap: number) {
  const found = await rows<Partial<TransactionRow> & { total: number }>(db, sql`WITH walk AS MATERIALIZED (
      SELECT e.posting_id, m.id AS member_id, m.username, p.type, e.amount, e.balance_after, e.created_at, p.created_at AS posted_at, e.id AS entry_id
      ${teamEntries(transactionsWho(s, f), r, s.merchantCode)}${typeFilter(f)}
      ORDER BY p.created_at DESC, p.id DESC, e.id DESC LIMIT ${cap + 1}
    )
    SELECT c.total, w.posting_id::text, w.member_id, w.username, w.type, w.amount::text, w.balance_after::text, w.created_at
    FROM (SELECT COUNT(*)::int AS total FROM walk) c LEFT JOIN LATERAL (
      SELECT * FROM walk ORDER BY posted_at DESC, posting_id DESC, entry_id DESC LIMIT ${Math.max(0, Math.min(limit, cap - offset))} OFFSET ${offset}
    ) w ON true ORDER BY w.posted_at DESC, w.posting_id DESC, w.entry_id DESC`);
  return { counted: found[0]?.total ?? 0, list: found.filter((x): x is TransactionRow & { total: number } => x.posting_id != null) };
}

/** A downline's lifetime figures of its own account: deposits from the ledger, settled real rounds. */
export async function lifetimeFigures(db: Db, merchantCode: string, memberId: number) {
  const [row] = await rows<{ deposit: string; valid: string; pl: string }>(db, sql`SELECT
    (SELECT COALESCE(SUM(e.amount), 0)::text FROM ${ledgerAccounts} a JOIN ${ledgerEntries} e ON e.account_id = a.id
      JOIN ${ledgerPostings} p ON p.id = e.posting_id
      WHERE a.member_id = ${memberId} AND a.owner_kind = 'member' AND a.merchant_code = ${merchantCode} AND p.type = 'deposit') AS deposit,
    (SELECT COALESCE(SUM(g.bet_amount - g.refund_amount), 0)::text FROM ${gameRounds} g
      WHERE g.merchant_code = ${merchantCode} AND g.member_id = ${memberId} AND g.status = 'settled' AND NOT g.demo) AS valid,
    (SELECT COALESCE(SUM(g.win_amount + g.refund_amount - g.bet_amount), 0)::text FROM ${gameRounds} g
      WHERE g.merchant_code = ${merchantCode} AND g.member_id = ${memberId} AND g.status = 'settled' AND NOT g.demo) AS pl`);
  return row!;
}

/**
 * EXPLAIN of the downline list's statements the bench cares about, for the index test: a page's ids
 * (unfiltered or by status) and the whole team's count (teamCounts' walk, and a status filter's total).
 */
export async function explain(db: Db, s: AgentScope, what: { page: Unsearched } | { total: Unsearched } | 'team-count' | 'tail-flags') {
  const q = what === 'team-count' ? sql`SELECT COUNT(*) FROM ${members} m WHERE ${inTeam(s)}`
    : what === 'tail-flags' ? sql`SELECT ${tailFlags(s.merchantCode)}, ${moneyFlag(s.merchantCode, { moneyAt: new Date(0).toISOString() })} FROM agent_rollup_state s WHERE id = 1`
      : 'page' in what ? pageIds(s, what.page, 20, 0) : sql`SELECT ${unsearchedTotal(s, what.total)}`;
  return (await rows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${q}`)).map((r) => r['QUERY PLAN']).join('\n');
}
