/** GET /wps/system/permission — merchant, regions, whitelabel, flags, status (spec §3, §4). */
import { queryOptions } from '@tanstack/react-query';
import type { Permission } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getPermission(signal?: AbortSignal) {
  return apiRequest<Permission>('/wps/system/permission', { signal });
}

/** Keyed by merchant and language: headers carry both, and the notices come back translated. */
export function permissionQueryOptions(merchantCode: string | null, language: string) {
  return queryOptions({
    queryKey: ['system', 'permission', merchantCode ?? '', language],
    queryFn: ({ signal }) => getPermission(signal),
    staleTime: 5 * 60_000,
    retry: 2,
  });
}
