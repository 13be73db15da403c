import type { Language } from './languages';
import { PAGE_TEXTS, type PageKey } from './page-texts';

export { PAGE_TEXTS, type PageKey } from './page-texts';

/**
 * The pages of the web app (spec §2, history mode) by the lazily loaded group that renders them. The web
 * router builds its routes from this list and the server answers 200 for exactly these paths (404 with
 * the not-found page for any other), so the two never disagree.
 */
export const PAGE_ROUTES = {
  home: ['/', '/index', '/index.html', '/home', '/login', '/register', '/help', '/helpmc'],
  download: ['/down'],
  gameCenter: ['/sports', '/esports', '/lott', '/elott'],
  gameListCenter: ['/live', '/fish', '/rng', '/pvp', '/provider'],
  promotions: ['/promotions', '/promotionDetail'],
  seamless: ['/seamless'],
  pgeVerify: ['/pge/verify'],
  // Behind the login guard.
  memberCenter: ['/member'],
  accountGame: ['/favorite', '/recent'],
  lottery: ['/lottery', '/seaLottery', '/vnLottery'],
  pointMall: ['/pointMall'],
  agent: ['/agent', '/agentHome'],
} as const satisfies Record<string, readonly string[]>;

/**
 * The category of each game list page (spec §2): its first page of games (all, page 1) is drawn by
 * the server with the page (decision 0040), so the icons a phone sees first are in the HTML.
 */
export const GAME_LIST_PAGE_TYPES: Readonly<Record<string, string>> = { '/live': 'LIVE', '/fish': 'FISH', '/rng': 'RNG', '/pvp': 'PVP' };

/** PGE play pages open in the game popup's frame, one path per game: `/pge/:game`. */
export const PGE_PLAY_ROUTE = '/pge/:game';

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(PAGE_ROUTES).flat().map((p) => p.toLowerCase()));

/**
 * True for a path the web app renders as a page. Case-insensitive, as the router matches, and with
 * or without a trailing slash.
 */
export function isPageRoute(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  if (KNOWN_PATHS.has(p)) return true;
  return /^\/pge\/[^/]+$/.test(p);
}

/** The public pages a search engine may list (the sitemap): no duplicates, nothing behind a login or a query. */
export const PUBLIC_PAGES = [
  '/', '/live', '/rng', '/fish', '/pvp', '/sports', '/esports', '/lott', '/elott', '/provider', '/promotions', '/help', '/down',
] as const;

/** Paths that show the same page as another: their canonical URL is the other one's. */
const CANONICAL_OF: Record<string, string> = { '/index': '/', '/index.html': '/', '/home': '/', '/login': '/', '/register': '/', '/helpmc': '/help' };

export function canonicalPath(path: string): string {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return CANONICAL_OF[p.toLowerCase()] ?? (isPageRoute(p) ? p : '/');
}

const KEY_OF_PATH: Record<string, PageKey> = {
  '/': 'home', '/index': 'home', '/index.html': 'home', '/home': 'home', '/login': 'login', '/register': 'register',
  '/help': 'help', '/helpmc': 'help', '/down': 'download', '/sports': 'sports', '/esports': 'esports', '/lott': 'lott',
  '/elott': 'elott', '/live': 'live', '/fish': 'fish', '/rng': 'rng', '/pvp': 'pvp', '/provider': 'provider',
  '/promotions': 'promotions', '/promotiondetail': 'promotions', '/seamless': 'seamless', '/pge/verify': 'pgeVerify',
  '/member': 'member', '/favorite': 'favorite', '/recent': 'recent', '/lottery': 'lottery', '/sealottery': 'lottery',
  '/vnlottery': 'lottery', '/pointmall': 'pointMall', '/agent': 'agent', '/agenthome': 'agent',
};

/** The page a path shows, for its texts: `notFound` for a path the app does not know. */
export function pageKeyOf(path: string): PageKey {
  const p = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  if (KEY_OF_PATH[p]) return KEY_OF_PATH[p];
  return /^\/pge\/[^/]+$/.test(p) ? 'seamless' : 'notFound';
}

/**
 * The document title and meta description of a page in a language: `<page> | <site name>`, the same on
 * the server's HTML and after a client-side navigation. Pages without their own description share the home page's.
 */
export function pageHead(path: string, language: Language, siteName: string): { title: string; description: string } {
  const texts: { title: Record<Language, string>; description?: Record<Language, string> } = PAGE_TEXTS[pageKeyOf(path)];
  const description = (texts.description ?? PAGE_TEXTS.home.description)[language];
  return { title: `${texts.title[language]} | ${siteName}`, description };
}

/** Open Graph locales (language_TERRITORY), one per bundle. */
export const OG_LOCALES: Record<Language, string> = {
  CN: 'zh_CN', EN: 'en_US', ES: 'es_MX', HI: 'hi_IN', ID: 'id_ID', MY: 'my_MM', PT: 'pt_BR', TH: 'th_TH',
};
