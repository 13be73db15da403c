/** Page group "GameListCenter": /live, /fish, /rng, /pvp, /provider — query vassalage picks the vendor. */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../components/ui/icon';
import { GameListPage } from '../../features/lobby/components/game-list-page';

const PAGES: Record<string, { gameType?: string; title: string; icon: IconName }> = {
  '/live': { gameType: 'LIVE', title: 'nav.live', icon: 'live' },
  '/fish': { gameType: 'FISH', title: 'nav.fish', icon: 'fish' },
  '/rng': { gameType: 'RNG', title: 'nav.rng', icon: 'slots' },
  '/pvp': { gameType: 'PVP', title: 'nav.pvp', icon: 'cards' },
  '/provider': { title: 'pages.provider', icon: 'star' },
};

export default function GameListCenterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = PAGES[pathname.toLowerCase()] ?? { title: 'pages.provider', icon: 'star' };
  // Keyed by path: moving from /live to /fish starts a fresh lobby (filter, page).
  return <GameListPage key={pathname.toLowerCase()} gameType={page.gameType} title={t(page.title)} icon={page.icon} />;
}
