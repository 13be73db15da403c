/** DELETE /wps/member/security/totp (T, E): turns the authenticator off with a current code and the login password. */
import { apiRequest } from '../../../lib/api-client';

export function disableTotp(body: { code: string; password: string }): Promise<null> {
  return apiRequest<null>('/wps/member/security/totp', { method: 'DELETE', body, encrypted: true });
}
