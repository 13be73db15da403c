/** PUT /wps/member/security/mobile (T, E): binds or changes the number with its code and the login password. */
import { apiRequest } from '../../../lib/api-client';

export function bindMobile(body: { mobileNum: string; countryDialingCode: string; verificationCode: string; password: string }): Promise<null> {
  return apiRequest<null>('/wps/member/security/mobile', { method: 'PUT', body, encrypted: true });
}
