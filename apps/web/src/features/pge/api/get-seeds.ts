/** GET /wps/pge/seeds (T): the active seed pair (server seed hash only) and revealed pairs. */
import { queryOptions } from '@tanstack/react-query';
import type { PgeSeeds } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function pgeSeedsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['pge', 'seeds', token],
    queryFn: ({ signal }) => apiRequest<PgeSeeds>('/wps/pge/seeds', { signal }),
    enabled: token !== null,
  });
}
