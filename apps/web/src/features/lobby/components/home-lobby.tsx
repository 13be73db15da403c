/**
 * The home page's games (spec §2, §4): category menu, search box, and below them either the home
 * view (hot games, provider strip, a row per category, winners board), the lobby of the chosen
 * category, or search results while a term is entered (category SEARCH; HOME again when cleared).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateInTurn } from '../../../components/hydrate-in-turn';
import { Icon } from '../../../components/ui/icon';
import type { NavEntry } from '../../../lib/navigation';
import { whenIdle } from '../../../lib/when-idle';
import { effectiveCategory } from '../lib/launch-rules';
import { CategoryMenu } from './category-menu';
import { CategoryRows } from './category-rows';
import { GameGrid } from './game-grid';
import { HotGames } from './hot-games';
import { ProviderStrip } from './provider-strip';
import { WinnersBoard } from './winners-board';
import './lobby.css';

// A category's lobby and the search results show only once the visitor picks a category or types:
// their code loads when the browser is idle after the first page, not with it.
const loadCategoryLobby = () => import('./category-lobby');
const loadSearchResults = () => import('./search-results');
const CategoryLobby = lazy(async () => ({ default: (await loadCategoryLobby()).CategoryLobby }));
const SearchResults = lazy(async () => ({ default: (await loadSearchResults()).SearchResults }));
const loadingGrid = <GameGrid games={[]} loading skeletons={18} testId="home-lobby-loading" />;

/** Typing pauses this long before the search runs, so a word is one request, not one per letter. */
const SEARCH_DELAY_MS = 300;

export function HomeLobby({ navEntries }: { navEntries: NavEntry[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('HOME');
  const [vassalage, setVassalage] = useState<string | undefined>(undefined);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const lobbyRef = useRef<HTMLDivElement>(null);
  const categories = navEntries.filter((e) => e.category !== 'HOME' && e.category !== 'PROMOTIONS');

  useEffect(() => {
    const trimmed = input.trim();
    if (trimmed === '') return setTerm('');
    const timer = setTimeout(() => setTerm(trimmed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);

  useEffect(() => whenIdle(() => void Promise.all([loadCategoryLobby(), loadSearchResults()]).catch(() => undefined)), []);

  const category = effectiveCategory(chosen, term);
  const choose = (next: string) => {
    setChosen(next);
    setVassalage(undefined);
    setInput('');
    setTerm('');
  };
  const showCategory = (next: string) => {
    choose(next);
    lobbyRef.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="home-lobby-area" ref={lobbyRef} data-testid="home-lobby" data-category={category}>
      <div className="lobby-toolbar">
        <CategoryMenu entries={categories} value={category === 'SEARCH' ? null : chosen} onChange={choose} />
        <form className="lobby-search" role="search" onSubmit={(event) => event.preventDefault()}>
          <Icon name="search" size={18} />
          <input
            type="search"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t('lobby.searchPlaceholder')}
            aria-label={t('lobby.searchLabel')}
            maxLength={100}
            data-testid="lobby-search"
          />
        </form>
      </div>
      {category === 'SEARCH' ? (
        <Suspense fallback={loadingGrid}>
          <SearchResults term={term} />
        </Suspense>
      ) : category === 'HOME' ? (
        <>
          <HydrateInTurn><HotGames /></HydrateInTurn>
          <HydrateInTurn><ProviderStrip /></HydrateInTurn>
          <CategoryRows entries={categories} onMore={showCategory} />
          <HydrateInTurn><WinnersBoard /></HydrateInTurn>
        </>
      ) : (
        <Suspense fallback={loadingGrid}>
          <CategoryLobby key={category} gameType={category} vassalage={vassalage} onVassalageChange={setVassalage} testId="home-category-lobby" />
        </Suspense>
      )}
    </div>
  );
}
