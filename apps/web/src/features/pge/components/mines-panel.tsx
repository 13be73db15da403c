/** Mines (decision 0020): a 5×5 board fixed by the seeds at the start; reveal tiles, cash out before a mine. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PgeGameInfo, PgeRoundView } from '@platform/contracts';
import { cashOutMines } from '../api/cash-out-mines';
import { revealTile } from '../api/reveal-tile';
import { startMines } from '../api/start-mines';
import { MINES_ROWS } from '../lib/pge';
import { BetInput } from './bet-input';
import { PgeSymbol } from './pge-symbols';
import type { MoveRunner, PlayRunner } from './pge-play-page';

export function MinesPanel({ info, run, move }: { info: PgeGameInfo; run: PlayRunner; move: MoveRunner }) {
  const { t } = useTranslation();
  const countId = useId();
  const [amount, setAmount] = useState('1.00');
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<PgeRoundView | null>(info.openRound);
  const outcome = round?.outcome.game === 'mines' ? round.outcome : null;
  const open = round?.status === 'open';
  const revealed = new Set(outcome?.revealed ?? []);
  const mineTiles = new Set(outcome?.mineTiles ?? []);

  const start = () => run(amount, async (requestId) => {
    const result = await startMines({ requestId, amount: amount.trim(), mines });
    setRound(result.round);
    return result;
  });
  const reveal = (tile: number) => round && move(async () => {
    const result = await revealTile(round.roundId, tile);
    setRound(result.round);
    return result;
  });
  const cashOut = () => round && move(async () => {
    const result = await cashOutMines(round.roundId);
    setRound(result.round);
    return result;
  });

  return (
    <div className="pge-panel" data-testid="pge-mines-panel">
      <div className="pge-board" role="grid" aria-label={t('pge.mines.board')}>
        {MINES_ROWS.map((row, r) => (
          <div role="row" key={r} className="pge-board-row">
            {row.map((tile) => {
              const isMine = mineTiles.has(tile);
              const shown = revealed.has(tile) || (!open && outcome?.mineTiles);
              const label = !shown ? t('pge.mines.tile', { n: tile + 1 }) : isMine ? t('pge.mines.mine') : t('pge.mines.gem');
              return (
                <button key={tile} type="button" role="gridcell" className={`pge-tile ${shown ? (isMine ? 'is-mine' : 'is-gem') : ''} ${revealed.has(tile) ? 'is-picked' : ''}`}
                  disabled={!open || revealed.has(tile)} onClick={() => void reveal(tile)} aria-label={label} data-testid={`pge-tile-${tile}`}>
                  {shown ? <PgeSymbol name={isMine ? 'mine' : 'gem'} size={28} /> : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <p aria-live="polite" className="pge-mines-status" data-testid="pge-mines-status">
        {!round ? t('pge.mines.ready')
          : open ? t('pge.mines.playing', { multiplier: round.multiplier, next: round.nextMultiplier ?? '—' })
            : outcome?.hitMine ? t('pge.result.loss') : t('pge.result.win', { amount: round.payout.toFixed(2) })}
      </p>
      {open ? (
        <button type="button" className="btn btn-primary pge-go" disabled={revealed.size === 0} onClick={() => void cashOut()} data-testid="pge-cashout">
          {t('pge.mines.cashout', { amount: (round.betAmount * Number(round.multiplier)).toFixed(2) })}
        </button>
      ) : (
        <form onSubmit={(e) => { e.preventDefault(); void start(); }}>
          <div className="pge-field">
            <label htmlFor={countId}>{t('pge.mines.count')}</label>
            <select id={countId} value={mines} onChange={(e) => setMines(Number(e.target.value))} data-testid="pge-mines-count">
              {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </div>
          <BetInput value={amount} onChange={setAmount} min={info.minBet} max={info.maxBet} />
          <button type="submit" className="btn btn-primary pge-go" data-testid="pge-start">{t('pge.mines.start')}</button>
        </form>
      )}
    </div>
  );
}
