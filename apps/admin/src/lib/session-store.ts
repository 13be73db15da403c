/**
 * The operator's session, in this module only (decision 0043): never in web storage or a cookie the page
 * can read, so a script injected into the page finds nothing that outlives it. A reload asks for the
 * login again.
 */
import { useSyncExternalStore } from 'react';

export interface OperatorSession {
  token: string;
  username: string;
}

/** Why the login page is showing, when it was not the operator's own choice to come to it. */
export type LoginNotice = 'expired' | 'passwordChanged' | 'loggedOut';

interface State {
  session: OperatorSession | null;
  notice: LoginNotice | null;
}

let state: State = { session: null, notice: null };
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSession = (): OperatorSession | null => state.session;

export function startSession(session: OperatorSession): void {
  set({ session, notice: null });
}

export function endSession(notice: LoginNotice | null): void {
  set({ session: null, notice });
}

export function clearLoginNotice(): void {
  if (state.notice) set({ ...state, notice: null });
}

export function useSessionState(): State {
  return useSyncExternalStore(subscribe, () => state);
}
