/**
 * Favourite hearts (spec §4): a visitor gets the login popup, a trial account the register notice;
 * a member's heart changes at once (optimistic, before the call) and changes back if the call fails;
 * the list is then read again, so it ends as the server has it.
 * Toggles pass at most once per 1000 ms across the whole lobby, so a double click is one toggle.
 */
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameCard } from '@platform/contracts';
import { createThrottle } from '../../../lib/throttle';
import { withFavourite } from '../lib/favourite-list';
import { useAppStore } from '../../../stores/app-store';
import { addFavouriteGame } from '../api/add-favourite-game';
import { favouriteIdsQueryOptions, type FavouriteIds } from '../api/get-favourite-ids';
import { removeFavouriteGame } from '../api/remove-favourite-game';
import { useGameLauncher } from '../components/game-launcher';

export const FAVOURITE_TOGGLE_INTERVAL_MS = 1000;
const toggleGate = createThrottle(FAVOURITE_TOGGLE_INTERVAL_MS);

export function useFavourites() {
  const token = useAppStore((s) => s.token);
  const isTrial = useAppStore((s) => s.isTrial);
  const queryClient = useQueryClient();
  const { requestLogin, requestRegisterNotice } = useGameLauncher();
  const options = favouriteIdsQueryOptions(isTrial ? null : token);
  const { data } = useQuery(options);
  const ids = useMemo(() => new Set((data ?? []).map((f) => f.nodeId)), [data]);
  const { queryKey } = options;

  const toggle = useCallback(
    (game: GameCard) => {
      if (!token) return requestLogin();
      if (isTrial) return requestRegisterNotice();
      if (!toggleGate()) return;
      const on = !(queryClient.getQueryData(queryKey) ?? []).some((f) => f.nodeId === game.nodeId);
      void (async () => {
        // A read of the list still in flight would land after this change and wipe it: cancel it first.
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, (list: FavouriteIds = []) => withFavourite(list, game, on));
        try {
          await (on ? addFavouriteGame(game.nodeId) : removeFavouriteGame(game.nodeId));
          void queryClient.invalidateQueries({ queryKey: ['favouriteList'] });
        } catch {
          // Undo only this game's change: other hearts toggled meanwhile keep theirs.
          queryClient.setQueryData(queryKey, (list: FavouriteIds = []) => withFavourite(list, game, !on));
        } finally {
          // Settle on the server's list (a cancelled first read left only what was toggled here).
          void queryClient.invalidateQueries({ queryKey });
        }
      })();
    },
    [isTrial, queryClient, queryKey, requestLogin, requestRegisterNotice, token],
  );

  return { isFavourite: (nodeId: number) => ids.has(nodeId), toggle, enabled: token !== null && !isTrial };
}
