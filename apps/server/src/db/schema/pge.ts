import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { members, merchants } from '../schema';

/**
 * In-house provably fair games (vendor PGE; decision 0020). Owned by the pge module. Money is not
 * here: bets and wins go through the provider module's seamless wallet, keyed by round id.
 */

/**
 * A member's seed pair. The server seed stays on the server until the pair is rotated; only its
 * SHA-256 is ever answered while it is active. `nonce` is the next round's nonce.
 */
export const pgeSeedPairs = pgTable('pge_seed_pairs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  status: text('status').$type<'active' | 'revealed'>().notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
}, (t) => [
  // One active pair per member: rotation reveals the old one and inserts the next in one transaction.
  uniqueIndex('pge_seed_pairs_one_active').on(t.merchantCode, t.memberId).where(sql`${t.status} = 'active'`),
  index('pge_seed_pairs_member').on(t.merchantCode, t.memberId, t.id),
  check('pge_seed_pairs_status', sql`${t.status} IN ('active', 'revealed')`),
  check('pge_seed_pairs_nonce', sql`${t.nonce} >= 0`),
]);

/**
 * One round. Its outcome follows from (server seed, client seed, nonce, game, params) alone, so a
 * round interrupted after its bet can be completed by replaying it. `round_id` is the id the
 * seamless wallet and game_rounds know it by, random so public lookups cannot be enumerated.
 */
export const pgeRounds = pgTable('pge_rounds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id),
  roundId: text('round_id').notNull(),
  /** The member's request id: a replay answers this round and moves no money. */
  requestId: text('request_id').notNull(),
  gameCode: text('game_code').$type<'dice' | 'slot' | 'mines'>().notNull(),
  gameId: integer('game_id'),
  seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull().references(() => pgeSeedPairs.id),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull(),
  rtpBps: integer('rtp_bps').notNull(),
  currency: text('currency').notNull(),
  betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
  payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  /** Mines: the tiles revealed so far, in order. */
  revealed: jsonb('revealed').$type<number[]>().notNull().default([]),
  outcome: jsonb('outcome').$type<Record<string, unknown>>(),
  /** pending: nonce taken, bet not yet confirmed; open: a mines round in play; refused: the bet was declined. */
  status: text('status').$type<'pending' | 'open' | 'settled' | 'refused'>().notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The round's last change (start, a mines move): an unfinished round idle past the merchant's limit is closed by the sweeper job. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
}, (t) => [
  unique('pge_rounds_round').on(t.merchantCode, t.roundId),
  unique('pge_rounds_request').on(t.merchantCode, t.memberId, t.requestId),
  unique('pge_rounds_nonce').on(t.seedPairId, t.nonce),
  index('pge_rounds_history').on(t.merchantCode, t.memberId, t.id),
  // The sweeper's scan: unfinished rounds, oldest change first (a handful at any time).
  index('pge_rounds_unfinished').on(t.updatedAt).where(sql`${t.status} IN ('pending', 'open')`),
  check('pge_rounds_status', sql`${t.status} IN ('pending', 'open', 'settled', 'refused')`),
  check('pge_rounds_amounts', sql`${t.betAmount} > 0 AND ${t.payout} >= 0`),
]);
