/**
 * Server rendering of the web app's pages (decision 0035). The page pipeline (pages.ts) asks for the
 * inner HTML of #root per merchant, language and route; this reads what the first screen shows from
 * the services in-process (no HTTP round trip) and has the web app's own components draw it, through
 * the bundle `vite build --ssr` made of apps/web/src/entry-server.tsx (apps/web/dist-ssr, beside the
 * static dist the browser gets, never inside it). No cache here: pages.ts keeps the finished pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  announcementContent, announcementContentQuery, GAME_LIST_PAGE_TYPES, gameListQuery, gameListResult, helpCenterSchema, HOME_ROW_SIZE, hotGamesQuery, hotGamesResult, LOBBY_PAGE_SIZE,
  PAGE_ROUTES, permissionSchema, promotionCardPage, promotionCategoryOf, PROMOTIONS_PAGE_SIZE, vassGameTypeResult,
  type AnnouncementContent, type GameListResult, type HotGamesResult, type Language, type Permission, type PromotionCardPage, type PromotionCategory,
  type VendorCategory,
} from '@platform/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../http/context';
import type { Services } from '../../services';
import type { DrawnShell, ShellRenderer } from './pages';

/** What entry-server.tsx takes (its `ShellData`): the answers the browser would otherwise ask for. */
export interface ShellData {
  path: string;
  search: string;
  language: Language;
  merchantCode: string;
  renderedAt: number;
  permission: Permission;
  announcements: AnnouncementContent | null;
  helpCenter: z.infer<typeof helpCenterSchema> | null;
  vendorCategories: VendorCategory[] | null;
  /** First pages of games the page shows, by `<category>:<page size>` (apps/web app/ssr-state.ts `gameListSeeds`). */
  gameLists: Record<string, GameListResult>;
  /** The home page's hot games row. */
  hotGames: HotGamesResult | null;
  /** The promotions page's first page of cards for the tab its address asks for. */
  promotions: { category: PromotionCategory | null; page: PromotionCardPage } | null;
}

interface ServerEntry {
  /** React's markup as a stream and what follows it; a bundle built before streaming gave the whole string. */
  renderShell(data: ShellData): Promise<{ body: ReadableStream<Uint8Array>; tail: string } | string | null>;
}

export type ShellServices = Pick<Services, 'merchants' | 'system' | 'content' | 'games' | 'promotions'>;

/** The server-rendering bundle of a built web app: `<web>/dist-ssr/entry-server.js` beside `<web>/dist`. */
export function ssrEntryFor(webDist: string): string {
  return path.join(path.dirname(path.resolve(webDist)), 'dist-ssr', 'entry-server.js');
}

/** As the browser gets it: through the contract's schema and JSON, so both sides draw the same values. */
function asSent<T>(schema: z.ZodType<T>, value: unknown): T {
  return JSON.parse(JSON.stringify(schema.parse(value))) as T;
}

/**
 * The renderer, or undefined when the web app was built without its server bundle (the pages keep
 * the built spinner). `entry` is re-imported when a rebuild replaced it, so its markup always
 * matches the browser's scripts.
 */
export function createShellRenderer(deps: { services: ShellServices; webDist: string; encryption: boolean; log?: (error: unknown) => void }): ShellRenderer | undefined {
  const { services, encryption } = deps;
  const entryFile = ssrEntryFor(deps.webDist);
  if (!fs.existsSync(entryFile)) return undefined;
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry> } | undefined;

  function entry(): Promise<ServerEntry> {
    const { mtimeMs } = fs.statSync(entryFile);
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      const importing = import(/* @vite-ignore */ `${pathToFileURL(entryFile).href}?v=${mtimeMs}`) as Promise<ServerEntry>;
      const attempt = { mtimeMs, entry: importing };
      loaded = attempt;
      // A failed import is tried again on the next page, not remembered.
      importing.catch(() => {
        if (loaded === attempt) loaded = undefined;
      });
    }
    return loaded.entry;
  }

  async function data(input: { merchantCode: string; language: Language; path: string; search: string }): Promise<ShellData> {
    const merchant = services.merchants.resolve(input.merchantCode);
    // No visitor: the page is shared by everyone who asks for it, so it carries nobody's address or
    // country (the browser asks for its own permission payload right after taking the page over).
    const ctx: RequestContext = { merchant, language: input.language, device: 'WEB', ip: '', countryCode: null };
    const home = PAGE_ROUTES.home.some((p) => p.toLowerCase() === input.path.toLowerCase());
    // The promotions page's cards are its first screen (its list, not the detail page: that one is one card).
    const promotionCategory = promotionCategoryOf(new URLSearchParams(input.search).get('type'));
    const onPromotions = input.path.toLowerCase() === '/promotions';
    const [announcements, helpCenter, vendorCategories, hotGames, promotions] = await Promise.all([
      home ? services.content.announcementContent(ctx, announcementContentQuery.parse({ types: 'B,PL,H', platform: 'W', execution: 'B', groupName: 'w_home' })) : null,
      services.system.helpCenter(ctx, input.language, 'WEB'),
      services.games.vassGameType(ctx, input.language),
      // The hot row is on the home page's first screen: drawn with it, it is not filled in (and drawn again) after hydration.
      home ? services.games.hotGames(ctx, hotGamesQuery.parse({ language: input.language })) : null,
      onPromotions ? services.promotions.publishedPage(merchant.merchantCode, input.language, { category: promotionCategory ?? undefined, pageNo: 1, pageSize: PROMOTIONS_PAGE_SIZE }) : null,
    ]);
    // The games the first screen shows come with the page (decision 0040): a game list page's first page
    // (without a chosen vendor), or the home page's row of every category with vendors. Each answer is the
    // lobby's own call, from its cache. So the first icons are in the HTML and the app does not ask again.
    const listType = new URLSearchParams(input.search).has('vassalage') ? undefined : GAME_LIST_PAGE_TYPES[input.path.toLowerCase()];
    const lists: [string, number][] = listType ? [[listType, LOBBY_PAGE_SIZE]]
      : home ? vendorCategories.filter((c) => c.vendors.length > 0).map((c) => [c.gameCategory, HOME_ROW_SIZE]) : [];
    const gameLists = Object.fromEntries(await Promise.all(lists.map(async ([gameType, pageSize]) => {
      const text = await services.games.gameList(ctx, gameListQuery.parse({ gameType, pageNo: 1, pageSize, language: input.language }));
      // The call answers its envelope's JSON text (as it goes out on the API).
      return [`${gameType}:${pageSize}`, asSent(gameListResult, (JSON.parse(text) as { value: unknown }).value)] as const;
    })));
    return {
      path: input.path,
      search: input.search,
      language: input.language,
      merchantCode: merchant.merchantCode,
      renderedAt: Date.now(),
      permission: asSent(permissionSchema, services.system.permission(ctx, encryption)),
      announcements: announcements && asSent(announcementContent, announcements),
      helpCenter: asSent(helpCenterSchema, helpCenter),
      vendorCategories: asSent(vassGameTypeResult, vendorCategories),
      gameLists,
      hotGames: hotGames && asSent(hotGamesResult, hotGames),
      promotions: promotions && { category: promotionCategory, page: asSent(promotionCardPage, promotions) },
    };
  }

  // Loaded now, not on the first visitor's request: importing the bundle costs seconds on a busy machine.
  entry().catch((error: unknown) => deps.log?.(error));

  /** React's stream as the page pipeline reads it, with a failure after the first bytes logged too. */
  async function* chunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
    const reader = body.getReader();
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
    } catch (error) {
      deps.log?.(error);
      throw error;
    } finally {
      // The visitor left (or React failed): stop React's work, nothing else reads it.
      reader.cancel().catch(() => undefined);
    }
  }

  return {
    async render(input): Promise<DrawnShell | null> {
      try {
        const [module, shell] = await Promise.all([entry(), data(input)]);
        const drawn = await module.renderShell(shell);
        if (drawn === null) return null;
        if (typeof drawn === 'string') return { body: (async function* whole() { yield drawn; })(), tail: '' };
        return { body: chunks(drawn.body), tail: drawn.tail };
      } catch (error) {
        // A page that cannot be drawn here is still served (pages.ts: the spinner, the browser renders it).
        deps.log?.(error);
        throw error;
      }
    },
  };
}
