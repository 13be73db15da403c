/** POST /wps/operator/session/totp/confirm: the first code; answers the session and ten recovery codes (shown once). */
import type { OperatorLoginResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export type EnrolResponse = OperatorLoginResponse & { recoveryCodes: string[] };

export const postTotpConfirm = (body: { ticket: string; code: string }) => apiRequest<EnrolResponse>('/wps/operator/session/totp/confirm', { method: 'POST', body });
