/**
 * POST /wps/session/login (spec §7, E). A failure with value.captcha asks for the captcha field; a
 * success without a token carries `verification` (an unrecognised address must confirm first).
 */
import type { z } from 'zod';
import type { loginResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export type LoginResult = z.infer<typeof loginResponse>;
export type LoginSite = 'member' | 'agent';

export interface LoginInput {
  username: string;
  /** The password, or the SMS code for `sms`; left out for `remember` (the HttpOnly cookie stands in). */
  password?: string;
  type: 'username' | 'sms' | 'remember';
  captcha?: string;
  site: LoginSite;
  /** Ticked: the server sets a one-day remember-me cookie; unticked: it revokes any earlier one. */
  remember?: boolean;
  /** Needed for `username` logins when the merchant has the check on. */
  humanVerification?: string;
}

export function createSession(body: LoginInput): Promise<LoginResult> {
  return apiRequest<LoginResult>('/wps/session/login', { method: 'POST', body, encrypted: true });
}
