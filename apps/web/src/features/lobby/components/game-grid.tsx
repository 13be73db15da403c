/** A grid of game cards wired to the launcher and the favourite hearts, with skeleton tiles while loading. */
import type { GameCard as GameCardData } from '@platform/contracts';
import { GameCard, useGameCardLabels } from '../../../components/games/game-card';
import '../../../components/games/game-card.css';
import { useFavourites } from '../hooks/use-favourites';
import { useGameLauncher } from './game-launcher';

export function GameGrid({ games, loading, skeletons = 12, testId = 'game-grid', cardTestId = 'game-card', row, eagerCount = 0 }: {
  games: readonly GameCardData[];
  loading?: boolean;
  skeletons?: number;
  testId?: string;
  cardTestId?: string;
  /** One horizontally scrolling row instead of a wrapping grid (home page rows). */
  row?: boolean;
  /** How many of the first cards load their icons with the page (the first screen of a game list page). */
  eagerCount?: number;
}) {
  const { openGame } = useGameLauncher();
  const favourites = useFavourites();
  const labels = useGameCardLabels();
  const className = row ? 'game-grid game-row' : 'game-grid';
  if (loading && games.length === 0) {
    return (
      <div className={className} data-testid={`${testId}-loading`} aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={i} className="game-card game-card-skeleton shimmer" aria-hidden="true" />
        ))}
      </div>
    );
  }
  return (
    <div className={className} data-testid={testId} aria-busy={loading || undefined}>
      {games.map((game, i) => (
        <GameCard
          key={game.nodeId}
          game={game}
          labels={labels}
          eager={i < eagerCount}
          onOpen={openGame}
          favourite={{ active: favourites.isFavourite(game.nodeId), onToggle: favourites.toggle }}
          testId={cardTestId}
        />
      ))}
    </div>
  );
}
