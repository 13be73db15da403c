/** GET /wps/operator/merchants/:code/players/:id/balances: the main wallet and the vendor wallets (decision 0048). */
import { useQuery } from '@tanstack/react-query';
import type { PlayerBalances } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PLAYER_TAB_KEY, playerPath } from './get-player-list';

export const useBalances = (merchantCode: string, id: number) => useQuery({
  queryKey: [...PLAYER_TAB_KEY, merchantCode, id, 'balances'],
  queryFn: () => apiRequest<PlayerBalances>(`${playerPath(merchantCode, id)}/balances`),
});
