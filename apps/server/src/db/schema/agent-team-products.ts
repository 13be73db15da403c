import { sql } from 'drizzle-orm';
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The team roll-up by product (decision 0028, "Team betting"): the same job, transaction, watermark
 * and method as `agent-teams.ts`, keyed further by product. A product is a game category
 * (`game_rounds.game_type`, '' for a round without one) and a vendor; `vendor_code` '' stands for the
 * whole category (every vendor of it), because team betting groups by either and a member playing two
 * vendors of a category is one player of it. Derived data written only by the roll-up: no foreign keys.
 */

const amount = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
/** The category level of a product: all vendors of the game type. */
export const ANY_VENDOR = '';

/** One agent's whole team on one day, per category and vendor (category figures are their sum: no '' rows here). */
export const agentTeamProducts = pgTable('agent_team_products', {
  merchantCode: text('merchant_code').notNull(),
  agentId: integer('agent_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  gameType: text('game_type').notNull(),
  vendorCode: text('vendor_code').notNull(),
  /** Settled real-money rounds started that day. */
  rounds: bigint('rounds', { mode: 'number' }).notNull().default(0),
  bet: amount('bet'),
  /** Bet less refunds. */
  valid: amount('valid'),
  win: amount('win'),
}, (t) => [primaryKey({ name: 'agent_team_products_pk', columns: [t.merchantCode, t.agentId, t.day, t.gameType, t.vendorCode] })]);

/**
 * Each member's own figures per day and product, at both levels (vendor '' = the category): what moves
 * between ancestors when the member's path changes, and where each active (member, product, day) keeps
 * the histogram entry it is counted in (`since`, null while not counted).
 */
export const agentMemberProducts = pgTable('agent_member_products', {
  merchantCode: text('merchant_code').notNull(),
  memberId: integer('member_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  gameType: text('game_type').notNull(),
  vendorCode: text('vendor_code').notNull(),
  rounds: bigint('rounds', { mode: 'number' }).notNull().default(0),
  bet: amount('bet'),
  valid: amount('valid'),
  win: amount('win'),
  /** The member's previous active day of the same product ('-infinity': none within ACTIVITY_LOOKBACK_DAYS). */
  since: date('since', { mode: 'string' }),
}, (t) => [primaryKey({ name: 'agent_member_products_pk', columns: [t.memberId, t.day, t.gameType, t.vendorCode] })]);

/**
 * Distinct players of a team per product over any period: `agent_team_activity`'s histogram per
 * product (both levels). A member played a product in [from, to] exactly when one of its days of that
 * product there has `since < from`, so the players are SUM(members) over day in [from, to] and since < from.
 */
export const agentTeamProductActivity = pgTable('agent_team_product_activity', {
  merchantCode: text('merchant_code').notNull(),
  agentId: integer('agent_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  gameType: text('game_type').notNull(),
  vendorCode: text('vendor_code').notNull(),
  since: date('since', { mode: 'string' }).notNull(),
  members: integer('members').notNull().default(0),
}, (t) => [primaryKey({ name: 'agent_team_product_activity_pk', columns: [t.merchantCode, t.agentId, t.day, t.gameType, t.vendorCode, t.since] })]);
