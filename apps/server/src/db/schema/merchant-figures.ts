import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The back office's merchant roll-up (issue 18, decision 0050): the dashboard's and the reports' figures
 * per merchant and calendar day in the merchant's zone. Written only by the agent team roll-up's job
 * (decision 0028), in the same transaction and from the same source ranges and watermarks, so the two
 * roll-ups never disagree. Amounts are minor units. Derived data: no foreign keys.
 */

const amount = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** One merchant's day: rounds (by the day they started, as the agent roll-up), money (by posting day), registrations. */
export const merchantDays = pgTable('merchant_days', {
  merchantCode: text('merchant_code').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  rounds: count('rounds'),
  bet: amount('bet'),
  /** Bet less refunds. */
  valid: amount('valid'),
  win: amount('win'),
  depositCount: count('deposit_count'),
  depositAmount: amount('deposit_amount'),
  /** Withdrawals held less released on the members' main wallets (what was paid out, or is waiting to be). */
  withdrawalCount: count('withdrawal_count'),
  withdrawalAmount: amount('withdrawal_amount'),
  bonusAmount: amount('bonus_amount'),
  /** Operator adjustments to members' wallets, signed (credits less debits). */
  adjustmentAmount: amount('adjustment_amount'),
  newMembers: integer('new_members').notNull().default(0),
  /** Members whose first deposit ever was on this day. */
  firstDepositors: integer('first_depositors').notNull().default(0),
  /** Members active this day (a round or a deposit): the day's own count, so a chart of a year reads 366 rows, not the histogram. */
  activePlayers: integer('active_players').notNull().default(0),
  /**
   * Of those, the members for whom this is their first active day of its ISO week (Monday to Sunday) or of its
   * calendar month: a week's or a month's distinct active players is the sum over its days (a chart of a year
   * by week reads 366 rows, not the histogram's 44,000 in the bench).
   */
  weekFirstActive: integer('week_first_active').notNull().default(0),
  monthFirstActive: integer('month_first_active').notNull().default(0),
}, (t) => [primaryKey({ name: 'merchant_days_pk', columns: [t.merchantCode, t.day] })]);

/** Rounds per day, category (game_type; '' when none) and vendor: GGR by vendor and product. */
export const merchantProducts = pgTable('merchant_products', {
  merchantCode: text('merchant_code').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  gameType: text('game_type').notNull(),
  vendorCode: text('vendor_code').notNull(),
  rounds: count('rounds'),
  bet: amount('bet'),
  valid: amount('valid'),
  win: amount('win'),
}, (t) => [primaryKey({ name: 'merchant_products_pk', columns: [t.merchantCode, t.day, t.gameType, t.vendorCode] })]);

/** Deposits and withdrawals per day and channel ('' when a withdrawal names none). */
export const merchantChannels = pgTable('merchant_channels', {
  merchantCode: text('merchant_code').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind').$type<'deposit' | 'withdrawal'>().notNull(),
  channelCode: text('channel_code').notNull(),
  count: count('count'),
  amount: amount('amount'),
}, (t) => [
  primaryKey({ name: 'merchant_channels_pk', columns: [t.merchantCode, t.kind, t.channelCode, t.day] }),
  check('merchant_channels_kind', sql`${t.kind} IN ('deposit', 'withdrawal')`),
]);

/**
 * Active players (a settled real-money round or a deposit) over any period, as the agent roll-up's
 * histogram (decision 0028): for each member's active day, `since` is its previous active day
 * ('-infinity' beyond ACTIVITY_LOOKBACK_DAYS); the period's count is SUM(members) over day in [from, to]
 * and since < from.
 */
export const merchantActivity = pgTable('merchant_activity', {
  merchantCode: text('merchant_code').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  since: date('since', { mode: 'string' }).notNull(),
  members: integer('members').notNull().default(0),
}, (t) => [primaryKey({ name: 'merchant_activity_pk', columns: [t.merchantCode, t.day, t.since] })]);

/** Each member's first deposit day as counted in `merchant_days.first_depositors` (a late earlier deposit moves it). */
export const merchantFirstDeposits = pgTable('merchant_first_deposits', {
  memberId: integer('member_id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
}, (t) => [index('merchant_first_deposits_day').on(t.merchantCode, t.day)]);
