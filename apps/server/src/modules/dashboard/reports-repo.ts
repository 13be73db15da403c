import { sql, type SQL } from 'drizzle-orm';
import type { ReportKind } from '@platform/contracts';
import type { Db } from '../../db/client';

/**
 * The reports (decision 0050), each one SELECT over a roll-up table for a merchant and period: a page
 * sorted as asked, and the CSV export in batches along the report's key (keyset: each batch starts
 * after the last key of the one before, so no batch re-reads what came before and nothing is held open
 * between batches).
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type CellKind = 'text' | 'int' | 'amount';
export interface Column { name: string; kind: CellKind }
export interface Scope { merchantCode: string; from: string; to: string; level: 'category' | 'vendor' }

interface ReportDef {
  columns: Column[];
  /** Key columns, in order: unique per row (the CSV's order and keyset). */
  key: string[];
  sorts: Partial<Record<string, string>>;
  defaultSort: string;
  base(s: Scope): SQL;
}

const amount = (name: string): Column => ({ name, kind: 'amount' });
const int = (name: string): Column => ({ name, kind: 'int' });
const text = (name: string): Column => ({ name, kind: 'text' });
const period = (s: Scope, col = 'day') => sql`${sql.raw(col)} BETWEEN ${s.from}::date AND ${s.to}::date`;

const REPORTS: Record<ReportKind, ReportDef> = {
  'ggr-days': {
    columns: [text('day'), int('rounds'), amount('bets'), amount('wins'), amount('ggr'), amount('bonuses'), amount('adjustments'), amount('ngr'),
      amount('deposits'), amount('withdrawals'), int('newRegistrations'), int('firstDepositors')],
    key: ['day'], sorts: { day: 'day', ggr: 'ggr', bets: 'bets' }, defaultSort: 'day',
    base: (s) => sql`SELECT day, rounds, bet AS bets, win AS wins, bet - win AS ggr, bonus_amount AS bonuses, adjustment_amount AS adjustments,
        bet - win - bonus_amount - adjustment_amount AS ngr, deposit_amount AS deposits, withdrawal_amount AS withdrawals,
        new_members AS "newRegistrations", first_depositors AS "firstDepositors"
      FROM merchant_days WHERE merchant_code = ${s.merchantCode} AND ${period(s)}`,
  },
  'ggr-products': {
    columns: [text('category'), text('vendor'), int('rounds'), amount('bets'), amount('validBets'), amount('wins'), amount('ggr')],
    key: ['category', 'vendor'], sorts: { ggr: 'ggr', bets: 'bets', name: 'category' }, defaultSort: 'ggr',
    base: (s) => sql`SELECT game_type AS category, ${s.level === 'vendor' ? sql`vendor_code` : sql`''`} AS vendor, SUM(rounds) AS rounds,
        SUM(bet) AS bets, SUM(valid) AS "validBets", SUM(win) AS wins, SUM(bet - win) AS ggr
      FROM merchant_products WHERE merchant_code = ${s.merchantCode} AND ${period(s)} GROUP BY 1, 2`,
  },
  players: {
    columns: [int('playerId'), text('username'), int('rounds'), amount('bets'), amount('wins'), amount('net'), amount('deposits'), amount('withdrawals'), amount('bonuses')],
    key: ['"playerId"'], sorts: { net: 'net', bets: 'bets', name: 'username' }, defaultSort: 'net',
    // The player's own result: wins less bets (positive: the player won). From each member's rolled-up days.
    base: (s) => sql`SELECT d.member_id AS "playerId", m.username, d.rounds, d.bets, d.wins, d.wins - d.bets AS net, d.deposits, d.withdrawals, d.bonuses
      FROM (SELECT member_id, SUM(rounds) AS rounds, SUM(bet) AS bets, SUM(win) AS wins, SUM(deposit_amount) AS deposits,
          SUM(withdrawal_amount) AS withdrawals, SUM(bonus_amount) AS bonuses
        FROM agent_member_days WHERE merchant_code = ${s.merchantCode} AND ${period(s)} GROUP BY member_id) d
      JOIN members m ON m.id = d.member_id`,
  },
  channels: {
    columns: [text('kind'), text('channel'), int('count'), amount('amount')],
    key: ['kind', 'channel'], sorts: { amount: 'amount', name: 'channel' }, defaultSort: 'amount',
    base: (s) => sql`SELECT kind, channel_code AS channel, SUM(count) AS count, SUM(amount) AS amount
      FROM merchant_channels WHERE merchant_code = ${s.merchantCode} AND ${period(s)} GROUP BY 1, 2`,
  },
  agents: {
    columns: [int('agentId'), text('username'), int('newMembers'), int('rounds'), amount('bets'), amount('validBets'), amount('wins'), amount('profitLoss'),
      amount('deposits'), amount('withdrawals'), amount('bonuses')],
    key: ['"agentId"'], sorts: { bets: 'bets', ggr: '"profitLoss"', name: 'username' }, defaultSort: 'bets',
    // Each agent's whole team (decision 0028's agent_team_days); P&L as the agent area reads it: win − valid bet.
    base: (s) => sql`SELECT t.agent_id AS "agentId", m.username, t."newMembers", t.rounds, t.bets, t."validBets", t.wins, t.wins - t."validBets" AS "profitLoss",
        t.deposits, t.withdrawals, t.bonuses
      FROM (SELECT agent_id, SUM(new_members) AS "newMembers", SUM(rounds) AS rounds, SUM(bet) AS bets, SUM(valid) AS "validBets", SUM(win) AS wins,
          SUM(deposit_amount) AS deposits, SUM(withdrawal_amount) AS withdrawals, SUM(bonus_amount) AS bonuses
        FROM agent_team_days WHERE merchant_code = ${s.merchantCode} AND ${period(s)} GROUP BY agent_id) t
      JOIN members m ON m.id = t.agent_id`,
  },
};

export function reportColumns(kind: ReportKind): Column[] {
  return REPORTS[kind].columns;
}

/** Whether the report can be sorted so (each report has its own columns). */
export function sortable(kind: ReportKind, sort: string | undefined): boolean {
  return sort === undefined || REPORTS[kind].sorts[sort] !== undefined;
}

const select = (def: ReportDef) => sql.raw(def.columns.map((c) => `r."${c.name}"::text`).join(', '));
const keyList = (def: ReportDef) => sql.raw(def.key.map((k) => `r.${k}`).join(', '));

export async function page(db: Db, kind: ReportKind, s: Scope, q: { sort?: string; order: 'asc' | 'desc'; limit: number; offset: number }) {
  const def = REPORTS[kind];
  const sortBy = sql.raw(`r.${def.sorts[q.sort ?? def.defaultSort]!} ${q.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST`);
  // The page and the number of rows from one aggregation (a count beside it aggregated the period twice).
  const list = await rows<Record<string, string | null> & { total_rows: number }>(db,
    sql`SELECT ${select(def)}, COUNT(*) OVER ()::int AS total_rows FROM (${def.base(s)}) r ORDER BY ${sortBy}, ${keyList(def)} LIMIT ${q.limit} OFFSET ${q.offset}`);
  if (list.length || q.offset === 0) return { list, total: list[0]?.total_rows ?? 0 };
  // A page past the end has no row to carry the count.
  const [counted] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM (${def.base(s)}) r`);
  return { list, total: counted?.n ?? 0 };
}

/** One batch of the export after `after` (the last row's key cells; null: from the start), in key order. */
export async function batch(db: Db, kind: ReportKind, s: Scope, after: (string | null)[] | null, limit: number) {
  const def = REPORTS[kind];
  // Each key compared in its own type (an id as a number, a day as a date), so the condition reaches the
  // grouped scan below as a range instead of filtering every aggregated row of the period.
  const typed = (k: string) => (def.columns.find((c) => `"${c.name}"` === k || c.name === k)?.kind === 'int' ? 'int8' : k === 'day' ? 'date' : 'text');
  const keys = def.key.map((k) => sql.raw(`r.${k}`));
  const where = after
    ? sql`WHERE (${sql.join(keys, sql`, `)}) > (${sql.join(after.map((v, i) => sql`${v}::${sql.raw(typed(def.key[i]!))}`), sql`, `)})`
    : sql``;
  return rows<Record<string, string | null>>(db, sql`SELECT ${select(def)} FROM (${def.base(s)}) r ${where} ORDER BY ${keyList(def)} LIMIT ${limit}`);
}

/** The key cells of a batch row, as the next batch's `after`. */
export function keyOf(kind: ReportKind, row: Record<string, string | null>): (string | null)[] {
  return REPORTS[kind].key.map((k) => row[k.replace(/"/g, '')] ?? null);
}
