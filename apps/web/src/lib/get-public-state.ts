/**
 * GET /wps/member/public/state (T): balance, VIP label, unread messages and badges for the header
 * and menus. Shared through TanStack Query, keyed by the session token, so every reader sees one
 * answer and a refresh updates them all.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PublicState } from '@platform/contracts';
import { apiRequest } from './api-client';

export function getPublicState(signal?: AbortSignal): Promise<PublicState> {
  return apiRequest<PublicState>('/wps/member/public/state', { signal });
}

export function publicStateQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['publicState', token],
    queryFn: ({ signal }) => getPublicState(signal),
    enabled: token !== null,
    // Balance and unread counts move while playing; a minute keeps the header honest without polling hard.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
