import type { RawQuery } from '../../db/client';
import type { AccountKind, PostedEntry } from './posting';

/**
 * SQL of the group-commit path (batch.ts): many postings in one transaction, a few statements in all.
 * Each statement has fixed text and takes one array per column (`unnest`), whatever the batch size:
 * building queries per call cost more CPU than the postings.
 */

export interface PostingInsert {
  id: number; merchantCode: string; type: string; idempotencyKey: string; requestHash: string; currency: string;
  actorType: string; actorId: string; reference: string | null; memo: string | null;
}

const createdMs = 'floor(extract(epoch FROM p.created_at) * 1000)::int8::text AS created_ms';

/**
 * The batch's first statement: the postings that already hold its keys (replays), every tracked
 * account it touches, locked in ascending id order (no deadlocks), a posting id for each of its
 * postings (from the sequence, so the audit rows that name them can go out with the writes; ids of
 * replays and refusals are simply never used) and the transaction's time (now(), the postings'
 * created_at), in one round trip.
 */
export async function readBatch(q: RawQuery, keys: { merchantCode: string; idempotencyKey: string }[], trackedIds: number[]) {
  const found = await q<{ what: 'posting' | 'account' | 'id'; id: string; merchant_code: string | null; idempotency_key: string | null; request_hash: string | null; type: string | null; created_ms: string | null; balance: string | null; floor: string | null }>(`
    WITH existing AS (
      SELECT 'posting' AS what, p.id::text AS id, p.merchant_code, p.idempotency_key, p.request_hash, p.type, ${createdMs}, NULL::text AS balance, NULL::text AS floor
      FROM ledger_postings p JOIN unnest($1::text[], $2::text[]) AS k(merchant_code, idempotency_key)
        ON p.merchant_code = k.merchant_code AND p.idempotency_key = k.idempotency_key
    ), locked AS (
      SELECT 'account' AS what, a.id::text AS id, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, a.balance::text, a.floor::text
      FROM ledger_accounts a WHERE a.id = ANY($3::int8[]) ORDER BY a.id FOR UPDATE
    ), ids AS (
      SELECT 'id' AS what, nextval('ledger_postings_id_seq')::text AS id, NULL::text, NULL::text, NULL::text, NULL::text,
        floor(extract(epoch FROM now()) * 1000)::int8::text, NULL::text, NULL::text
      FROM generate_series(1, cardinality($1::text[]))
    )
    SELECT * FROM existing UNION ALL SELECT * FROM locked UNION ALL SELECT * FROM ids`,
  [keys.map((k) => k.merchantCode), keys.map((k) => k.idempotencyKey), trackedIds.map(String)]);
  const existing = found.filter((r) => r.what === 'posting').map((r) => ({
    id: Number(r.id), merchantCode: r.merchant_code!, idempotencyKey: r.idempotency_key!, requestHash: r.request_hash!, type: r.type!, createdAt: new Date(Number(r.created_ms)),
  }));
  const locked = found.filter((r) => r.what === 'account').map((r) => ({
    id: Number(r.id), balance: r.balance === null ? null : BigInt(r.balance), floor: r.floor === null ? null : BigInt(r.floor),
  }));
  const ids = found.filter((r) => r.what === 'id');
  return { existing, locked, postingIds: ids.map((r) => Number(r.id)), now: new Date(Number(ids[0]?.created_ms ?? Date.now())) };
}

/**
 * The batch's writes in one statement (data-modifying CTEs): the postings with the ids read above, the
 * tracked accounts' final balances, and every entry, inserted in the order given so an account's
 * entries get ascending ids in the order their before/after balances chain. A key another transaction
 * took meanwhile (not visible when the batch read) violates the unique key: the statement fails and
 * the transaction with it, and the caller runs the batch's postings one by one.
 */
export async function writeBatch(q: RawQuery, postings: PostingInsert[], entries: { postingId: number; entry: PostedEntry }[], finalBalances: Map<number, bigint>): Promise<void> {
  const col = <K extends keyof PostingInsert>(k: K) => postings.map((p) => p[k]);
  const text = (v: bigint | number | null) => (v === null ? null : String(v));
  await q(`
    WITH p AS (
      INSERT INTO ledger_postings (id, merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id, reference, memo)
      SELECT * FROM unnest($1::int8[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
    ), balances AS (
      UPDATE ledger_accounts AS a SET balance = v.balance, updated_at = now()
      FROM unnest($11::int8[], $12::int8[]) AS v(id, balance) WHERE a.id = v.id
    )
    INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
    SELECT x.posting_id, x.account_id, x.amount, x.balance_before, x.balance_after
    FROM unnest($13::int8[], $14::int8[], $15::int8[], $16::int8[], $17::int8[]) WITH ORDINALITY
      AS x(posting_id, account_id, amount, balance_before, balance_after, ord)
    ORDER BY x.ord`, [
    col('id').map(String), col('merchantCode'), col('type'), col('idempotencyKey'), col('requestHash'), col('currency'), col('actorType'), col('actorId'), col('reference'), col('memo'),
    [...finalBalances.keys()].map(String), [...finalBalances.values()].map(String),
    entries.map((e) => String(e.postingId)), entries.map((e) => String(e.entry.accountId)),
    entries.map((e) => String(e.entry.amount)), entries.map((e) => text(e.entry.balanceBefore)), entries.map((e) => text(e.entry.balanceAfter)),
  ]);
}

/** A posting's entries as written, in order (the answer to a replay). */
export async function listEntries(q: RawQuery, postingId: number): Promise<PostedEntry[]> {
  const found = await q<{ account_id: string; kind: string; owner_id: string; member_id: number | null; amount: string; before: string | null; after: string | null }>(`
    SELECT e.account_id::text AS account_id, a.owner_kind AS kind, a.owner_id, a.member_id, e.amount::text AS amount,
      e.balance_before::text AS before, e.balance_after::text AS after
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.posting_id = $1 ORDER BY e.id`, [postingId]);
  return found.map((r) => ({
    accountId: Number(r.account_id), kind: r.kind as AccountKind, ownerId: r.owner_id, memberId: r.member_id, amount: BigInt(r.amount),
    balanceBefore: r.before === null ? null : BigInt(r.before), balanceAfter: r.after === null ? null : BigInt(r.after),
  }));
}
