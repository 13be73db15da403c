import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@platform/contracts';
import type { Db } from '../../db/client';
import { gameRounds } from '../../db/schema/provider';
import { ledgerAccounts, ledgerEntries, ledgerPostings, members } from '../../db/schema';

/**
 * Read-only SQL of the agent area (decision 0025). Every query takes the merchant and the acting
 * agent's scope and filters by the materialised path: the whole downline of agent A is the rows whose
 * `path` starts with `A.path || A.id || '/'` (a range of `members_path`), the direct downline is
 * `upline_id = A` (`members_upline`). The agent itself is never in its own downline. Writes go through
 * the member and wallet services.
 */

/** Who is asking: the agent's id, merchant and the path prefix of its whole downline. */
export interface AgentScope { merchantCode: string; agentId: number; prefix: string; depth: number }
/** [start, end) instants of a period, and the start of each day in it (for the daily buckets). */
export interface Range { start: Date; end: Date; dayStarts: Date[] }

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
const usernameLike = (q: string | undefined) => (q ? sql` AND strpos(m.username_key, ${q.toLowerCase()}) > 0` : sql``);

/** The path prefix of a member's own downline. */
export const prefixOf = (m: { id: number; path: string }) => `${m.path}${m.id}/`;

export interface DownlineRow {
  id: number; username: string; nickname: string | null; type: number; status: 'active' | 'disabled'; depth: number; path: string;
  upline_username: string | null; balance: string | null; created_at: string | Date; last_login_at: string | Date | null;
  mobile: string | null; dialing_code: string | null; email: string | null; must_change_password: boolean;
}

const downlineSelect = sql`SELECT m.id, m.username, m.nickname, m.type, m.status, m.depth, m.path, u.username AS upline_username,
    a.balance::text AS balance, m.created_at, m.last_login_at, m.mobile, m.dialing_code, m.email, m.must_change_password
  FROM ${members} m
  LEFT JOIN ${members} u ON u.id = m.upline_id
  LEFT JOIN ${ledgerAccounts} a ON a.member_id = m.id AND a.owner_kind = 'member'`;

/** One member of the agent's whole downline, or undefined (not found, another team, another merchant, the agent itself). */
export async function findInTeam(db: Db, s: AgentScope, memberId: number) {
  const [row] = await rows<DownlineRow>(db, sql`${downlineSelect} WHERE ${inTeam(s)} AND m.id = ${memberId}`);
  return row;
}

export interface DownlineFilter { direct: boolean; username?: string; status?: 'active' | 'disabled' }
const filterOf = (s: AgentScope, f: DownlineFilter) =>
  sql`${inScope(s, f.direct)}${usernameLike(f.username)}${f.status ? sql` AND m.status = ${f.status}` : sql``}`;

/**
 * A page of the downline. Direct: newest first along `members_upline`. Whole team: tree order (path,
 * then id) along `members_path` (`~<~` is the order of its text_pattern_ops), so a page stops after
 * `offset + limit` index entries instead of sorting the team.
 */
export async function listDownline(db: Db, s: AgentScope, f: DownlineFilter, limit: number, offset: number) {
  const order = f.direct ? sql`m.id DESC` : sql`m.path USING ~<~, m.id`;
  return rows<DownlineRow>(db, sql`${downlineSelect} WHERE ${filterOf(s, f)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
}

export async function countDownline(db: Db, s: AgentScope, f: DownlineFilter): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM ${members} m WHERE ${filterOf(s, f)}`);
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

/** Rounds by product: game category, or category and vendor; the last row (null keys, `total`) sums them all. */
export async function roundsByProduct(db: Db, s: AgentScope, r: Range, byVendor: boolean, gameType: string | undefined) {
  const filter = gameType ? sql` AND g.game_type = ${gameType}` : sql``;
  return rows<RoundFigures & { game_type: string | null; vendor_code: string | null; total: boolean }>(db, sql`
    SELECT game_type, vendor_code, GROUPING(game_type, vendor_code) <> 0 AS total, ${roundFigures} FROM (
      SELECT g.game_type, ${byVendor ? sql`g.vendor_code` : sql`NULL::text AS vendor_code`}, ${roundColumns} ${teamRounds(s, r)}${filter}
    ) x
    GROUP BY GROUPING SETS ((game_type, vendor_code), ())
    ORDER BY total, SUM(bet_amount - refund_amount) DESC, game_type NULLS LAST, vendor_code NULLS LAST`);
}

/** Entries on the main wallets of a set of members in the period (ledger_entries_account_created per account). */
const teamEntries = (who: SQL, r: Range) => sql`FROM ${members} m
  JOIN ${ledgerAccounts} a ON a.member_id = m.id AND a.owner_kind = 'member'
  JOIN ${ledgerEntries} e ON e.account_id = a.id AND e.created_at >= ${ts(r.start)} AND e.created_at < ${ts(r.end)}
  JOIN ${ledgerPostings} p ON p.id = e.posting_id
  WHERE ${who}`;

export async function depositsByDay(db: Db, s: AgentScope, r: Range) {
  return rows<DayRow & { n: number; amount: string; depositors: number }>(db, sql`SELECT day,
    COUNT(*)::int AS n, COALESCE(SUM(amount), 0)::text AS amount, COUNT(DISTINCT member_id)::int AS depositors FROM (
      SELECT ${dayOf(sql`e.created_at`, r)} AS day, e.amount, m.id AS member_id ${teamEntries(inTeam(s), r)} AND p.type = 'deposit'
    ) x GROUP BY GROUPING SETS ((day), ())`);
}

export interface ProfitRow {
  id: number; username: string; depth: number; deposit: string; withdrawal: string; bet: string; valid: string; win: string; bonus: string; pl: string;
}

/**
 * Downline profit and loss: per member of the scope with rounds or money movements in the period.
 * The CTE is shared by the page (with the row count) and the summary.
 */
function profitRows(s: AgentScope, direct: boolean, username: string | undefined, r: Range) {
  const who = sql`${inScope(s, direct)}${usernameLike(username)}`;
  return sql`WITH bets AS (
      SELECT g.member_id AS id, SUM(g.bet_amount) AS bet, SUM(g.bet_amount - g.refund_amount) AS valid, SUM(g.win_amount) AS win,
        SUM(g.win_amount + g.refund_amount - g.bet_amount) AS pl
      FROM ${members} m
      JOIN ${gameRounds} g ON g.merchant_code = m.merchant_code AND g.member_id = m.id AND g.started_at >= ${ts(r.start)} AND g.started_at < ${ts(r.end)}
      WHERE ${who} AND g.status = 'settled' AND NOT g.demo
      GROUP BY g.member_id
    ), money AS (
      SELECT m.id, SUM(e.amount) FILTER (WHERE p.type = 'deposit') AS deposit,
        -SUM(e.amount) FILTER (WHERE p.type IN ('withdrawal', 'withdrawal_release')) AS withdrawal,
        SUM(e.amount) FILTER (WHERE p.type = 'bonus') AS bonus
      ${teamEntries(who, r)} AND p.type IN ('deposit', 'withdrawal', 'withdrawal_release', 'bonus')
      GROUP BY m.id
    ), rows AS (
      SELECT m.id, m.username, m.depth, COALESCE(money.deposit, 0) AS deposit, COALESCE(money.withdrawal, 0) AS withdrawal,
        COALESCE(bets.bet, 0) AS bet, COALESCE(bets.valid, 0) AS valid, COALESCE(bets.win, 0) AS win, COALESCE(money.bonus, 0) AS bonus,
        COALESCE(bets.pl, 0) AS pl
      FROM (SELECT id FROM bets UNION SELECT id FROM money) ids JOIN ${members} m ON m.id = ids.id
      LEFT JOIN bets ON bets.id = m.id LEFT JOIN money ON money.id = m.id
    ) `;
}

export async function profitPage(db: Db, s: AgentScope, direct: boolean, username: string | undefined, r: Range, limit: number, offset: number) {
  return rows<ProfitRow & { total: number }>(db, sql`${profitRows(s, direct, username, r)}
    SELECT id, username, depth, deposit::text, withdrawal::text, bet::text, valid::text, win::text, bonus::text, pl::text, COUNT(*) OVER ()::int AS total
    FROM rows ORDER BY valid DESC, id LIMIT ${limit} OFFSET ${offset}`);
}

export async function profitSummary(db: Db, s: AgentScope, direct: boolean, username: string | undefined, r: Range) {
  const [row] = await rows<Omit<ProfitRow, 'id' | 'username' | 'depth'> & { n: number }>(db, sql`${profitRows(s, direct, username, r)}
    SELECT COUNT(*)::int AS n, COALESCE(SUM(deposit), 0)::text AS deposit, COALESCE(SUM(withdrawal), 0)::text AS withdrawal,
      COALESCE(SUM(bet), 0)::text AS bet, COALESCE(SUM(valid), 0)::text AS valid, COALESCE(SUM(win), 0)::text AS win,
      COALESCE(SUM(bonus), 0)::text AS bonus, COALESCE(SUM(pl), 0)::text AS pl FROM rows`);
  return row!;
}

export interface TransactionRow { posting_id: string; member_id: number; username: string; type: string; amount: string; balance_after: string | null; created_at: string | Date }
export interface TransactionFilter { direct: boolean; username?: string; type?: string }
const transactionsWho = (s: AgentScope, f: TransactionFilter) =>
  sql`${inScope(s, f.direct)}${f.username ? sql` AND m.username_key = ${f.username.toLowerCase()}` : sql``}`;
const typeFilter = (f: TransactionFilter) => (f.type ? sql` AND p.type = ${f.type}` : sql``);

/** Downline transaction details: entries on the scope's main wallets in the period, newest first. */
export async function listTransactions(db: Db, s: AgentScope, f: TransactionFilter, r: Range, limit: number, offset: number) {
  return rows<TransactionRow>(db, sql`SELECT e.posting_id::text, m.id AS member_id, m.username, p.type, e.amount::text, e.balance_after::text, e.created_at
    ${teamEntries(transactionsWho(s, f), r)}${typeFilter(f)}
    ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit} OFFSET ${offset}`);
}

export async function countTransactions(db: Db, s: AgentScope, f: TransactionFilter, r: Range): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n ${teamEntries(transactionsWho(s, f), r)}${typeFilter(f)}`);
  return row?.n ?? 0;
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

/** EXPLAIN of the queries the bench cares about, for the index test. */
export async function explain(db: Db, query: 'team-page' | 'team-count' | 'direct-page', s: AgentScope) {
  const q = query === 'direct-page'
    ? sql`SELECT m.id FROM ${members} m WHERE ${inDirect(s)} ORDER BY m.id DESC LIMIT 20`
    : query === 'team-page'
      ? sql`SELECT m.id FROM ${members} m WHERE ${inTeam(s)} ORDER BY m.path USING ~<~, m.id LIMIT 20`
      : sql`SELECT COUNT(*) FROM ${members} m WHERE ${inTeam(s)}`;
  return (await rows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${q}`)).map((r) => r['QUERY PLAN']).join('\n');
}
