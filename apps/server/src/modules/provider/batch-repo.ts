import type { RawQuery } from '../../db/client';

/**
 * SQL of the seamless wallet's part in the ledger's group commit (seamless-batch.ts): fixed-text
 * statements taking one array per column, whatever the number of calls, sent pipelined with the
 * ledger's own statements of the same transaction.
 */

export interface BatchRound {
  id: number; merchantCode: string; vendorCode: string; roundId: string; memberId: number; status: 'open' | 'settled' | 'rolled_back';
}
export interface BatchTransaction {
  merchantCode: string; vendorCode: string; transactionId: string; kind: 'bet' | 'win' | 'rollback'; roundId: string; memberId: number;
  amount: bigint; refTransactionId: string | null; state: string; result: { balance: string };
}

type RoundSql = { id: string; merchant_code: string; vendor_code: string; round_id: string; member_id: number; status: BatchRound['status'] };
const round = (r: RoundSql): BatchRound => ({
  id: Number(r.id), merchantCode: r.merchant_code, vendorCode: r.vendor_code, roundId: r.round_id, memberId: r.member_id, status: r.status,
});
const roundColumns = 'r.id::text AS id, r.merchant_code, r.vendor_code, r.round_id, r.member_id, r.status';

/**
 * The calls' rounds that exist, locked in id order (so two batches lock shared rounds in the same
 * order). A bet's round that does not exist yet is inserted with the writes; a round another
 * transaction inserts meanwhile fails that insert on its unique key, and the whole batch with it.
 */
export async function lockRounds(q: RawQuery, keys: { merchantCode: string; vendorCode: string; roundId: string }[]): Promise<BatchRound[]> {
  if (!keys.length) return [];
  const found = await q<RoundSql>(`
    SELECT ${roundColumns} FROM game_rounds r
    JOIN unnest($1::text[], $2::text[], $3::text[]) AS k(merchant_code, vendor_code, round_id)
      ON r.merchant_code = k.merchant_code AND r.vendor_code = k.vendor_code AND r.round_id = k.round_id
    ORDER BY r.id FOR UPDATE OF r`,
  [keys.map((k) => k.merchantCode), keys.map((k) => k.vendorCode), keys.map((k) => k.roundId)]);
  return found.map(round);
}

/**
 * The transactions holding these ids, and every rollback naming one of them (a rollback that came
 * before its bet): the answers to replays and what refuses a late bet.
 */
export async function findTransactions(q: RawQuery, keys: { merchantCode: string; vendorCode: string; transactionId: string }[]): Promise<BatchTransaction[]> {
  if (!keys.length) return [];
  const found = await q<{
    merchant_code: string; vendor_code: string; transaction_id: string; kind: BatchTransaction['kind']; round_id: string; member_id: number;
    amount: string; ref_transaction_id: string | null; state: string; result: { balance: string };
  }>(`
    WITH k AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS k(merchant_code, vendor_code, transaction_id))
    SELECT t.merchant_code, t.vendor_code, t.transaction_id, t.kind, t.round_id, t.member_id, t.amount::text AS amount, t.ref_transaction_id, t.state, t.result
    FROM k JOIN game_transactions t ON t.merchant_code = k.merchant_code AND t.vendor_code = k.vendor_code AND t.transaction_id = k.transaction_id
    UNION ALL
    SELECT t.merchant_code, t.vendor_code, t.transaction_id, t.kind, t.round_id, t.member_id, t.amount::text, t.ref_transaction_id, t.state, t.result
    FROM k JOIN game_transactions t ON t.merchant_code = k.merchant_code AND t.vendor_code = k.vendor_code AND t.ref_transaction_id = k.transaction_id`,
  [keys.map((k) => k.merchantCode), keys.map((k) => k.vendorCode), keys.map((k) => k.transactionId)]);
  return found.map((t) => ({
    merchantCode: t.merchant_code, vendorCode: t.vendor_code, transactionId: t.transaction_id, kind: t.kind, roundId: t.round_id, memberId: t.member_id,
    amount: BigInt(t.amount), refTransactionId: t.ref_transaction_id, state: t.state, result: t.result,
  }));
}

export interface CallRow {
  merchantCode: string; vendorCode: string; transactionId: string; kind: 'bet' | 'win'; roundId: string; memberId: number; amount: bigint;
  state: 'open' | 'done'; postingId: number; balance: bigint;
  /**
   * What the call does to its round: adds to an existing one (`id`), closing it when `settledAt` is set
   * (a win, which also settles its open bets), or opens it (`id` null: a bet on a new round).
   */
  round: { id: number | null; addBet: bigint; addWin: bigint; settledAt: Date | null; gameCode: string; gameId: number | null; gameType: string | null; currency: string; demo: boolean };
}

/**
 * The calls' own rows and their rounds' new state. Each round appears once per batch (seamless-batch.ts
 * sends a second call on a round to the single path). A transaction id or a new round another
 * transaction took meanwhile fails its insert on the unique key, and the whole batch with it.
 */
export async function writeCalls(q: RawQuery, calls: CallRow[]): Promise<void> {
  if (!calls.length) return;
  const col = <T>(f: (c: CallRow) => T) => calls.map(f);
  const existing = calls.filter((c) => c.round.id !== null);
  const opened = calls.filter((c) => c.round.id === null);
  const settled = calls.filter((c) => c.round.settledAt);
  await Promise.all([
    q(`
      INSERT INTO game_transactions (merchant_code, vendor_code, transaction_id, kind, round_id, member_id, amount, state, posting_id, result)
      SELECT m, v, t, k, r, mem, a, s, p, jsonb_build_object('balance', b)
      FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int4[], $7::int8[], $8::text[], $9::int8[], $10::text[])
        AS x(m, v, t, k, r, mem, a, s, p, b)`, [
      col((c) => c.merchantCode), col((c) => c.vendorCode), col((c) => c.transactionId), col((c) => c.kind), col((c) => c.roundId),
      col((c) => c.memberId), col((c) => String(c.amount)), col((c) => c.state), col((c) => String(c.postingId)), col((c) => String(c.balance)),
    ]),
    existing.length ? q(`
      UPDATE game_rounds g SET bet_amount = g.bet_amount + u.add_bet, win_amount = g.win_amount + u.add_win,
        status = CASE WHEN u.settled_at IS NULL THEN g.status ELSE 'settled' END, settled_at = coalesce(u.settled_at, g.settled_at)
      FROM unnest($1::int8[], $2::int8[], $3::int8[], $4::timestamptz[]) AS u(id, add_bet, add_win, settled_at)
      WHERE g.id = u.id`, [
      existing.map((c) => String(c.round.id)), existing.map((c) => String(c.round.addBet)), existing.map((c) => String(c.round.addWin)),
      existing.map((c) => c.round.settledAt?.toISOString() ?? null),
    ]) : undefined,
    opened.length ? q(`
      INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, game_id, game_type, round_id, currency, demo, bet_amount)
      SELECT * FROM unnest($1::text[], $2::int4[], $3::text[], $4::text[], $5::int4[], $6::text[], $7::text[], $8::text[], $9::bool[], $10::int8[])`, [
      opened.map((c) => c.merchantCode), opened.map((c) => c.memberId), opened.map((c) => c.vendorCode), opened.map((c) => c.round.gameCode),
      opened.map((c) => c.round.gameId), opened.map((c) => c.round.gameType), opened.map((c) => c.roundId), opened.map((c) => c.round.currency),
      opened.map((c) => c.round.demo), opened.map((c) => String(c.round.addBet)),
    ]) : undefined,
    settled.length ? q(`
      UPDATE game_transactions t SET state = 'settled'
      FROM unnest($1::text[], $2::text[], $3::text[]) AS k(merchant_code, vendor_code, round_id)
      WHERE t.merchant_code = k.merchant_code AND t.vendor_code = k.vendor_code AND t.round_id = k.round_id AND t.kind = 'bet' AND t.state = 'open'`,
    [settled.map((c) => c.merchantCode), settled.map((c) => c.vendorCode), settled.map((c) => c.roundId)]) : undefined,
  ]);
}
