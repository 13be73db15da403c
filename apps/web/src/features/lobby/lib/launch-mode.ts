/**
 * Where a launched game shows. Sports books, e-sports and lotteries are whole sites that want the
 * full width (the /seamless page, side menu hidden); every other game plays in the popup frame
 * over the lobby, so closing it returns to the same place in the lobby.
 */
const FULL_PAGE_TYPES = new Set(['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT']);

export type LaunchMode = 'popup' | 'seamless';

export function launchModeFor(gameType: string): LaunchMode {
  return FULL_PAGE_TYPES.has(gameType.toUpperCase()) ? 'seamless' : 'popup';
}

/**
 * The /seamless page's address for a game, or for a vendor's lobby when only the vendor is known:
 * the page launches it itself, so no provider URL or token travels in the address bar.
 */
export function seamlessPath(game: { nodeId?: number; vassalage: string; gameCode?: string }): string {
  const params = new URLSearchParams();
  if (game.nodeId !== undefined) params.set('nodeId', String(game.nodeId));
  params.set('vassalage', game.vassalage);
  if (game.gameCode) params.set('gameCode', game.gameCode);
  return `/seamless?${params.toString()}`;
}

/** Where the game's own back button returns: the page it was launched from (the server takes a path on this site only). */
export function returnPath(location: { pathname: string } = window.location): string {
  return /^\/(?!\/)[^\s\\]*$/.test(location.pathname) ? location.pathname : '/';
}

/** A maintenance refusal's recommended games, when the server sent some in the error details. */
export function recommendedGames<T extends { nodeId: number }>(details: unknown): T[] {
  if (typeof details !== 'object' || details === null) return [];
  for (const key of ['recommended', 'recommendations', 'games']) {
    const value = (details as Record<string, unknown>)[key];
    if (Array.isArray(value)) return value.filter((g): g is T => typeof g === 'object' && g !== null && typeof (g as T).nodeId === 'number');
  }
  return [];
}

/** Only web addresses go into the game frame: a javascript: or data: URL from a bad answer never runs. */
export function safeGameUrl(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
