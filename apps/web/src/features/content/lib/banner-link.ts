/**
 * Where a banner's linkage leads (spec §2 "clicking a slide opens its linked target if it has a
 * linkageType"): a category → its lobby page, a promotion → its page (/promotionDetail), a site path → that
 * page, an http(s) address → a new tab, a game → the lobby's /seamless page, which launches a game by
 * node id (asking a visitor to log in first); the page can take GAME links itself through `onOpen`.
 */
import type { LinkageType } from '@platform/contracts';
import { GAME_CATEGORIES, HOME_ENTRY, PROMOTIONS_ENTRY, categoryEntry, type GameCategory } from '../../../lib/navigation';

export interface BannerLink {
  linkageType: LinkageType;
  target: string;
}

export type BannerDestination =
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

export function bannerDestination(link: BannerLink): BannerDestination {
  const target = link.target.trim();
  switch (link.linkageType) {
    case 'CATEGORY': {
      const category = target.toUpperCase();
      if ((GAME_CATEGORIES as readonly string[]).includes(category)) return { kind: 'navigate', to: categoryEntry(category as GameCategory).path };
      if (category === 'HOME') return { kind: 'navigate', to: HOME_ENTRY.path };
      if (category === 'PROMOTIONS') return { kind: 'navigate', to: PROMOTIONS_ENTRY.path };
      return { kind: 'none' };
    }
    case 'PROMOTION':
      return { kind: 'navigate', to: `/promotionDetail?code=${encodeURIComponent(target)}` };
    case 'URL':
      // A site path stays in the app; "//host" is another site, so it counts as external below.
      if (target.startsWith('/') && !target.startsWith('//')) return { kind: 'navigate', to: target };
      return /^https?:\/\//i.test(target) ? { kind: 'external', url: target } : { kind: 'none' };
    case 'GAME': {
      const nodeId = Number(target);
      return Number.isInteger(nodeId) && nodeId > 0 ? { kind: 'navigate', to: `/seamless?nodeId=${nodeId}` } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
