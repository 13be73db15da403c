/** The signed-in frame: top bar (operator, merchant, language, logout), side navigation and the page. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { LanguagePicker } from '../components/language-picker';
import { Can } from '../features/access/components/can';
import { deleteLogout } from '../features/auth/api/delete-logout';
import { useMe } from '../features/home/api/get-me';
import { MerchantPicker } from '../features/merchants/components/merchant-picker';
import { useMerchantSearch } from '../features/merchants/use-merchant';
import { endSession, useSessionState } from '../lib/session-store';

export function ShellLayout() {
  const { t } = useTranslation();
  const { session } = useSessionState();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(true);
  const [leaving, setLeaving] = useState(false);
  const withMerchant = useMerchantSearch();
  // A team-bound operator (decision 0053) is told so beside its name: its lists hold its team only.
  const me = useMe();

  // After a navigation, focus goes to the new page, as a page load would put it (not on the old link).
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  async function logOut() {
    setLeaving(true);
    // Whatever the answer (already expired, offline), this browser forgets the session.
    await deleteLogout().catch(() => undefined);
    endSession('loggedOut');
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main">{t('shell.skip')}</a>
      <header className="topbar">
        <p className="brand">{t('app.name')}</p>
        <div className="topbar-end">
          <p className="operator-name">
            <span className="visually-hidden">{t('shell.signedInAs')} </span>
            <span data-testid="shell-operator">{session?.username}</span>
            {me.data?.team ? <span className="operator-team" data-testid="shell-team"> · {t('shell.team', { agent: me.data.team.agentUsername })}</span> : null}
          </p>
          <MerchantPicker />
          <LanguagePicker />
          <button type="button" className="button button-quiet" onClick={() => void logOut()} disabled={leaving} data-testid="logout">
            {t('shell.logout')}
          </button>
        </div>
      </header>
      <div className="shell-body">
        <nav className="sidenav" aria-label={t('nav.label')}>
          <ul>
            {/* Entries the role lacks are left out, not greyed: the server refuses them anyway (decision 0044). */}
            <li><NavLink to={{ pathname: '/', search: withMerchant() }} end>{t('nav.home')}</NavLink></li>
            <Can permission="players.read">
              <li><NavLink to={{ pathname: '/players', search: withMerchant() }} data-testid="nav-players">{t('nav.players')}</NavLink></li>
            </Can>
            <Can permission="merchants.read">
              <li><NavLink to={{ pathname: '/merchants', search: withMerchant() }} data-testid="nav-merchants">{t('nav.merchants')}</NavLink></li>
            </Can>
            <Can permission="merchants.read">
              <li><NavLink to={{ pathname: '/money', search: withMerchant() }} data-testid="nav-money">{t('nav.money')}</NavLink></li>
            </Can>
            <Can permission="agents.read">
              <li><NavLink to={{ pathname: '/agents', search: withMerchant() }} data-testid="nav-agents">{t('nav.agents')}</NavLink></li>
            </Can>
            <Can permission="operators.manage">
              <li><NavLink to={{ pathname: '/operators', search: withMerchant() }} data-testid="nav-operators">{t('nav.operators')}</NavLink></li>
            </Can>
            <Can permission="wallet.read">
              <li><NavLink to={{ pathname: '/adjustments', search: withMerchant() }} data-testid="nav-adjustments">{t('nav.adjustments')}</NavLink></li>
              <li><NavLink to={{ pathname: '/wallet/reconcile', search: withMerchant() }} data-testid="nav-reconcile">{t('nav.reconcile')}</NavLink></li>
            </Can>
            <Can permission="content.read">
              <li><NavLink to={{ pathname: '/content/banners', search: withMerchant() }} data-testid="nav-banners">{t('nav.banners')}</NavLink></li>
              <li><NavLink to={{ pathname: '/content/notices', search: withMerchant() }} data-testid="nav-notices">{t('nav.notices')}</NavLink></li>
            </Can>
            <Can permission="promotions.read">
              <li><NavLink to={{ pathname: '/promotions', search: withMerchant() }} end data-testid="nav-promotions">{t('nav.promotions')}</NavLink></li>
              <li><NavLink to={{ pathname: '/promotions/applications', search: withMerchant() }} data-testid="nav-applications">{t('nav.applications')}</NavLink></li>
            </Can>
            <Can permission="games.read">
              <li><NavLink to={{ pathname: '/games', search: withMerchant() }} data-testid="nav-games">{t('nav.games')}</NavLink></li>
            </Can>
            <Can permission="reports.read">
              <li><NavLink to={{ pathname: '/reports', search: withMerchant() }} data-testid="nav-reports">{t('nav.reports')}</NavLink></li>
            </Can>
            <Can permission="deposits.read">
              <li><NavLink to={{ pathname: '/finance/deposits', search: withMerchant() }} data-testid="nav-deposits">{t('nav.deposits')}</NavLink></li>
            </Can>
            <Can permission="withdrawals.read">
              <li><NavLink to={{ pathname: '/finance/withdrawals', search: withMerchant() }} data-testid="nav-withdrawals">{t('nav.withdrawals')}</NavLink></li>
            </Can>
            <Can permission="audit.read">
              <li><NavLink to={{ pathname: '/audit', search: withMerchant() }} data-testid="nav-audit">{t('nav.audit')}</NavLink></li>
            </Can>
            <li><NavLink to={{ pathname: '/approvals', search: withMerchant() }} data-testid="nav-approvals">{t('nav.approvals')}</NavLink></li>
            <li><NavLink to={{ pathname: '/sessions', search: withMerchant() }} data-testid="nav-sessions">{t('nav.sessions')}</NavLink></li>
          </ul>
        </nav>
        <main id="main" ref={main} tabIndex={-1} className="page">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
