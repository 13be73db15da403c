/** GET /wps/operator/merchants/:code/players: one page of the merchant's players (decision 0046), personal data masked. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlayerListPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { PlayerSearch } from '../lib/player-search';

export function getPlayers(merchantCode: string, search: PlayerSearch): Promise<PlayerListPage> {
  const params = new URLSearchParams({
    field: search.field, kind: search.kind, sort: search.sort, order: search.order,
    pageNo: String(search.page), pageSize: String(search.size),
  });
  if (search.q) params.set('q', search.q);
  if (search.status) params.set('status', search.status);
  return apiRequest<PlayerListPage>(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/players?${params.toString()}`);
}

export const usePlayers = (merchantCode: string | undefined, search: PlayerSearch) => useQuery({
  queryKey: ['players', merchantCode, search],
  queryFn: () => getPlayers(merchantCode!, search),
  enabled: merchantCode !== undefined,
  // The old page stays on screen while the next one loads, so the table does not jump at each click.
  placeholderData: keepPreviousData,
});
