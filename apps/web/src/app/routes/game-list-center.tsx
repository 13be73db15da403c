/** Page group "GameListCenter": /live, /fish, /rng, /pvp, /provider — query vassalage picks the vendor. */
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage, ParamChip } from '../../components/coming-soon-page';
import type { IconName } from '../../components/ui/icon';

const PAGES: Record<string, { title: string; icon: IconName }> = {
  '/live': { title: 'nav.live', icon: 'live' },
  '/fish': { title: 'nav.fish', icon: 'fish' },
  '/rng': { title: 'nav.rng', icon: 'slots' },
  '/pvp': { title: 'nav.pvp', icon: 'cards' },
  '/provider': { title: 'pages.provider', icon: 'star' },
};

export default function GameListCenterPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const pageInfo = PAGES[pathname.toLowerCase()] ?? { title: 'pages.provider', icon: 'star' };
  return (
    <ComingSoonPage
      testId="page-game-list"
      icon={pageInfo.icon}
      title={t(pageInfo.title)}
      description={t('comingSoon.games')}
      chips={<ParamChip label={t('comingSoon.provider')} value={params.get('vassalage')} />}
    />
  );
}
