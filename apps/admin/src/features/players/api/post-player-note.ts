/** POST /wps/operator/merchants/:code/players/:id/notes: a note, kept as written (decision 0048). */
import { useMutation } from '@tanstack/react-query';
import type { PlayerNote } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { playerPath } from './get-player-list';
import { useRefreshPlayer } from './use-refresh-player';

export function useAddNote(merchantCode: string, id: number) {
  const refresh = useRefreshPlayer(merchantCode, id);
  return useMutation({
    mutationFn: (text: string) => apiRequest<PlayerNote>(`${playerPath(merchantCode, id)}/notes`, { method: 'POST', body: { text } }),
    onSettled: refresh,
  });
}
