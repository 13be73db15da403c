/** The stake field shared by the three games: amount in the site currency, halve and double. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function BetInput({ value, onChange, min, max, disabled }: { value: string; onChange: (value: string) => void; min: number; max: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const scale = (factor: number) => {
    const current = Number(value);
    if (!Number.isFinite(current)) return;
    onChange(Math.min(max, Math.max(min, Math.floor(current * factor * 100) / 100)).toFixed(2));
  };
  return (
    <div className="pge-bet">
      <label htmlFor={id}>{t('pge.bet.label')}</label>
      <div className="pge-bet-row">
        <input id={id} inputMode="decimal" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} data-testid="pge-bet" />
        <button type="button" className="btn btn-outline" disabled={disabled} onClick={() => scale(0.5)} aria-label={t('pge.bet.half')}>½</button>
        <button type="button" className="btn btn-outline" disabled={disabled} onClick={() => scale(2)} aria-label={t('pge.bet.double')}>2×</button>
      </div>
    </div>
  );
}
