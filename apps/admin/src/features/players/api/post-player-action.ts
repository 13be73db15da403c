/** POST /wps/operator/merchants/:code/players/:id/actions/:action with a reason (decision 0048). */
import { useMutation } from '@tanstack/react-query';
import type { PlayerAction, PlayerActionResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { playerPath } from './get-player-list';
import { useRefreshPlayer } from './use-refresh-player';

export function usePlayerAction(merchantCode: string, id: number) {
  const refresh = useRefreshPlayer(merchantCode, id);
  return useMutation({
    mutationFn: ({ action, reason }: { action: PlayerAction; reason: string }) =>
      apiRequest<PlayerActionResult>(`${playerPath(merchantCode, id)}/actions/${action}`, { method: 'POST', body: { reason } }),
    onSettled: refresh,
  });
}
