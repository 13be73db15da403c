import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralRewards } from '../../db/schema';

/**
 * SQL of refer and earn (decision 0058, "Refer and earn"): which invitees of a referral promotion have met its
 * conditions and have no decision yet, the decision rows, and the referrer's invite page. The deposits and
 * rounds are read where they are kept (`deposits_member`, `game_rounds_member_settled`), one invitee at a time:
 * an invitee's window is days, not history.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The invitee's first credited deposit (its amount, null when none) made before the deadline. */
const firstDeposit = (deadline: SQL) => sql`(SELECT d.amount FROM deposits d WHERE d.member_id = r.invitee_id AND d.status = 'approved' AND d.created_at < ${deadline} ORDER BY d.id LIMIT 1)`;
/** Valid bets (bets less refunds) of the invitee's real rounds settled from registering until the deadline. */
const validBet = (deadline: SQL) => sql`(SELECT COALESCE(sum(g.bet_amount - g.refund_amount), 0) FROM game_rounds g
  WHERE g.member_id = r.invitee_id AND g.status = 'settled' AND NOT g.demo AND g.settled_at >= r.created_at AND g.settled_at < ${deadline})`;
const deadlineOf = (days: number) => sql`r.created_at + make_interval(days => ${days}::int)`;

export interface QualifiedRow { invitee_id: number; referrer_id: number; same_person: boolean }

/**
 * The invitees who registered in [from, until) and met the conditions within their window, with no decision of
 * this promotion yet; `same_person` when the invitee shares the referrer's registration or last login address,
 * mobile or bank account name. Both accounts must be active.
 */
export function qualified(db: Db, q: {
  merchantCode: string; promotionId: number; from: Date; until: Date; withinDays: number; minFirstDeposit: bigint; minValidBet: bigint;
}): Promise<QualifiedRow[]> {
  const deadline = deadlineOf(q.withinDays);
  return rows<QualifiedRow>(db, sql`
    SELECT r.invitee_id, r.referrer_id,
      (inv.register_ip IS NOT NULL AND inv.register_ip IN (ref.register_ip, ref.last_login_ip))
        OR (inv.mobile IS NOT NULL AND inv.mobile = ref.mobile AND inv.dialing_code IS NOT DISTINCT FROM ref.dialing_code)
        OR (inv.payee_name IS NOT NULL AND lower(btrim(inv.payee_name)) = lower(btrim(ref.payee_name))) AS same_person
    FROM member_referrals r
    JOIN members inv ON inv.id = r.invitee_id AND inv.status = 'active'
    JOIN members ref ON ref.id = r.referrer_id AND ref.status = 'active'
    WHERE r.merchant_code = ${q.merchantCode} AND r.created_at >= ${ts(q.from)} AND r.created_at < ${ts(q.until)}
      AND NOT EXISTS (SELECT 1 FROM ${referralRewards} w WHERE w.promotion_id = ${q.promotionId} AND w.invitee_id = r.invitee_id)
      AND ${firstDeposit(deadline)} >= greatest(${String(q.minFirstDeposit)}::int8, 1)
      AND ${validBet(deadline)} >= ${String(q.minValidBet)}::int8
    ORDER BY r.created_at, r.invitee_id`);
}

/** Locks the referrer for the decision (their limit is counted under it) and answers how many rewards of the promotion they were paid. */
export async function lockReferrer(tx: Db, promotionId: number, referrerId: number): Promise<number> {
  await tx.execute(sql`SELECT id FROM members WHERE id = ${referrerId} FOR UPDATE`);
  const [row] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${referralRewards}
    WHERE referrer_id = ${referrerId} AND promotion_id = ${promotionId} AND status = 'paid'`);
  return row?.n ?? 0;
}

export type NewDecision = typeof referralRewards.$inferInsert;

/** The decision's row; undefined when another run decided first (it waited for that run's commit). */
export async function insertDecision(tx: Db, row: NewDecision) {
  const [created] = await tx.insert(referralRewards).values(row).onConflictDoNothing().returning({ id: referralRewards.id });
  return created;
}

export async function setPostings(tx: Db, id: number, postings: { postingId: number | null; inviteePostingId: number | null }) {
  await tx.execute(sql`UPDATE ${referralRewards} SET posting_id = ${postings.postingId}, invitee_posting_id = ${postings.inviteePostingId} WHERE id = ${id}`);
}

export interface Totals { invited: number; rewarded: number; earned: string }

/** The referrer's whole record: invitees, invitees they were paid for, what they were paid. */
export async function totalsOf(db: Db, referrerId: number): Promise<Totals> {
  const [row] = await rows<Totals>(db, sql`SELECT
      (SELECT count(*)::int FROM member_referrals WHERE referrer_id = ${referrerId}) AS invited,
      (SELECT count(DISTINCT invitee_id)::int FROM ${referralRewards} WHERE referrer_id = ${referrerId} AND status = 'paid') AS rewarded,
      (SELECT COALESCE(sum(amount), 0)::text FROM ${referralRewards} WHERE referrer_id = ${referrerId} AND status = 'paid') AS earned`);
  return row ?? { invited: 0, rewarded: 0, earned: '0' };
}

export interface InviteeRow {
  username: string; created_ms: string; first_deposit: string | null; valid_bet: string; reward: string | null; refused: boolean;
}

/**
 * The referrer's newest invitees with what they did in their window (the running promotion's `withinDays`, or
 * until now without one) and the referrer's reward for each (any promotion); `refused` by `promotionId`.
 */
export function inviteesOf(db: Db, q: { referrerId: number; promotionId: number | null; withinDays: number | null; at: Date; limit: number }): Promise<InviteeRow[]> {
  const deadline = q.withinDays === null ? ts(q.at) : sql`least(${deadlineOf(q.withinDays)}, ${ts(q.at)})`;
  return rows<InviteeRow>(db, sql`
    SELECT inv.username, floor(extract(epoch FROM r.created_at) * 1000)::int8::text AS created_ms, ${firstDeposit(deadline)}::text AS first_deposit, ${validBet(deadline)}::text AS valid_bet,
      (SELECT sum(w.amount)::text FROM ${referralRewards} w WHERE w.invitee_id = r.invitee_id AND w.referrer_id = r.referrer_id AND w.status = 'paid') AS reward,
      EXISTS (SELECT 1 FROM ${referralRewards} w WHERE w.invitee_id = r.invitee_id AND w.promotion_id = ${q.promotionId ?? 0} AND w.status = 'refused') AS refused
    FROM member_referrals r JOIN members inv ON inv.id = r.invitee_id
    WHERE r.referrer_id = ${q.referrerId}
    ORDER BY r.created_at DESC, r.invitee_id DESC
    LIMIT ${q.limit}`);
}
