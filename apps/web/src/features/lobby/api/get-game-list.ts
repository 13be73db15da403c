/** GET /wps/relay/GCSGAME_gameList: one page of games for a category, vendor, filter or search term. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GameListResult, Language } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface GameListParams {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  hot?: boolean;
  pageNo: number;
  pageSize: number;
  language: Language;
}

export function gameListQueryOptions(params: GameListParams) {
  return queryOptions({
    queryKey: ['gameList', params],
    queryFn: ({ signal }) =>
      apiRequest<GameListResult>('/wps/relay/GCSGAME_gameList', {
        query: { clientType: 3, ...params, hot: params.hot ? 1 : undefined },
        signal,
      }),
    // The previous page stays on screen while the next loads, so the grid does not collapse.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
