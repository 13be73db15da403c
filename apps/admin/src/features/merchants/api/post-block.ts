/** POST /wps/operator/merchants/:code/blocks: block a country (ISO code) or an address or range; audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BlockEntry } from './get-blocks';
import { merchantPath } from './get-merchant-settings';

export interface NewBlock { kind: 'COUNTRY' | 'IP'; value: string; note: string }

export function useAddBlock(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBlock) => apiRequest<BlockEntry>(`${merchantPath(code)}/blocks`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['merchant-blocks', code] }),
  });
}
