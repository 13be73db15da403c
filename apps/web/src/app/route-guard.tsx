/**
 * Route guard (spec §2, §6): pages that need a member redirect to /login when no session token is
 * stored. The loader redirects before any lazy page renders; the element re-checks on logout.
 */
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { getToken } from '../lib/storage';
import { useAppStore } from '../stores/app-store';

export function requireLogin() {
  if (!getToken()) throw redirect('/login');
  return null;
}

export function RequireLogin() {
  const token = useAppStore((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
