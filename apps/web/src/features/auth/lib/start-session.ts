/**
 * Logged out → logged in (spec §4): the token is stored first so the member-info call carries it,
 * then member info is loaded and both land in session storage and the app store. If member info
 * cannot load, the half-made session is dropped again.
 */
import { useAppStore } from '../../../stores/app-store';
import { storeToken } from '../../../lib/storage';
import type { LoginResult } from '../api/create-session';
import { getMemberInfo } from '../api/get-member-info';

export async function startSession(result: LoginResult): Promise<void> {
  storeToken(result.token);
  try {
    const info = await getMemberInfo();
    useAppStore.getState().setSession(result.token, info, result.firstTimeLogin);
  } catch (error) {
    useAppStore.getState().endSession();
    throw error;
  }
}
