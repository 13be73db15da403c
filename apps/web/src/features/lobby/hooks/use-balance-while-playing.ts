/**
 * While a game is open the header balance reads again every few seconds, so it follows play even when
 * the game never says that money moved (only some providers post a message to the page). One more
 * observer of the shared public-state query: its shorter interval wins while it is mounted and active.
 */
import { useQuery } from '@tanstack/react-query';
import { publicStateQueryOptions } from '../../../lib/get-public-state';
import { useAppStore } from '../../../stores/app-store';

export const PLAYING_BALANCE_POLL_MS = 3_000;

export function useBalanceWhilePlaying(active: boolean): void {
  const token = useAppStore((s) => s.token);
  useQuery({
    ...publicStateQueryOptions(token),
    enabled: active && token !== null,
    refetchInterval: active ? PLAYING_BALANCE_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
