import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/components/home-page';
import { LoginPage } from '../features/auth/components/login-page';
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
      { path: 'sessions', element: <SessionsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
], { basename: '/admin' });
