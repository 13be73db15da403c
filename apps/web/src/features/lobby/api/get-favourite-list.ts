/** GET /wps/relay/MCSFE_getFavoriteGamesList (T): favourite cards, newest first, 80 a page. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { FAVOURITES_PAGE_SIZE, type FavouriteListResult, type Language } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function favouriteListQueryOptions(token: string | null, params: { gameType?: string; vassalage?: string; pageNo: number; pageSize?: number; language: Language }) {
  const query = { pageSize: FAVOURITES_PAGE_SIZE, ...params };
  return queryOptions({
    queryKey: ['favouriteList', token, query],
    queryFn: ({ signal }) => apiRequest<FavouriteListResult>('/wps/relay/MCSFE_getFavoriteGamesList', { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
