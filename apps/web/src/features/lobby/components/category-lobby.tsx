/**
 * The lobby of one category (spec §2, §4): provider dropdown, filters all / hot / favourite /
 * recent (favourite and recent need login, else the login popup), 18 games a page and a pager.
 * Choosing another provider or filter goes back to page 1.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { useVendorCategories } from '../../../lib/get-vendor-categories';
import { useAppStore } from '../../../stores/app-store';
import { filterNeedsLogin, LOBBY_FILTERS, useLobbyGames, type LobbyFilter } from '../hooks/use-lobby-games';
import { GameGrid } from './game-grid';
import { useGameLauncher } from './game-launcher';
import { uniqueVendors } from '../lib/vendors';
import { ProviderDropdown } from './provider-dropdown';

/**
 * The cards a phone may show before scrolling (up to four rows of three): their icons come with the
 * page. Fewer let a later icon, lazily loaded after the script, become the page's largest paint.
 */
const FIRST_SCREEN_CARDS = 12;
const FILTER_LABELS: Record<LobbyFilter, string> = { ALL: 'lobby.filter.all', HOT: 'lobby.filter.hot', FAV: 'lobby.filter.favourite', RECENT: 'lobby.filter.recent' };

export function CategoryLobby({ gameType, vassalage, onVassalageChange, testId = 'category-lobby' }: {
  /** Undefined on the provider page: every category of the chosen vendor. */
  gameType?: string;
  vassalage: string | undefined;
  onVassalageChange: (vassalage: string | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const isLogin = useAppStore((s) => s.isLogin);
  const isTrial = useAppStore((s) => s.isTrial);
  const { requestLogin, requestRegisterNotice } = useGameLauncher();
  const { data: categories } = useVendorCategories();
  const vendors = useMemo(() => uniqueVendors(categories, gameType), [categories, gameType]);
  const [chosenFilter, setFilter] = useState<LobbyFilter>('ALL');
  const [paging, setPaging] = useState({ page: 1, key: '' });
  // A member's own lists fall back to all games after logout.
  const filter = filterNeedsLogin(chosenFilter) && (!isLogin || isTrial) ? 'ALL' : chosenFilter;
  // Provider, category or filter changed: back to page 1 (render-time reset, no extra round trip).
  const key = `${gameType ?? ''}|${vassalage ?? ''}|${filter}`;
  const page = paging.key === key ? paging.page : 1;
  const result = useLobbyGames({ filter, gameType, vassalage, page });

  const chooseFilter = (next: LobbyFilter) => {
    if (filterNeedsLogin(next) && !isLogin) return requestLogin();
    if (filterNeedsLogin(next) && isTrial) return requestRegisterNotice();
    setFilter(next);
  };

  return (
    <section className="category-lobby" data-testid={testId} aria-label={t('lobby.lobbyLabel')}>
      <div className="category-lobby-bar">
        {vendors.length > 0 ? <ProviderDropdown vendors={vendors} value={vassalage} onChange={onVassalageChange} /> : null}
        <div className="lobby-filters" role="group" aria-label={t('lobby.filter.label')}>
          {LOBBY_FILTERS.map((f) => (
            <button key={f} type="button" className="lobby-filter" aria-pressed={filter === f} onClick={() => chooseFilter(f)} data-testid={`lobby-filter-${f}`}>
              {t(FILTER_LABELS[f])}
            </button>
          ))}
        </div>
      </div>
      {result.isError ? (
        <EmptyState compact icon="info" title={t('lobby.loadFailed')} testId={`${testId}-error`} />
      ) : !result.isPending && result.games.length === 0 ? (
        <EmptyState compact icon={filter === 'FAV' ? 'heart' : filter === 'RECENT' ? 'clock' : 'slots'} title={t(filter === 'FAV' ? 'lobby.emptyFavourites' : filter === 'RECENT' ? 'lobby.emptyRecent' : 'lobby.empty')} testId={`${testId}-empty`} />
      ) : (
        <GameGrid games={result.games} loading={result.isFetching} skeletons={18} testId={`${testId}-grid`} cardTestId="lobby-game-card" eagerCount={FIRST_SCREEN_CARDS} />
      )}
      <Pagination page={page} totalPages={result.totalPages} onChange={(p) => setPaging({ page: p, key })} testId={`${testId}-pagination`} />
    </section>
  );
}
