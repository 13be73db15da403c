/** PUT /wps/member/security/fund-password (T, E): sets the fund password, or changes it with the current one. */
import { apiRequest } from '../../../lib/api-client';

export function setFundPassword(body: { loginPassword: string; oldFundPassword?: string; newFundPassword: string; confirmFundPassword: string }): Promise<null> {
  return apiRequest<null>('/wps/member/security/fund-password', { method: 'PUT', body, encrypted: true });
}
