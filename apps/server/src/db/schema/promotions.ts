import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members, merchants } from '../schema';

/**
 * The promotions catalogue (issue 19; decision 0058). Owned by the promotions module. Texts are per
 * language (language code → text), EN the fallback, as banners and notices keep theirs.
 */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  /** What banners and notices link to (their PROMOTION target and promotionType). */
  code: text('code').notNull(),
  kind: text('kind').notNull(),
  category: text('category').notNull(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  summaries: jsonb('summaries').$type<Record<string, string>>().notNull().default({}),
  /** Safe HTML per language (cleaned by lib/html.ts before it is stored). */
  contents: jsonb('contents').$type<Record<string, string>>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The window; null ends are open. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  status: text('status').notNull().default('draft'),
  /** The card's picture, uploaded by an operator (files module storage; PNG or JPEG by its bytes); none shows the drawn art. */
  imageKey: text('image_key'),
  imageType: text('image_type'),
  /** The kind's rules (promotion-rules.ts: an apply promotion's period and largest amount), checked by its zod schema before they are stored. */
  rules: jsonb('rules').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('promotions_code').on(t.merchantCode, t.code),
  index('promotions_list').on(t.merchantCode, t.status, t.sortOrder),
  check('promotions_kind', sql`${t.kind} IN ('deposit_bonus', 'rebate', 'cashback', 'red_envelope', 'referral', 'apply', 'check_in')`),
  check('promotions_status', sql`${t.status} IN ('draft', 'active', 'paused', 'closed')`),
  check('promotions_image', sql`(${t.imageKey} IS NULL) = (${t.imageType} IS NULL)`),
  check('promotions_window', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`),
]);

/**
 * A player's application to an apply-type promotion (spec §3, §4, §5; decision 0058): a remark and up to
 * three images; an operator issues an amount from the promotion's budget or rejects it with a reason.
 * At most one pending or issued application per member and period of the promotion (the partial unique
 * index): a second one is refused, a rejected one may be made again.
 */
export const promotionApplications = pgTable('promotion_applications', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => members.id),
  /** The period of the promotion's rules it counts in, in the merchant's zone: 'once', '2026-12-03', '2026-W49', '2026-12'. */
  period: text('period').notNull(),
  remark: text('remark').notNull(),
  /** The member's uploads (purpose activity_application), checked as theirs when the application is made. */
  fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
  status: text('status').notNull().default('pending'),
  /** Issued: what was paid from the budget, and the posting that paid it. */
  amount: bigint('amount', { mode: 'bigint' }),
  postingId: bigint('posting_id', { mode: 'number' }),
  /** Rejected: why, as the player is told. */
  reason: text('reason'),
  decidedBy: text('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('promotion_applications_period').on(t.promotionId, t.memberId, t.period).where(sql`${t.status} IN ('pending', 'approved')`),
  index('promotion_applications_queue').on(t.merchantCode, t.status, t.id),
  index('promotion_applications_member').on(t.memberId, t.promotionId, t.id),
  check('promotion_applications_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  check('promotion_applications_issued', sql`(${t.status} = 'approved') = (${t.amount} IS NOT NULL AND ${t.postingId} IS NOT NULL)`),
  check('promotion_applications_amount', sql`${t.amount} IS NULL OR ${t.amount} > 0`),
  check('promotion_applications_remark', sql`char_length(${t.remark}) <= 140`),
  check('promotion_applications_files', sql`cardinality(${t.fileIds}) <= 3`),
]);

/**
 * A player's taking part in a promotion that pays on something the player does later (decision 0058): a
 * deposit bonus joined before depositing is `joined` until a qualifying deposit is credited, then `granted`
 * with the grant it paid. One live row per member and period of the promotion (the partial unique index):
 * joining twice is one participation.
 */
export const promotionParticipations = pgTable('promotion_participations', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => members.id),
  /** As an application's: 'once', or the period's first local date ('daily:2026-12-03'). */
  period: text('period').notNull(),
  status: text('status').notNull().default('joined'),
  grantId: integer('grant_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('promotion_participations_period').on(t.promotionId, t.memberId, t.period).where(sql`${t.status} IN ('joined', 'granted')`),
  index('promotion_participations_member').on(t.memberId, t.status),
  check('promotion_participations_status', sql`${t.status} IN ('joined', 'granted', 'cancelled')`),
  check('promotion_participations_granted', sql`(${t.status} = 'granted') = (${t.grantId} IS NOT NULL)`),
]);

/**
 * A bonus paid with a turnover requirement (decision 0058, "Grants and turnover"): what was paid, what must
 * be wagered and what has been, the weights per game type and the expiry it was paid under (copied from the
 * promotion's rules then, so a later edit changes no grant), and its state. `source` names what it paid for
 * (`deposit:<id>`, `apply:<id>`): one grant per promotion, member and source.
 */
export const bonusGrants = pgTable('bonus_grants', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => members.id),
  promotionId: integer('promotion_id').notNull().references(() => promotions.id),
  source: text('source').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  /** The deposit it answered (0 for a bonus of no deposit): part of the base when the rule says deposit + bonus. */
  depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull().default(sql`0`),
  model: text('model').notNull().default('wallet'),
  turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
  turnoverDone: bigint('turnover_done', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Percent per game type (every type named). */
  weights: jsonb('weights').$type<Record<string, number>>().notNull(),
  maxBet: bigint('max_bet', { mode: 'bigint' }),
  maxWin: bigint('max_win', { mode: 'bigint' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  status: text('status').notNull().default('active'),
  postingId: bigint('posting_id', { mode: 'number' }).notNull(),
  /** Forfeited or expired: what was taken back (0 when the wallet held nothing), and the posting that did. */
  takenBack: bigint('taken_back', { mode: 'bigint' }),
  closingPostingId: bigint('closing_posting_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
}, (t) => [
  unique('bonus_grants_source').on(t.promotionId, t.memberId, t.source),
  index('bonus_grants_member').on(t.memberId, t.status, t.id),
  // The expiry job's walk: active grants by their end.
  index('bonus_grants_expiry').on(t.expiresAt).where(sql`${t.status} = 'active'`),
  check('bonus_grants_status', sql`${t.status} IN ('active', 'met', 'forfeited', 'expired')`),
  check('bonus_grants_model', sql`${t.model} IN ('wallet', 'locked')`),
  check('bonus_grants_amounts', sql`${t.amount} > 0 AND ${t.turnoverRequired} >= 0 AND ${t.turnoverDone} >= 0 AND ${t.turnoverDone} <= ${t.turnoverRequired}`),
  check('bonus_grants_closed', sql`(${t.status} = 'active') = (${t.closedAt} IS NULL)`),
]);

/**
 * Where a member's turnover was last counted up to (decision 0058): rounds settled at or before `countedTo`
 * are counted, and so are those settled after it whose ids are in `recentRounds`. The mark trails the clock
 * by a few seconds (a round's settle time is written before its transaction commits, so a later read can
 * still find an earlier one); the rounds already counted past it are remembered so none counts twice.
 */
export const bonusTurnoverCursors = pgTable('bonus_turnover_cursors', {
  memberId: integer('member_id').primaryKey().references(() => members.id),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  countedTo: timestamp('counted_to', { withTimezone: true }).notNull(),
  recentRounds: bigint('recent_rounds', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One rush of a red envelope promotion (decision 0058, "Red envelopes"): opened by its first claim (one row per
 * promotion and start, so two first claims open it once), when its pool moves from the promotion's budget into
 * the promotion's pool account and its envelopes are cut; closed by the rush job after `ends_at`, when what no
 * one took goes back (`returned`, posting `return_posting_id`).
 */
export const redEnvelopeRushes = pgTable('red_envelope_rushes', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  pool: bigint('pool', { mode: 'bigint' }).notNull(),
  envelopes: integer('envelopes').notNull(),
  poolPostingId: bigint('pool_posting_id', { mode: 'number' }).notNull(),
  returned: bigint('returned', { mode: 'bigint' }),
  returnPostingId: bigint('return_posting_id', { mode: 'number' }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('red_envelope_rushes_start').on(t.promotionId, t.startsAt),
  // The rush job's walk: rushes over and not yet closed.
  index('red_envelope_rushes_open').on(t.endsAt).where(sql`${t.closedAt} IS NULL`),
  check('red_envelope_rushes_amounts', sql`${t.pool} > 0 AND ${t.envelopes} > 0 AND ${t.endsAt} > ${t.startsAt}`),
  check('red_envelope_rushes_closed', sql`(${t.closedAt} IS NULL) = (${t.returned} IS NULL)`),
]);

/**
 * A rush's envelopes, cut when it opens: their amounts add up to the rush's pool. A claim takes the first one
 * nobody holds (`FOR UPDATE SKIP LOCKED`, so a thousand players at once never wait on one row) and writes the
 * member (taken: owed to it), then its posting once paid; one per member per rush (the partial unique index).
 */
export const redEnvelopes = pgTable('red_envelopes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  rushId: integer('rush_id').notNull().references(() => redEnvelopeRushes.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  memberId: integer('member_id').references(() => members.id),
  postingId: bigint('posting_id', { mode: 'number' }),
  grantId: integer('grant_id'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
}, (t) => [
  unique('red_envelopes_seq').on(t.rushId, t.seq),
  uniqueIndex('red_envelopes_member').on(t.rushId, t.memberId).where(sql`${t.memberId} IS NOT NULL`),
  // The next envelope to take: the rush's untaken ones in order.
  index('red_envelopes_free').on(t.rushId, t.seq).where(sql`${t.memberId} IS NULL`),
  // Taken and not yet paid (a claim between its two steps, or one cut short): the rush job pays them before it closes the rush.
  index('red_envelopes_unpaid').on(t.rushId).where(sql`${t.memberId} IS NOT NULL AND ${t.postingId} IS NULL`),
  check('red_envelopes_amount', sql`${t.amount} > 0`),
  check('red_envelopes_taken', sql`(${t.memberId} IS NULL) = (${t.claimedAt} IS NULL) AND (${t.memberId} IS NOT NULL OR ${t.postingId} IS NULL)`),
]);

/**
 * What rebates and cashbacks paid (decision 0058, "Rebates and cashback"): one row per payment of a member's
 * period (a day for a rebate, a day or a week for a cashback; `period_start` its start in UTC). A period can
 * pay more than once (a manual rebate claimed during the day, the day's run paying the rest): each payment's
 * `paid_before` is what the period had paid when it was counted, and the unique row (promotion, member, period,
 * paid_before) lets exactly one of two runs counting the same state pay it. `basis` is the valid bets (rebate)
 * or net loss (cashback) the amount was counted from.
 */
export const promotionPayouts = pgTable('promotion_payouts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => members.id),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  /** `manual` (the member's claim) or `run` (the job's). */
  source: text('source').notNull(),
  basis: bigint('basis', { mode: 'bigint' }).notNull(),
  paidBefore: bigint('paid_before', { mode: 'bigint' }).notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  /** Null until the batch that claimed the row posts it (it commits with it). */
  postingId: bigint('posting_id', { mode: 'number' }),
  grantId: integer('grant_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('promotion_payouts_once').on(t.promotionId, t.memberId, t.periodStart, t.paidBefore),
  index('promotion_payouts_member').on(t.memberId, t.promotionId, t.periodStart),
  check('promotion_payouts_amount', sql`${t.amount} > 0 AND ${t.paidBefore} >= 0`),
  check('promotion_payouts_source', sql`${t.source} IN ('manual', 'run')`),
]);

/**
 * Who invited whom (refer and earn; decision 0058, "Refer and earn"): written when a player registers with
 * another player's referral code, once, never changed. Independent of any promotion: a referral promotion
 * rewards the invitees who registered while it ran.
 */
export const memberReferrals = pgTable('member_referrals', {
  inviteeId: integer('invitee_id').primaryKey().references(() => members.id),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  referrerId: integer('referrer_id').notNull().references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // The referrer's invitees, newest first (the invite page).
  index('member_referrals_referrer').on(t.referrerId, t.createdAt),
  // The job's window: the invitees of a merchant registered in the last days.
  index('member_referrals_created').on(t.merchantCode, t.createdAt),
  check('member_referrals_self', sql`${t.inviteeId} <> ${t.referrerId}`),
]);

/**
 * A referral promotion's decision on one invitee: `paid` (the referrer's reward, and the invitee's when the
 * rules give one, posted with the row) or `refused` (the invitee looked like the referrer, or the referrer's
 * limit was reached). One row per promotion and invitee: a second run, a second worker or a retry finds it.
 */
export const referralRewards = pgTable('referral_rewards', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
  inviteeId: integer('invitee_id').notNull().references(() => members.id),
  referrerId: integer('referrer_id').notNull().references(() => members.id),
  status: text('status').$type<'paid' | 'refused'>().notNull(),
  /** Why a reward was refused: `same_person` or `limit`. */
  reason: text('reason'),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  inviteeAmount: bigint('invitee_amount', { mode: 'bigint' }).notNull(),
  postingId: bigint('posting_id', { mode: 'number' }),
  inviteePostingId: bigint('invitee_posting_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('referral_rewards_once').on(t.promotionId, t.inviteeId),
  index('referral_rewards_referrer').on(t.referrerId, t.promotionId),
  check('referral_rewards_status', sql`${t.status} IN ('paid', 'refused')`),
  check('referral_rewards_amount', sql`${t.amount} >= 0 AND ${t.inviteeAmount} >= 0`),
]);
