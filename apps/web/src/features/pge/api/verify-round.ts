/** POST /wps/pge/verify (public): an outcome recomputed on the server from the seeds, with the HMAC blocks and words used. */
import type { PgeVerifyBody, PgeVerifyResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function verifyRound(body: PgeVerifyBody): Promise<PgeVerifyResult> {
  return apiRequest<PgeVerifyResult>('/wps/pge/verify', { method: 'POST', body });
}
