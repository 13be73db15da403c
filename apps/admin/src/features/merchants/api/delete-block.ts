/** DELETE /wps/operator/merchants/:code/blocks/:id: lift a block; audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';

export function useRemoveBlock(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>(`${merchantPath(code)}/blocks/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['merchant-blocks', code] }),
  });
}
