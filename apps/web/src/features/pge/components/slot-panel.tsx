/** Slot (decision 0020): three reels, three rows, five lines; the paytable already carries the game's RTP. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PgeGameInfo, PgeRoundView } from '@platform/contracts';
import { playSlot } from '../api/play-slot';
import { BetInput } from './bet-input';
import { PgeSymbol } from './pge-symbols';
import type { PlayRunner } from './pge-play-page';

const IDLE = [['seven', 'bar', 'bell'], ['plum', 'lemon', 'cherry'], ['bell', 'seven', 'bar']];

export function SlotPanel({ info, run }: { info: PgeGameInfo; run: PlayRunner }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('1.00');
  const [last, setLast] = useState<PgeRoundView | null>(null);
  const outcome = last?.outcome.game === 'slot' ? last.outcome : null;
  const grid = outcome?.grid ?? IDLE;
  const winning = new Set(outcome?.lines.map((l) => l.line) ?? []);

  const spin = () => run(amount, async (requestId) => {
    const result = await playSlot({ requestId, amount: amount.trim() });
    setLast(result.round);
    return result;
  });

  return (
    <form className="pge-panel" onSubmit={(e) => { e.preventDefault(); void spin(); }} data-testid="pge-slot-panel">
      <div className="pge-reels" role="img" aria-label={grid.map((row) => row.map((s) => t(`pge.slot.symbol.${s}`)).join(', ')).join(' / ')} data-testid="pge-reels">
        {grid.map((row, r) => row.map((symbol, c) => <span key={`${r}-${c}`} className="pge-symbol" data-symbol={symbol}><PgeSymbol name={symbol} size={56} /></span>))}
      </div>
      <p className="pge-slot-result" aria-live="polite" data-testid="pge-slot-result">
        {outcome ? (last!.payout > 0 ? t('pge.result.win', { amount: last!.payout.toFixed(2) }) : t('pge.result.loss')) : t('pge.slot.ready')}
        {winning.size ? ` · ${t('pge.slot.lines', { lines: [...winning].map((l) => l + 1).join(', ') })}` : ''}
      </p>
      <BetInput value={amount} onChange={setAmount} min={info.minBet} max={info.maxBet} />
      <button type="submit" className="btn btn-primary pge-go" data-testid="pge-spin-button">{t('pge.slot.spin')}</button>
      <table className="pge-paytable">
        <caption>{t('pge.slot.paytable', { rtp: info.rtp })}</caption>
        <thead><tr><th scope="col">{t('pge.slot.symbol_col')}</th><th scope="col">{t('pge.slot.count_col')}</th><th scope="col">{t('pge.slot.pays_col')}</th></tr></thead>
        <tbody>
          {info.paytable.map((row) => (
            <tr key={`${row.symbol}-${row.count}`}>
              <td className="pge-paytable-symbol"><PgeSymbol name={row.symbol} size={24} /> {t(`pge.slot.symbol.${row.symbol}`)}</td>
              <td>{row.count}</td>
              <td>{row.multiplier}×</td>
            </tr>
          ))}
        </tbody>
      </table>
    </form>
  );
}
