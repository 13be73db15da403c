/**
 * The launch and header-category rules of spec §4, as pure functions so every screen (home rows,
 * lobby grid, list and centre pages, header menu) decides the same way.
 */

/** What a click on a game card leads to. */
export type LaunchStep = 'vendor-list' | 'login' | 'trial' | 'launch';

export interface LaunchSession {
  isLogin: boolean;
  isTrial: boolean;
}

/**
 * A VASSALAGE card is a folder, not a game: it opens the vendor's list for anyone. Every launch
 * needs a session (the launch call is a member's); a trial account may play the free trial
 * (accountType 0, its play money) but is told to register first for real money.
 */
export function launchStep(card: { isGame: string | null }, session: LaunchSession, free: boolean): LaunchStep {
  if (card.isGame === 'VASSALAGE') return 'vendor-list';
  if (!session.isLogin) return 'login';
  if (session.isTrial && !free) return 'trial';
  return 'launch';
}

/** Categories whose header entry always opens their page, even with a single vendor. */
const NAVIGATING_CATEGORIES = new Set(['HOME', 'PROMOTIONS', 'PVP', 'FISH', 'RNG']);

export type CategoryClick = { kind: 'navigate'; path: string } | { kind: 'launch'; vassalage: string };

/**
 * Header click on a category (spec §4): home, promotions, PVP, fishing and RNG navigate; any other
 * category with exactly one vendor launches that vendor directly; with several it opens its page.
 */
export function categoryClick(entry: { category: string; path: string }, vendorCodes: readonly string[]): CategoryClick {
  const only = vendorCodes.length === 1 ? vendorCodes[0] : undefined;
  if (NAVIGATING_CATEGORIES.has(entry.category) || only === undefined) return { kind: 'navigate', path: entry.path };
  return { kind: 'launch', vassalage: only };
}

/** The home page's category (spec §4): SEARCH while a trimmed term is entered, the chosen one otherwise. */
export function effectiveCategory(chosen: string, searchTerm: string): string {
  return searchTerm.trim() === '' ? chosen : 'SEARCH';
}
