/** POST /wps/pge/mines/cashout (T): the open mines round paid at its current multiplier. */
import type { PgePlayResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function cashOutMines(roundId: string): Promise<PgePlayResult> {
  return apiRequest<PgePlayResult>('/wps/pge/mines/cashout', { method: 'POST', body: { roundId } });
}
