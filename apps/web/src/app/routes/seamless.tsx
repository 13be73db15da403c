/** Page group "Seamless": the full-width seamless game page (games issue). */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage, ParamChip } from '../../components/coming-soon-page';

export default function SeamlessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <ComingSoonPage
      testId="page-seamless"
      icon="gamepad"
      title={t('pages.seamless')}
      description={t('comingSoon.games')}
      chips={<ParamChip label={t('comingSoon.game')} value={params.get('gameCode')} />}
    />
  );
}
