/** Page group "PointMall": /pointMall — login required (points issue). */
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page';

export default function PointMallPage() {
  const { t } = useTranslation();
  return <ComingSoonPage testId="page-point-mall" icon="coins" title={t('pages.pointMall')} description={t('comingSoon.pointMall')} />;
}
