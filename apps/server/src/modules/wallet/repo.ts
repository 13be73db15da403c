import type { ReconcileCheck } from '@platform/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings, members } from '../../db/schema';
import type { AccountKind, Owner, PostedEntry } from './posting';

export type PostingRow = typeof ledgerPostings.$inferSelect;

/** Raw statements answer `{ rows }` on both drivers; int8 and numeric values are selected as text. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The new posting, or undefined when the merchant already has one with this idempotency key. */
export async function insertPosting(db: Db, row: typeof ledgerPostings.$inferInsert) {
  const [created] = await db.insert(ledgerPostings).values(row)
    .onConflictDoNothing({ target: [ledgerPostings.merchantCode, ledgerPostings.idempotencyKey] })
    .returning({ id: ledgerPostings.id, createdAt: ledgerPostings.createdAt });
  return created;
}

export async function findPostingByKey(db: Db, merchantCode: string, idempotencyKey: string) {
  const [row] = await db.select().from(ledgerPostings)
    .where(and(eq(ledgerPostings.merchantCode, merchantCode), eq(ledgerPostings.idempotencyKey, idempotencyKey)));
  return row;
}

/** A posting's entries as they were written, in order. */
export async function listEntries(db: Db, postingId: number): Promise<PostedEntry[]> {
  const found = await db.select({
    accountId: ledgerEntries.accountId, kind: ledgerAccounts.ownerKind, ownerId: ledgerAccounts.ownerId, memberId: ledgerAccounts.memberId,
    amount: ledgerEntries.amount, balanceBefore: ledgerEntries.balanceBefore, balanceAfter: ledgerEntries.balanceAfter,
  }).from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.postingId, postingId))
    .orderBy(asc(ledgerEntries.id));
  return found.map((e) => ({ ...e, kind: e.kind as AccountKind }));
}

/** Ids of the merchant's accounts in `currency` for these owners (those that exist). */
export async function findAccounts(db: Db, merchantCode: string, currency: string, owners: Pick<Owner, 'kind' | 'ownerId'>[]) {
  // The owners as one jsonb parameter joined to the table: the same short statement for two owners or two
  // thousand (a payout run opens a chunk's wallets at once), where an OR of pairs took 0.4 s to plan and run.
  const json = JSON.stringify(owners.map((o) => ({ k: o.kind, o: o.ownerId })));
  return db.select({ id: ledgerAccounts.id, kind: ledgerAccounts.ownerKind, ownerId: ledgerAccounts.ownerId }).from(ledgerAccounts)
    .where(and(
      eq(ledgerAccounts.merchantCode, merchantCode), eq(ledgerAccounts.currency, currency),
      sql`(${ledgerAccounts.ownerKind}, ${ledgerAccounts.ownerId}) IN (SELECT x.k, x.o FROM jsonb_to_recordset(${json}::jsonb) AS x(k text, o text))`,
    ));
}

/**
 * Opens the accounts that do not exist yet, in key order (two openers of the same accounts then wait
 * on each other in one order, never crosswise). A member wallet is only opened for a member of the
 * merchant; the caller finds it missing otherwise.
 */
export async function insertAccounts(db: Db, merchantCode: string, currency: string, owners: Owner[]) {
  const values = owners.map((o) => sql`(${o.kind}::text, ${o.ownerId}::text, ${o.memberId}::int4, ${o.tracked ? 0n : null}::int8, ${o.floor}::int8)`);
  await db.execute(sql`
    INSERT INTO ${ledgerAccounts} (merchant_code, owner_kind, owner_id, member_id, currency, balance, floor)
    SELECT ${merchantCode}, v.kind, v.owner_id, v.member_id, ${currency}, v.balance, v.floor
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(kind, owner_id, member_id, balance, floor)
    WHERE v.member_id IS NULL OR EXISTS (SELECT 1 FROM ${members} m WHERE m.id = v.member_id AND m.merchant_code = ${merchantCode})
    ORDER BY v.kind, v.owner_id
    ON CONFLICT DO NOTHING`);
}

/** Locks tracked accounts for the rest of the transaction, always in ascending id order (no deadlocks). */
export async function lockAccounts(db: Db, ids: number[]) {
  return db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, floor: ledgerAccounts.floor }).from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

/**
 * A posting's writes in one statement: the new cached balances of its tracked accounts and all its
 * entries. Aggregated accounts get entries only; their rows are not touched.
 */
export async function writeEntries(db: Db, postingId: number, entries: PostedEntry[]) {
  const tracked = entries.filter((e) => e.balanceAfter !== null);
  const update = tracked.length
    ? sql`WITH updated AS (
        UPDATE ${ledgerAccounts} AS a SET balance = v.balance, updated_at = now()
        FROM (VALUES ${sql.join(tracked.map((e) => sql`(${e.accountId}::int8, ${e.balanceAfter}::int8)`), sql`, `)}) AS v(id, balance)
        WHERE a.id = v.id RETURNING a.id
      ) `
    : sql``;
  const values = entries.map((e) => sql`(${postingId}::int8, ${e.accountId}::int8, ${e.amount}::int8, ${e.balanceBefore}::int8, ${e.balanceAfter}::int8)`);
  await db.execute(sql`${update}INSERT INTO ${ledgerEntries} (posting_id, account_id, amount, balance_before, balance_after)
    VALUES ${sql.join(values, sql`, `)}`);
}

/** A member wallet's cached balance; undefined when the wallet was never opened (nothing ever posted). */
export async function memberBalance(db: Db, merchantCode: string, currency: string, memberId: number) {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(and(
    eq(ledgerAccounts.merchantCode, merchantCode), eq(ledgerAccounts.ownerKind, 'member'),
    eq(ledgerAccounts.ownerId, String(memberId)), eq(ledgerAccounts.currency, currency),
  ));
  return row?.balance ?? undefined;
}

/** An account's balance from its entries: how aggregated (operator) accounts are read. */
export async function sumEntries(db: Db, accountId: number): Promise<bigint> {
  const [row] = await rows<{ total: string }>(db, sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ${ledgerEntries} WHERE account_id = ${accountId}`);
  return BigInt(row!.total);
}

/** Read only (members belong to the member module): is this a member of the merchant, and of which type. */
export async function findMember(db: Db, merchantCode: string, id: number) {
  const [row] = await db.select({ id: members.id, type: members.type }).from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)));
  return row;
}

export interface DifferenceRow {
  merchant_code: string | null;
  account_id: string | number | null;
  posting_id: string | number | null;
  entry_id: string | number | null;
  /** Minor units as text. */
  expected: string | null;
  actual: string | null;
}

/**
 * One query per invariant of ARCHITECTURE §5, each selecting the rows that break it as
 * (merchant_code, account_id, posting_id, entry_id, expected, actual). `scope` null: every merchant;
 * else checks of postings and their entries take the posting's merchant, checks of accounts the account's.
 */
function reconcileQueries(scope: string | null): Record<ReconcileCheck, SQL> {
  const inScope = (column: SQL) => sql`(${scope}::text IS NULL OR ${column} = ${scope}::text)`;
  const sums = sql`(SELECT account_id, SUM(amount) AS total FROM ${ledgerEntries} GROUP BY account_id)`;
  return {
    posting_unbalanced: sql`
      SELECT p.merchant_code, NULL AS account_id, p.id AS posting_id, NULL AS entry_id, '0' AS expected, COALESCE(SUM(e.amount), 0)::text AS actual
      FROM ${ledgerPostings} p LEFT JOIN ${ledgerEntries} e ON e.posting_id = p.id
      WHERE ${inScope(sql`p.merchant_code`)}
      GROUP BY p.id HAVING COALESCE(SUM(e.amount), 0) <> 0 OR COUNT(e.id) < 2 ORDER BY p.id`,
    posting_mixed: sql`
      SELECT p.merchant_code, a.id AS account_id, p.id AS posting_id, e.id AS entry_id, NULL AS expected, NULL AS actual
      FROM ${ledgerEntries} e JOIN ${ledgerPostings} p ON p.id = e.posting_id JOIN ${ledgerAccounts} a ON a.id = e.account_id
      WHERE ${inScope(sql`p.merchant_code`)} AND (a.merchant_code <> p.merchant_code OR a.currency <> p.currency) ORDER BY e.id`,
    balance_vs_entries: sql`
      SELECT a.merchant_code, a.id AS account_id, NULL AS posting_id, NULL AS entry_id, COALESCE(s.total, 0)::text AS expected, a.balance::text AS actual
      FROM ${ledgerAccounts} a LEFT JOIN ${sums} s ON s.account_id = a.id
      WHERE ${inScope(sql`a.merchant_code`)} AND a.balance IS NOT NULL AND a.balance <> COALESCE(s.total, 0) ORDER BY a.id`,
    balance_vs_last_entry: sql`
      SELECT a.merchant_code, a.id AS account_id, NULL AS posting_id, l.id AS entry_id, COALESCE(l.balance_after, 0)::text AS expected, a.balance::text AS actual
      FROM ${ledgerAccounts} a
      LEFT JOIN LATERAL (SELECT e.id, e.balance_after FROM ${ledgerEntries} e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) l ON true
      WHERE ${inScope(sql`a.merchant_code`)} AND a.balance IS NOT NULL AND a.balance IS DISTINCT FROM COALESCE(l.balance_after, 0) ORDER BY a.id`,
    entry_chain: sql`
      SELECT merchant_code, account_id, posting_id, id AS entry_id,
        (CASE WHEN balance_before IS DISTINCT FROM COALESCE(previous, 0) THEN COALESCE(previous, 0) ELSE balance_before + amount END)::text AS expected,
        (CASE WHEN balance_before IS DISTINCT FROM COALESCE(previous, 0) THEN balance_before ELSE balance_after END)::text AS actual
      FROM (
        SELECT a.merchant_code, e.account_id, e.posting_id, e.id, e.amount, e.balance_before, e.balance_after,
          LAG(e.balance_after) OVER (PARTITION BY e.account_id ORDER BY e.id) AS previous
        FROM ${ledgerEntries} e JOIN ${ledgerAccounts} a ON a.id = e.account_id
        WHERE ${inScope(sql`a.merchant_code`)} AND a.balance IS NOT NULL
      ) c
      WHERE balance_before IS DISTINCT FROM COALESCE(previous, 0) OR balance_after IS DISTINCT FROM balance_before + amount ORDER BY id`,
    entry_balance_kind: sql`
      SELECT p.merchant_code, a.id AS account_id, e.posting_id, e.id AS entry_id, NULL AS expected, NULL AS actual
      FROM ${ledgerEntries} e JOIN ${ledgerPostings} p ON p.id = e.posting_id JOIN ${ledgerAccounts} a ON a.id = e.account_id
      WHERE ${inScope(sql`p.merchant_code`)}
        AND ((a.balance IS NULL) <> (e.balance_after IS NULL) OR (e.balance_before IS NULL) <> (e.balance_after IS NULL)) ORDER BY e.id`,
    entry_orphan: sql`
      SELECT p.merchant_code, e.account_id, e.posting_id, e.id AS entry_id, NULL AS expected, NULL AS actual
      FROM ${ledgerEntries} e JOIN ${ledgerPostings} p ON p.id = e.posting_id LEFT JOIN ${ledgerAccounts} a ON a.id = e.account_id
      WHERE ${inScope(sql`p.merchant_code`)} AND a.id IS NULL ORDER BY e.id`,
    below_floor: sql`
      SELECT * FROM (
        SELECT a.merchant_code, a.id AS account_id, NULL::int8 AS posting_id, NULL::int8 AS entry_id, a.floor::text AS expected, a.balance::text AS actual
        FROM ${ledgerAccounts} a WHERE ${inScope(sql`a.merchant_code`)} AND a.balance < a.floor
        UNION ALL
        SELECT a.merchant_code, a.id, NULL, NULL, '0', a.floor::text
        FROM ${ledgerAccounts} a WHERE ${inScope(sql`a.merchant_code`)} AND a.owner_kind IN ('member', 'member_vendor', 'promotion_budget') AND (a.floor IS DISTINCT FROM 0 OR a.balance IS NULL)
        UNION ALL
        SELECT a.merchant_code, a.id, e.posting_id, e.id, a.floor::text, e.balance_after::text
        FROM ${ledgerEntries} e JOIN ${ledgerAccounts} a ON a.id = e.account_id
        WHERE ${inScope(sql`a.merchant_code`)} AND e.balance_after < a.floor
      ) f ORDER BY account_id, entry_id`,
    idempotency_duplicate: sql`
      SELECT merchant_code, NULL AS account_id, MIN(id) AS posting_id, NULL AS entry_id, '1' AS expected, COUNT(*)::text AS actual
      FROM ${ledgerPostings} WHERE ${inScope(sql`merchant_code`)}
      GROUP BY merchant_code, idempotency_key HAVING COUNT(*) > 1 ORDER BY MIN(id)`,
    ledger_not_zero: sql`
      SELECT a.merchant_code, NULL AS account_id, NULL AS posting_id, NULL AS entry_id, '0' AS expected,
        SUM(COALESCE(a.balance, s.total, 0))::text AS actual
      FROM ${ledgerAccounts} a LEFT JOIN ${sums} s ON s.account_id = a.id
      WHERE ${inScope(sql`a.merchant_code`)}
      GROUP BY a.merchant_code, a.currency HAVING SUM(COALESCE(a.balance, s.total, 0)) <> 0 ORDER BY a.merchant_code`,
  };
}

/** Runs every check (at most `limit` rows each) and counts what was checked. Call inside one snapshot. */
export async function reconcile(db: Db, scope: string | null, limit: number) {
  const found = {} as Record<ReconcileCheck, DifferenceRow[]>;
  for (const [check, query] of Object.entries(reconcileQueries(scope)) as [ReconcileCheck, SQL][]) {
    found[check] = await rows<DifferenceRow>(db, sql`${query} LIMIT ${limit}`);
  }
  const inScope = (column: SQL) => sql`(${scope}::text IS NULL OR ${column} = ${scope}::text)`;
  const [counts] = await rows<{ accounts: string; postings: string; entries: string }>(db, sql`SELECT
    (SELECT COUNT(*) FROM ${ledgerAccounts} WHERE ${inScope(sql`merchant_code`)})::text AS accounts,
    (SELECT COUNT(*) FROM ${ledgerPostings} WHERE ${inScope(sql`merchant_code`)})::text AS postings,
    (SELECT COUNT(*) FROM ${ledgerEntries} e JOIN ${ledgerPostings} p ON p.id = e.posting_id WHERE ${inScope(sql`p.merchant_code`)})::text AS entries`);
  return { found, counts: { accounts: Number(counts!.accounts), postings: Number(counts!.postings), entries: Number(counts!.entries) } };
}

/**
 * Net amount per posting type on a member's main wallet since a time, for rules other modules apply
 * (the withdrawal turnover); walks the (account, time) index of the member's entries.
 */
export async function memberTotalsSince(db: Db, merchantCode: string, currency: string, memberId: number, since: Date, types: readonly string[]) {
  const found = await rows<{ type: string; total: string }>(db, sql`
    SELECT p.type, SUM(e.amount)::text AS total
    FROM ${ledgerAccounts} a
    JOIN ${ledgerEntries} e ON e.account_id = a.id AND e.created_at >= ${since.toISOString()}::timestamptz
    JOIN ${ledgerPostings} p ON p.id = e.posting_id
    WHERE a.merchant_code = ${merchantCode} AND a.owner_kind = 'member' AND a.owner_id = ${String(memberId)} AND a.currency = ${currency}
      AND p.type IN (${sql.join(types.map((t) => sql`${t}`), sql`, `)})
    GROUP BY p.type`);
  return new Map(found.map((f) => [f.type, BigInt(f.total)]));
}
