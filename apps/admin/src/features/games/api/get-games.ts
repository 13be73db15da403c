/** GET /wps/operator/merchants/:code/games: one page of games, every status, with the URL's search, filters and sort (decision 0049). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorGame } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { GameSearch } from '../lib/game-search';
import { CATALOGUE_KEY, catalogueBase } from './use-catalogue-change';

export interface OperatorGamePage { list: OperatorGame[]; totalPages: number; totalCount: number }

export function gamesQuery(search: GameSearch): URLSearchParams {
  const params = new URLSearchParams({ sort: search.sort, order: search.order, pageNo: String(search.page), pageSize: String(search.size) });
  if (search.q) params.set('q', search.q);
  if (search.vendor) params.set('vendorCode', search.vendor);
  if (search.type) params.set('gameType', search.type);
  if (search.status) params.set('status', search.status);
  if (search.hot) params.set('hot', search.hot);
  return params;
}

export const getGames = (merchantCode: string, search: GameSearch) =>
  apiRequest<OperatorGamePage>(`${catalogueBase(merchantCode)}/games?${gamesQuery(search).toString()}`);

export const useGames = (merchantCode: string | undefined, search: GameSearch) => useQuery({
  queryKey: [...CATALOGUE_KEY, 'games', merchantCode, search],
  queryFn: () => getGames(merchantCode!, search),
  enabled: merchantCode !== undefined,
  // The old page stays on screen while the next one loads, so the table does not jump at each click.
  placeholderData: keepPreviousData,
});
