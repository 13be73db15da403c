/**
 * A deposit bonus's rules in the promotion form (decision 0058): which deposit it answers, the percent paid up to
 * a cap, the smallest deposit, how often a reload pays, and the turnover that holds the bonus (its multiple, base,
 * days and the share of each game type's bets that counts). Once published they are shown read-only, as the
 * apply rules are: the server refuses a change of them. The weights' boxes (TurnoverWeights) serve the red envelope's,
 * the rebate's and the cashback's turnover too (red-envelope-rules-fields.tsx, rebate-rules-fields.tsx, cashback-rules-fields.tsx).
 */
import { useTranslation } from 'react-i18next';
import { APPLY_PERIODS, DEPOSIT_JOINS, DEPOSIT_TRIGGERS, GAME_TYPES, TURNOVER_BASES, type GameType } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import type { PromotionDraft } from '../lib/promotion-form';

export function DepositRulesFields({ draft, prefix, fixed, set }: {
  draft: PromotionDraft;
  /** The form's id prefix (one per promotion). */
  prefix: string;
  fixed: boolean;
  set: (change: Partial<PromotionDraft>) => void;
}) {
  const { t } = useTranslation();
  const triggerLabel = (v: string) => t(`promotions.depositRules.triggers.${v}`);
  const periodLabel = (v: string) => t(`promotions.applyRules.periods.${v}`);
  const baseLabel = (v: string) => t(`promotions.depositRules.bases.${v}`);
  const joinLabel = (v: string) => t(`promotions.depositRules.joins.${v}`);
  const hint = (text: string) => (fixed ? undefined : text);

  return (
    <fieldset className="promotion-texts" data-testid="promotion-deposit-rules">
      <legend>{t('promotions.depositRules.title')}</legend>
      <p className="field-hint">{t('promotions.depositRules.hint')}</p>
      <div className="form-grid">
        {fixed ? (
          <FormField id={`${prefix}-deposit-trigger`} data-testid="promotion-deposit-trigger" label={t('promotions.depositRules.trigger')} readOnly value={triggerLabel(draft.depositTrigger)} />
        ) : (
          <SelectField id={`${prefix}-deposit-trigger`} testId="promotion-deposit-trigger" label={t('promotions.depositRules.trigger')} value={draft.depositTrigger}
            onChange={(depositTrigger) => set({ depositTrigger })} options={DEPOSIT_TRIGGERS.map((v) => ({ value: v, label: triggerLabel(v) }))} />
        )}
        {fixed ? (
          <FormField id={`${prefix}-deposit-join`} data-testid="promotion-deposit-join" label={t('promotions.depositRules.join')} readOnly value={joinLabel(draft.depositJoin)} />
        ) : (
          <SelectField id={`${prefix}-deposit-join`} testId="promotion-deposit-join" label={t('promotions.depositRules.join')} value={draft.depositJoin}
            onChange={(depositJoin) => set({ depositJoin })} options={DEPOSIT_JOINS.map((v) => ({ value: v, label: joinLabel(v) }))} />
        )}
        {draft.depositTrigger === 'nth' ? (
          <FormField id={`${prefix}-deposit-nth`} data-testid="promotion-deposit-nth" label={t('promotions.depositRules.nth')} hint={hint(t('promotions.depositRules.nthHint'))}
            type="number" inputMode="numeric" min={2} max={100} step={1} readOnly={fixed} value={draft.depositNth} onChange={(e) => set({ depositNth: e.target.value })} />
        ) : null}
        {draft.depositTrigger === 'reload' ? (
          fixed ? (
            <FormField id={`${prefix}-deposit-period`} data-testid="promotion-deposit-period" label={t('promotions.depositRules.period')} readOnly value={periodLabel(draft.depositPeriod)} />
          ) : (
            <SelectField id={`${prefix}-deposit-period`} testId="promotion-deposit-period" label={t('promotions.depositRules.period')} value={draft.depositPeriod}
              onChange={(depositPeriod) => set({ depositPeriod })} options={APPLY_PERIODS.map((v) => ({ value: v, label: periodLabel(v) }))} />
          )
        ) : null}
        <FormField id={`${prefix}-deposit-percent`} data-testid="promotion-deposit-percent" label={t('promotions.depositRules.percent')} hint={hint(t('promotions.depositRules.percentHint'))}
          type="number" inputMode="decimal" min={0} max={1_000} step={0.01} readOnly={fixed} value={draft.depositPercent} onChange={(e) => set({ depositPercent: e.target.value })} />
        <FormField id={`${prefix}-deposit-cap`} data-testid="promotion-deposit-cap" label={t('promotions.depositRules.cap')} hint={hint(t('promotions.applyRules.maxAmountHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.depositCap} onChange={(e) => set({ depositCap: e.target.value })} />
        <FormField id={`${prefix}-deposit-min`} data-testid="promotion-deposit-min" label={t('promotions.depositRules.minDeposit')} hint={hint(t('promotions.depositRules.minDepositHint'))}
          inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.depositMinDeposit} onChange={(e) => set({ depositMinDeposit: e.target.value })} />
        <FormField id={`${prefix}-deposit-multiple`} data-testid="promotion-deposit-multiple" label={t('promotions.depositRules.multiple')} hint={hint(t('promotions.depositRules.multipleHint'))}
          type="number" inputMode="decimal" min={0} max={100} step={0.01} readOnly={fixed} value={draft.turnoverMultiple} onChange={(e) => set({ turnoverMultiple: e.target.value })} />
        {fixed ? (
          <FormField id={`${prefix}-deposit-base`} data-testid="promotion-deposit-base" label={t('promotions.depositRules.base')} readOnly value={baseLabel(draft.turnoverBase)} />
        ) : (
          <SelectField id={`${prefix}-deposit-base`} testId="promotion-deposit-base" label={t('promotions.depositRules.base')} value={draft.turnoverBase}
            onChange={(turnoverBase) => set({ turnoverBase })} options={TURNOVER_BASES.map((v) => ({ value: v, label: baseLabel(v) }))} />
        )}
        <FormField id={`${prefix}-deposit-expiry`} data-testid="promotion-deposit-expiry" label={t('promotions.depositRules.expiryDays')} hint={hint(t('promotions.depositRules.expiryDaysHint'))}
          type="number" inputMode="numeric" min={1} max={365} step={1} readOnly={fixed} value={draft.turnoverExpiryDays} onChange={(e) => set({ turnoverExpiryDays: e.target.value })} />
      </div>
      <TurnoverWeights id={`${prefix}-deposit`} testId="promotion-deposit" weights={draft.turnoverWeights} fixed={fixed}
        onChange={(turnoverWeights) => set({ turnoverWeights })} />
    </fieldset>
  );
}

/**
 * The share of each game type's bets that counts towards a turnover, in percent (the deposit bonus's, the red
 * envelope's, the rebate's and the cashback's): one small number box per game type, as typed.
 */
export function TurnoverWeights({ id, testId, weights, fixed, onChange }: {
  /** The boxes' ids are `${id}-weight-${gameType}`, their test ids `${testId}-weight-${gameType}`. */
  id: string;
  testId: string;
  weights: Record<GameType, string>;
  fixed: boolean;
  onChange: (weights: Record<GameType, string>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="promotion-texts">
      <legend>{t('promotions.depositRules.weights')}</legend>
      {fixed ? null : <p className="field-hint">{t('promotions.depositRules.weightsHint')}</p>}
      <div className="promotion-weights">
        {GAME_TYPES.map((g) => (
          <FormField key={g} id={`${id}-weight-${g}`} data-testid={`${testId}-weight-${g}`} label={t(`games.types.${g}`)}
            type="number" inputMode="numeric" min={0} max={100} step={1} readOnly={fixed} value={weights[g]} onChange={(e) => onChange({ ...weights, [g]: e.target.value })} />
        ))}
      </div>
    </fieldset>
  );
}
