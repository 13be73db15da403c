/**
 * POST /wps/session/login/verification (E): the answer for an unrecognised address (a code, the
 * bank account's real name or an authenticator code); success is an ordinary login with a token.
 */
import type { LoginVerificationMethod } from '../lib/login-verification';
import { apiRequest } from '../../../lib/api-client';
import type { LoginResult } from './create-session';

export function verifyLogin(body: { ticket: string; method: LoginVerificationMethod; answer: string }): Promise<LoginResult> {
  return apiRequest<LoginResult>('/wps/session/login/verification', { method: 'POST', body, encrypted: true });
}
