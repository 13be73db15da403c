/** POST /wps/operator/session/sessions/:id/revoke: ends one of the operator's own sessions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { SESSIONS_KEY } from './get-sessions';

export const revokeSession = (id: number) => apiRequest<null>(`/wps/operator/session/sessions/${id}/revoke`, { method: 'POST' });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
