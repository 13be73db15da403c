/** Navigation entries (spec §2): category → path; home first, promotions last. */
import { PAGE_ROUTES } from '@platform/contracts';
import type { IconName } from '../components/ui/icon';

export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export interface NavEntry {
  category: 'HOME' | 'PROMOTIONS' | GameCategory;
  path: string;
  /** Key in the locale bundles under nav.* */
  labelKey: string;
  icon: IconName;
}

const CATEGORY_ENTRIES: Record<GameCategory, Omit<NavEntry, 'category'>> = {
  ELOTT: { path: '/elott', labelKey: 'nav.elott', icon: 'balls' },
  LOTT: { path: '/lott', labelKey: 'nav.lott', icon: 'ticket' },
  LIVE: { path: '/live', labelKey: 'nav.live', icon: 'live' },
  SPORTS: { path: '/sports', labelKey: 'nav.sports', icon: 'sports' },
  FISH: { path: '/fish', labelKey: 'nav.fish', icon: 'fish' },
  RNG: { path: '/rng', labelKey: 'nav.rng', icon: 'slots' },
  PVP: { path: '/pvp', labelKey: 'nav.pvp', icon: 'cards' },
  ESPORTS: { path: '/esports', labelKey: 'nav.esports', icon: 'gamepad' },
};

export const HOME_ENTRY: NavEntry = { category: 'HOME', path: '/', labelKey: 'nav.home', icon: 'home' };
export const PROMOTIONS_ENTRY: NavEntry = { category: 'PROMOTIONS', path: '/promotions', labelKey: 'nav.promotions', icon: 'gift' };

export function categoryEntry(category: GameCategory): NavEntry {
  return { category, ...CATEGORY_ENTRIES[category] };
}

/** A category shows only when it has at least one vendor. */
export function buildNavEntries(vendorCounts: ReadonlyMap<GameCategory, number>): NavEntry[] {
  const categories = GAME_CATEGORIES.filter((c) => (vendorCounts.get(c) ?? 0) > 0).map(categoryEntry);
  return [HOME_ENTRY, ...categories, PROMOTIONS_ENTRY];
}

/** Paths that show the home page, with the popup the path names (login, register, help): one list with the server's. */
export const HOME_PATHS: readonly string[] = PAGE_ROUTES.home;

/** Game pages that take the whole width: the side menu is hidden there (spec §2). */
const FULL_WIDTH_PATHS = ['/seamless', '/lottery', '/vnlottery', '/sealottery'];

export function isSideMenuHidden(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return FULL_WIDTH_PATHS.includes(path);
}
