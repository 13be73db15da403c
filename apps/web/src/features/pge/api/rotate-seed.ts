/** POST /wps/pge/seeds/rotate (T): reveals the server seed and starts a new pair at nonce 0. */
import type { PgeRotateResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function rotateSeed(): Promise<PgeRotateResult> {
  return apiRequest<PgeRotateResult>('/wps/pge/seeds/rotate', { method: 'POST', body: {} });
}
