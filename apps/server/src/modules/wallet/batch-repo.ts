import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerPostings } from '../../db/schema';
import type { PostedEntry } from './posting';

/** SQL of the group-commit path (batch.ts): many postings in one transaction, a few statements in all. */

export type PostingInsert = typeof ledgerPostings.$inferInsert;

/** Postings that already hold these (merchant, idempotency key) pairs. */
export async function findPostingsByKeys(db: Db, keys: { merchantCode: string; idempotencyKey: string }[]) {
  if (!keys.length) return [];
  return db.select().from(ledgerPostings).where(or(...keys.map((k) => and(eq(ledgerPostings.merchantCode, k.merchantCode), eq(ledgerPostings.idempotencyKey, k.idempotencyKey)))));
}

/** Inserts the postings; answers those inserted (a key another transaction took meanwhile is missing). */
export async function insertPostings(db: Db, rows: PostingInsert[]) {
  return db.insert(ledgerPostings).values(rows)
    .onConflictDoNothing({ target: [ledgerPostings.merchantCode, ledgerPostings.idempotencyKey] })
    .returning({ id: ledgerPostings.id, merchantCode: ledgerPostings.merchantCode, idempotencyKey: ledgerPostings.idempotencyKey, createdAt: ledgerPostings.createdAt });
}

/**
 * Every posting's entries and the tracked accounts' final balances in one statement. Entries go in
 * the order given, so an account's entries within the batch get ascending ids in the order their
 * before/after balances chain.
 */
export async function writeBatch(db: Db, entries: { postingId: number; entry: PostedEntry }[], finalBalances: Map<number, bigint>) {
  const update = finalBalances.size
    ? sql`WITH updated AS (
        UPDATE ledger_accounts AS a SET balance = v.balance, updated_at = now()
        FROM (VALUES ${sql.join([...finalBalances].map(([id, balance]) => sql`(${id}::int8, ${balance}::int8)`), sql`, `)}) AS v(id, balance)
        WHERE a.id = v.id RETURNING a.id
      ) `
    : sql``;
  const values = entries.map(({ postingId, entry: e }) => sql`(${postingId}::int8, ${e.accountId}::int8, ${e.amount}::int8, ${e.balanceBefore}::int8, ${e.balanceAfter}::int8)`);
  await db.execute(sql`${update}INSERT INTO ${ledgerEntries} (posting_id, account_id, amount, balance_before, balance_after)
    VALUES ${sql.join(values, sql`, `)}`);
}
