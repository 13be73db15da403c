import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The agent area's team roll-ups (issue 6; decision 0028). Owned by the agent module; written only by
 * its roll-up job (`agent-team-rollup`), which reads settled rounds, deposit postings and the members'
 * path and adds each member's figures to every ancestor on the path, set-based. Days are calendar days
 * in the merchant's zone. Amounts are minor units. Derived data: no foreign keys, so the bulk roll-up
 * does not look every row up again.
 */

const amount = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);

/** One agent's whole team (every depth below it, not the agent itself) on one day. */
export const agentTeamDays = pgTable('agent_team_days', {
  merchantCode: text('merchant_code').notNull(),
  agentId: integer('agent_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  /** Settled real-money rounds started that day. */
  rounds: bigint('rounds', { mode: 'number' }).notNull().default(0),
  bet: amount('bet'),
  /** Bet less refunds. */
  valid: amount('valid'),
  win: amount('win'),
  depositCount: bigint('deposit_count', { mode: 'number' }).notNull().default(0),
  depositAmount: amount('deposit_amount'),
  /** Withdrawals paid out (held less released), and bonuses credited. */
  withdrawalAmount: amount('withdrawal_amount'),
  bonusAmount: amount('bonus_amount'),
  newMembers: integer('new_members').notNull().default(0),
}, (t) => [primaryKey({ name: 'agent_team_days_pk', columns: [t.merchantCode, t.agentId, t.day] })]);

/**
 * Distinct active members of a team over any period, from a histogram: for each member's active day
 * `day`, `since` is the member's previous active day of the same kind ('-infinity' when there is none
 * within ACTIVITY_LOOKBACK_DAYS). A member is active in [from, to] exactly when one of its active days
 * in [from, to] has `since < from` (its first one there), so the period's count is the sum of
 * `members` over day in [from, to] and since < from: one index range per agent, whatever the team size.
 */
export const agentTeamActivity = pgTable('agent_team_activity', {
  merchantCode: text('merchant_code').notNull(),
  agentId: integer('agent_id').notNull(),
  /** play: a settled real-money round; deposit: a deposit posting. */
  kind: text('kind').$type<'play' | 'deposit'>().notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  since: date('since', { mode: 'string' }).notNull(),
  members: integer('members').notNull().default(0),
}, (t) => [
  primaryKey({ name: 'agent_team_activity_pk', columns: [t.merchantCode, t.agentId, t.kind, t.day, t.since] }),
  check('agent_team_activity_kind', sql`${t.kind} IN ('play', 'deposit')`),
]);

/**
 * Each member's own figures per day, as rolled up: what moves between ancestors when a member's path
 * changes, and where each active day's `since` is kept (null while not yet in the histogram).
 */
export const agentMemberDays = pgTable('agent_member_days', {
  merchantCode: text('merchant_code').notNull(),
  memberId: integer('member_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  rounds: bigint('rounds', { mode: 'number' }).notNull().default(0),
  bet: amount('bet'),
  valid: amount('valid'),
  win: amount('win'),
  depositCount: bigint('deposit_count', { mode: 'number' }).notNull().default(0),
  depositAmount: amount('deposit_amount'),
  withdrawalAmount: amount('withdrawal_amount'),
  bonusAmount: amount('bonus_amount'),
  /** The histogram row this active day is counted in (null: not counted yet). */
  playSince: date('play_since', { mode: 'string' }),
  depositSince: date('deposit_since', { mode: 'string' }),
  /** The merchant histogram row (decision 0050) of this day as a day with a round or a deposit. */
  activeSince: date('active_since', { mode: 'string' }),
}, (t) => [
  primaryKey({ name: 'agent_member_days_pk', columns: [t.memberId, t.day] }),
  // The back office's player profit and loss (decision 0050): a merchant's members over a period.
  index('agent_member_days_merchant_day').on(t.merchantCode, t.day),
]);

/**
 * What each settled round contributed when it was rolled up: a round amended after its settlement (a
 * late win moves `settled_at`) is rolled up again as the difference, never twice.
 */
export const agentRolledRounds = pgTable('agent_rolled_rounds', {
  roundId: bigint('round_id', { mode: 'number' }).primaryKey(),
  bet: amount('bet'),
  refund: amount('refund'),
  win: amount('win'),
});

/** Each member as the roll-up last placed it: a changed path or type moves its figures and counts. */
export const agentRolledMembers = pgTable('agent_rolled_members', {
  memberId: integer('member_id').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  path: text('path').notNull(),
  type: smallint('type').notNull(),
  /** Registration day in the merchant's zone (new members). */
  day: date('day', { mode: 'string' }).notNull(),
});

/** Team size and agents among the team, per agent, as of the last roll-up. */
export const agentTeamSizes = pgTable('agent_team_sizes', {
  merchantCode: text('merchant_code').notNull(),
  agentId: integer('agent_id').notNull(),
  team: integer('team').notNull().default(0),
  agents: integer('agents').notNull().default(0),
}, (t) => [primaryKey({ name: 'agent_team_sizes_pk', columns: [t.merchantCode, t.agentId] })]);

/**
 * The roll-up's watermarks (one row, locked by each run): rounds settled and deposits posted before
 * `rounds_at` / `deposits_at` (`money_at`) are in the tables above; members up to `member_id` were placed.
 */
export const agentRollupState = pgTable('agent_rollup_state', {
  id: smallint('id').primaryKey().default(1),
  roundsAt: timestamp('rounds_at', { withTimezone: true }).notNull(),
  depositsAt: timestamp('deposits_at', { withTimezone: true }).notNull(),
  /**
   * Withdrawal and bonus postings before this instant are in the tables. They joined the roll-up after
   * deposits (migration 0021): from 1970 the next run catches up on their history up to
   * `deposits_at`, then both move together.
   */
  moneyAt: timestamp('money_at', { withTimezone: true }).notNull().default(sql`'1970-01-01T00:00:00Z'`),
  memberId: integer('member_id').notNull().default(0),
  ranAt: timestamp('ran_at', { withTimezone: true }),
  ranMs: integer('ran_ms'),
}, (t) => [check('agent_rollup_state_one', sql`${t.id} = 1`)]);

export type AgentTeamActivityKind = 'play' | 'deposit';
/** How far back a member's previous active day is remembered; longer periods than this are refused. */
export const ACTIVITY_LOOKBACK_DAYS = 400;
