import { sql, type SQL } from 'drizzle-orm';
import { MEMBER_TYPE } from '@platform/contracts';
import type { Db, RawQuery } from '../../db/client';
import { promotionPayouts } from '../../db/schema';

/**
 * SQL of rebates and cashbacks (decision 0058, "Rebates and cashback"): what each member's period earned,
 * counted set-based from the rounds settled in it (the agent settlement's method: `game_rounds_settled` and
 * `game_rounds_member_settled`), less what the period already paid; and the payout rows the wallet's group
 * commit claims and posts with their postings (payouts-batch in payouts.ts).
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** How a period's amount is earned: a rebate's basis points per game type of valid bets, or a cashback's of net loss past a floor. */
export type Measure =
  | { kind: 'rebate'; types: string[]; bps: number[] }
  | { kind: 'cashback'; bp: number; minLoss: bigint };

export interface FigureRow { member_id: number; basis: string; earned: string; paid: string }

/**
 * Each member's figures for one period of a promotion: `basis` (valid bets of the rated game types, or net loss),
 * `earned` (capped) and `paid` so far — for every active real member with rounds settled in [from, until), or
 * for one member. `periodStart` names the period the payouts are kept under.
 */
export function periodFigures(db: Db, q: {
  merchantCode: string; promotionId: number; periodStart: Date; from: Date; until: Date; measure: Measure; cap: bigint | null; memberId?: number;
  /** Only members still owed something (the run's); false for one member's whole figures (the manual rebate page). */
  owingOnly?: boolean;
}): Promise<FigureRow[]> {
  const one = q.memberId === undefined ? sql`` : sql`AND r.member_id = ${q.memberId}`;
  const onePaid = q.memberId === undefined ? sql`` : sql`AND member_id = ${q.memberId}`;
  const m = q.measure;
  // Rebate: each rated game type's valid bets × its rate, floored per type (a fraction of a cent is nobody's).
  const earned = m.kind === 'rebate'
    ? sql`per AS (
        SELECT r.member_id, COALESCE(r.game_type, '') AS game_type, sum(r.bet_amount - r.refund_amount) AS valid
        FROM game_rounds r
        WHERE r.merchant_code = ${q.merchantCode} AND r.status = 'settled' AND NOT r.demo AND r.settled_at >= ${ts(q.from)} AND r.settled_at < ${ts(q.until)} ${one}
        GROUP BY 1, 2
      ), earned AS (
        SELECT per.member_id, sum(per.valid) AS basis, sum(floor(per.valid * x.bp / 10000)) AS earned
        FROM per JOIN unnest(${`{${m.types.join(',')}}`}::text[], ${`{${m.bps.join(',')}}`}::int4[]) AS x(game_type, bp) ON x.game_type = per.game_type
        GROUP BY per.member_id
      )`
    : sql`loss AS (
        SELECT r.member_id, sum(r.bet_amount - r.refund_amount - r.win_amount) AS basis
        FROM game_rounds r
        WHERE r.merchant_code = ${q.merchantCode} AND r.status = 'settled' AND NOT r.demo AND r.settled_at >= ${ts(q.from)} AND r.settled_at < ${ts(q.until)} ${one}
        GROUP BY 1
      ), earned AS (
        SELECT member_id, basis, floor(basis * ${m.bp} / 10000) AS earned FROM loss WHERE basis > 0 AND basis >= ${String(m.minLoss)}::int8
      )`;
  const capped = q.cap === null ? sql`e.earned` : sql`least(e.earned, ${String(q.cap)}::int8)`;
  return rows<FigureRow>(db, sql`
    WITH ${earned}, paid AS (
      SELECT member_id, sum(amount) AS paid FROM ${promotionPayouts}
      WHERE promotion_id = ${q.promotionId} AND period_start = ${ts(q.periodStart)} ${onePaid} GROUP BY member_id
    )
    SELECT e.member_id::int AS member_id, e.basis::text AS basis, ${capped}::text AS earned, COALESCE(p.paid, 0)::text AS paid
    FROM earned e
    JOIN members mb ON mb.id = e.member_id AND mb.status = 'active' AND mb.type <> ${MEMBER_TYPE.trial}
    LEFT JOIN paid p ON p.member_id = e.member_id
    ${q.owingOnly === false ? sql`` : sql`WHERE ${capped} > COALESCE(p.paid, 0)`}
    ORDER BY e.member_id`);
}

/** What a member's period has paid so far (the manual rebate page, when nothing is earned yet). */
export async function paidOf(db: Db, promotionId: number, memberId: number, periodStart: Date): Promise<bigint> {
  const [row] = await rows<{ paid: string }>(db, sql`SELECT COALESCE(sum(amount), 0)::text AS paid FROM ${promotionPayouts}
    WHERE promotion_id = ${promotionId} AND member_id = ${memberId} AND period_start = ${ts(periodStart)}`);
  return BigInt(row?.paid ?? '0');
}

export interface NewPayout {
  merchantCode: string; promotionId: number; memberId: number; periodStart: Date; source: 'manual' | 'run'; basis: bigint; paidBefore: bigint; amount: bigint;
}
const keyOf = (r: { promotionId: number; memberId: number; periodStart: Date; paidBefore: bigint }) => `${r.promotionId}:${r.memberId}:${r.periodStart.getTime()}:${r.paidBefore}`;
export const payoutKey = keyOf;

/**
 * The batch's first round trip: the payout rows, ON CONFLICT DO NOTHING — a row another run holds uncommitted
 * is waited for, then found taken. Answers the rows this batch inserted (their ids by payout key).
 */
export async function claimPayouts(q: RawQuery, list: NewPayout[]): Promise<Map<string, number>> {
  if (!list.length) return new Map();
  const sorted = [...list].sort((a, b) => a.memberId - b.memberId);
  const inserted = await q<{ id: string; promotion_id: number; member_id: number; period_start_ms: string; paid_before: string }>(`
    INSERT INTO promotion_payouts (merchant_code, promotion_id, member_id, period_start, source, basis, paid_before, amount)
    SELECT * FROM unnest($1::text[], $2::int4[], $3::int4[], $4::timestamptz[], $5::text[], $6::int8[], $7::int8[], $8::int8[])
    ON CONFLICT (promotion_id, member_id, period_start, paid_before) DO NOTHING
    RETURNING id::text, promotion_id, member_id, floor(extract(epoch FROM period_start) * 1000)::int8::text AS period_start_ms, paid_before::text`, [
    sorted.map((r) => r.merchantCode), sorted.map((r) => r.promotionId), sorted.map((r) => r.memberId), sorted.map((r) => r.periodStart.toISOString()),
    sorted.map((r) => r.source), sorted.map((r) => String(r.basis)), sorted.map((r) => String(r.paidBefore)), sorted.map((r) => String(r.amount)),
  ]);
  return new Map(inserted.map((r) => [keyOf({
    promotionId: Number(r.promotion_id), memberId: Number(r.member_id), periodStart: new Date(Number(r.period_start_ms)), paidBefore: BigInt(r.paid_before),
  }), Number(r.id)]));
}

/** The batch's posting ids on its payout rows, and the rows it claimed but did not pay removed, in one statement. */
export async function finishPayouts(q: RawQuery, postings: { id: number; postingId: number }[], unpaid: number[]) {
  if (!postings.length && !unpaid.length) return;
  await q(`
    WITH released AS (DELETE FROM promotion_payouts WHERE id = ANY($3::int8[]))
    UPDATE promotion_payouts p SET posting_id = x.posting_id FROM unnest($1::int8[], $2::int8[]) AS x(id, posting_id) WHERE p.id = x.id`,
  [postings.map((p) => String(p.id)), postings.map((p) => String(p.postingId)), unpaid.map(String)]);
}

/** The single path's row (in its transaction); undefined when another payment holds this state of the period. */
export async function insertPayout(tx: Db, row: NewPayout) {
  const [created] = await tx.insert(promotionPayouts).values(row).onConflictDoNothing().returning({ id: promotionPayouts.id });
  return created;
}

export async function setPayoutPaid(tx: Db, id: number, paid: { postingId: number; grantId: number | null }) {
  await tx.execute(sql`UPDATE ${promotionPayouts} SET posting_id = ${paid.postingId}, grant_id = ${paid.grantId} WHERE id = ${id}`);
}
