/** PUT /wps/member/security/totp (T, E): turns the authenticator on once a code from the app checks out. */
import { apiRequest } from '../../../lib/api-client';

export function enableTotp(body: { code: string }): Promise<null> {
  return apiRequest<null>('/wps/member/security/totp', { method: 'PUT', body, encrypted: true });
}
