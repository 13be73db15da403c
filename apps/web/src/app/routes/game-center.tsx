/** Page group "GameCenter": /sports, /esports, /lott, /elott — vendor cards that launch. */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IconName } from '../../components/ui/icon';
import { GameCenterPage as CenterPage } from '../../features/lobby/components/game-center-page';

const PAGES: Record<string, { gameType: string; title: string; icon: IconName }> = {
  '/sports': { gameType: 'SPORTS', title: 'nav.sports', icon: 'sports' },
  '/esports': { gameType: 'ESPORTS', title: 'nav.esports', icon: 'gamepad' },
  '/lott': { gameType: 'LOTT', title: 'nav.lott', icon: 'ticket' },
  '/elott': { gameType: 'ELOTT', title: 'nav.elott', icon: 'balls' },
};

export default function GameCenterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = PAGES[pathname.toLowerCase()] ?? PAGES['/sports']!;
  return <CenterPage gameType={page.gameType} title={t(page.title)} icon={page.icon} />;
}
