/** POST /wps/pge/mines/start (T): stake taken, board fixed by the seeds; the request id makes a retry the same round. */
import type { PgePlayResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function startMines(body: { requestId: string; amount: string; mines: number }): Promise<PgePlayResult> {
  return apiRequest<PgePlayResult>('/wps/pge/mines/start', { method: 'POST', body });
}
