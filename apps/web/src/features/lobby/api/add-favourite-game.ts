/** POST /wps/relay/MCSFE_addFavoriteGameV2 (T): idempotent. */
import type { FavouriteResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function addFavouriteGame(nodeId: number): Promise<FavouriteResult> {
  return apiRequest<FavouriteResult>('/wps/relay/MCSFE_addFavoriteGameV2', { method: 'POST', body: { nodeId } });
}
