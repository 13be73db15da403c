/** POST /wps/member/security/mobile/code (T): an SMS code to the number about to be bound. */
import { apiRequest } from '../../../lib/api-client';

export function sendMobileBindCode(body: { mobileNum: string; countryDialingCode: string }): Promise<{ expiredMinutes: number }> {
  return apiRequest<{ expiredMinutes: number }>('/wps/member/security/mobile/code', { method: 'POST', body });
}
