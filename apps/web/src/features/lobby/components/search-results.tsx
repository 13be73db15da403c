/** Search results (category SEARCH): games whose name in any language contains the trimmed term. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { useLobbyGames } from '../hooks/use-lobby-games';
import { GameGrid } from './game-grid';
import { SectionHead } from './section-head';

export function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, term });
  const page = paging.term === term ? paging.page : 1;
  const result = useLobbyGames({ filter: 'ALL', gameName: term, page });
  return (
    <section className="lobby-section" aria-labelledby="lobby-search-title" data-testid="search-results">
      <SectionHead id="lobby-search-title" icon="search" title={t('lobby.searchResults', { term })} />
      {result.isError ? (
        <EmptyState compact icon="info" title={t('lobby.loadFailed')} />
      ) : !result.isPending && result.games.length === 0 ? (
        <EmptyState compact icon="search" title={t('lobby.noResults', { term })} testId="search-results-empty" />
      ) : (
        <GameGrid games={result.games} loading={result.isFetching} skeletons={18} testId="search-results-grid" cardTestId="search-game-card" />
      )}
      <Pagination page={page} totalPages={result.totalPages} onChange={(p) => setPaging({ page: p, term })} testId="search-pagination" />
    </section>
  );
}
