/** POST /wps/pge/slot (T): one spin; the request id makes a retry the same round. */
import type { PgePlayResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function playSlot(body: { requestId: string; amount: string }): Promise<PgePlayResult> {
  return apiRequest<PgePlayResult>('/wps/pge/slot', { method: 'POST', body });
}
