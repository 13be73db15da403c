import type {
  FavouriteListQuery, FavouriteListResult, FavouriteResult, GameListQuery, GameListResult, GameRoom, HotGamesQuery, HotGamesResult, Language,
  RecentGameQuery, RecentGameResult, VendorCategory, GameVendorEntry, VendorLanes,
} from '@platform/contracts';
import { GAME_TYPES, HOME_ROW_SIZE, HOT_GAMES_LIMIT, LOBBY_PAGE_SIZE, ROOM_SEATED_MINUTES, parseLanguage } from '@platform/contracts';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../http/context';
import type { Cache, PubSub } from '../../lib/cache';
import { AppError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { MerchantService } from '../merchant/service';
import { createGamesAdmin } from './admin';
import { groupLanes } from './lanes';
import { createSearchIndex } from './search-index';
import { hiddenFromPlayers, nameIn, pagesOf, toCard, toVendorSummary, underMaintenance } from './cards';
import { createCatalogueCache } from './catalogue-cache';
import { gameIconSvg, vendorIconSvg } from './icon';
import * as repo from './repo';
import { roomOf } from './rooms';

/** The acting member of the member calls (what members.authenticate answers is enough). */
export interface GamesMember { id: number; merchantCode: string }

/** The success envelope around a value already in JSON (what `ok()` and the route's serializer would write). */
const envelopeText = (valueJson: string) => `{"success":true,"value":${valueJson},"errorCode":null,"message":null}`;

/** The language of a catalogue call: its `language` parameter when it names a bundle, else the request's. */
const languageOf = (ctx: RequestContext, param: string | undefined): Language => parseLanguage(param) ?? ctx.language;

/** A blank search is no filter; otherwise trimmed and lower-cased (names match case-insensitively). */
const searchOf = (term: string | undefined) => term?.trim().toLowerCase() || undefined;

/**
 * The game catalogue (spec §2 lobby, §3 game and vendor category, §7 games calls; decision 0018).
 * Hidden games and vendors never reach a player; games under maintenance (or whose vendor is) are
 * shown flagged. The lobby reads that do not depend on the member are cached per merchant in the
 * platform cache and flushed by every catalogue edit (catalogue-cache.ts).
 */
export function createGamesService(deps: { db: Db; cache: Cache; pubsub: PubSub; audit: AuditService; merchants: MerchantService }) {
  const { db } = deps;
  const cached = createCatalogueCache(deps.cache, deps.pubsub);
  const searchIndex = createSearchIndex(db, cached.generation);
  const admin = createGamesAdmin({ db, audit: deps.audit, merchants: deps.merchants, flush: cached.flush });

  async function vendorCounts(merchantCode: string) {
    return cached.read(merchantCode, 'vendor-counts', async () => {
      const rows = await repo.vendorGameCounts(db, merchantCode);
      return rows.map(({ vendor: { code, name, names, status, walletMode }, gameType, gameClassify, n }) => ({ vendor: { code, name, names, status, walletMode }, gameType, gameClassify, n }));
    });
  }

  return {
    /** Listens for catalogue edits made by other processes. */
    start: () => cached.start(),
    cache: cached,
    /** The operator API (admin.ts). */
    admin,

    // ---- For other modules (provider launch, transfers, PGE) ----

    /** A game and its vendor, any status (the caller decides what hidden or maintenance means for it). */
    async findGame(merchantCode: string, nodeId: number): Promise<repo.GameWithVendor | null> {
      return (await repo.findGame(db, merchantCode, nodeId)) ?? null;
    },
    async findGameByCode(merchantCode: string, vendorCode: string, gameCode: string): Promise<repo.GameWithVendor | null> {
      return (await repo.findGameByCode(db, merchantCode, vendorCode, gameCode)) ?? null;
    },
    /**
     * Catalogue names in one language for the records (issue 17): games keyed `vendor|code`, vendors
     * keyed by code; a code missing from the catalogue is missing from the maps.
     */
    async namesIn(merchantCode: string, language: Language, vendorCodes: string[], gameKeys: { vendorCode: string; gameCode: string }[]) {
      const found = await repo.namesByCode(db, merchantCode, [...new Set(vendorCodes)], gameKeys);
      return {
        games: new Map(found.games.map((g) => [`${g.vendorCode}|${g.gameCode}`, nameIn(g.names, language, g.gameCode)])),
        vendors: new Map(found.vendors.map((v) => [v.code, v.names[language] ?? v.name])),
      };
    },
    /**
     * The game a player may launch: not found when missing or hidden, game.maintenance when it or its
     * vendor is under maintenance.
     */
    async requirePlayable(merchantCode: string, nodeId: number): Promise<repo.GameWithVendor> {
      const found = await repo.findGame(db, merchantCode, nodeId);
      if (!found || hiddenFromPlayers(found.game, found.vendor)) throw new AppError('game.not_found');
      if (underMaintenance(found.game, found.vendor)) throw new AppError('game.maintenance');
      return found;
    },
    /** Records a launch for GCS_recentGame (and the live rooms' seated players). */
    async touchRecent(merchantCode: string, memberId: number, gameId: number): Promise<void> {
      await repo.touchRecent(db, merchantCode, memberId, gameId);
    },
    /** Codes of the merchant's vendors in a wallet mode, every status (money held at a hidden vendor can still come back). */
    async vendorsByWalletMode(merchantCode: string, mode: 'seamless' | 'transfer'): Promise<string[]> {
      return cached.read(merchantCode, `wallet-mode:${mode}`, () => repo.vendorCodesByWalletMode(db, merchantCode, mode));
    },

    // ---- Lobby calls (spec §7) ----

    /**
     * GCSGAME_gameList: filters, trimmed name search across languages, one page, answered from the
     * process's index of the visible catalogue (search-index.ts; no database). The lobby's own pages
     * (sizes 12 and 18, at most one tag, not a search, not empty) are kept as the JSON text they go out
     * as, in the process and in the platform cache: read by everyone, they skip even the scan. Other
     * queries (searches: players repeat the same few names) are kept in the process's bounded memo only
     * (catalogue-cache.ts), so no client can fill the shared cache.
     */
    async gameList(ctx: RequestContext, q: GameListQuery): Promise<string> {
      const language = languageOf(ctx, q.language);
      const merchantCode = ctx.merchant.merchantCode;
      const filter: repo.GameFilter = {
        gameType: q.gameType, vendorCode: q.vassalage, gameClassify: q.gameClassify, tags: q.tags?.length ? [...q.tags].sort() : undefined,
        search: searchOf(q.gameName), hotOnly: q.hot === '1' || q.hot === 'true',
      };
      const load = async (): Promise<GameListResult> => {
        const { rows, total } = await searchIndex.search(merchantCode, filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
        return {
          games: rows.map((r) => toCard(r.game, r.vendor, language)),
          pageNo: q.pageNo, pageSize: q.pageSize, totalPages: pagesOf(total, q.pageSize), totalCount: total,
        };
      };
      const lobbyPage = !filter.search && (q.pageSize === LOBBY_PAGE_SIZE || q.pageSize === HOME_ROW_SIZE) && (filter.tags?.length ?? 0) <= 1;
      const key = `list:${language}:${filter.gameType ?? ''}:${filter.vendorCode ?? ''}:${filter.gameClassify ?? ''}:${filter.tags?.join(',') ?? ''}:${filter.hotOnly ? 1 : 0}:${q.pageNo}:${q.pageSize}`;
      if (lobbyPage) return envelopeText(await cached.readText(merchantCode, key, load, { keep: (page) => page.games.length > 0 }));
      return envelopeText(await cached.readText(merchantCode, `${key}:q:${filter.search ?? ''}`, load, { share: false }));
    },

    /** GCSGAME_hotGamesV2: cached per merchant, language and filters. */
    async hotGames(ctx: RequestContext, q: HotGamesQuery): Promise<HotGamesResult> {
      const language = languageOf(ctx, q.language);
      const merchantCode = ctx.merchant.merchantCode;
      return cached.read(merchantCode, `hot:${language}:${q.gameType ?? ''}:${q.vassalage ?? ''}`, async () => {
        const { rows } = await repo.pageGames(db, merchantCode, { gameType: q.gameType, vendorCode: q.vassalage, hotOnly: true }, HOT_GAMES_LIMIT, 0);
        return { games: rows.map((r) => toCard(r.game, r.vendor, language)) };
        // Empty answers (an unknown vendor code, say) are not stored: any string would make a new key.
      }, (v) => v.games.length > 0);
    },

    /** GCSGAME_getVassGameType: per category (in spec §9 order) the vendors that have visible games in it. */
    async vassGameType(ctx: RequestContext, param: string | undefined): Promise<VendorCategory[]> {
      const language = languageOf(ctx, param);
      const rows = await vendorCounts(ctx.merchant.merchantCode);
      return GAME_TYPES.map((gameType) => {
        const perVendor = new Map<string, { row: (typeof rows)[number]; n: number }>();
        for (const r of rows.filter((x) => x.gameType === gameType)) {
          const seen = perVendor.get(r.vendor.code);
          perVendor.set(r.vendor.code, { row: r, n: (seen?.n ?? 0) + r.n });
        }
        const vendors = [...perVendor.values()].map(({ row, n }) => ({ ...toVendorSummary(row.vendor, language), gameType, gameCount: n }));
        return { gameCategory: gameType, gameType, vendors };
      }).filter((c) => c.vendors.length > 0);
    },

    /** GCSGAME_newGameVendor: every visible vendor with its categories and game types. */
    async newGameVendor(ctx: RequestContext, param: string | undefined): Promise<GameVendorEntry[]> {
      const language = languageOf(ctx, param);
      const byVendor = new Map<string, GameVendorEntry>();
      for (const r of await vendorCounts(ctx.merchant.merchantCode)) {
        const entry = byVendor.get(r.vendor.code) ?? { ...toVendorSummary(r.vendor, language), gameTypes: [], gameClassifies: [], gameCount: 0 };
        if (!entry.gameTypes.includes(r.gameType)) entry.gameTypes.push(r.gameType);
        if (!entry.gameClassifies.includes(r.gameClassify)) entry.gameClassifies.push(r.gameClassify);
        entry.gameCount += r.n;
        byVendor.set(r.vendor.code, entry);
      }
      return [...byVendor.values()];
    },

    /** Vendor lanes (platform html5-desktop; cached): per vendor, one lane of up to 12 cards per game type it has. */
    async vendorLanes(ctx: RequestContext, q: { gameType?: string; vassalage?: string; language?: string }): Promise<VendorLanes[]> {
      const language = languageOf(ctx, q.language);
      const merchantCode = ctx.merchant.merchantCode;
      return cached.read(merchantCode, `lanes:${language}:${q.gameType ?? ''}:${q.vassalage ?? ''}`, async () =>
        groupLanes(await repo.laneGames(db, merchantCode, { gameType: q.gameType, vendorCode: q.vassalage }, HOME_ROW_SIZE), language), (v) => v.length > 0);
    },

    /** GLS2_roomList: the live tables, their limits and seats from the catalogue, players seated from recent launches. */
    async roomList(ctx: RequestContext, q: { vassalage?: string; language?: string }): Promise<{ rooms: GameRoom[] }> {
      const language = languageOf(ctx, q.language);
      const merchantCode = ctx.merchant.merchantCode;
      const rows = (await repo.roomGames(db, merchantCode, q.vassalage)).filter((r) => r.game.isGame !== 'VASSALAGE');
      const seated = await repo.recentPlayers(db, merchantCode, rows.map((r) => r.game.id), new Date(Date.now() - ROOM_SEATED_MINUTES * 60_000));
      return { rooms: rows.map((r) => roomOf(r.game, r.vendor, language, ctx.merchant.currency, seated.get(r.game.id) ?? 0)) };
    },

    /** GET /wps/game/icon/<nodeId>.svg: hidden or unknown games answer game.not_found. */
    async iconSvg(nodeId: number): Promise<string> {
      const row = nodeId <= 2_147_483_647 ? await repo.iconOf(db, nodeId) : undefined;
      if (!row || row.status === 'hidden') throw new AppError('game.not_found');
      return gameIconSvg(nodeId, row.icon, row.vendorCode);
    },
    vendorIconSvg,

    // ---- Member calls ----

    async favouriteIds(member: GamesMember) {
      return repo.favouriteIds(db, member.merchantCode, member.id);
    },
    async favouriteList(ctx: RequestContext, member: GamesMember, q: FavouriteListQuery): Promise<FavouriteListResult> {
      const language = languageOf(ctx, q.language);
      const { rows, total } = await repo.pageMemberGames(db, 'favourite', member.merchantCode, member.id, { gameType: q.gameType, vendorCode: q.vassalage }, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return { content: rows.map((r) => toCard(r.game, r.vendor, language)), pageNum: q.pageNo, pageSize: q.pageSize, totalPages: pagesOf(total, q.pageSize), totalCount: total };
    },
    /** Idempotent: adding a favourite twice is one favourite. Hidden or unknown games: game.not_found. */
    async addFavourite(member: GamesMember, nodeId: number): Promise<FavouriteResult> {
      const found = await repo.findGame(db, member.merchantCode, nodeId);
      if (!found || hiddenFromPlayers(found.game, found.vendor)) throw new AppError('game.not_found');
      await repo.addFavourite(db, member.merchantCode, member.id, nodeId);
      return { nodeId, favourite: true };
    },
    /** Idempotent: removing a game that is not a favourite (or no longer exists) changes nothing and succeeds. */
    async removeFavourite(member: GamesMember, nodeId: number): Promise<FavouriteResult> {
      await repo.removeFavourite(db, member.merchantCode, member.id, nodeId);
      return { nodeId, favourite: false };
    },
    async recentGames(ctx: RequestContext, member: GamesMember, q: RecentGameQuery): Promise<RecentGameResult> {
      const language = languageOf(ctx, q.language);
      const { rows, total } = await repo.pageMemberGames(db, 'recent', member.merchantCode, member.id, { gameType: q.gameType, vendorCode: q.vassalage }, q.pageSize, (q.page - 1) * q.pageSize);
      return {
        list: rows.map((r) => ({ ...toCard(r.game, r.vendor, language), playedAt: r.at.toISOString() })),
        page: q.page, pageSize: q.pageSize, totalPages: pagesOf(total, q.pageSize), totalCount: total,
      };
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
