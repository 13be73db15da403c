/** POST /wps/pge/mines/reveal (T): one tile of the open mines round. */
import type { PgePlayResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function revealTile(roundId: string, tile: number): Promise<PgePlayResult> {
  return apiRequest<PgePlayResult>('/wps/pge/mines/reveal', { method: 'POST', body: { roundId, tile } });
}
