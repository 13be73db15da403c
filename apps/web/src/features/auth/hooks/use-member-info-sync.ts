/**
 * Start-up with a stored token (spec §3, §4): load member info again so the header and flags are
 * fresh; a 401 (token expired or revoked) clears the session. Logins during the visit load member
 * info themselves (lib/start-session.ts), so this runs once.
 */
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { getMemberInfo } from '../api/get-member-info';

export function useMemberInfoSync(): void {
  useEffect(() => {
    const token = useAppStore.getState().token;
    if (!token) return undefined;
    const controller = new AbortController();
    const stillCurrent = () => useAppStore.getState().token === token;
    getMemberInfo(controller.signal)
      .then((info) => {
        if (stillCurrent()) useAppStore.getState().setSession(token, info);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && stillCurrent()) useAppStore.getState().endSession();
      });
    return () => controller.abort();
  }, []);
}
