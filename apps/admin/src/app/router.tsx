import { createBrowserRouter } from 'react-router';
import { MoneyPage } from '../features/money/components/money-page';
import { AdjustmentsPage } from '../features/adjustments/components/adjustments-page';
import { ReconcilePage } from '../features/reconcile/components/reconcile-page';
import { ApprovalsPage } from '../features/approvals/components/approvals-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { DepositsPage } from '../features/finance/components/deposits-page';
import { WithdrawalsPage } from '../features/finance/components/withdrawals-page';
import { BannersPage } from '../features/content/components/banners-page';
import { NoticesPage } from '../features/content/components/notices-page';
import { GamesPage } from '../features/games/components/games-page';
import { RequirePermission } from '../features/access/components/require-permission';
import { HomePage } from '../features/home/components/home-page';
import { LoginPage } from '../features/auth/components/login-page';
import { AgentsPage } from '../features/agents/components/agents-page';
import { MerchantPage } from '../features/merchants/components/merchant-page';
import { MerchantsPage } from '../features/merchants/components/merchants-page';
import { OperatorsPage } from '../features/operators/components/operators-page';
import { PlayerPage } from '../features/players/components/player-page';
import { PlayersPage } from '../features/players/components/players-page';
import { ReportsPage } from '../features/dashboard/components/reports-page';
import { SessionsPage } from '../features/sessions/components/sessions-page';
import { NotFoundPage } from './not-found-page';
import { RequireSession } from './require-session';
import { ShellLayout } from './shell-layout';

/** Served under /admin (vite.config.ts `base`, the server's ADMIN_DIST). */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <RequireSession><ShellLayout /></RequireSession>,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'players', element: <RequirePermission permission="players.read"><PlayersPage /></RequirePermission> },
      { path: 'players/:id', element: <RequirePermission permission="players.read"><PlayerPage /></RequirePermission> },
      { path: 'operators', element: <RequirePermission permission="operators.manage"><OperatorsPage /></RequirePermission> },
      { path: 'adjustments', element: <RequirePermission permission="wallet.read"><AdjustmentsPage /></RequirePermission> },
      { path: 'wallet/reconcile', element: <RequirePermission permission="wallet.read"><ReconcilePage /></RequirePermission> },
      { path: 'content/banners', element: <RequirePermission permission="content.read"><BannersPage /></RequirePermission> },
      { path: 'content/notices', element: <RequirePermission permission="content.read"><NoticesPage /></RequirePermission> },
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
  },
], { basename: '/admin' });
