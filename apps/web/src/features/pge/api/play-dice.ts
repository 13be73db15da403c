/** POST /wps/pge/dice (T): one dice roll; the request id makes a retry the same round. */
import type { PgePlayResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function playDice(body: { requestId: string; amount: string; target: number; direction: 'under' | 'over' }): Promise<PgePlayResult> {
  return apiRequest<PgePlayResult>('/wps/pge/dice', { method: 'POST', body });
}
