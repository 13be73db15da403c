/**
 * POST /wps/session/login/social: trades the one-time ticket the social-login callback put in
 * `/?socialTicket=` for the same answer a password login gives.
 */
import { apiRequest } from '../../../lib/api-client';
import type { LoginResult } from './create-session';

export function createSocialSession(ticket: string): Promise<LoginResult> {
  return apiRequest<LoginResult>('/wps/session/login/social', { method: 'POST', body: { ticket } });
}
