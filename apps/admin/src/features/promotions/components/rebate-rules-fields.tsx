/**
 * A rebate's rules in the promotion form (decision 0058, "Rebates and cashback"): the percent of valid bets paid per
 * game type (one box each, 0 to 5), the smallest payout of a day and the most paid a day, whether a player may claim
 * today's rebate so far, and the rebate's turnover (its multiple, days and game type weights, as a red envelope's;
 * always of the rebate itself). Once published they are shown read-only, as the red envelope's are: the server
 * refuses a change of them.
 */
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import type { PromotionDraft } from '../lib/promotion-form';
import { TurnoverWeights } from './deposit-rules-fields';

export function RebateRulesFields({ draft, prefix, fixed, set }: {
  draft: PromotionDraft;
  /** The form's id prefix (one per promotion). */
  prefix: string;
  fixed: boolean;
  set: (change: Partial<PromotionDraft>) => void;
}) {
  const { t } = useTranslation();
  const hint = (text: string) => (fixed ? undefined : text);
  const rates = draft.rebateRates;

  return (
    <fieldset className="promotion-texts" data-testid="promotion-rebate-rules">
      <legend>{t('promotions.rebateRules.title')}</legend>
      <p className="field-hint">{t('promotions.rebateRules.hint')}</p>
      <fieldset className="promotion-texts" aria-describedby={fixed ? undefined : `${prefix}-rebate-rates-hint`}>
        <legend>{t('promotions.rebateRules.rates')}</legend>
        {fixed ? null : <p id={`${prefix}-rebate-rates-hint`} className="field-hint">{t('promotions.rebateRules.ratesHint')}</p>}
        <div className="promotion-weights">
          {GAME_TYPES.map((g) => (
            <FormField key={g} id={`${prefix}-rebate-rate-${g}`} data-testid={`promotion-rebate-rate-${g}`} label={t(`games.types.${g}`)}
              type="number" inputMode="decimal" min={0} max={5} step={0.01} readOnly={fixed} value={rates[g]} onChange={(e) => set({ rebateRates: { ...rates, [g]: e.target.value } })} />
          ))}
        </div>
      </fieldset>
      <div className="form-grid">
        <FormField id={`${prefix}-rebate-min-payout`} data-testid="promotion-rebate-min-payout" label={t('promotions.rebateRules.minPayout')} hint={hint(t('promotions.rebateRules.minPayoutHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.rebateMinPayout} onChange={(e) => set({ rebateMinPayout: e.target.value })} />
        <FormField id={`${prefix}-rebate-max-per-day`} data-testid="promotion-rebate-max-per-day" label={t('promotions.rebateRules.maxPerDay')} hint={hint(t('promotions.rebateRules.maxPerDayHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} placeholder={t('promotions.open')} value={draft.rebateMaxPerDay} onChange={(e) => set({ rebateMaxPerDay: e.target.value })} />
        <FormField id={`${prefix}-rebate-multiple`} data-testid="promotion-rebate-multiple" label={t('promotions.rebateRules.multiple')} hint={hint(t('promotions.rebateRules.multipleHint'))}
          type="number" inputMode="decimal" min={0} max={100} step={0.01} readOnly={fixed} value={draft.rebateTurnoverMultiple} onChange={(e) => set({ rebateTurnoverMultiple: e.target.value })} />
        <FormField id={`${prefix}-rebate-expiry`} data-testid="promotion-rebate-expiry" label={t('promotions.depositRules.expiryDays')} hint={hint(t('promotions.redEnvelopeRules.expiryDaysHint'))}
          type="number" inputMode="numeric" min={1} max={365} step={1} readOnly={fixed} value={draft.rebateTurnoverExpiryDays} onChange={(e) => set({ rebateTurnoverExpiryDays: e.target.value })} />
      </div>
      <div className="field">
        <label className="check">
          {/* Read-only as the other fields: a checkbox has no readOnly, so a published one is disabled. */}
          <input type="checkbox" checked={draft.rebateManual} disabled={fixed} aria-describedby={fixed ? undefined : `${prefix}-rebate-manual-hint`}
            onChange={(e) => set({ rebateManual: e.target.checked })} data-testid="promotion-rebate-manual" />
          {t('promotions.rebateRules.manual')}
        </label>
        {fixed ? null : <p id={`${prefix}-rebate-manual-hint`} className="field-hint">{t('promotions.rebateRules.manualHint')}</p>}
      </div>
      <TurnoverWeights id={`${prefix}-rebate`} testId="promotion-rebate" weights={draft.rebateTurnoverWeights} fixed={fixed}
        onChange={(rebateTurnoverWeights) => set({ rebateTurnoverWeights })} />
    </fieldset>
  );
}
