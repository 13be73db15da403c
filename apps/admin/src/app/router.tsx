import { createBrowserRouter } from 'react-router';
import { ApprovalsPage } from '../features/approvals/components/approvals-page';
import { AuditPage } from '../features/audit/components/audit-page';
import { RequirePermission } from '../features/access/components/require-permission';
import { HomePage } from '../features/home/components/home-page';
import { LoginPage } from '../features/auth/components/login-page';
import { OperatorsPage } from '../features/operators/components/operators-page';
import { PlayerPage } from '../features/players/components/player-page';
import { PlayersPage } from '../features/players/components/players-page';
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
      { path: 'audit', element: <RequirePermission permission="audit.read"><AuditPage /></RequirePermission> },
      // Every operator: the server lists only the kinds its role may decide (decision 0045).
      { path: 'approvals', element: <ApprovalsPage /> },
      { path: 'sessions', element: <SessionsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
], { basename: '/admin' });
