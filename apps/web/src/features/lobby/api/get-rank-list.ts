/** GET /wps/relay/GCSGAME_getRankList: the winners board from real wins, largest first, 20 at most. */
import { queryOptions } from '@tanstack/react-query';
import { RANK_LIST_LIMIT, type Language, type RankItem } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function rankListQueryOptions(merchantCode: string, language: Language) {
  return queryOptions({
    queryKey: ['rankList', merchantCode, language],
    queryFn: ({ signal }) => apiRequest<RankItem[]>('/wps/relay/GCSGAME_getRankList', { query: { gameCategory: 'ALL', language, limitNum: RANK_LIST_LIMIT }, signal }),
    staleTime: 60_000,
  });
}
