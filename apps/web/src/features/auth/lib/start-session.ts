/**
 * Logged out → logged in (spec §4): the token is stored first so the member-info call carries it,
 * then member info is loaded and both land in session storage and the app store. If member info
 * cannot load, the half-made session is dropped again.
 */
import type { MemberInfo } from '@platform/contracts';
import { useAppStore } from '../../../stores/app-store';
import { storeToken } from '../../../lib/storage';
import type { LoginResult } from '../api/create-session';
import { getMemberInfo } from '../api/get-member-info';

export async function startSession(result: LoginResult): Promise<MemberInfo> {
  // A tokenless answer still waits for extra verification; callers route it there first.
  if (!result.token) throw new Error('startSession() without a token');
  storeToken(result.token);
  try {
    const info = await getMemberInfo();
    useAppStore.getState().setSession(result.token, info, result.firstTimeLogin);
    return info;
  } catch (error) {
    useAppStore.getState().endSession();
    throw error;
  }
}
