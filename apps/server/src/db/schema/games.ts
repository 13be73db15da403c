import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { members, merchants } from '../schema';

/**
 * The game catalogue (issue 5; decision 0018). Owned by the games module. Vendors and games are per
 * merchant so each country site can hide, reorder and rename them on its own.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** How the generated SVG icon of a game is drawn (see modules/games/icon.ts): deterministic from the game. */
export interface GameIconSpec {
  /** Two gradient hues (0-359). */
  hues: [number, number];
  /** One of the icon module's shapes. */
  shape: string;
  /** Initials or a symbol drawn on top. */
  text: string;
}

export const gameVendors = pgTable('game_vendors', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  /** The vassalage (provider code), e.g. PG, PGE, EG2. */
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Display name per language code where it differs from `name`. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  walletMode: text('wallet_mode').$type<'seamless' | 'transfer'>().notNull(),
  /** 'sim': served by apps/provider-sim; 'pge': the in-house provably fair games. */
  adapter: text('adapter').$type<'sim' | 'pge'>().notNull(),
  status: text('status').$type<'active' | 'maintenance' | 'hidden'>().notNull().default('active'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('game_vendors_code').on(t.merchantCode, t.code),
  check('game_vendors_wallet_mode', sql`${t.walletMode} IN ('seamless', 'transfer')`),
  check('game_vendors_adapter', sql`${t.adapter} IN ('sim', 'pge')`),
  check('game_vendors_status', sql`${t.status} IN ('active', 'maintenance', 'hidden')`),
]);

/** One game card; `id` is the spec's nodeId. */
export const games = pgTable('games', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  /** The vendor's code (vassalage); (merchant_code, vendor_code) names a game_vendors row. */
  vendorCode: text('vendor_code').notNull(),
  gameCode: text('game_code').notNull(),
  /** Category: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT. */
  gameType: text('game_type').notNull(),
  /** slots, video_poker, table, arcade, bingo, scratch_card, fishing, lottery, live, pvp, sports. */
  gameClassify: text('game_classify').notNull(),
  /** Name per language code; EN always present. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  icon: jsonb('icon').$type<GameIconSpec>().notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  /** Spec: 0 = a free trial is offered, 1 = real money only. */
  supportPlay: integer('support_play').notNull().default(1),
  /** 'VASSALAGE': the card stands for its vendor and opens a popup list of the vendor's games. */
  isGame: text('is_game'),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  /** Configured return to player in basis points (9650 = 96.50%); null where it does not apply. */
  rtpBps: integer('rtp_bps'),
  status: text('status').$type<'active' | 'maintenance' | 'hidden'>().notNull().default('active'),
  sortOrder: integer('sort_order').notNull().default(0),
  /**
   * What the name search matches: every language's name and the game code, lower-cased, kept by the
   * database. One text column to scan instead of unpacking the names of every row per search.
   */
  searchText: text('search_text').generatedAlwaysAs(sql`lower(jsonb_path_query_array(names, '$.*')::text || ' ' || game_code)`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  unique('games_code').on(t.merchantCode, t.vendorCode, t.gameCode),
  index('games_lobby').on(t.merchantCode, t.gameType, t.sortOrder, t.id),
  index('games_vendor').on(t.merchantCode, t.vendorCode, t.sortOrder, t.id),
  check('games_status', sql`${t.status} IN ('active', 'maintenance', 'hidden')`),
  check('games_support_play', sql`${t.supportPlay} IN (0, 1)`),
  check('games_rtp', sql`${t.rtpBps} IS NULL OR ${t.rtpBps} BETWEEN 1 AND 10000`),
]);

export const gameFavourites = pgTable('game_favourites', {
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.memberId, t.gameId] }),
  index('game_favourites_member').on(t.memberId, t.createdAt),
]);

/** The last time a member launched each game (one row per game, moved forward on every launch). */
export const gameRecent = pgTable('game_recent', {
  merchantCode: text('merchant_code').notNull().references(() => merchants.code),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
  playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.memberId, t.gameId] }),
  index('game_recent_member').on(t.memberId, t.playedAt),
]);
