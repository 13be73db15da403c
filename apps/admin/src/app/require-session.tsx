import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionState } from '../lib/session-store';

/** Pages behind the login: without a session (none yet, expired, logged out) the login page, which comes back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useSessionState();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
