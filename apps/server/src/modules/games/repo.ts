import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameFavourites, gameRecent, games, gameVendors } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;
export interface GameWithVendor { game: GameRow; vendor: VendorRow }

/** Filters of the lobby reads; every one is optional and all must hold. */
export interface GameFilter {
  gameType?: string;
  vendorCode?: string;
  gameClassify?: string;
  tags?: string[];
  /** Already trimmed and lower-cased; matched against every language's name. */
  search?: string;
  hotOnly?: boolean;
}

const joinOn = and(eq(gameVendors.merchantCode, games.merchantCode), eq(gameVendors.code, games.vendorCode));

/** What a player may see: neither the game nor its vendor hidden. */
const visible = and(ne(games.status, 'hidden'), ne(gameVendors.status, 'hidden'));

function filterSql(merchantCode: string, f: GameFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(games.merchantCode, merchantCode), visible];
  if (f.gameType) parts.push(eq(games.gameType, f.gameType));
  if (f.vendorCode) {
    parts.push(eq(games.vendorCode, f.vendorCode));
    // A vendor's own list leaves out its VASSALAGE card: that card opens this very list.
    parts.push(sql`${games.isGame} IS DISTINCT FROM 'VASSALAGE'`);
  }
  if (f.gameClassify) parts.push(eq(games.gameClassify, f.gameClassify));
  if (f.tags?.length) parts.push(sql`${games.tags} @> ARRAY[${sql.join(f.tags.map((t) => sql`${t}`), sql`, `)}]::text[]`);
  if (f.hotOnly) parts.push(eq(games.isHot, true));
  if (f.search) {
    // search_text holds every language's name and the code, lower-cased; LIKE wildcards in the term are literal.
    parts.push(sql`${games.searchText} LIKE ${`%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  }
  return and(...parts)!;
}

const lobbyOrder = [asc(gameVendors.sortOrder), asc(games.sortOrder), asc(games.id)];

export async function findGame(db: Db, merchantCode: string, id: number): Promise<GameWithVendor | undefined> {
  const [row] = await db.select({ game: games, vendor: gameVendors }).from(games).innerJoin(gameVendors, joinOn)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.id, id)));
  return row;
}

export async function findGameByCode(db: Db, merchantCode: string, vendorCode: string, gameCode: string): Promise<GameWithVendor | undefined> {
  const [row] = await db.select({ game: games, vendor: gameVendors }).from(games).innerJoin(gameVendors, joinOn)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
  return row;
}

/**
 * Names of games by (vendor, code) and of vendors by code, any status: a record names what was
 * played even after the game is hidden.
 */
export async function namesByCode(db: Db, merchantCode: string, vendorCodes: string[], gameKeys: { vendorCode: string; gameCode: string }[]) {
  const [gameRows, vendorRows] = await Promise.all([
    gameKeys.length === 0 ? [] : db.select({ vendorCode: games.vendorCode, gameCode: games.gameCode, names: games.names }).from(games).where(and(
      eq(games.merchantCode, merchantCode),
      sql`(${games.vendorCode}, ${games.gameCode}) IN (${sql.join(gameKeys.map((k) => sql`(${k.vendorCode}, ${k.gameCode})`), sql`, `)})`,
    )),
    vendorCodes.length === 0 ? [] : db.select({ code: gameVendors.code, name: gameVendors.name, names: gameVendors.names }).from(gameVendors)
      .where(and(eq(gameVendors.merchantCode, merchantCode), inArray(gameVendors.code, vendorCodes))),
  ]);
  return { games: gameRows, vendors: vendorRows };
}

/** One page of visible games and the total count, in lobby order (vendor, game sort order, id). */
export async function pageGames(db: Db, merchantCode: string, f: GameFilter, limit: number, offset: number) {
  const where = filterSql(merchantCode, f);
  const [rows, [total]] = await Promise.all([
    db.select({ game: games, vendor: gameVendors }).from(games).innerJoin(gameVendors, joinOn).where(where)
      .orderBy(...(f.hotOnly ? [asc(games.sortOrder), asc(games.id)] : lobbyOrder)).limit(limit).offset(offset),
    db.select({ n: count() }).from(games).innerJoin(gameVendors, joinOn).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Visible vendors with, per category and classify, how many visible games they have. */
export async function vendorGameCounts(db: Db, merchantCode: string) {
  return db.select({ vendor: gameVendors, gameType: games.gameType, gameClassify: games.gameClassify, n: count() })
    .from(games).innerJoin(gameVendors, joinOn)
    .where(and(eq(games.merchantCode, merchantCode), visible))
    .groupBy(gameVendors.id, games.gameType, games.gameClassify)
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code), asc(games.gameType), asc(games.gameClassify));
}

/** Live and table games (the rooms of GLS2_roomList), visible ones, in lobby order. */
export async function roomGames(db: Db, merchantCode: string, vendorCode: string | undefined) {
  return db.select({ game: games, vendor: gameVendors }).from(games).innerJoin(gameVendors, joinOn)
    .where(and(eq(games.merchantCode, merchantCode), visible, eq(games.gameType, 'LIVE'), vendorCode ? eq(games.vendorCode, vendorCode) : undefined))
    .orderBy(...lobbyOrder);
}

/** Per game, how many members launched it since `since`. */
export async function recentPlayers(db: Db, merchantCode: string, gameIds: number[], since: Date) {
  if (gameIds.length === 0) return new Map<number, number>();
  const rows = await db.select({ gameId: gameRecent.gameId, n: count() }).from(gameRecent)
    .where(and(eq(gameRecent.merchantCode, merchantCode), inArray(gameRecent.gameId, gameIds), gte(gameRecent.playedAt, since)))
    .groupBy(gameRecent.gameId);
  return new Map(rows.map((r) => [r.gameId, r.n]));
}

// ---- Favourites and recent games (per member) ----

export async function addFavourite(db: Db, merchantCode: string, memberId: number, gameId: number) {
  await db.insert(gameFavourites).values({ merchantCode, memberId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, merchantCode: string, memberId: number, gameId: number) {
  await db.delete(gameFavourites).where(and(eq(gameFavourites.merchantCode, merchantCode), eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
}

/** The member's favourites among visible games, newest first. */
export async function favouriteIds(db: Db, merchantCode: string, memberId: number) {
  return db.select({ nodeId: games.id, vendor: games.vendorCode, gameType: games.gameType }).from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId)).innerJoin(gameVendors, joinOn)
    .where(and(eq(gameFavourites.merchantCode, merchantCode), eq(gameFavourites.memberId, memberId), visible))
    .orderBy(desc(gameFavourites.createdAt), desc(games.id));
}

/** A page of the member's favourites (or recent games) among visible games, newest first. */
export async function pageMemberGames(db: Db, kind: 'favourite' | 'recent', merchantCode: string, memberId: number, f: GameFilter, limit: number, offset: number) {
  const t = kind === 'favourite' ? gameFavourites : gameRecent;
  const at = kind === 'favourite' ? gameFavourites.createdAt : gameRecent.playedAt;
  const where = and(eq(t.merchantCode, merchantCode), eq(t.memberId, memberId), filterSql(merchantCode, f));
  const [rows, [total]] = await Promise.all([
    db.select({ game: games, vendor: gameVendors, at }).from(t).innerJoin(games, eq(games.id, t.gameId)).innerJoin(gameVendors, joinOn)
      .where(where).orderBy(desc(at), desc(games.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(t).innerJoin(games, eq(games.id, t.gameId)).innerJoin(gameVendors, joinOn).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Records a launch: one row per member and game, its time moved forward; a game of another merchant is ignored. */
export async function touchRecent(db: Db, merchantCode: string, memberId: number, gameId: number) {
  await db.execute(sql`
    INSERT INTO game_recent (merchant_code, member_id, game_id)
    SELECT ${merchantCode}, ${memberId}, id FROM games WHERE id = ${gameId} AND merchant_code = ${merchantCode}
    ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = now()`);
}

export async function vendorCodesByWalletMode(db: Db, merchantCode: string, mode: 'seamless' | 'transfer') {
  const rows = await db.select({ code: gameVendors.code }).from(gameVendors)
    .where(and(eq(gameVendors.merchantCode, merchantCode), eq(gameVendors.walletMode, mode)))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
  return rows.map((r) => r.code);
}

/**
 * The one read not scoped by merchant: an icon URL is a plain <img> request (no merchant header) and
 * names only the global node id; what it answers (colours, initials, vendor code) is public anyway.
 */
export async function iconOf(db: Db, id: number) {
  const [row] = await db.select({ icon: games.icon, vendorCode: games.vendorCode, status: games.status }).from(games).where(eq(games.id, id));
  return row;
}

/**
 * Vendor lanes in one statement: per visible vendor, game type and classify, the first `perLane`
 * games in lobby order and the lane's total (window functions instead of a query per lane).
 */
export async function laneGames(db: Db, merchantCode: string, f: { gameType?: string; vendorCode?: string }, perLane: number) {
  const ranked = db.select({
    id: games.id,
    rank: sql<number>`row_number() OVER (PARTITION BY ${games.vendorCode}, ${games.gameType}, ${games.gameClassify} ORDER BY ${games.sortOrder}, ${games.id})`.as('rank'),
    total: sql<number>`count(*) OVER (PARTITION BY ${games.vendorCode}, ${games.gameType}, ${games.gameClassify})`.as('total'),
  }).from(games).innerJoin(gameVendors, joinOn).where(filterSql(merchantCode, f)).as('ranked');
  return db.select({ game: games, vendor: gameVendors, total: ranked.total }).from(ranked)
    .innerJoin(games, eq(games.id, ranked.id)).innerJoin(gameVendors, joinOn)
    .where(sql`${ranked.rank} <= ${perLane}`)
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code), asc(games.gameType), asc(games.gameClassify), asc(games.sortOrder), asc(games.id));
}

/** Every visible game with its vendor, in lobby order: what the in-process search index keeps (search-index.ts). */
export async function visibleGames(db: Db, merchantCode: string): Promise<GameWithVendor[]> {
  return db.select({ game: games, vendor: gameVendors }).from(games).innerJoin(gameVendors, joinOn)
    .where(and(eq(games.merchantCode, merchantCode), visible))
    .orderBy(...lobbyOrder);
}
