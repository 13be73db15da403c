/** Dice (decision 0020): a roll 0.00–99.99 against a target, under or over; multiplier = RTP / win chance. */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PgeGameInfo, PgePlayResult, PgeRoundView } from '@platform/contracts';
import { playDice } from '../api/play-dice';
import { diceMultiplier, diceWinChance } from '../lib/pge';
import { BetInput } from './bet-input';
import type { PlayRunner } from './pge-play-page';

export function DicePanel({ info, run }: { info: PgeGameInfo; run: PlayRunner }) {
  const { t } = useTranslation();
  const targetId = useId();
  const [amount, setAmount] = useState('1.00');
  const [target, setTarget] = useState('50.00');
  const [direction, setDirection] = useState<'under' | 'over'>('under');
  const [last, setLast] = useState<PgeRoundView | null>(null);
  const targetNumber = Number(target);
  const chance = Number.isFinite(targetNumber) ? diceWinChance(targetNumber, direction) : 0;
  const chanceOk = chance >= 1 && chance <= 98;

  const roll = () => run(amount, async (requestId): Promise<PgePlayResult> => {
    const result = await playDice({ requestId, amount: amount.trim(), target: targetNumber, direction });
    setLast(result.round);
    return result;
  });

  const outcome = last?.outcome.game === 'dice' ? last.outcome : null;
  return (
    <form className="pge-panel" onSubmit={(e) => { e.preventDefault(); void roll(); }} data-testid="pge-dice-panel">
      <div className="pge-dice-result" aria-live="polite" data-testid="pge-dice-result">
        {outcome ? (
          <>
            <span className={`pge-roll ${outcome.win ? 'is-win' : 'is-loss'}`} data-testid="pge-roll">{outcome.roll.toFixed(2)}</span>
            <span>{outcome.win ? t('pge.result.win', { amount: last!.payout.toFixed(2) }) : t('pge.result.loss')}</span>
          </>
        ) : <span className="pge-muted">{t('pge.dice.ready')}</span>}
      </div>
      <fieldset className="pge-direction">
        <legend>{t('pge.dice.direction')}</legend>
        {(['under', 'over'] as const).map((d) => (
          <label key={d} className={direction === d ? 'is-on' : ''}>
            <input type="radio" name="direction" value={d} checked={direction === d} onChange={() => setDirection(d)} />
            {t(`pge.dice.${d}`)}
          </label>
        ))}
      </fieldset>
      <div className="pge-field">
        <label htmlFor={targetId}>{t('pge.dice.target')}</label>
        <input id={targetId} type="number" min={0.01} max={99.98} step={0.01} value={target} onChange={(e) => setTarget(e.target.value)} data-testid="pge-target" />
        <input type="range" min={1} max={98} step={0.01} value={Number.isFinite(targetNumber) ? targetNumber : 50} onChange={(e) => setTarget(Number(e.target.value).toFixed(2))} aria-label={t('pge.dice.target')} />
      </div>
      <dl className="pge-stats">
        <div><dt>{t('pge.dice.chance')}</dt><dd>{chance.toFixed(2)}%</dd></div>
        <div><dt>{t('pge.dice.multiplier')}</dt><dd>{chanceOk ? `${diceMultiplier(info.rtp, chance)}×` : '—'}</dd></div>
      </dl>
      {!chanceOk ? <p className="pge-hint" role="status">{t('pge.dice.chance_range')}</p> : null}
      <BetInput value={amount} onChange={setAmount} min={info.minBet} max={info.maxBet} />
      <button type="submit" className="btn btn-primary pge-go" disabled={!chanceOk} data-testid="pge-roll-button">{t('pge.dice.roll')}</button>
    </form>
  );
}
