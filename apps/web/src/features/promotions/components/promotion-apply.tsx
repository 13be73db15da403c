/**
 * The player's part in an apply-type promotion on its page (spec §3, §4, §5): its state as the server
 * answers it (open, applying, issued, rejected with the reason, coming soon, closed) and, when it may
 * apply, the application: a remark of at most 140 characters and up to three PNG or JPEG images, at
 * least as many as the promotion asks for. A visitor is asked to log in, a trial account to register.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APPLICATION_REMARK_MAX, type MemberPromotionState } from '@platform/contracts';
import { FileField } from '../../../components/form/file-field';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { useAppStore } from '../../../stores/app-store';
import { applyToPromotion, promotionStateKey, uploadApplicationImages, usePromotionState } from '../api/applications';
import { applicationProblem } from '../lib/application';

function ApplyForm({ code, minImages, onDone }: { code: string; minImages: number; onDone: (state: MemberPromotionState) => void }) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const length = [...remark.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = applicationProblem(remark, files, minImages);
    if (problem) return setError(t(`promotions.apply.problems.${problem}`, { count: minImages }));
    setError(null);
    setBusy(true);
    try {
      const fileIds = await uploadApplicationImages(files);
      onDone(await applyToPromotion(code, { remark: remark.trim(), fileIds }));
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="promotion-apply-form">
      <fieldset className="auth-form" disabled={busy}>
        <div className="field">
          <label className="field-label" htmlFor="promotion-apply-remark">{t('promotions.apply.remark')}</label>
          <textarea id="promotion-apply-remark" className="field-input" rows={3} value={remark} onChange={(e) => setRemark(e.target.value)}
            aria-describedby="promotion-apply-remark-hint" data-testid="promotion-apply-remark" />
          <p id="promotion-apply-remark-hint" className="field-hint">{t('promotions.apply.remarkCount', { count: length, max: APPLICATION_REMARK_MAX })}</p>
        </div>
        <FileField id="promotion-apply-images" testId="promotion-apply-images" label={t('promotions.apply.images')} accept="image/png,image/jpeg" multiple
          onFiles={setFiles} hint={minImages ? t('promotions.apply.imagesNeeded', { count: minImages }) : t('promotions.apply.imagesOptional')} />
        {error ? <p className="auth-alert" role="alert" data-testid="promotion-apply-error">{error}</p> : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="promotion-apply-submit">{t('promotions.apply.submit')}</button>
      </fieldset>
    </form>
  );
}

export function PromotionApply({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const isTrial = useAppStore((s) => s.isTrial);
  const currencySymbol = useAppStore((s) => s.currencySymbol);
  const { language, dateTime } = useMerchantTime();
  const queryClient = useQueryClient();
  const state = usePromotionState(code, token);
  const [open, setOpen] = useState(false);
  // The button that opened the form is gone once the application is sent: the new state takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);

  if (!token) return <p className="promo-apply-note" data-testid="promotion-apply-login">{t('promotions.apply.loginFirst')}</p>;
  if (isTrial) return <p className="promo-apply-note" data-testid="promotion-apply-trial">{t('promotions.apply.trial')}</p>;
  if (state.isError) return <p className="promo-alert" role="alert" data-testid="promotion-apply-failed">{errorText(t, state.error)}</p>;
  const s = state.data;
  if (!s) return <p className="promo-loading" role="status">{t('common.loading')}</p>;
  const application = s.application;

  return (
    <section className="promo-apply" aria-labelledby="promotion-apply-title" data-testid="promotion-apply" data-state={s.state}>
      <h2 id="promotion-apply-title" className="promo-apply-title" ref={heading} tabIndex={-1}>
        {t('promotions.apply.heading')}: <span className={`promo-state promo-state-${s.state.toLowerCase()}`} data-testid="promotion-state">{t(`promotions.apply.states.${s.state}`)}</span>
      </h2>
      {s.period ? <p className="promo-apply-note">{t(`promotions.apply.periods.${s.period}`)}</p> : null}
      {s.state === 'APPLYING' && application ? (
        <p data-testid="promotion-apply-applying">{t('promotions.apply.applying', { time: dateTime(application.createdAt) })}</p>
      ) : null}
      {s.state === 'ISSUED' && application?.amount !== null && application ? (
        <p data-testid="promotion-apply-issued">{t('promotions.apply.issued', { amount: `${currencySymbol} ${formatAmount(application.amount!, language)}` })}</p>
      ) : null}
      {s.state === 'REJECTED' && application?.reason ? (
        <p data-testid="promotion-apply-rejected">{t('promotions.apply.rejected', { reason: application.reason })}</p>
      ) : null}
      {s.canApply ? (
        <button type="button" className="btn btn-primary" onClick={() => setOpen(true)} data-testid="promotion-apply-open">
          {t(s.state === 'REJECTED' ? 'promotions.apply.again' : 'promotions.apply.action')}
        </button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('promotions.apply.title', { title })} size="sm" testId="promotion-apply-dialog">
        {open ? (
          <ApplyForm code={code} minImages={s.minImages} onDone={(next) => {
            queryClient.setQueryData([...promotionStateKey(code), token], next);
            setOpen(false);
            requestAnimationFrame(() => heading.current?.focus());
          }} />
        ) : null}
      </Dialog>
    </section>
  );
}
