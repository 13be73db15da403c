/** GET /wps/pge/history (T): the member's own rounds of one game, newest first. */
import { queryOptions } from '@tanstack/react-query';
import type { PgeGame, PgeHistory } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const PGE_HISTORY_PAGE = 10;

export function pgeHistoryQueryOptions(game: PgeGame, pageNo: number, token: string | null) {
  return queryOptions({
    queryKey: ['pge', 'history', game, pageNo, token],
    queryFn: ({ signal }) => apiRequest<PgeHistory>('/wps/pge/history', { query: { game, pageNo, pageSize: PGE_HISTORY_PAGE }, signal }),
    enabled: token !== null,
  });
}
