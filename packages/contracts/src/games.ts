import { z } from 'zod';
import { MAIN_WALLET } from './transfers';

/**
 * The game catalogue (spec §3 game and vendor category, §7 games calls, §9 categories and filters;
 * decision 0018). Read calls are `GET /wps/relay/<name>` with query parameters; the merchant comes
 * from the merchant header and the language from the `language` parameter, else the language header.
 */

/** Spec §9 game categories that are stored on a game (the lobby's HOME/HOT/FAV/RECENT/SEARCH are views). */
export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Spec §9 game types (gameClassify). */
export const GAME_CLASSIFIES = ['slots', 'video_poker', 'table', 'arcade', 'bingo', 'scratch_card', 'fishing', 'lottery', 'live', 'pvp', 'sports'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** Spec §9 extra filters: jackpot, table games, arcade, bingo; slots with 25 lines or more, 1 yuan or more. */
export const GAME_TAGS = ['jackpot', 'table', 'arcade', 'bingo', 'lines25', 'yuan1'] as const;
export type GameTag = (typeof GAME_TAGS)[number];

export const CATALOGUE_STATUSES = ['active', 'maintenance', 'hidden'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];
export const WALLET_MODES = ['seamless', 'transfer'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];
export const VENDOR_ADAPTERS = ['sim', 'pge'] as const;
export type VendorAdapter = (typeof VENDOR_ADAPTERS)[number];

/** Spec §9 page sizes. */
export const LOBBY_PAGE_SIZE = 18;
export const FAVOURITES_PAGE_SIZE = 80;
export const HOME_ROW_SIZE = 12;
/** The largest page any catalogue call serves; a bigger pageSize is refused (400 validation.invalid). */
export const MAX_GAME_PAGE_SIZE = 200;
/** How many hot games GCSGAME_hotGamesV2 answers at most. */
export const HOT_GAMES_LIMIT = 60;

/** The vendor code (vassalage): upper-cased, letters, digits, underscore. */
export const vassalage = z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9_]+$/, 'letters, digits, underscore').transform((s) => s.toUpperCase());
/** A node id: a positive 32-bit integer, as a JSON number or (query strings) digits; never true, '' or 1.5. */
export const nodeId = z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), z.number().int().positive().max(2_147_483_647));
const gameTypeParam = z.string().trim().toUpperCase().pipe(z.enum(GAME_TYPES));
const languageParam = z.string().trim().min(2).max(10).optional();
/** Ignored parameters the original client sends (clientType 3, platform, image size, icon type...). */
const clientNoise = {
  clientType: z.string().max(20).optional(),
  platform: z.string().max(40).optional(),
  merchant: z.string().max(32).optional(),
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.string().max(10).optional(),
  imageSize: z.string().max(20).optional(),
  iconType: z.string().max(20).optional(),
};
const page = (defaultSize: number) => ({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(defaultSize),
});
/** `tags=jackpot,lines25` or repeated `tags=`; every tag given must be on the game. */
const tagsParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z.array(z.enum(GAME_TAGS)).max(GAME_TAGS.length),
).optional();

/** The game card every lobby call answers (spec §3 Game). */
export const gameCard = z.object({
  nodeId: z.number().int(),
  gameType: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** The name in the response language (EN where the game has none in it); gameName = nodeName = displayName. */
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  gameClassify: z.string(),
  /** Generated SVG: `/wps/game/icon/<nodeId>.svg`. */
  iconUrl: z.string(),
  showIcon: z.string(),
  /** 1: hot badge. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** 0: a free trial is offered. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  /** 'VASSALAGE': the card opens a popup list of the vendor's games. */
  isGame: z.string().nullable(),
  tags: z.array(z.string()),
  /** Configured RTP in percent (96.5), null where none. */
  rtp: z.number().nullable(),
  /** The game or its vendor is under maintenance: shown, but launching answers game.maintenance. */
  maintenance: z.boolean(),
});
export type GameCard = z.infer<typeof gameCard>;

/** `GET /wps/relay/GCSGAME_gameList`. pageNo beyond the last page answers an empty list. */
export const gameListQuery = z.object({
  ...clientNoise,
  gameType: gameTypeParam.optional(),
  vassalage: vassalage.optional(),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  tags: tagsParam,
  /** Trimmed; matched case-insensitively against the names in every language; blank = no filter. */
  gameName: z.string().max(100).optional(),
  /** Only hot games (the lobby's hot filter). */
  hot: z.enum(['0', '1', 'true', 'false']).optional(),
  language: languageParam,
  ...page(LOBBY_PAGE_SIZE),
});
export type GameListQuery = z.infer<typeof gameListQuery>;
export const gameListResult = z.object({
  games: z.array(gameCard),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameListResult = z.infer<typeof gameListResult>;

/** `GET /wps/relay/GCSGAME_hotGamesV2`: hot games, cached per merchant, language and filters. */
export const hotGamesQuery = z.object({
  ...clientNoise,
  gameType: gameTypeParam.optional(),
  vassalage: vassalage.optional(),
  language: languageParam,
});
export type HotGamesQuery = z.infer<typeof hotGamesQuery>;
export const hotGamesResult = z.object({ games: z.array(gameCard) });
export type HotGamesResult = z.infer<typeof hotGamesResult>;

/** A vendor as the lobby sees it. */
export const vendorSummary = z.object({
  vassalage: z.string(),
  name: z.string(),
  /** Generated SVG: `/wps/game/vendor-icon/<vassalage>.svg`. */
  iconUrl: z.string(),
  status: z.enum(['active', 'maintenance']),
  maintenance: z.boolean(),
  walletMode: z.enum(WALLET_MODES),
});
export type VendorSummary = z.infer<typeof vendorSummary>;

/** `GET /wps/relay/GCSGAME_getVassGameType`: per category (spec "Vendor category") its vendors. */
export const vassGameTypeQuery = z.object({ ...clientNoise, language: languageParam });
export const vendorCategory = z.object({
  gameCategory: z.string(),
  gameType: z.string(),
  vendors: z.array(vendorSummary.extend({ gameType: z.string(), gameCount: z.number().int() })),
});
export type VendorCategory = z.infer<typeof vendorCategory>;
export const vassGameTypeResult = z.array(vendorCategory);

/** `GET /wps/relay/GCSGAME_newGameVendor`: every visible vendor with its categories. */
export const newGameVendorQuery = vassGameTypeQuery;
export const gameVendorEntry = vendorSummary.extend({
  gameTypes: z.array(z.string()),
  gameClassifies: z.array(z.string()),
  gameCount: z.number().int(),
});
export type GameVendorEntry = z.infer<typeof gameVendorEntry>;
export const newGameVendorResult = z.array(gameVendorEntry);

/** `GET /wps/relay/GCSGAME_gameVendorLanes` (platform html5-desktop; cached): per vendor, lanes of cards. */
export const vendorLanesQuery = z.object({
  ...clientNoise,
  gameType: gameTypeParam.optional(),
  vassalage: vassalage.optional(),
  language: languageParam,
});
export const gameLane = z.object({
  title: z.string(),
  gameClassify: z.string(),
  /** At most HOME_ROW_SIZE cards. */
  cards: z.array(gameCard),
  totalCount: z.number().int(),
});
export const vendorLanes = z.object({ vassalage: z.string(), name: z.string(), iconUrl: z.string(), maintenance: z.boolean(), lanes: z.array(gameLane) });
export type VendorLanes = z.infer<typeof vendorLanes>;
export const vendorLanesResult = z.array(vendorLanes);

/** `GET /wps/relay/MCSFE_getFavoriteGames` (T): the member's favourites as ids (spec Favourite). */
export const favouriteId = z.object({ nodeId: z.number().int(), vendor: z.string(), gameType: z.string() });
export const favouriteIdsResult = z.array(favouriteId);

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` (T): newest first, page size 80 by default. */
export const favouriteListQuery = z.object({
  ...clientNoise,
  gameType: gameTypeParam.optional(),
  vassalage: vassalage.optional(),
  language: languageParam,
  ...page(FAVOURITES_PAGE_SIZE),
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuery>;
export const favouriteListResult = z.object({
  content: z.array(gameCard),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type FavouriteListResult = z.infer<typeof favouriteListResult>;

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` body, `DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId=` query (T; both idempotent). */
export const favouriteBody = z.object({ nodeId });
export const favouriteRemoveQuery = z.object({ nodeId });
export const favouriteResult = z.object({ nodeId: z.number().int(), favourite: z.boolean() });
export type FavouriteResult = z.infer<typeof favouriteResult>;

/** `GET /wps/relay/GCS_recentGame` (T): the games the member launched, latest first. */
export const recentGameQuery = z.object({
  ...clientNoise,
  gameType: gameTypeParam.optional(),
  vassalage: vassalage.optional(),
  language: languageParam,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_GAME_PAGE_SIZE).default(HOME_ROW_SIZE),
});
export type RecentGameQuery = z.infer<typeof recentGameQuery>;
export const recentGameCard = gameCard.extend({ playedAt: z.string() });
export const recentGameResult = z.object({
  list: z.array(recentGameCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type RecentGameResult = z.infer<typeof recentGameResult>;

/** `GET /wps/relay/GLS2_roomList`: live and table rooms derived from the catalogue's live games. */
export const roomListQuery = z.object({ ...clientNoise, vassalage: vassalage.optional(), language: languageParam });
export const gameRoom = z.object({
  roomId: z.string(),
  nodeId: z.number().int(),
  tableName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameClassify: z.string(),
  /** Table limits in the merchant's currency (2 decimals). */
  minBet: z.number(),
  maxBet: z.number(),
  currency: z.string(),
  seats: z.number().int(),
  /** Members who launched this table in the last ROOM_SEATED_MINUTES minutes. */
  playersSeated: z.number().int(),
  iconUrl: z.string(),
  maintenance: z.boolean(),
});
export type GameRoom = z.infer<typeof gameRoom>;
export const roomListResult = z.object({ rooms: z.array(gameRoom) });
export const ROOM_SEATED_MINUTES = 10;

// ---- Operator API (operator token; merchant-bound operators act on their merchant only; audited) ----

const languageNames = z.record(z.string().regex(/^[A-Z]{2}$/), z.string().trim().min(1).max(80));
export const operatorVendorParam = z.object({ merchantCode: z.string().trim().min(1).max(32), code: vassalage });
export const operatorGameParam = z.object({ merchantCode: z.string().trim().min(1).max(32), id: nodeId });

export const operatorVendor = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  walletMode: z.enum(WALLET_MODES),
  adapter: z.enum(VENDOR_ADAPTERS),
  status: z.enum(CATALOGUE_STATUSES),
  sortOrder: z.number().int(),
  gameCount: z.number().int(),
  updatedAt: z.string(),
});
export type OperatorVendor = z.infer<typeof operatorVendor>;

/** Vendor fields an operator sets (no defaults here, so a PATCH changes only what it names). */
const vendorFields = z.object({
  name: z.string().trim().min(1).max(80),
  names: languageNames,
  walletMode: z.enum(WALLET_MODES),
  adapter: z.enum(VENDOR_ADAPTERS),
  status: z.enum(CATALOGUE_STATUSES),
  sortOrder: z.number().int().min(0).max(1_000_000),
});
/** `POST /wps/operator/merchants/:merchantCode/game-vendors`. */
export const vendorCreateBody = vendorFields.extend({
  /** MAIN names the main wallet in GCS_walletTransfer, so no vendor may take it. */
  code: vassalage.refine((c) => c !== MAIN_WALLET, 'MAIN is the main wallet'),
  names: languageNames.default({}),
  walletMode: z.enum(WALLET_MODES).default('seamless'),
  adapter: z.enum(VENDOR_ADAPTERS).default('sim'),
  status: z.enum(CATALOGUE_STATUSES).default('active'),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});
export type VendorCreateBody = z.infer<typeof vendorCreateBody>;
/** `PATCH /wps/operator/merchants/:merchantCode/game-vendors/:code`: only the fields given change. */
export const vendorPatchBody = vendorFields.partial().strict()
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export type VendorPatchBody = z.infer<typeof vendorPatchBody>;

export const operatorGame = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  names: z.record(z.string(), z.string()),
  isHot: z.boolean(),
  supportPlay: z.number().int(),
  isGame: z.string().nullable(),
  tags: z.array(z.string()),
  rtpBps: z.number().int().nullable(),
  status: z.enum(CATALOGUE_STATUSES),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type OperatorGame = z.infer<typeof operatorGame>;

export const OPERATOR_GAME_SORTS = ['lobby', 'gameCode', 'updatedAt'] as const;
/** `GET /wps/operator/merchants/:merchantCode/games`. */
export const operatorGameQuery = z.object({
  vendorCode: vassalage.optional(),
  gameType: gameTypeParam.optional(),
  status: z.enum(CATALOGUE_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  /** Only hot games ('true') or only the others ('false'). */
  hot: z.enum(['true', 'false']).optional(),
  /** 'lobby': vendor, then the games' sort order (the player lobby's order); else by game code or last change. */
  sort: z.enum(OPERATOR_GAME_SORTS).default('lobby'),
  order: z.enum(['asc', 'desc']).default('asc'),
  ...page(50),
});
export type OperatorGameQuery = z.infer<typeof operatorGameQuery>;
export const operatorGameList = z.object({ list: z.array(operatorGame), totalPages: z.number().int(), totalCount: z.number().int() });

/** Game fields an operator sets (no defaults here, so a PATCH changes only what it names). */
const gameFields = z.object({
  gameType: gameTypeParam,
  gameClassify: z.enum(GAME_CLASSIFIES),
  names: languageNames.refine((n) => 'EN' in n, 'an EN name is required'),
  isHot: z.boolean(),
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isGame: z.literal('VASSALAGE').nullable(),
  tags: z.array(z.enum(GAME_TAGS)).max(GAME_TAGS.length),
  rtpBps: z.number().int().min(1).max(10_000).nullable(),
  status: z.enum(CATALOGUE_STATUSES),
  sortOrder: z.number().int().min(0).max(1_000_000),
});
/** `POST /wps/operator/merchants/:merchantCode/games`. */
export const gameCreateBody = gameFields.extend({
  vendorCode: vassalage,
  gameCode: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -'),
  isHot: z.boolean().default(false),
  supportPlay: z.union([z.literal(0), z.literal(1)]).default(1),
  isGame: z.literal('VASSALAGE').nullable().default(null),
  tags: z.array(z.enum(GAME_TAGS)).max(GAME_TAGS.length).default([]),
  rtpBps: z.number().int().min(1).max(10_000).nullable().default(null),
  status: z.enum(CATALOGUE_STATUSES).default('active'),
  sortOrder: z.number().int().min(0).max(1_000_000).default(0),
});
export type GameCreateBody = z.infer<typeof gameCreateBody>;
/** `PATCH /wps/operator/merchants/:merchantCode/games/:id`: only the fields given change (names replace the whole map). */
export const gamePatchBody = gameFields.partial().strict()
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export type GamePatchBody = z.infer<typeof gamePatchBody>;

/** `POST /wps/operator/merchants/:merchantCode/games/reorder` and `.../game-vendors/reorder`: bulk sort order. */
export const gameReorderBody = z.object({
  items: z.array(z.object({ id: nodeId, sortOrder: z.number().int().min(0).max(1_000_000) })).min(1).max(1000),
});
export type GameReorderBody = z.infer<typeof gameReorderBody>;
export const vendorReorderBody = z.object({
  items: z.array(z.object({ code: vassalage, sortOrder: z.number().int().min(0).max(1_000_000) })).min(1).max(200),
});
export type VendorReorderBody = z.infer<typeof vendorReorderBody>;
export const reorderResult = z.object({ updated: z.number().int() });
