/** POST /wps/session/login/verification/send: a code to the account's mobile or e-mail for a login from an unrecognised address. */
import type { z } from 'zod';
import type { smsSentResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function sendLoginVerificationCode(body: { ticket: string; method: 'mobile' | 'email' }): Promise<z.infer<typeof smsSentResponse>> {
  return apiRequest<z.infer<typeof smsSentResponse>>('/wps/session/login/verification/send', { method: 'POST', body });
}
