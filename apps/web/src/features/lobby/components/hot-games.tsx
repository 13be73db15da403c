/** The hot games row of the home page (GCSGAME_hotGamesV2; cached until the language changes). */
import { useTranslation } from 'react-i18next';
import { HOME_ROW_SIZE } from '@platform/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { useHotGames } from '../hooks/use-hot-games';
import { GameGrid } from './game-grid';
import { SectionHead } from './section-head';

export function HotGames() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useHotGames();
  return (
    <section className="lobby-section" aria-labelledby="lobby-hot-title" data-testid="home-hot-games">
      <SectionHead id="lobby-hot-title" icon="fire" title={t('lobby.hotGames')} />
      {isError ? (
        <EmptyState compact icon="info" title={t('lobby.loadFailed')} />
      ) : (
        <GameGrid games={(data?.games ?? []).slice(0, HOME_ROW_SIZE)} loading={isPending} testId="hot-games-grid" cardTestId="hot-game-card" />
      )}
    </section>
  );
}
