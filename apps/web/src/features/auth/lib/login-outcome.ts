/**
 * What follows a successful login (spec §4): the first-login action, and the forced password
 * change when the password is the default one, or expired while the merchant forces a change.
 * Logins that proved the player without the password (SMS code, social) never force it: the
 * player may not know the old password the change form asks for.
 */
import type { LoginResult } from '../api/create-session';

export type LoginMethod = 'username' | 'remember' | 'sms' | 'social';

export function mustChangePassword(result: Pick<LoginResult, 'defaultPassword' | 'passwordExpired'>, method: LoginMethod, forceExpiredChange: boolean): boolean {
  if (method === 'sms' || method === 'social') return false;
  return result.defaultPassword || (result.passwordExpired && forceExpiredChange);
}

/** Where the player lands: the agent site's login goes to the agent home, every other login home. */
export function landingPath(site: 'member' | 'agent'): string {
  return site === 'agent' ? '/agentHome' : '/';
}
