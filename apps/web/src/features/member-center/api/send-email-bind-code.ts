/** POST /wps/member/security/email/code (T): an e-mailed code to the address about to be bound. */
import { apiRequest } from '../../../lib/api-client';

export function sendEmailBindCode(body: { email: string }): Promise<{ expiredMinutes: number }> {
  return apiRequest<{ expiredMinutes: number }>('/wps/member/security/email/code', { method: 'POST', body });
}
