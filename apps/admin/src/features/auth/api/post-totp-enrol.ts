/** POST /wps/operator/session/totp/enrol: a new authenticator secret and its QR code, for the enrolment ticket. */
import type { TotpSetupResponse } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const postTotpEnrol = (ticket: string) => apiRequest<TotpSetupResponse>('/wps/operator/session/totp/enrol', { method: 'POST', body: { ticket } });
