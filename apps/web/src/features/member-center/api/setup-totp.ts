/** POST /wps/member/security/totp/setup (T, E): a new authenticator key and its QR code, not yet in force. */
import type { TotpSetupResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function setupTotp(body: { password: string }): Promise<TotpSetupResponse> {
  return apiRequest<TotpSetupResponse>('/wps/member/security/totp/setup', { method: 'POST', body, encrypted: true });
}
