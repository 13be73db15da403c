/** The first page after login: who is signed in, which merchants it acts on, and the dashboard or its team's figures. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { Can } from '../../access/components/can';
import { useMe } from '../api/get-me';

// The dashboard (decision 0050) and its chart come in their own chunk, after the page's frame.
const DashboardPanel = lazy(() => import('../../dashboard/components/dashboard-panel').then((m) => ({ default: m.DashboardPanel })));
// An operator bound to an agent's team (decision 0053) sees that team's figures instead.
const TeamHome = lazy(() => import('../../agents/components/team-home').then((m) => ({ default: m.TeamHome })));

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  const me = useMe();
  return (
    <section className="stack" aria-busy={me.isPending}>
      <h1 data-testid="home-title">{me.data ? t('home.welcome', { name: me.data.username }) : t('nav.home')}</h1>
      {me.isError ? <Alert tone="error">{errorText(t, me.error)}</Alert> : null}
      {me.data ? (
        <dl className="facts" data-testid="home-facts">
          <div>
            <dt>{t('home.username')}</dt>
            <dd data-testid="home-username">{me.data.username}</dd>
          </div>
          <div>
            <dt>{t('home.merchant')}</dt>
            <dd data-testid="home-merchant">{me.data.merchantCode ?? t('home.allMerchants')}</dd>
          </div>
          <div>
            <dt>{t('home.role')}</dt>
            <dd data-testid="home-role">{t(`home.roles.${me.data.role}`)}</dd>
          </div>
          <div>
            <dt>{t('home.authenticator')}</dt>
            <dd>{me.data.totpEnabled ? t('home.authenticatorOn') : t('home.authenticatorOff')}</dd>
          </div>
        </dl>
      ) : null}
      {me.data?.team && me.data.merchantCode ? (
        <Suspense fallback={<p role="status">{t('dashboard.loading')}</p>}>
          <TeamHome merchantCode={me.data.merchantCode} team={me.data.team} />
        </Suspense>
      ) : null}
      <Can permission="reports.read">
        <Suspense fallback={<p role="status">{t('dashboard.loading')}</p>}>
          <DashboardPanel />
        </Suspense>
      </Can>
    </section>
  );
}
