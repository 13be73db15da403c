/**
 * A cashback's rules in the promotion form (decision 0058, "Rebates and cashback"): its period (a day or a week, in
 * the merchant's zone), the percent of the net loss paid, the smallest loss that earns any, the largest cashback,
 * and the cashback's turnover (its multiple, days and game type weights, as a red envelope's; always of the cashback
 * itself). Once published they are shown read-only, as the red envelope's are: the server refuses a change of them.
 */
import { useTranslation } from 'react-i18next';
import { CASHBACK_PERIODS } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import type { PromotionDraft } from '../lib/promotion-form';
import { TurnoverWeights } from './deposit-rules-fields';

export function CashbackRulesFields({ draft, prefix, fixed, timeZone, set }: {
  draft: PromotionDraft;
  /** The form's id prefix (one per promotion). */
  prefix: string;
  fixed: boolean;
  /** The merchant's zone: the periods are its days and weeks. */
  timeZone: string;
  set: (change: Partial<PromotionDraft>) => void;
}) {
  const { t } = useTranslation();
  const hint = (text: string) => (fixed ? undefined : text);
  const periodLabel = (v: string) => t(`promotions.cashbackRules.periods.${v}`);

  return (
    <fieldset className="promotion-texts" data-testid="promotion-cashback-rules">
      <legend>{t('promotions.cashbackRules.title')}</legend>
      <p className="field-hint">{t('promotions.cashbackRules.hint', { zone: timeZone })}</p>
      <div className="form-grid">
        {fixed ? (
          <FormField id={`${prefix}-cashback-period`} data-testid="promotion-cashback-period" label={t('promotions.cashbackRules.period')} readOnly value={periodLabel(draft.cashbackPeriod)} />
        ) : (
          <SelectField id={`${prefix}-cashback-period`} testId="promotion-cashback-period" label={t('promotions.cashbackRules.period')} value={draft.cashbackPeriod}
            onChange={(cashbackPeriod) => set({ cashbackPeriod })} options={CASHBACK_PERIODS.map((v) => ({ value: v, label: periodLabel(v) }))} />
        )}
        <FormField id={`${prefix}-cashback-percent`} data-testid="promotion-cashback-percent" label={t('promotions.cashbackRules.percent')} hint={hint(t('promotions.cashbackRules.percentHint'))}
          type="number" inputMode="decimal" min={0.01} max={100} step={0.01} readOnly={fixed} value={draft.cashbackPercent} onChange={(e) => set({ cashbackPercent: e.target.value })} />
        <FormField id={`${prefix}-cashback-min-loss`} data-testid="promotion-cashback-min-loss" label={t('promotions.cashbackRules.minLoss')} hint={hint(t('promotions.cashbackRules.minLossHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.cashbackMinLoss} onChange={(e) => set({ cashbackMinLoss: e.target.value })} />
        <FormField id={`${prefix}-cashback-cap`} data-testid="promotion-cashback-cap" label={t('promotions.cashbackRules.cap')} hint={hint(t('promotions.applyRules.maxAmountHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.cashbackCap} onChange={(e) => set({ cashbackCap: e.target.value })} />
        <FormField id={`${prefix}-cashback-multiple`} data-testid="promotion-cashback-multiple" label={t('promotions.cashbackRules.multiple')} hint={hint(t('promotions.cashbackRules.multipleHint'))}
          type="number" inputMode="decimal" min={0} max={100} step={0.01} readOnly={fixed} value={draft.cashbackTurnoverMultiple} onChange={(e) => set({ cashbackTurnoverMultiple: e.target.value })} />
        <FormField id={`${prefix}-cashback-expiry`} data-testid="promotion-cashback-expiry" label={t('promotions.depositRules.expiryDays')} hint={hint(t('promotions.redEnvelopeRules.expiryDaysHint'))}
          type="number" inputMode="numeric" min={1} max={365} step={1} readOnly={fixed} value={draft.cashbackTurnoverExpiryDays} onChange={(e) => set({ cashbackTurnoverExpiryDays: e.target.value })} />
      </div>
      <TurnoverWeights id={`${prefix}-cashback`} testId="promotion-cashback" weights={draft.cashbackTurnoverWeights} fixed={fixed}
        onChange={(cashbackTurnoverWeights) => set({ cashbackTurnoverWeights })} />
    </fieldset>
  );
}
