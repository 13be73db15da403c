/**
 * One game tile of every lobby screen: lazy icon in a fixed square (no layout shift), hot badge,
 * free-trial button when the game offers one (supportPlay 0), favourite heart, maintenance overlay.
 * The tile itself is a button, so every game is reachable and playable from the keyboard.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCard as GameCardData } from '@platform/contracts';
import { Icon } from '../ui/icon';
import { LazyImage } from '../ui/lazy-image';
import './game-card.css';

/**
 * The card's words, made once by the grid that draws the cards: a page shows a hundred cards, and a
 * translation hook in each one subscribed a hundred listeners and ran a hundred effects while the page
 * was taken over (bench:main-thread, decision 0041).
 */
export interface GameCardLabels {
  hot: string;
  freeTrial: string;
  maintenance: string;
  favourite: (name: string, active: boolean) => string;
}

/** The labels for every card a list draws, in the current language. */
export function useGameCardLabels(): GameCardLabels {
  const { t } = useTranslation();
  return useMemo(() => ({
    hot: t('lobby.card.hot'),
    freeTrial: t('lobby.card.freeTrial'),
    maintenance: t('lobby.card.maintenance'),
    favourite: (name: string, active: boolean) => t(active ? 'lobby.card.removeFavourite' : 'lobby.card.addFavourite', { name }),
  }), [t]);
}

export interface GameCardProps {
  game: GameCardData;
  labels: GameCardLabels;
  /** Real play (free false) or the free trial (free true). */
  onOpen: (game: GameCardData, free: boolean) => void;
  /** Absent where favourites make no sense (a vendor folder card). */
  favourite?: { active: boolean; onToggle: (game: GameCardData) => void };
  testId?: string;
  /** One of the first cards a page shows: its icon loads with the page (LazyImage `eager`). */
  eager?: boolean;
}

export function GameCard({ game, labels, onOpen, favourite, testId = 'game-card', eager }: GameCardProps) {
  const folder = game.isGame === 'VASSALAGE';
  return (
    <article className="game-card" data-testid={testId} data-node-id={game.nodeId} data-game-code={game.gameCode} data-maintenance={game.maintenance || undefined}>
      {/* Named by its visible text (game and vendor), as WCAG 2.5.3 asks: voice users say what they see. */}
      <button type="button" className="game-card-main" onClick={() => onOpen(game, false)} data-testid={`${testId}-open`}>
        <span className="game-card-art">
          <LazyImage src={game.iconUrl} alt="" eager={eager} fallback={<span className="game-card-initial">{game.displayName.slice(0, 1)}</span>} />
          {game.maintenance ? (
            <span className="game-card-maintenance" data-testid={`${testId}-maintenance`}>
              <Icon name="wrench" size={20} />
              {labels.maintenance}
            </span>
          ) : null}
        </span>
        <span className="game-card-name">{game.displayName}</span>
        <span className="game-card-vendor">{game.vassalage}</span>
      </button>
      {game.isHot === 1 ? (
        <span className="game-card-hot" data-testid={`${testId}-hot`}>
          <Icon name="fire" size={12} />
          {labels.hot}
        </span>
      ) : null}
      {favourite && !folder ? (
        <button
          type="button"
          className="game-card-fav"
          aria-pressed={favourite.active}
          aria-label={labels.favourite(game.displayName, favourite.active)}
          onClick={() => favourite.onToggle(game)}
          data-testid={`${testId}-fav`}
        >
          <Icon name="heart" size={16} />
        </button>
      ) : null}
      {game.supportPlay === 0 && !folder && !game.maintenance ? (
        <button type="button" className="game-card-trial" onClick={() => onOpen(game, true)} data-testid={`${testId}-trial`}>
          {labels.freeTrial}
        </button>
      ) : null}
    </article>
  );
}
