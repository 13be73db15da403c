/** GET /wps/member/security (T): what is bound and set, destinations masked. Shared through TanStack Query. */
import { queryOptions } from '@tanstack/react-query';
import type { SecurityOverview } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverview> {
  return apiRequest<SecurityOverview>('/wps/member/security', { signal });
}

/** Keyed by the session token, so another player logging in on this tab never sees the last one's answer. */
export function securityOverviewQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['securityOverview', token],
    queryFn: ({ signal }) => getSecurityOverview(signal),
    enabled: token !== null,
  });
}
