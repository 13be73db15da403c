/** Spec §6: a logged-in non-agent (member or trial) is told the agent area is for agents only (error_not_agent). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { AGENT_NS } from '../lib/agent-texts';

export function NotAgent() {
  const { t } = useTranslation(AGENT_NS);
  return (
    <div className="page" data-testid="agent-not-agent">
      <EmptyState
        icon="lock"
        title={t('notAgent.title')}
        description={t('notAgent.text')}
        actions={<Link to="/" className="btn btn-primary">{t('notAgent.home')}</Link>}
      />
    </div>
  );
}
