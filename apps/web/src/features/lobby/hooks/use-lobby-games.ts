/**
 * The games a lobby grid shows for a filter (spec §4: all, hot, favourite, recent), as one shape:
 * all and hot come from GCSGAME_gameList, favourite from MCSFE_getFavoriteGamesList and recent
 * from GCS_recentGame, each a page of 18.
 */
import { useQuery } from '@tanstack/react-query';
import { LOBBY_PAGE_SIZE, type GameCard } from '@platform/contracts';
import { useAppStore } from '../../../stores/app-store';
import { favouriteListQueryOptions } from '../api/get-favourite-list';
import { gameListQueryOptions } from '../api/get-game-list';
import { recentGamesQueryOptions } from '../api/get-recent-games';

export const LOBBY_FILTERS = ['ALL', 'HOT', 'FAV', 'RECENT'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

/** Favourite and recent are the member's own lists (spec §4: they need login). */
export function filterNeedsLogin(filter: LobbyFilter): boolean {
  return filter === 'FAV' || filter === 'RECENT';
}

export interface LobbyGames {
  games: GameCard[];
  totalPages: number;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

export function useLobbyGames(params: { filter: LobbyFilter; gameType?: string; vassalage?: string; gameName?: string; page: number }): LobbyGames {
  const language = useAppStore((s) => s.language);
  const token = useAppStore((s) => s.token);
  const { filter, gameType, vassalage, gameName, page } = params;
  const list = useQuery({
    ...gameListQueryOptions({ gameType, vassalage, gameName, hot: filter === 'HOT', pageNo: page, pageSize: LOBBY_PAGE_SIZE, language }),
    enabled: filter === 'ALL' || filter === 'HOT',
  });
  const favourites = useQuery({
    ...favouriteListQueryOptions(token, { gameType, vassalage, pageNo: page, pageSize: LOBBY_PAGE_SIZE, language }),
    enabled: filter === 'FAV' && token !== null,
  });
  const recent = useQuery({
    ...recentGamesQueryOptions(token, { gameType, vassalage, page, pageSize: LOBBY_PAGE_SIZE, language }),
    enabled: filter === 'RECENT' && token !== null,
  });
  if (filter === 'FAV') {
    return { games: favourites.data?.content ?? [], totalPages: favourites.data?.totalPages ?? 0, isPending: favourites.isPending, isFetching: favourites.isFetching, isError: favourites.isError };
  }
  if (filter === 'RECENT') {
    return { games: recent.data?.list ?? [], totalPages: recent.data?.totalPages ?? 0, isPending: recent.isPending, isFetching: recent.isFetching, isError: recent.isError };
  }
  return { games: list.data?.games ?? [], totalPages: list.data?.totalPages ?? 0, isPending: list.isPending, isFetching: list.isFetching, isError: list.isError };
}
