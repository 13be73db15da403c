/** GET /wps/relay/GCSGAME_getRankList: the winners board from real wins, largest first, 20 at most. */
import { queryOptions } from '@tanstack/react-query';
import type { Language } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const RANK_LIST_LIMIT = 20;

export interface RankItem {
  customerName: string;
  gameName: string;
  winAmount: number | string;
  iconUrl: string;
}

export function rankListQueryOptions(merchantCode: string | null, language: Language) {
  return queryOptions({
    queryKey: ['rankList', merchantCode, language],
    queryFn: ({ signal }) =>
      apiRequest<RankItem[] | { list: RankItem[] }>('/wps/relay/GCSGAME_getRankList', { query: { gameCategory: 'ALL', language, limitNum: RANK_LIST_LIMIT }, signal }).then((value) =>
        Array.isArray(value) ? value : value.list,
      ),
    staleTime: 60_000,
  });
}
