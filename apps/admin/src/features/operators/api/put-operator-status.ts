/** PUT /wps/operator/operators/:username/status: disable (its sessions end at once) or enable an operator. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OPERATORS_KEY } from './get-operators';

export const putOperatorStatus = ({ username, status }: { username: string; status: 'active' | 'disabled' }) =>
  apiRequest<null>(`/wps/operator/operators/${encodeURIComponent(username)}/status`, { method: 'PUT', body: { status } });

export function useSetOperatorStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putOperatorStatus, onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }) });
}
