/**
 * A game row's controls: its status (active, maintenance, hidden), the hot badge and "Edit". Handed in by
 * context, not the column definitions, so a change that re-renders the page keeps the keyboard focus on
 * the control just used (as the operators list does).
 */
import { createContext, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_STATUSES, type CatalogueStatus, type OperatorGame } from '@platform/contracts';
import { Can } from '../../access/components/can';

export interface GameActionsState {
  busy: boolean;
  onStatus: (game: OperatorGame, status: CatalogueStatus) => void;
  onHot: (game: OperatorGame) => void;
  onEdit: (game: OperatorGame) => void;
}

export const GameActionsContext = createContext<GameActionsState>({ busy: false, onStatus: () => undefined, onHot: () => undefined, onEdit: () => undefined });

export function GameStatusCell({ game, name }: { game: OperatorGame; name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, onStatus } = useContext(GameActionsContext);
  return (
    <Can permission="games.manage" fallback={<>{t(`games.statuses.${game.status}`)}</>}>
      <label className="visually-hidden" htmlFor={id}>{t('games.statusOf', { name })}</label>
      <select id={id} value={game.status} disabled={busy} onChange={(e) => onStatus(game, e.target.value as CatalogueStatus)} data-testid="game-status">
        {CATALOGUE_STATUSES.map((s) => <option key={s} value={s}>{t(`games.statuses.${s}`)}</option>)}
      </select>
    </Can>
  );
}

export function GameActions({ game, name }: { game: OperatorGame; name: string }) {
  const { t } = useTranslation();
  const { busy, onHot, onEdit } = useContext(GameActionsContext);
  return (
    <Can permission="games.manage" fallback={<span className="muted">{t('games.readOnly')}</span>}>
      <div className="row-actions">
        <button type="button" className="button button-small" aria-pressed={game.isHot} disabled={busy} onClick={() => onHot(game)}
          aria-label={t('games.hotOf', { name })} data-testid="game-hot">
          {/* The mark is for the eye; aria-pressed tells a screen reader. */}
          {game.isHot ? <span aria-hidden="true">★ </span> : null}{t('games.hot')}
        </button>
        <button type="button" className="button button-small" disabled={busy} onClick={() => onEdit(game)}
          aria-label={t('games.editOf', { name })} data-testid="game-edit">{t('games.edit')}</button>
      </div>
    </Can>
  );
}
