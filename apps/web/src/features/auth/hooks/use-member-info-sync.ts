/**
 * Start-up with a stored token (spec §3, §4): load member info again so the header and flags are
 * fresh; a 401 (token expired or revoked) clears the session.
 */
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { getMemberInfo } from '../api/get-member-info';

export function useMemberInfoSync(): void {
  const token = useAppStore((s) => s.token);
  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    getMemberInfo(controller.signal)
      .then((info) => {
        if (useAppStore.getState().token === token) useAppStore.getState().setSession(token, info);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401 && useAppStore.getState().token === token) useAppStore.getState().endSession();
      });
    return () => controller.abort();
  }, [token]);
}
