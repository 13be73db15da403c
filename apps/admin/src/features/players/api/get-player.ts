/** GET /wps/operator/merchants/:code/players/:id: one player's page, personal data masked. */
import { useQuery } from '@tanstack/react-query';
import type { PlayerDetail } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const getPlayer = (merchantCode: string, id: number) =>
  apiRequest<PlayerDetail>(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/players/${id}`);

export const usePlayer = (merchantCode: string | undefined, id: number) => useQuery({
  queryKey: ['player', merchantCode, id],
  queryFn: () => getPlayer(merchantCode!, id),
  enabled: merchantCode !== undefined && Number.isInteger(id) && id > 0,
});
