/**
 * Add or edit one game: names per language, status, order in its vendor's list, hot badge and free trial.
 * A new one also takes its vendor, code, category and kind (fixed afterwards: the lobby files it by them).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_STATUSES, GAME_CLASSIFIES, GAME_TYPES,
  type CatalogueStatus, type GameClassify, type GamePatchBody, type GameType, type OperatorGame, type OperatorVendor,
} from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import type { GameCreateInput } from '../api/post-game';
import { filledNames, nameIn } from '../lib/names';
import { EditDialog } from './edit-dialog';
import { NamesFields } from './names-fields';

export type GameSave = { game: OperatorGame; body: GamePatchBody } | { game: null; body: GameCreateInput };

/** The contract's game code. */
const GAME_CODE = /^[A-Za-z0-9_-]{1,40}$/;

export function GameEditDialog({ game, vendors = [], initialVendor = '', languages, busy, problem, onSave, onClose }: {
  /** null: a new game, of one of `vendors`. */
  game: OperatorGame | null;
  vendors?: OperatorVendor[];
  initialVendor?: string;
  languages: string[];
  busy: boolean;
  problem: string | null;
  onSave: (save: GameSave) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [vendorCode, setVendorCode] = useState(initialVendor || vendors[0]?.code || '');
  const [gameCode, setGameCode] = useState('');
  const [gameType, setGameType] = useState<GameType>('RNG');
  const [gameClassify, setGameClassify] = useState<GameClassify>('slots');
  const [names, setNames] = useState<Record<string, string>>({ ...game?.names });
  const [status, setStatus] = useState<CatalogueStatus>(game?.status ?? 'active');
  const [order, setOrder] = useState(String(game?.sortOrder ?? 0));
  const [hot, setHot] = useState(game?.isHot ?? false);
  const [trial, setTrial] = useState(game ? game.supportPlay === 0 : false);
  const [local, setLocal] = useState<string | null>(null);
  // The merchant's languages, and any other the game already has a name in (so none is lost on save).
  const all = [...new Set([...languages, ...Object.keys(game?.names ?? {})])];

  function save() {
    setLocal(null);
    const sortOrder = Number(order);
    if (!game && !vendorCode) return setLocal(t('games.vendorRequired'));
    if (!game && !GAME_CODE.test(gameCode.trim())) return setLocal(t('games.codeRule'));
    if (!names.EN?.trim()) return setLocal(t('games.enRequired'));
    if (order.trim() === '' || !Number.isInteger(sortOrder) || sortOrder < 0 || sortOrder > 1_000_000) return setLocal(t('games.orderRule'));
    const fields = { names: filledNames(names), status, sortOrder, isHot: hot, supportPlay: trial ? 0 as const : 1 as const };
    if (game) onSave({ game, body: fields });
    else onSave({ game: null, body: { ...fields, vendorCode, gameCode: gameCode.trim(), gameType, gameClassify } });
  }

  const title = game ? t('games.editTitle', { name: nameIn(game.names, i18n.language) }) : t('games.newTitle');
  return (
    <EditDialog title={title} busy={busy} problem={local ?? problem} onSubmit={save} onClose={onClose} testId="game-dialog">
      {game ? null : (
        <div className="form-grid">
          <div className="field">
            <label className="field-label" htmlFor="game-edit-vendor">{t('games.columns.vendor')}</label>
            <select id="game-edit-vendor" value={vendorCode} onChange={(e) => setVendorCode(e.target.value)} data-testid="game-edit-vendor">
              {vendors.map((v) => <option key={v.code} value={v.code}>{nameIn(v.names, i18n.language, v.name)} ({v.code})</option>)}
            </select>
          </div>
          <FormField id="game-edit-code" label={t('games.columns.code')} hint={t('games.codeHint')} required maxLength={40}
            value={gameCode} onChange={(e) => setGameCode(e.target.value)} data-testid="game-edit-code" />
          <div className="field">
            <label className="field-label" htmlFor="game-edit-type">{t('games.columns.type')}</label>
            <select id="game-edit-type" value={gameType} onChange={(e) => setGameType(e.target.value as GameType)}>
              {GAME_TYPES.map((g) => <option key={g} value={g}>{t(`games.types.${g}`)}</option>)}
            </select>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="game-edit-classify">{t('games.classify')}</label>
            <select id="game-edit-classify" value={gameClassify} onChange={(e) => setGameClassify(e.target.value as GameClassify)}>
              {GAME_CLASSIFIES.map((c) => <option key={c} value={c}>{t(`games.classifies.${c}`)}</option>)}
            </select>
          </div>
        </div>
      )}
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
