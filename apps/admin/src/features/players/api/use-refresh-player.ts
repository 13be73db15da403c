/** After a change to a player: its page, every tab and the adjustments list read again. */
import { useQueryClient } from '@tanstack/react-query';
import { PLAYER_TAB_KEY } from './get-player-list';

export function useRefreshPlayer(merchantCode: string, id: number) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['player', merchantCode, id] }),
      queryClient.invalidateQueries({ queryKey: [...PLAYER_TAB_KEY, merchantCode, id] }),
      queryClient.invalidateQueries({ queryKey: ['adjustments'] }),
    ]);
  };
}
