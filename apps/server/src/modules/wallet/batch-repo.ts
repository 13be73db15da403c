import type { RawQuery } from '../../db/client';
import type { AccountKind, PostedEntry } from './posting';

/**
 * SQL of the group-commit path (batch.ts): many postings in one transaction, a few statements in all.
 * Each statement has fixed text (a prepared statement on PostgreSQL) and takes one array per column
 * (`unnest`), whatever the batch size: building queries per call cost more CPU than the postings.
 */

export interface PostingInsert {
  merchantCode: string; type: string; idempotencyKey: string; requestHash: string; currency: string;
  actorType: string; actorId: string; reference: string | null; memo: string | null;
}

const createdMs = 'floor(extract(epoch FROM p.created_at) * 1000)::int8::text AS created_ms';

/** Postings that already hold these (merchant, idempotency key) pairs. */
export async function findPostingsByKeys(q: RawQuery, keys: { merchantCode: string; idempotencyKey: string }[]) {
  if (!keys.length) return [];
  const found = await q<{ id: string; merchant_code: string; idempotency_key: string; request_hash: string; type: string; created_ms: string }>('wallet_batch_existing', `
    SELECT p.id::text AS id, p.merchant_code, p.idempotency_key, p.request_hash, p.type, ${createdMs}
    FROM ledger_postings p JOIN unnest($1::text[], $2::text[]) AS k(merchant_code, idempotency_key)
      ON p.merchant_code = k.merchant_code AND p.idempotency_key = k.idempotency_key`,
  [keys.map((k) => k.merchantCode), keys.map((k) => k.idempotencyKey)]);
  return found.map((r) => ({
    id: Number(r.id), merchantCode: r.merchant_code, idempotencyKey: r.idempotency_key, requestHash: r.request_hash, type: r.type, createdAt: new Date(Number(r.created_ms)),
  }));
}

/** Locks tracked accounts for the rest of the transaction, in ascending id order (no deadlocks). */
export async function lockAccounts(q: RawQuery, ids: number[]) {
  const found = await q<{ id: string; balance: string | null; floor: string | null }>('wallet_batch_lock', `
    SELECT id::text AS id, balance::text AS balance, floor::text AS floor FROM ledger_accounts
    WHERE id = ANY($1::int8[]) ORDER BY id FOR UPDATE`, [ids.map(String)]);
  return found.map((r) => ({ id: Number(r.id), balance: r.balance === null ? null : BigInt(r.balance), floor: r.floor === null ? null : BigInt(r.floor) }));
}

/** Inserts the postings; answers those inserted (a key another transaction took meanwhile is missing). */
export async function insertPostings(q: RawQuery, postings: PostingInsert[]) {
  const col = <K extends keyof PostingInsert>(k: K) => postings.map((p) => p[k]);
  const found = await q<{ id: string; merchant_code: string; idempotency_key: string; created_ms: string }>('wallet_batch_postings', `
    INSERT INTO ledger_postings AS p (merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id, reference, memo)
    SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
    ON CONFLICT (merchant_code, idempotency_key) DO NOTHING
    RETURNING p.id::text AS id, p.merchant_code, p.idempotency_key, ${createdMs}`,
  [col('merchantCode'), col('type'), col('idempotencyKey'), col('requestHash'), col('currency'), col('actorType'), col('actorId'), col('reference'), col('memo')]);
  return found.map((r) => ({ id: Number(r.id), merchantCode: r.merchant_code, idempotencyKey: r.idempotency_key, createdAt: new Date(Number(r.created_ms)) }));
}

/**
 * Every posting's entries and the tracked accounts' final balances in one statement. Entries go in
 * the order given, so an account's entries within the batch get ascending ids in the order their
 * before/after balances chain.
 */
export async function writeBatch(q: RawQuery, entries: { postingId: number; entry: PostedEntry }[], finalBalances: Map<number, bigint>) {
  const text = (v: bigint | number | null) => (v === null ? null : String(v));
  await q('wallet_batch_entries', `
    WITH updated AS (
      UPDATE ledger_accounts AS a SET balance = v.balance, updated_at = now()
      FROM unnest($1::int8[], $2::int8[]) AS v(id, balance) WHERE a.id = v.id RETURNING a.id
    )
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
    SELECT * FROM unnest($3::int8[], $4::int8[], $5::int8[], $6::int8[], $7::int8[])`, [
    [...finalBalances.keys()].map(String), [...finalBalances.values()].map(String),
    entries.map((e) => String(e.postingId)), entries.map((e) => String(e.entry.accountId)), entries.map((e) => String(e.entry.amount)),
    entries.map((e) => text(e.entry.balanceBefore)), entries.map((e) => text(e.entry.balanceAfter)),
  ]);
}

/** A posting's entries as written, in order (the answer to a replay). */
export async function listEntries(q: RawQuery, postingId: number): Promise<PostedEntry[]> {
  const found = await q<{ account_id: string; kind: string; owner_id: string; member_id: number | null; amount: string; before: string | null; after: string | null }>('wallet_batch_replay', `
    SELECT e.account_id::text AS account_id, a.owner_kind AS kind, a.owner_id, a.member_id, e.amount::text AS amount,
      e.balance_before::text AS before, e.balance_after::text AS after
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.posting_id = $1 ORDER BY e.id`, [postingId]);
  return found.map((r) => ({
    accountId: Number(r.account_id), kind: r.kind as AccountKind, ownerId: r.owner_id, memberId: r.member_id, amount: BigInt(r.amount),
    balanceBefore: r.before === null ? null : BigInt(r.before), balanceAfter: r.after === null ? null : BigInt(r.after),
  }));
}
