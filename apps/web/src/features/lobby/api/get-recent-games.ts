/** GET /wps/relay/GCS_recentGame (T): the games the member launched, latest first. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language, RecentGameResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function recentGamesQueryOptions(token: string | null, params: { gameType?: string; vassalage?: string; page: number; pageSize: number; language: Language }) {
  return queryOptions({
    queryKey: ['recentGames', token, params],
    queryFn: ({ signal }) => apiRequest<RecentGameResult>('/wps/relay/GCS_recentGame', { query: { clientType: 3, ...params }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
