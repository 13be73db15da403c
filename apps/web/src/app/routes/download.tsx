/** Page group "Download": /down — app download with install guides and QR code (download issue). */
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page';

export default function DownloadPage() {
  const { t } = useTranslation();
  return <ComingSoonPage testId="page-download" icon="download" title={t('sideMenu.download')} description={t('comingSoon.download')} />;
}
