/** POST /wps/operator/operators/:username/totp/reset: removes another operator's authenticator and ends its sessions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OPERATORS_KEY } from './get-operators';

export const postTotpReset = (username: string) =>
  apiRequest<null>(`/wps/operator/operators/${encodeURIComponent(username)}/totp/reset`, { method: 'POST' });

export function useResetTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postTotpReset, onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }) });
}
