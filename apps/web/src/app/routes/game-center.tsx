/** Page group "GameCenter": /sports, /esports, /lott, /elott (games and lottery issues). */
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage, ParamChip } from '../../components/coming-soon-page';
import type { IconName } from '../../components/ui/icon';

const PAGES: Record<string, { title: string; icon: IconName }> = {
  '/sports': { title: 'nav.sports', icon: 'sports' },
  '/esports': { title: 'nav.esports', icon: 'gamepad' },
  '/lott': { title: 'nav.lott', icon: 'ticket' },
  '/elott': { title: 'nav.elott', icon: 'balls' },
};

export default function GameCenterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pageInfo = PAGES[pathname.toLowerCase()] ?? { title: 'nav.sports', icon: 'sports' };
  return (
    <ComingSoonPage
      testId="page-game-center"
      icon={pageInfo.icon}
      title={t(pageInfo.title)}
      description={t('comingSoon.games')}
      chips={<ParamChip label={t('comingSoon.provider')} value={params.get('vassalage')} />}
    />
  );
}
