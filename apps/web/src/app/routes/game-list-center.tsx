/** Page group "GameListCenter": /live, /fish, /rng, /pvp, /provider — query vassalage picks the vendor. */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GAME_LIST_PAGE_TYPES } from '@platform/contracts';
import type { IconName } from '../../components/ui/icon';
import { GameListPage } from '../../features/lobby/components/game-list-page';

// The categories come from the list the server draws these pages with (GAME_LIST_PAGE_TYPES).
const PAGES: Record<string, { gameType?: string; title: string; icon: IconName }> = {
  '/live': { gameType: GAME_LIST_PAGE_TYPES['/live'], title: 'nav.live', icon: 'live' },
  '/fish': { gameType: GAME_LIST_PAGE_TYPES['/fish'], title: 'nav.fish', icon: 'fish' },
  '/rng': { gameType: GAME_LIST_PAGE_TYPES['/rng'], title: 'nav.rng', icon: 'slots' },
  '/pvp': { gameType: GAME_LIST_PAGE_TYPES['/pvp'], title: 'nav.pvp', icon: 'cards' },
  '/provider': { title: 'pages.provider', icon: 'star' },
};

export default function GameListCenterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = PAGES[pathname.toLowerCase()] ?? { title: 'pages.provider', icon: 'star' };
  // Keyed by path: moving from /live to /fish starts a fresh lobby (filter, page).
  return <GameListPage key={pathname.toLowerCase()} gameType={page.gameType} title={t(page.title)} icon={page.icon} />;
}
