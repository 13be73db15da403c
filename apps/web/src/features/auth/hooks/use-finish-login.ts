/**
 * The one success path of every login (password, remember-me, SMS code, extra verification,
 * social): start the session, queue the login-time modals, then go home (the agent home for the
 * agent site's login). The popup closes on its own once the store says logged in.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MemberInfo } from '@platform/contracts';
import { usePermission } from '../../../lib/permission-context';
import { useAppStore } from '../../../stores/app-store';
import type { LoginResult, LoginSite } from '../api/create-session';
import { landingPath, mustChangePassword, type LoginMethod } from '../lib/login-outcome';
import { startSession } from '../lib/start-session';

export function useFinishLogin(): (result: LoginResult, method: LoginMethod, site?: LoginSite) => Promise<MemberInfo> {
  const navigate = useNavigate();
  const forceExpiredChange = usePermission().info.features.FORCE_PASSWORD_EXPIRY_CHANGE;
  return useCallback(async (result, method, site = 'member') => {
    const info = await startSession(result);
    const store = useAppStore.getState();
    store.setWelcomePending(result.firstTimeLogin);
    store.setPasswordChangeRequired(mustChangePassword(result, method, forceExpiredChange));
    void navigate(landingPath(site));
    return info;
  }, [navigate, forceExpiredChange]);
}
