/**
 * Route guard (spec §2, §6): pages that need a member redirect to /login when no session token is
 * stored. The loader redirects before any lazy page renders; the element re-checks on logout.
 */
import { Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { getToken } from '../lib/storage';
import { useAppStore } from '../stores/app-store';

/** The agent area's pages log in to the agent site (spec §2: a non-agent cannot log in there). */
function loginPath(pathname: string): string {
  return pathname.toLowerCase().startsWith('/agent') ? '/login?site=agent' : '/login';
}

export function requireLogin({ request }: LoaderFunctionArgs) {
  if (!getToken()) throw redirect(loginPath(new URL(request.url).pathname));
  return null;
}

export function RequireLogin() {
  const token = useAppStore((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to={loginPath(location.pathname)} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
