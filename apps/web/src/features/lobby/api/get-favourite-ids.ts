/** GET /wps/relay/MCSFE_getFavoriteGames (T): the member's favourite ids, which colour every heart. */
import { queryOptions } from '@tanstack/react-query';
import type { favouriteIdsResult } from '@platform/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type FavouriteIds = z.infer<typeof favouriteIdsResult>;

export function favouriteIdsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['favouriteIds', token],
    queryFn: ({ signal }) => apiRequest<FavouriteIds>('/wps/relay/MCSFE_getFavoriteGames', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
