import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Outlet } from 'react-router';
import { RequirePermission } from '../features/access/components/require-permission';
import { LoginPage } from '../features/auth/components/login-page';
import { NotFoundPage } from './not-found-page';
import { RequireSession } from './require-session';
import { ShellLayout } from './shell-layout';

/**
 * Each page is its own chunk, fetched the first time it is opened: the login and the shell come in the
 * main chunk, so the sign-in screen and the frame never wait for the pages an operator may not even have.
 * RequirePermission stays outside the lazy page, so a role without the permission never fetches it.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomePage = page(() => import('../features/home/components/home-page'), 'HomePage');
const PlayersPage = page(() => import('../features/players/components/players-page'), 'PlayersPage');
const PlayerPage = page(() => import('../features/players/components/player-page'), 'PlayerPage');
const OperatorsPage = page(() => import('../features/operators/components/operators-page'), 'OperatorsPage');
const AdjustmentsPage = page(() => import('../features/adjustments/components/adjustments-page'), 'AdjustmentsPage');
const ReconcilePage = page(() => import('../features/reconcile/components/reconcile-page'), 'ReconcilePage');
const BannersPage = page(() => import('../features/content/components/banners-page'), 'BannersPage');
const NoticesPage = page(() => import('../features/content/components/notices-page'), 'NoticesPage');
const PromotionsPage = page(() => import('../features/promotions/components/promotions-page'), 'PromotionsPage');
const ApplicationsPage = page(() => import('../features/promotions/components/applications-page'), 'ApplicationsPage');
const GamesPage = page(() => import('../features/games/components/games-page'), 'GamesPage');
const DepositsPage = page(() => import('../features/finance/components/deposits-page'), 'DepositsPage');
const WithdrawalsPage = page(() => import('../features/finance/components/withdrawals-page'), 'WithdrawalsPage');
const AuditPage = page(() => import('../features/audit/components/audit-page'), 'AuditPage');
const MerchantsPage = page(() => import('../features/merchants/components/merchants-page'), 'MerchantsPage');
const MoneyPage = page(() => import('../features/money/components/money-page'), 'MoneyPage');
const MerchantPage = page(() => import('../features/merchants/components/merchant-page'), 'MerchantPage');
const AgentsPage = page(() => import('../features/agents/components/agents-page'), 'AgentsPage');
const ReportsPage = page(() => import('../features/dashboard/components/reports-page'), 'ReportsPage');
const ApprovalsPage = page(() => import('../features/approvals/components/approvals-page'), 'ApprovalsPage');
const SessionsPage = page(() => import('../features/sessions/components/sessions-page'), 'SessionsPage');

/** Said while a page's chunk is on its way (the first visit only; later visits find it in memory). */
function PageLoading() {
  const { t } = useTranslation();
  return <p role="status" className="note" data-testid="page-loading">{t('app.loadingPage')}</p>;
}

/** One boundary for every page, inside the shell's main region: the frame and the navigation stay put. */
function LazyPages() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** Served under /admin (vite.config.ts `base`, the server's ADMIN_DIST). */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <RequireSession><ShellLayout /></RequireSession>,
    children: [{
      element: <LazyPages />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'players', element: <RequirePermission permission="players.read"><PlayersPage /></RequirePermission> },
        { path: 'players/:id', element: <RequirePermission permission="players.read"><PlayerPage /></RequirePermission> },
        { path: 'operators', element: <RequirePermission permission="operators.manage"><OperatorsPage /></RequirePermission> },
        { path: 'adjustments', element: <RequirePermission permission="wallet.read"><AdjustmentsPage /></RequirePermission> },
        { path: 'wallet/reconcile', element: <RequirePermission permission="wallet.read"><ReconcilePage /></RequirePermission> },
        { path: 'content/banners', element: <RequirePermission permission="content.read"><BannersPage /></RequirePermission> },
        { path: 'content/notices', element: <RequirePermission permission="content.read"><NoticesPage /></RequirePermission> },
        { path: 'promotions', element: <RequirePermission permission="promotions.read"><PromotionsPage /></RequirePermission> },
        { path: 'promotions/applications', element: <RequirePermission permission="promotions.read"><ApplicationsPage /></RequirePermission> },
        { path: 'games', element: <RequirePermission permission="games.read"><GamesPage /></RequirePermission> },
        { path: 'finance/deposits', element: <RequirePermission permission="deposits.read"><DepositsPage /></RequirePermission> },
        { path: 'finance/withdrawals', element: <RequirePermission permission="withdrawals.read"><WithdrawalsPage /></RequirePermission> },
        { path: 'audit', element: <RequirePermission permission="audit.read"><AuditPage /></RequirePermission> },
        { path: 'merchants', element: <RequirePermission permission="merchants.read"><MerchantsPage /></RequirePermission> },
        { path: 'money', element: <RequirePermission permission="merchants.read"><MoneyPage /></RequirePermission> },
        { path: 'merchants/:code', element: <RequirePermission permission="merchants.read"><MerchantPage /></RequirePermission> },
        { path: 'agents', element: <RequirePermission permission="agents.read"><AgentsPage /></RequirePermission> },
        { path: 'reports', element: <RequirePermission permission="reports.read"><ReportsPage /></RequirePermission> },
        // Every operator: the server lists only the kinds its role may decide (decision 0045).
        { path: 'approvals', element: <ApprovalsPage /> },
        { path: 'sessions', element: <SessionsPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    }],
  },
], { basename: '/admin' });
