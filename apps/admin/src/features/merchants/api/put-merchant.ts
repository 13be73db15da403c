/** PUT /wps/operator/merchants/:code: the merchant's own fields (name, languages, phone rules, time zone); audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantInput, RegionEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';

export function useSaveMerchant(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantInput) => apiRequest<RegionEntry>(merchantPath(code), { method: 'PUT', body }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['merchant-settings', code] }), client.invalidateQueries({ queryKey: ['merchants'] })]),
  });
}
