import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members, merchants } from '../schema';

/**
 * Provider integration (issue 5; decision 0019). Owned by the provider module: launch sessions, the
 * rounds a provider plays and every wallet call it made (the seamless wallet's idempotency record).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One launch of one game by one member. The provider gets the raw token in the launch URL and
 * authenticates with it; only its SHA-256 is stored, so a database leak cannot be replayed.
 */
export const providerSessions = pgTable('provider_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  vendorCode: text('vendor_code').notNull(),
  gameCode: text('game_code').notNull(),
  gameId: integer('game_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  /** 1 real money, 0 free play (a trial account's play money). */
  accountType: smallint('account_type').notNull(),
  language: text('language').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  unique('provider_sessions_token').on(t.tokenHash),
  index('provider_sessions_member').on(t.merchantCode, t.memberId, t.id),
]);

/** One round at a provider: the sum of its bets and wins, and whether it is still open. */
export const gameRounds = pgTable('game_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  vendorCode: text('vendor_code').notNull(),
  gameCode: text('game_code').notNull(),
  /** The catalogue's nodeId, when the game is in the catalogue. */
  gameId: integer('game_id'),
  /** The game's category (RNG, FISH, ...), copied so the winners board filters on its own index. */
  gameType: text('game_type'),
  roundId: text('round_id').notNull(),
  status: text('status').$type<'open' | 'settled' | 'rolled_back'>().notNull().default('open'),
  betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull().default(sql`0`),
  winAmount: bigint('win_amount', { mode: 'bigint' }).notNull().default(sql`0`),
  refundAmount: bigint('refund_amount', { mode: 'bigint' }).notNull().default(sql`0`),
  currency: text('currency').notNull(),
  /** Played with a trial account's play money: never on the winners board or in real figures. */
  demo: boolean('demo').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
}, (t) => [
  unique('game_rounds_round').on(t.merchantCode, t.vendorCode, t.roundId),
  // The winners board: the biggest real wins, per merchant and per merchant and category.
  index('game_rounds_winners').on(t.merchantCode, t.winAmount.desc()).where(sql`${t.status} = 'settled' AND ${t.winAmount} > 0 AND NOT ${t.demo}`),
  index('game_rounds_winners_type').on(t.merchantCode, t.gameType, t.winAmount.desc()).where(sql`${t.status} = 'settled' AND ${t.winAmount} > 0 AND NOT ${t.demo}`),
  index('game_rounds_member').on(t.merchantCode, t.memberId, t.startedAt),
  // Agent contract settlement reads a period's settled real-money rounds as one range (decision 0026).
  index('game_rounds_settled').on(t.merchantCode, t.settledAt).where(sql`${t.status} = 'settled' AND NOT ${t.demo}`),
  // A member's turnover towards its bonuses is counted from its rounds settled since the last count (decision 0058).
  index('game_rounds_member_settled').on(t.memberId, t.settledAt).where(sql`${t.status} = 'settled' AND NOT ${t.demo}`),
  check('game_rounds_status', sql`${t.status} IN ('open', 'settled', 'rolled_back')`),
  check('game_rounds_amounts', sql`${t.betAmount} >= 0 AND ${t.winAmount} >= 0 AND ${t.refundAmount} >= 0`),
]);

/**
 * Every seamless wallet call that changed state (or was remembered so it cannot later): the
 * provider's transaction id is the idempotency key, and `result` is what was answered, for replays.
 */
export const gameTransactions = pgTable('game_transactions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  vendorCode: text('vendor_code').notNull(),
  transactionId: text('transaction_id').notNull(),
  kind: text('kind').$type<'bet' | 'win' | 'rollback'>().notNull(),
  roundId: text('round_id').notNull(),
  memberId: integer('member_id').notNull(),
  amount: bigint('amount', { mode: 'bigint' }).notNull(),
  /** A rollback: the bet it cancels. */
  refTransactionId: text('ref_transaction_id'),
  /** A bet: 'open' until its round is won or it is rolled back ('settled' | 'rolled_back'). */
  state: text('state').$type<'open' | 'settled' | 'rolled_back' | 'done'>().notNull(),
  postingId: bigint('posting_id', { mode: 'number' }),
  result: jsonb('result').$type<{ balance: string }>().notNull(),
  createdAt: createdAt(),
}, (t) => [
  unique('game_transactions_id').on(t.merchantCode, t.vendorCode, t.transactionId),
  index('game_transactions_round').on(t.merchantCode, t.vendorCode, t.roundId),
  index('game_transactions_ref').on(t.merchantCode, t.vendorCode, t.refTransactionId).where(sql`${t.refTransactionId} IS NOT NULL`),
  check('game_transactions_kind', sql`${t.kind} IN ('bet', 'win', 'rollback')`),
  check('game_transactions_amount', sql`${t.amount} >= 0`),
]);
