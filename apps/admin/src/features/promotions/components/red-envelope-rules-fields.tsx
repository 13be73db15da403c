/**
 * A red envelope's rules in the promotion form (decision 0058, "Red envelopes"): the times of day a rush opens (in
 * the merchant's zone, one box each, added and removed), how long it stays open, each rush's pool cut into its
 * envelopes of the smallest to the largest amount, the deposits of the day a player needs, and the envelope's
 * turnover (its multiple, days and game type weights, as a deposit bonus's; always of the envelope itself).
 * Once published they are shown read-only, as the deposit bonus's are: the server refuses a change of them.
 */
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { poolRangeOf, type PromotionDraft } from '../lib/promotion-form';
import { TurnoverWeights } from './deposit-rules-fields';

/** As many rushes a day as redEnvelopeRule takes. */
const MAX_TIMES = 24;

export function RedEnvelopeRulesFields({ draft, prefix, fixed, timeZone, set }: {
  draft: PromotionDraft;
  /** The form's id prefix (one per promotion). */
  prefix: string;
  fixed: boolean;
  /** The merchant's zone: the rush times are its wall clock. */
  timeZone: string;
  set: (change: Partial<PromotionDraft>) => void;
}) {
  const { t } = useTranslation();
  const hint = (text: string) => (fixed ? undefined : text);
  const times = draft.rushTimes;
  const timeId = (i: number) => `${prefix}-rush-time-${i}`;
  const range = poolRangeOf(draft);

  // The box added, or the one after the removed (else the add button), takes the focus: the keyboard stays where the list changed.
  function addTime() {
    flushSync(() => set({ rushTimes: [...times, ''] }));
    document.getElementById(timeId(times.length))?.focus();
  }
  function removeTime(at: number) {
    flushSync(() => set({ rushTimes: times.filter((_, i) => i !== at) }));
    document.getElementById(timeId(Math.min(at, times.length - 2)))?.focus();
  }
  const setTime = (at: number, value: string) => set({ rushTimes: times.map((v, i) => (i === at ? value : v)) });

  return (
    <fieldset className="promotion-texts" data-testid="promotion-rush-rules">
      <legend>{t('promotions.redEnvelopeRules.title')}</legend>
      <p className="field-hint">{t('promotions.redEnvelopeRules.hint')}</p>
      <fieldset className="promotion-texts" aria-describedby={`${prefix}-rush-times-hint`}>
        <legend>{t('promotions.redEnvelopeRules.times')}</legend>
        <p id={`${prefix}-rush-times-hint`} className="field-hint">{t('promotions.redEnvelopeRules.timesHint', { zone: timeZone })}</p>
        <ol className="promotion-times" data-testid="promotion-rush-times">
          {times.map((value, i) => (
            // The boxes have no identity but their place: a removed one's neighbours move up, with their values.
            <li key={i} className="promotion-time">
              <FormField id={timeId(i)} data-testid="promotion-rush-time" label={t('promotions.redEnvelopeRules.time', { n: i + 1 })}
                type="time" step={60} required readOnly={fixed} value={value} onChange={(e) => setTime(i, e.target.value)} />
              {fixed || times.length <= 1 ? null : (
                <button type="button" className="button-small" onClick={() => removeTime(i)}
                  aria-label={t('promotions.redEnvelopeRules.removeTimeOf', { n: i + 1 })} data-testid="promotion-rush-time-remove">
                  {t('promotions.redEnvelopeRules.removeTime')}
                </button>
              )}
            </li>
          ))}
        </ol>
        {fixed || times.length >= MAX_TIMES ? null : (
          <div>
            <button type="button" className="button button-quiet" onClick={addTime} data-testid="promotion-rush-time-add">{t('promotions.redEnvelopeRules.addTime')}</button>
          </div>
        )}
      </fieldset>
      <div className="form-grid">
        <FormField id={`${prefix}-rush-minutes`} data-testid="promotion-rush-minutes" label={t('promotions.redEnvelopeRules.minutes')} hint={hint(t('promotions.redEnvelopeRules.minutesHint'))}
          type="number" inputMode="numeric" min={1} max={240} step={1} readOnly={fixed} value={draft.rushMinutes} onChange={(e) => set({ rushMinutes: e.target.value })} />
        <FormField id={`${prefix}-rush-envelopes`} data-testid="promotion-rush-envelopes" label={t('promotions.redEnvelopeRules.envelopes')} hint={hint(t('promotions.redEnvelopeRules.envelopesHint'))}
          type="number" inputMode="numeric" min={1} max={100_000} step={1} readOnly={fixed} value={draft.rushEnvelopes} onChange={(e) => set({ rushEnvelopes: e.target.value })} />
        <FormField id={`${prefix}-rush-min`} data-testid="promotion-rush-min" label={t('promotions.redEnvelopeRules.min')} hint={hint(t('promotions.applyRules.maxAmountHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.rushMin} onChange={(e) => set({ rushMin: e.target.value })} />
        <FormField id={`${prefix}-rush-max`} data-testid="promotion-rush-max" label={t('promotions.redEnvelopeRules.max')} hint={hint(t('promotions.applyRules.maxAmountHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.rushMax} onChange={(e) => set({ rushMax: e.target.value })} />
        <FormField id={`${prefix}-rush-pool`} data-testid="promotion-rush-pool" label={t('promotions.redEnvelopeRules.pool')}
          hint={hint(range ? t('promotions.redEnvelopeRules.poolRange', range) : t('promotions.redEnvelopeRules.poolHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.rushPool} onChange={(e) => set({ rushPool: e.target.value })} />
        <FormField id={`${prefix}-rush-deposit`} data-testid="promotion-rush-deposit" label={t('promotions.redEnvelopeRules.minDepositToday')} hint={hint(t('promotions.redEnvelopeRules.minDepositTodayHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.rushMinDepositToday} onChange={(e) => set({ rushMinDepositToday: e.target.value })} />
        <FormField id={`${prefix}-rush-multiple`} data-testid="promotion-rush-multiple" label={t('promotions.redEnvelopeRules.multiple')} hint={hint(t('promotions.redEnvelopeRules.multipleHint'))}
          type="number" inputMode="decimal" min={0} max={100} step={0.01} readOnly={fixed} value={draft.rushTurnoverMultiple} onChange={(e) => set({ rushTurnoverMultiple: e.target.value })} />
        <FormField id={`${prefix}-rush-expiry`} data-testid="promotion-rush-expiry" label={t('promotions.depositRules.expiryDays')} hint={hint(t('promotions.redEnvelopeRules.expiryDaysHint'))}
          type="number" inputMode="numeric" min={1} max={365} step={1} readOnly={fixed} value={draft.rushTurnoverExpiryDays} onChange={(e) => set({ rushTurnoverExpiryDays: e.target.value })} />
      </div>
      <TurnoverWeights id={`${prefix}-rush`} testId="promotion-rush" weights={draft.rushTurnoverWeights} fixed={fixed}
        onChange={(rushTurnoverWeights) => set({ rushTurnoverWeights })} />
    </fieldset>
  );
}
