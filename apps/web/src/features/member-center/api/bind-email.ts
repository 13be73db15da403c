/** PUT /wps/member/security/email (T, E): binds or changes the address with its code and the login password. */
import { apiRequest } from '../../../lib/api-client';

export function bindEmail(body: { email: string; verificationCode: string; password: string }): Promise<null> {
  return apiRequest<null>('/wps/member/security/email', { method: 'PUT', body, encrypted: true });
}
