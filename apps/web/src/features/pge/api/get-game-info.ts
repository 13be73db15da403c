/** GET /wps/pge/game/:game (T): RTP, bet limits, slot paytable, balance and any open mines round. */
import { queryOptions } from '@tanstack/react-query';
import type { PgeGame, PgeGameInfo } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const pgeGameInfoKey = (game: PgeGame, token: string | null) => ['pge', 'game', game, token] as const;

export function pgeGameInfoQueryOptions(game: PgeGame, token: string | null) {
  return queryOptions({
    queryKey: pgeGameInfoKey(game, token),
    queryFn: ({ signal }) => apiRequest<PgeGameInfo>(`/wps/pge/game/${game}`, { signal }),
    enabled: token !== null,
  });
}
