/**
 * Page group "Agent": /agent and /agentHome — login required (agent site), agents only (spec §2, §6).
 * The area loads in a second step so the site's entry chunk names only this small file, not the
 * area's dependencies (decision 0027: the home page's first JavaScript does not grow).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

const AgentCenter = lazy(async () => ({ default: (await import('../../features/agent/components/agent-center')).AgentCenter }));

/** The shell's loader look (its classes), written here so the entry does not name one more chunk. */
function Loading() {
  const { t } = useTranslation();
  return (
    <div className="full-loader" role="status" aria-live="polite" data-testid="agent-loading">
      <span className="full-loader-ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export default function AgentPage() {
  return (
    <Suspense fallback={<Loading />}>
      <AgentCenter />
    </Suspense>
  );
}
