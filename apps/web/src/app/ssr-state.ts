/**
 * What a server-rendered page (decision 0035) hands the browser beside its HTML: the answers it was
 * drawn with, so the app hydrates without asking for them again. The server writes it after #root as a
 * JSON data block (`<script type="application/json">`: never executed, so the page's CSP allows it);
 * main.tsx reads it before anything renders. Kept free of heavy imports: main.tsx is the first script.
 */
import type {
  AnnouncementContent, GameListResult, helpCenterSchema, HotGamesResult, Language, Permission, PromotionCardPage, PromotionCategory, VendorCategory,
} from '@platform/contracts';
import type { z } from 'zod';
import type { HydrationState } from 'react-router';
import { HOME_ROW_SIZE, LOBBY_PAGE_SIZE } from '@platform/contracts';

export const SSR_STATE_ID = 'ssr-state';

export interface SsrState {
  language: Language;
  merchantCode: string;
  /** False at a members-only address: the server drew the frame around a loader, the browser renders anew. */
  hydrate: boolean;
  /** When the answers below were read (the page may come from the server's page cache). */
  renderedAt: number;
  hydrationData: HydrationState | null;
  permission: Permission;
  /** Only on the home page's addresses. */
  announcements: AnnouncementContent | null;
  helpCenter: z.infer<typeof helpCenterSchema> | null;
  /** Country and currency names of the merchant's regions in this language, and the year (lib/format.ts `seedDisplayNames`). */
  displayNames?: Record<string, string>;
  vendorCategories: VendorCategory[] | null;
  /**
   * First pages of games the page shows, by `<category>:<page size>`: a game list page's category
   * (GAME_LIST_PAGE_TYPES, no vendor chosen) or the home page's rows (decision 0040).
   */
  gameLists: Record<string, GameListResult>;
  /** The home page's hot games row (its first screen): drawn with the page, not filled in after it. */
  hotGames?: HotGamesResult | null;
  /** The promotions page's first page of cards, for the tab its address asks for (null: every category). */
  promotions?: { category: PromotionCategory | null; page: PromotionCardPage } | null;
}

/**
 * The drawn game lists as the queries that read them: a page of LOBBY_PAGE_SIZE is a game list page's
 * lobby (use-lobby-games.ts, filter ALL), one of HOME_ROW_SIZE a home row (category-rows.tsx). The
 * parameters are exactly theirs, so each answer lands under the key its reader asks with.
 */
export function gameListSeeds(gameLists: Record<string, GameListResult>, language: Language) {
  return Object.entries(gameLists).flatMap(([key, result]) => {
    const [gameType = '', size] = key.split(':');
    const pageSize = Number(size);
    if (pageSize === LOBBY_PAGE_SIZE) return [{ params: { gameType, hot: false, pageNo: 1, pageSize, language }, result }];
    if (pageSize === HOME_ROW_SIZE) return [{ params: { gameType, pageNo: 1, pageSize, language }, result }];
    return [];
  });
}

/** The data block as HTML: `<` is escaped, so no text in it can close the script element. */
export function ssrStateScript(state: SsrState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/**
 * The server's state, once: the data block (right after #root) is read and removed. Null on a page
 * the server did not render.
 */
export function takeSsrState(doc: Document = document): SsrState | null {
  const block = doc.getElementById(SSR_STATE_ID);
  if (!block) return null;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as SsrState;
  } catch {
    return null;
  }
}
