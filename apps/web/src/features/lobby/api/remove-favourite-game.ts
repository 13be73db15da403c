/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId= (T): idempotent. */
import type { FavouriteResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function removeFavouriteGame(nodeId: number): Promise<FavouriteResult> {
  return apiRequest<FavouriteResult>('/wps/relay/MCSFE_removeFavoriteGameV2', { method: 'DELETE', query: { nodeId } });
}
