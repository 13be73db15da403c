/**
 * The home page's games (spec §2, §4): category menu, search box, and below them either the home
 * view (hot games, provider strip, a row per category, winners board), the lobby of the chosen
 * category, or search results while a term is entered (category SEARCH; HOME again when cleared).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import type { NavEntry } from '../../../lib/navigation';
import { effectiveCategory } from '../lib/launch-rules';
import { CategoryLobby } from './category-lobby';
import { CategoryMenu } from './category-menu';
import { CategoryRows } from './category-rows';
import { HotGames } from './hot-games';
import { ProviderStrip } from './provider-strip';
import { SearchResults } from './search-results';
import { WinnersBoard } from './winners-board';
import './lobby.css';

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
        <SearchResults term={term} />
      ) : category === 'HOME' ? (
        <>
          <HotGames />
          <ProviderStrip />
          <CategoryRows entries={categories} onMore={showCategory} />
          <WinnersBoard />
        </>
      ) : (
        <CategoryLobby key={category} gameType={category} vassalage={vassalage} onVassalageChange={setVassalage} testId="home-category-lobby" />
      )}
    </div>
  );
}
