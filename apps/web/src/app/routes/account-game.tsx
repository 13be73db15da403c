/** Page group "AccountGame": /favorite and /recent — login required (games issue). */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page';

export default function AccountGamePage() {
  const { t } = useTranslation();
  const recent = useLocation().pathname.toLowerCase() === '/recent';
  return (
    <ComingSoonPage
      testId="page-account-game"
      icon={recent ? 'clock' : 'heart'}
      title={t(recent ? 'pages.recent' : 'pages.favorite')}
      description={t('comingSoon.accountGame')}
    />
  );
}
