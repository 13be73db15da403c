/** GET /wps/relay/GCSGAME_hotGamesV2: the hot games row; cached, and flushed when the language changes. */
import { queryOptions } from '@tanstack/react-query';
import type { HotGamesResult, Language } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const HOT_GAMES_KEY = 'hotGames';

export function hotGamesQueryOptions(merchantCode: string, language: Language) {
  return queryOptions({
    queryKey: [HOT_GAMES_KEY, merchantCode, language],
    queryFn: ({ signal }) => apiRequest<HotGamesResult>('/wps/relay/GCSGAME_hotGamesV2', { query: { isPlatform: 2, language }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
