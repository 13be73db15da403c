import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ledgerPostings } from '../../db/schema';
import type { PostedEntry } from './posting';

/**
 * SQL of the group-commit path (batch.ts): many postings in one transaction, a few statements in all.
 * Rows travel as one array per column (`unnest`), so each statement's text and parameter count stay
 * the same whatever the batch size: building a query of hundreds of parameters cost more CPU than
 * the rest of a posting.
 */

export type PostingInsert = Required<Pick<typeof ledgerPostings.$inferInsert, 'merchantCode' | 'type' | 'idempotencyKey' | 'requestHash' | 'currency' | 'actorType' | 'actorId'>>
  & { reference: string | null; memo: string | null };

const arr = (values: unknown[]) => sql.param(values);
// Both drivers answer int8 and timestamps as text here; times come back as epoch milliseconds.
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Postings that already hold these (merchant, idempotency key) pairs. */
export async function findPostingsByKeys(db: Db, keys: { merchantCode: string; idempotencyKey: string }[]) {
  if (!keys.length) return [];
  const found = await rows<{ id: string; merchant_code: string; idempotency_key: string; request_hash: string; type: string; created_ms: string }>(db, sql`
    SELECT p.id::text AS id, p.merchant_code, p.idempotency_key, p.request_hash, p.type, floor(extract(epoch FROM p.created_at) * 1000)::int8::text AS created_ms
    FROM ledger_postings p
    JOIN unnest(${arr(keys.map((k) => k.merchantCode))}::text[], ${arr(keys.map((k) => k.idempotencyKey))}::text[]) AS k(merchant_code, idempotency_key)
      ON p.merchant_code = k.merchant_code AND p.idempotency_key = k.idempotency_key`);
  return found.map((r) => ({
    id: Number(r.id), merchantCode: r.merchant_code, idempotencyKey: r.idempotency_key, requestHash: r.request_hash, type: r.type, createdAt: new Date(Number(r.created_ms)),
  }));
}

/** Locks tracked accounts for the rest of the transaction, in ascending id order (no deadlocks). */
export async function lockAccounts(db: Db, ids: number[]) {
  const found = await rows<{ id: string; balance: string | null; floor: string | null }>(db, sql`
    SELECT id::text AS id, balance::text AS balance, floor::text AS floor FROM ledger_accounts
    WHERE id = ANY(${arr(ids.map(String))}::int8[]) ORDER BY id FOR UPDATE`);
  return found.map((r) => ({ id: Number(r.id), balance: r.balance === null ? null : BigInt(r.balance), floor: r.floor === null ? null : BigInt(r.floor) }));
}

/** Inserts the postings; answers those inserted (a key another transaction took meanwhile is missing). */
export async function insertPostings(db: Db, postings: PostingInsert[]) {
  const col = <K extends keyof PostingInsert>(k: K) => arr(postings.map((p) => p[k]));
  const found = await rows<{ id: string; merchant_code: string; idempotency_key: string; created_ms: string }>(db, sql`
    INSERT INTO ledger_postings (merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id, reference, memo)
    SELECT * FROM unnest(${col('merchantCode')}::text[], ${col('type')}::text[], ${col('idempotencyKey')}::text[], ${col('requestHash')}::text[],
      ${col('currency')}::text[], ${col('actorType')}::text[], ${col('actorId')}::text[], ${col('reference')}::text[], ${col('memo')}::text[])
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING id::text AS id, merchant_code, idempotency_key, floor(extract(epoch FROM created_at) * 1000)::int8::text AS created_ms`);
  return found.map((r) => ({ id: Number(r.id), merchantCode: r.merchant_code, idempotencyKey: r.idempotency_key, createdAt: new Date(Number(r.created_ms)) }));
}

/**
 * Every posting's entries and the tracked accounts' final balances in one statement. Entries go in
 * the order given, so an account's entries within the batch get ascending ids in the order their
 * before/after balances chain.
 */
export async function writeBatch(db: Db, entries: { postingId: number; entry: PostedEntry }[], finalBalances: Map<number, bigint>) {
  const text = (v: bigint | number | null) => (v === null ? null : String(v));
  await db.execute(sql`
    WITH updated AS (
      UPDATE ledger_accounts AS a SET balance = v.balance, updated_at = now()
      FROM unnest(${arr([...finalBalances.keys()].map(String))}::int8[], ${arr([...finalBalances.values()].map(String))}::int8[]) AS v(id, balance)
      WHERE a.id = v.id RETURNING a.id
    )
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
    SELECT * FROM unnest(${arr(entries.map((e) => String(e.postingId)))}::int8[], ${arr(entries.map((e) => String(e.entry.accountId)))}::int8[],
      ${arr(entries.map((e) => String(e.entry.amount)))}::int8[], ${arr(entries.map((e) => text(e.entry.balanceBefore)))}::int8[],
      ${arr(entries.map((e) => text(e.entry.balanceAfter)))}::int8[])`);
}
