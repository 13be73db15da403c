import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionState } from '../lib/session-store';

/**
 * Pages behind the login: without a session the login page, which comes back here after an expiry; after
 * a logout it does not (the next operator to sign in on this browser starts at home, not on the last one's page).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, notice } = useSessionState();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={notice === 'loggedOut' ? null : { from: location.pathname + location.search }} />;
  return children;
}
