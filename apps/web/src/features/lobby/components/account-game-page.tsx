/**
 * Account game pages (spec §2; login required by the route guard): /favorite, the member's
 * favourites (80 a page), and /recent, the games they launched, latest first.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAVOURITES_PAGE_SIZE, LOBBY_PAGE_SIZE } from '@platform/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Pagination } from '../../../components/ui/pagination';
import { useAppStore } from '../../../stores/app-store';
import { favouriteListQueryOptions } from '../api/get-favourite-list';
import { recentGamesQueryOptions } from '../api/get-recent-games';
import { GameGrid } from './game-grid';
import './lobby.css';

export function AccountGamePage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const [page, setPage] = useState(1);
  const favourites = useQuery({ ...favouriteListQueryOptions(token, { pageNo: page, pageSize: FAVOURITES_PAGE_SIZE, language }), enabled: kind === 'favorite' && token !== null });
  const recent = useQuery({ ...recentGamesQueryOptions(token, { page, pageSize: LOBBY_PAGE_SIZE, language }), enabled: kind === 'recent' && token !== null });
  const query = kind === 'favorite' ? favourites : recent;
  const games = kind === 'favorite' ? (favourites.data?.content ?? []) : (recent.data?.list ?? []);
  const totalPages = query.data?.totalPages ?? 0;
  return (
    <div className="lobby-page" data-testid="page-account-game" data-kind={kind}>
      <h1 className="lobby-page-title">
        <Icon name={kind === 'favorite' ? 'heart' : 'clock'} size={26} /> {t(kind === 'favorite' ? 'pages.favorite' : 'pages.recent')}
      </h1>
      {query.isError ? (
        <EmptyState compact icon="info" title={t('lobby.loadFailed')} />
      ) : !query.isPending && games.length === 0 ? (
        <EmptyState compact icon={kind === 'favorite' ? 'heart' : 'clock'} title={t(kind === 'favorite' ? 'lobby.emptyFavourites' : 'lobby.emptyRecent')} testId="account-game-empty" />
      ) : (
        <GameGrid games={games} loading={query.isFetching} skeletons={12} testId="account-game-grid" cardTestId="account-game-card" />
      )}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} testId="account-game-pagination" />
    </div>
  );
}
