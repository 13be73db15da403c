/** Agent area: /agent and /agentHome — login required; agents only once accounts exist (agent issue). */
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page';

export default function AgentPage() {
  const { t } = useTranslation();
  return <ComingSoonPage testId="page-agent" icon="agent" title={t('pages.agent')} description={t('comingSoon.agent')} />;
}
