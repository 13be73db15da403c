/** GET /wps/operator/merchant-templates: the market templates a new merchant starts from. */
import { useQuery } from '@tanstack/react-query';
import type { RegionEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export type MerchantTemplate = Omit<RegionEntry, 'isDefault'>;

export const useTemplates = (enabled: boolean) => useQuery({
  queryKey: ['merchant-templates'],
  queryFn: () => apiRequest<MerchantTemplate[]>('/wps/operator/merchant-templates'),
  enabled,
  staleTime: Infinity,
});
