/** GET /wps/operator/merchants/:code/game-vendors: the merchant's vendors in the lobby's order, hidden ones too, with game counts. */
import { useQuery } from '@tanstack/react-query';
import type { OperatorVendor } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CATALOGUE_KEY, catalogueBase } from './use-catalogue-change';

export const getGameVendors = (merchantCode: string) => apiRequest<OperatorVendor[]>(`${catalogueBase(merchantCode)}/game-vendors`);

export const useVendors = (merchantCode: string | undefined) => useQuery({
  queryKey: [...CATALOGUE_KEY, 'vendors', merchantCode],
  queryFn: () => getGameVendors(merchantCode!),
  enabled: merchantCode !== undefined,
});
