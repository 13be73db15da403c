import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../db/schema';

/**
 * Read-only SQL of the member records (account record, betting record, personal profit) and the
 * member's vendor wallets. Every query starts from one account id and a time range, so it walks the
 * `ledger_entries_account_created` index (account, time, id) and reads postings by primary key.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface RecordRange {
  accountId: number; start: Date; end: Date;
  /** Play records: the main wallet and the member's transfer-vendor wallets, where PT and JDB rounds post (decision 0037). */
  accountIds?: number[];
}

const accountIn = (r: RecordRange) =>
  (r.accountIds && r.accountIds.length > 1 ? sql`e.account_id IN (${sql.join(r.accountIds.map((id) => sql`${id}`), sql`, `)})` : sql`e.account_id = ${r.accountId}`);
const inRange = (r: RecordRange) =>
  sql`${accountIn(r)} AND e.created_at >= ${r.start.toISOString()}::timestamptz AND e.created_at < ${r.end.toISOString()}::timestamptz`;

const typeIn = (types: readonly string[] | null) =>
  (types ? sql` AND p.type IN (${sql.join(types.map((t) => sql`${t}`), sql`, `)})` : sql``);

/**
 * The account's entries in the range, read first and on their own (MATERIALIZED): postings have no
 * index on type, and a filter by type must not tempt the planner into scanning every posting of the
 * merchant when the member's own entries are few by comparison.
 */
const mine = (r: RecordRange) => sql`WITH e AS MATERIALIZED (
    SELECT id, posting_id, amount, balance_after, created_at FROM ${ledgerEntries} e WHERE ${inRange(r)}
  ) `;

/** The ids of the member's transfer-vendor wallets (member_vendor accounts) ever opened. */
export async function memberVendorAccountIds(db: Db, merchantCode: string, currency: string, memberId: number): Promise<number[]> {
  const found = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(
    eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.merchantCode, merchantCode),
    eq(ledgerAccounts.ownerKind, 'member_vendor'), eq(ledgerAccounts.currency, currency),
  ));
  return found.map((f) => f.id);
}

/** The id of a member's account of this kind and owner id, if it was ever opened. */
export async function findMemberAccount(db: Db, merchantCode: string, currency: string, kind: 'member' | 'member_vendor', ownerId: string) {
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(
    eq(ledgerAccounts.merchantCode, merchantCode), eq(ledgerAccounts.ownerKind, kind),
    eq(ledgerAccounts.ownerId, ownerId), eq(ledgerAccounts.currency, currency),
  ));
  return row?.id;
}

export interface EntryRow {
  posting_id: string; type: string; amount: string; balance_after: string | null; created_at: string | Date; reference: string | null; memo: string | null;
  /** Who posted it: `provider:<vendor>` for game rounds. */
  actor_id: string;
}

/** One page of an account's entries, newest first, with their posting's type, reference and memo. */
export async function listEntries(db: Db, r: RecordRange, types: readonly string[] | null, limit: number, offset: number) {
  return rows<EntryRow>(db, entriesQuery(r, types, sql`LIMIT ${limit} OFFSET ${offset}`));
}

/** Unfiltered, the page is a backward walk of the index that stops after `limit`; by type, the range is read first. */
function entriesQuery(r: RecordRange, types: readonly string[] | null, tail: SQL) {
  const select = sql`SELECT e.posting_id::text, p.type, e.amount::text, e.balance_after::text, e.created_at, p.reference, p.memo, p.actor_id`;
  return types
    ? sql`${mine(r)}${select} FROM e JOIN ${ledgerPostings} p ON p.id = e.posting_id WHERE true${typeIn(types)}
        ORDER BY e.created_at DESC, e.id DESC ${tail}`
    : sql`${select} FROM ${ledgerEntries} e JOIN ${ledgerPostings} p ON p.id = e.posting_id WHERE ${inRange(r)}
        ORDER BY e.created_at DESC, e.id DESC ${tail}`;
}

export async function countEntries(db: Db, r: RecordRange, types: readonly string[] | null): Promise<number> {
  const [row] = await rows<{ n: string }>(db, types
    ? sql`${mine(r)}SELECT COUNT(*)::text AS n FROM e JOIN ${ledgerPostings} p ON p.id = e.posting_id WHERE true${typeIn(types)}`
    : sql`SELECT COUNT(*)::text AS n FROM ${ledgerEntries} e WHERE ${inRange(r)}`);
  return Number(row!.n);
}

const ROUND_TYPES = ['bet', 'win', 'refund'] as const;

/** Game rounds: bet, win and refund entries grouped by the posting's reference (the provider's round id). */
const rounds = (r: RecordRange) => sql`${mine(r)}
  SELECT COALESCE(p.reference, 'posting:' || p.id::text) AS round_id,
    (ARRAY_AGG(p.memo ORDER BY e.id) FILTER (WHERE p.memo IS NOT NULL))[1] AS game,
    (ARRAY_AGG(p.actor_id ORDER BY e.id))[1] AS actor_id,
    COALESCE(SUM(-e.amount) FILTER (WHERE p.type = 'bet'), 0) AS bet,
    COALESCE(SUM(e.amount) FILTER (WHERE p.type = 'win'), 0) AS win,
    COALESCE(SUM(e.amount) FILTER (WHERE p.type = 'refund'), 0) AS refund,
    MIN(e.created_at) AS started_at, MAX(e.created_at) AS ended_at
  FROM e JOIN ${ledgerPostings} p ON p.id = e.posting_id
  WHERE true${typeIn(ROUND_TYPES)}
  GROUP BY 1`;

export interface RoundRow { round_id: string; game: string | null; actor_id: string; bet: string; win: string; refund: string; started_at: string | Date; ended_at: string | Date }

export async function listRounds(db: Db, r: RecordRange, limit: number, offset: number) {
  return rows<RoundRow>(db, sql`
    SELECT round_id, game, actor_id, bet::text, win::text, refund::text, started_at, ended_at FROM (${rounds(r)}) g
    ORDER BY started_at DESC, round_id DESC LIMIT ${limit} OFFSET ${offset}`);
}

export async function roundTotals(db: Db, r: RecordRange) {
  const [row] = await rows<{ n: string; bet: string; win: string; refund: string }>(db, sql`
    SELECT COUNT(*)::text AS n, COALESCE(SUM(bet), 0)::text AS bet, COALESCE(SUM(win), 0)::text AS win, COALESCE(SUM(refund), 0)::text AS refund
    FROM (${rounds(r)}) g`);
  return { rounds: Number(row!.n), bet: BigInt(row!.bet), win: BigInt(row!.win), refund: BigInt(row!.refund) };
}

/** Signed net amount and number of postings per posting type over the range. */
export async function sumsByType(db: Db, r: RecordRange) {
  const found = await rows<{ type: string; total: string; n: string }>(db, sql`${mine(r)}
    SELECT p.type, SUM(e.amount)::text AS total, COUNT(*)::text AS n
    FROM e JOIN ${ledgerPostings} p ON p.id = e.posting_id GROUP BY p.type ORDER BY p.type`);
  return found.map((f) => ({ type: f.type, total: BigInt(f.total), count: Number(f.n) }));
}

/** The member's wallets at vendors (member_vendor accounts): vendor code and cached balance. */
export async function memberVendorWallets(db: Db, merchantCode: string, currency: string, memberId: number) {
  const found = await db.select({ ownerId: ledgerAccounts.ownerId, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(and(
    eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.merchantCode, merchantCode),
    eq(ledgerAccounts.ownerKind, 'member_vendor'), eq(ledgerAccounts.currency, currency),
  ));
  return found.map((f) => ({ vendorCode: f.ownerId.slice(f.ownerId.indexOf(':') + 1), balance: f.balance ?? 0n }));
}

/** The query plan of the account record's page query, for checking that it stays on the index. */
export async function explainEntries(db: Db, r: RecordRange, types: readonly string[] | null) {
  const found = await rows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN ${entriesQuery(r, types, sql`LIMIT 20`)}`);
  return found.map((f) => f['QUERY PLAN']).join('\n');
}
