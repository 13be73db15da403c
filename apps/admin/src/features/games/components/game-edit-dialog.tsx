/** Edit one game: names per language, status, order in its vendor's list, hot badge and free trial. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_STATUSES, type CatalogueStatus, type GamePatchBody, type OperatorGame } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { filledNames, nameIn } from '../lib/names';
import { EditDialog } from './edit-dialog';
import { NamesFields } from './names-fields';

export function GameEditDialog({ game, languages, busy, problem, onSave, onClose }: {
  game: OperatorGame;
  languages: string[];
  busy: boolean;
  problem: string | null;
  onSave: (game: OperatorGame, body: GamePatchBody) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [names, setNames] = useState<Record<string, string>>({ ...game.names });
  const [status, setStatus] = useState<CatalogueStatus>(game.status);
  const [order, setOrder] = useState(String(game.sortOrder));
  const [hot, setHot] = useState(game.isHot);
  const [trial, setTrial] = useState(game.supportPlay === 0);
  const [local, setLocal] = useState<string | null>(null);
  // The merchant's languages, and any other the game already has a name in (so none is lost on save).
  const all = [...new Set([...languages, ...Object.keys(game.names)])];

  function save() {
    setLocal(null);
    const sortOrder = Number(order);
    if (!names.EN?.trim()) return setLocal(t('games.enRequired'));
    if (order.trim() === '' || !Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 1_000_000) return setLocal(t('games.orderRule'));
    onSave(game, { names: filledNames(names), status, sortOrder, isHot: hot, supportPlay: trial ? 0 : 1 });
  }

  return (
    <EditDialog title={t('games.editTitle', { name: nameIn(game.names, i18n.language) })} busy={busy} problem={local ?? problem} onSubmit={save} onClose={onClose} testId="game-dialog">
      <NamesFields idPrefix="game-edit" languages={all} names={names} onChange={setNames} />
      <div className="form-grid">
        <div className="field">
          <label className="field-label" htmlFor="game-edit-status">{t('games.columns.status')}</label>
          <select id="game-edit-status" value={status} onChange={(e) => setStatus(e.target.value as CatalogueStatus)}>
            {CATALOGUE_STATUSES.map((s) => <option key={s} value={s}>{t(`games.statuses.${s}`)}</option>)}
          </select>
        </div>
        <FormField id="game-edit-order" type="number" inputMode="numeric" min={0} max={1_000_000} label={t('games.columns.order')} hint={t('games.orderHint')}
          value={order} onChange={(e) => setOrder(e.target.value)} />
      </div>
      <label className="check"><input type="checkbox" checked={hot} onChange={(e) => setHot(e.target.checked)} />{t('games.hotCheck')}</label>
      <label className="check"><input type="checkbox" checked={trial} onChange={(e) => setTrial(e.target.checked)} />{t('games.trialCheck')}</label>
    </EditDialog>
  );
}
