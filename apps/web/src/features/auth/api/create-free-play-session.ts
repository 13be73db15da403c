/** POST /wps/session/login/freeplay (spec §4, §7): a trial account; same answer as a login. */
import { apiRequest } from '../../../lib/api-client';
import type { LoginResult } from './create-session';

export function createFreePlaySession(): Promise<LoginResult> {
  return apiRequest<LoginResult>('/wps/session/login/freeplay', { method: 'POST', body: { platform: 'W' } });
}
