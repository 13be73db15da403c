/** Page group "Promotions": /promotions and /promotionDetail (promotions issue). */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage, ParamChip } from '../../components/coming-soon-page';

export default function PromotionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <ComingSoonPage
      testId="page-promotions"
      icon="gift"
      title={t('nav.promotions')}
      description={t('comingSoon.promotions')}
      chips={<ParamChip label={t('comingSoon.type')} value={params.get('type') ?? params.get('id')} />}
    />
  );
}
