/**
 * Add or change one promotion: its code (what banners and notices link to), kind, category, order, window,
 * an apply promotion's, a deposit bonus's (deposit-rules-fields.tsx), a red envelope's (red-envelope-rules-fields.tsx), a rebate's
 * (rebate-rules-fields.tsx) or a cashback's rules (cashback-rules-fields.tsx), and its title,
 * summary and HTML text per language of the merchant (EN required). Once published, the code, kind and window are
 * shown read-only, with the reason: the server refuses a change of them. A problem found before sending, or a field
 * the server refused (lib/promotion-form.ts, serverProblemOf), is said above the buttons. A saved promotion's picture
 * is uploaded apart (promotion-image.tsx).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLY_PERIODS, PROMOTION_CATEGORIES, PROMOTION_KINDS, type OperatorPromotion, type PromotionInput } from '@platform/contracts';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/select-field';
import { isFixed } from '../lib/promotion-actions';
import { CashbackRulesFields } from './cashback-rules-fields';
import { DepositRulesFields } from './deposit-rules-fields';
import { PromotionImage } from './promotion-image';
import { RebateRulesFields } from './rebate-rules-fields';
import { RedEnvelopeRulesFields } from './red-envelope-rules-fields';
import { draftOf, inputOf, serverProblemOf, type Problem, type PromotionDraft } from '../lib/promotion-form';

export function PromotionForm({ promotion, merchantCode, languages, timeZone, busy, onSave, onCancel }: {
  promotion: OperatorPromotion | null;
  merchantCode: string;
  languages: string[];
  /** The merchant's zone: the window's fields are its wall clock. */
  timeZone: string;
  busy: boolean;
  /** Sends the body; `shown` is given a refusal and answers whether the form says it (a field's problem), else the page does. */
  onSave: (body: PromotionInput, shown: (error: unknown) => boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PromotionDraft>(() => draftOf(promotion, timeZone));
  const [problem, setProblem] = useState<Problem | null>(null);
  const set = (change: Partial<PromotionDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setText = (field: 'titles' | 'summaries' | 'contents', language: string, value: string) =>
    setDraft((d) => ({ ...d, [field]: { ...d[field], [language]: value } }));
  const fixed = promotion !== null && isFixed(promotion.status);
  const prefix = promotion ? `promotion-${promotion.id}` : 'promotion-new';
  const languageName = (l: string) => t(`content.languages.${l}`, { defaultValue: l });
  const kindLabel = (k: string) => t(`promotions.kinds.${k}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = inputOf(draft, promotion, timeZone);
    if ('problem' in result) {
      setProblem(result);
      return;
    }
    setProblem(null);
    onSave(result.input, (error) => {
      const refused = serverProblemOf(error, draft);
      setProblem(refused);
      return refused !== null;
    });
  }

  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-labelledby={`${prefix}-heading`} data-testid="promotion-form">
      <h2 id={`${prefix}-heading`}>{promotion ? t('promotions.editTitle', { code: promotion.code }) : t('promotions.newTitle')}</h2>
      {promotion ? <p className="note" data-testid="promotion-form-status">{t('promotions.currentStatus', { status: t(`promotions.statuses.${promotion.status}`) })}</p> : null}
      {fixed ? <p className="note" data-testid="promotion-fixed-hint">{t('promotions.fixedHint')}</p> : null}
      <div className="form-grid">
        <FormField id={`${prefix}-code`} data-testid="promotion-code" label={t('promotions.fields.code')} hint={fixed ? undefined : t('promotions.fields.codeHint')}
          maxLength={40} required readOnly={fixed} autoCapitalize="characters" spellCheck={false}
          value={draft.code} onChange={(e) => set({ code: e.target.value.toUpperCase() })} />
        {fixed ? (
          <FormField id={`${prefix}-kind`} data-testid="promotion-kind" label={t('promotions.fields.kind')} readOnly value={kindLabel(draft.kind)} />
        ) : (
          <SelectField id={`${prefix}-kind`} testId="promotion-kind" label={t('promotions.fields.kind')} value={draft.kind} onChange={(kind) => set({ kind })}
            options={PROMOTION_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} />
        )}
        <SelectField id={`${prefix}-category`} testId="promotion-category" label={t('promotions.fields.category')} value={draft.category} onChange={(category) => set({ category })}
          options={PROMOTION_CATEGORIES.map((c) => ({ value: c, label: t(`promotions.categories.${c}`) }))} />
        <FormField id={`${prefix}-sort`} data-testid="promotion-sort" type="number" inputMode="numeric" min={0} max={1_000_000} step={1}
          label={t('promotions.fields.sortOrder')} hint={t('promotions.fields.sortOrderHint')}
          value={draft.sortOrder} onChange={(e) => set({ sortOrder: e.target.value })} />
        <FormField id={`${prefix}-starts`} data-testid="promotion-starts" type="datetime-local" readOnly={fixed}
          label={t('promotions.fields.startsAt')} hint={fixed ? undefined : t('promotions.fields.windowHint', { zone: timeZone })}
          value={draft.startsAt} onChange={(e) => set({ startsAt: e.target.value })} />
        <FormField id={`${prefix}-ends`} data-testid="promotion-ends" type="datetime-local" readOnly={fixed}
          label={t('promotions.fields.endsAt')} value={draft.endsAt} onChange={(e) => set({ endsAt: e.target.value })} />
      </div>
      {draft.kind === 'apply' ? (
        <fieldset className="promotion-texts" data-testid="promotion-apply-rules">
          <legend>{t('promotions.applyRules.title')}</legend>
          <p className="field-hint">{t('promotions.applyRules.hint')}</p>
          <div className="form-grid">
            {fixed ? (
              <FormField id={`${prefix}-apply-period`} data-testid="promotion-apply-period" label={t('promotions.applyRules.period')} readOnly value={t(`promotions.applyRules.periods.${draft.applyPeriod}`)} />
            ) : (
              <SelectField id={`${prefix}-apply-period`} testId="promotion-apply-period" label={t('promotions.applyRules.period')} value={draft.applyPeriod} onChange={(applyPeriod) => set({ applyPeriod })}
                options={APPLY_PERIODS.map((p) => ({ value: p, label: t(`promotions.applyRules.periods.${p}`) }))} />
            )}
            <FormField id={`${prefix}-apply-max`} data-testid="promotion-apply-max" label={t('promotions.applyRules.maxAmount')} hint={fixed ? undefined : t('promotions.applyRules.maxAmountHint')}
              inputMode="decimal" autoComplete="off" readOnly={fixed} value={draft.applyMaxAmount} onChange={(e) => set({ applyMaxAmount: e.target.value })} />
            {fixed ? (
              <FormField id={`${prefix}-apply-images`} data-testid="promotion-apply-images" label={t('promotions.applyRules.minImages')} readOnly value={draft.applyMinImages} />
            ) : (
              <SelectField id={`${prefix}-apply-images`} testId="promotion-apply-images" label={t('promotions.applyRules.minImages')} value={draft.applyMinImages} onChange={(applyMinImages) => set({ applyMinImages })}
                options={['0', '1', '2', '3'].map((v) => ({ value: v, label: v }))} />
            )}
          </div>
        </fieldset>
      ) : null}
      {draft.kind === 'deposit_bonus' ? <DepositRulesFields draft={draft} prefix={prefix} fixed={fixed} set={set} /> : null}
      {draft.kind === 'red_envelope' ? <RedEnvelopeRulesFields draft={draft} prefix={prefix} fixed={fixed} timeZone={timeZone} set={set} /> : null}
      {draft.kind === 'rebate' ? <RebateRulesFields draft={draft} prefix={prefix} fixed={fixed} set={set} /> : null}
      {draft.kind === 'cashback' ? <CashbackRulesFields draft={draft} prefix={prefix} fixed={fixed} timeZone={timeZone} set={set} /> : null}
      {languages.map((l) => (
        <fieldset key={l} className="promotion-texts">
          <legend>{languageName(l)}</legend>
          <FormField id={`${prefix}-title-${l}`} data-testid={`promotion-title-${l}`} label={t('promotions.fields.title')}
            hint={l === 'EN' ? t('promotions.fields.enRequired') : undefined} maxLength={120} required={l === 'EN'}
            value={draft.titles[l] ?? ''} onChange={(e) => setText('titles', l, e.target.value)} />
          <FormField id={`${prefix}-summary-${l}`} data-testid={`promotion-summary-${l}`} label={t('promotions.fields.summary')} maxLength={300}
            value={draft.summaries[l] ?? ''} onChange={(e) => setText('summaries', l, e.target.value)} />
          <div className="field">
            <label className="field-label" htmlFor={`${prefix}-content-${l}`}>{t('promotions.fields.content')}</label>
            <textarea id={`${prefix}-content-${l}`} className="field-input field-textarea" maxLength={40_000} aria-describedby={`${prefix}-content-${l}-hint`}
              value={draft.contents[l] ?? ''} onChange={(e) => setText('contents', l, e.target.value)} data-testid={`promotion-content-${l}`} />
            <p id={`${prefix}-content-${l}-hint`} className="field-hint">{t('promotions.fields.contentHint')}</p>
          </div>
        </fieldset>
      ))}
      {promotion ? <PromotionImage promotion={promotion} merchantCode={merchantCode} /> : <p className="note">{t('promotions.image.afterSave')}</p>}
      {problem ? <p className="field-error" role="alert" data-testid="promotion-problem">{t(`promotions.problems.${problem.problem}`, problem.values)}</p> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="promotion-save">{t('promotions.save')}</button>
        <button type="button" className="button button-quiet" onClick={onCancel}>{t('promotions.cancel')}</button>
      </div>
    </form>
  );
}
