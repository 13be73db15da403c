/** PUT /wps/operator/merchants/:code/support-channels: the whole list, in the order players see it; audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportChannelInput } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';

export function useSaveSupportChannels(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (channels: SupportChannelInput[]) => apiRequest<unknown>(`${merchantPath(code)}/support-channels`, { method: 'PUT', body: { channels } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['merchant-support', code] }),
  });
}
