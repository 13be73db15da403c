/** POST /wps/operator/merchants/from-template: a new merchant from a market template with its main domain (owners); audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegionEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface NewMerchant { template: string; merchantCode?: string; mainDomain: string }

export function useCreateMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMerchant) => apiRequest<RegionEntry>('/wps/operator/merchants/from-template', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['merchants'] }),
  });
}
