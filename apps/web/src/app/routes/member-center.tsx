/** Page group "MemberCenter": /member — login required (member-centre issue). */
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page';

export default function MemberCenterPage() {
  const { t } = useTranslation();
  return <ComingSoonPage testId="page-member" icon="user" title={t('pages.member')} description={t('comingSoon.member')} />;
}
