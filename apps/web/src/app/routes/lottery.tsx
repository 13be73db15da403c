/** Page group "Lottery": /lottery, /seaLottery, /vnLottery — login required; query gameCode. */
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage, ParamChip } from '../../components/coming-soon-page';

const TITLES: Record<string, string> = { '/lottery': 'pages.lottery', '/sealottery': 'pages.seaLottery', '/vnlottery': 'pages.vnLottery' };

export default function LotteryPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return (
    <ComingSoonPage
      testId="page-lottery"
      icon="ticket"
      title={t(TITLES[pathname.toLowerCase()] ?? 'pages.lottery')}
      description={t('comingSoon.lottery')}
      chips={<ParamChip label={t('comingSoon.game')} value={params.get('gameCode')} />}
    />
  );
}
