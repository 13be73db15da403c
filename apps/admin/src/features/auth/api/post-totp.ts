/** POST /wps/operator/session/totp: the login's second step, an authenticator code or a recovery code. */
import type { OperatorLoginResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const postTotp = (body: { ticket: string; code: string }) => apiRequest<OperatorLoginResponse>('/wps/operator/session/totp', { method: 'POST', body });
