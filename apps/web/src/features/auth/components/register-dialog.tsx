/**
 * Register popup (spec §2, §3, §4): username and mobile tabs per operator flags (mobile first when
 * enabled), fields from the merchant's configuration, the shared rules of spec §5 checked before
 * sending, server problems shown under their fields. Success logs the player in and goes home.
 */
import { Fragment, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FieldProblem, RegisterField } from '@platform/contracts';
import { validateRegistration } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission-context';
import { registerMember, type RegisterMode } from '../api/register-member';
import { affiliateCodeFromUrl } from '../lib/affiliate-code';
import { problemMessage } from '../lib/problem-message';
import { buildRegisterBody, requiredAge, visibleFields } from '../lib/register-form';
import { startSession } from '../lib/start-session';
import { AuthTabs } from './auth-tabs';
import { FormField } from './form-field';
import { SmsCodeField } from './sms-code-field';
import './auth-dialogs.css';

type ProblemField = FieldProblem['field'];
type Errors = Partial<Record<ProblemField, string>>;

const INPUT_TYPES: Partial<Record<RegisterField, string>> = {
  password: 'password', confirmPassword: 'password', paymentPassword: 'password', email: 'email', mobileNum: 'tel',
};
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username', password: 'new-password', confirmPassword: 'new-password', paymentPassword: 'off', email: 'email',
  mobileNum: 'tel-national', payeeName: 'name', nickname: 'nickname', birthday: 'bday',
};

export function RegisterDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  // The panel mounts with each opening, so every visit starts from a fresh form.
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.registerTitle')} size="sm" testId="register-dialog">
      <RegisterPanel onLogin={onLogin} />
    </Dialog>
  );
}

function RegisterPanel({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const location = useLocation();
  const navigate = useNavigate();
  const base = useId();
  const { features, register: config, merchant } = permission.info;

  const tabs: { id: RegisterMode; label: string }[] = [];
  if (features.MOBILENUMREG3) tabs.push({ id: 'mobile', label: t('auth.mobileRegister') });
  if (features.USERNAMEREG3 || tabs.length === 0) tabs.push({ id: 'username', label: t('auth.usernameRegister') });
  const [chosen, setChosen] = useState<RegisterMode | null>(null);
  const mode = chosen ?? tabs[0]?.id ?? 'username';

  const urlAffiliateCode = affiliateCodeFromUrl(location.search);
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>(() => (urlAffiliateCode ? { affiliateCode: urlAffiliateCode } : {}));
  const [acceptTerms, setAcceptTerms] = useState(true);
  const [confirmAge, setConfirmAge] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const fields = visibleFields(config, mode);
  // Spec §4: with SMS verification on registration, a code sent to the number shown is required.
  const smsVerify = features.SMS_VERIFY_REGISTER && fields.some((c) => c.field === 'mobileNum');
  const age = requiredAge(config);
  const fieldId = (field: ProblemField) => `${base}-${field}`;

  const showProblems = (problems: FieldProblem[]) => {
    const next: Errors = {};
    for (const p of problems) next[p.field] ??= problemMessage(t, p, age);
    setErrors(next);
    // A configured field without an input here (captcha, SMS code) still gets its message shown.
    const shown = new Set<ProblemField>([...fields.flatMap((c) => (c.field === 'mobileNum' && smsVerify ? ['mobileNum', 'verificationCode'] as const : [c.field])), 'acceptTerms', 'confirmAge']);
    const hidden = problems.filter((p) => !shown.has(p.field));
    if (hidden.length) setFormError(hidden.map((p) => `${t(`auth.fields.${p.field}`)}: ${problemMessage(t, p, age)}`).join(' '));
    // Focus the first problem in the order the visitor sees the fields.
    const first = [...shown].find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  const switchTab = (next: RegisterMode) => {
    setChosen(next);
    setErrors({});
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const body = buildRegisterBody({
      config, mode, values, acceptTerms, confirmAge, dialingCode: merchant.dialingCode, urlAffiliateCode,
      href: globalThis.location.href, hostname: globalThis.location.hostname,
    });
    const problems = validateRegistration(config, { ...values, acceptTerms, confirmAge }, mode);
    if (smsVerify) {
      const code = values.verificationCode?.trim() ?? '';
      if (code) body.verificationCode = code;
      else problems.push({ field: 'verificationCode', rule: 'required' });
    }
    if (problems.length) {
      showProblems(problems);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await registerMember(mode, body);
      await startSession(result);
      void navigate('/');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('errors.network'));
      } else if (error.code === 'member.form_invalid' && Array.isArray(error.details)) {
        showProblems(error.details as FieldProblem[]);
      } else if (error.code === 'member.username_taken' || error.code === 'member.mobile_taken') {
        const field: ProblemField = mode === 'mobile' ? 'mobileNum' : 'username';
        setErrors({ [field]: error.message });
        formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus();
      } else {
        setFormError(error.code === 'client.network' ? t('errors.network') : error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AuthTabs tabs={tabs} value={mode} onChange={switchTab} label={t('auth.registerMethod')} />
      <form ref={formRef} className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`register-form-${mode}`}>
        <fieldset className="auth-form" disabled={busy}>
          <p className="auth-hint">{t('auth.requiredHint')}</p>
          {fields.map((c) => (
            <Fragment key={`${mode}-${c.field}`}>
              <FormField
                id={fieldId(c.field)}
                testId={`register-${c.field}`}
                name={c.field}
                label={t(`auth.fields.${c.field}`)}
                required={c.required || ['username', 'password', 'confirmPassword'].includes(c.field) || (mode === 'mobile' && c.field === 'mobileNum')}
                type={INPUT_TYPES[c.field] ?? 'text'}
                inputMode={c.patternId === 'DIGITS' ? 'numeric' : undefined}
                autoComplete={AUTOCOMPLETE[c.field] ?? 'off'}
                prefix={c.field === 'mobileNum' ? `+${merchant.dialingCode}` : undefined}
                maxLength={c.field === 'mobileNum' ? c.maxLength + 4 : c.maxLength}
                value={values[c.field] ?? ''}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [c.field]: e.target.value }));
                  if (errors[c.field]) setErrors(({ [c.field]: _fixed, ...rest }) => rest);
                }}
                error={errors[c.field]}
              />
              {c.field === 'mobileNum' && smsVerify ? (
                <SmsCodeField
                  id={fieldId('verificationCode')}
                  testId="register-verificationCode"
                  purpose="register"
                  mobile={values.mobileNum ?? ''}
                  dialingCode={merchant.dialingCode}
                  value={values.verificationCode ?? ''}
                  onChange={(v) => {
                    setValues((prev) => ({ ...prev, verificationCode: v }));
                    if (errors.verificationCode) setErrors(({ verificationCode: _fixed, ...rest }) => rest);
                  }}
                  error={errors.verificationCode}
                  onMobileInvalid={(message) => {
                    setErrors((e) => ({ ...e, mobileNum: message }));
                    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId('mobileNum'))}`)?.focus();
                  }}
                />
              ) : null}
            </Fragment>
          ))}
          <div className="auth-checks">
            <div>
              <label className="auth-check">
                <input
                  id={fieldId('acceptTerms')}
                  type="checkbox"
                  name="acceptTerms"
                  checked={acceptTerms}
                  onChange={(e) => {
                    setAcceptTerms(e.target.checked);
                    if (e.target.checked) setErrors(({ acceptTerms: _fixed, ...rest }) => rest);
                  }}
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={errors.acceptTerms ? `${fieldId('acceptTerms')}-error` : undefined}
                />
                <span>
                  {t('auth.acceptTerms')}{' '}
                  <a href="/help#term" target="_blank" rel="noopener">
                    {t('auth.termsLink')}
                  </a>
                </span>
              </label>
              {errors.acceptTerms ? (
                <p id={`${fieldId('acceptTerms')}-error`} className="field-error">
                  {errors.acceptTerms}
                </p>
              ) : null}
            </div>
            <div>
              <label className="auth-check">
                <input
                  id={fieldId('confirmAge')}
                  type="checkbox"
                  name="confirmAge"
                  checked={confirmAge}
                  onChange={(e) => {
                    setConfirmAge(e.target.checked);
                    if (e.target.checked) setErrors(({ confirmAge: _fixed, ...rest }) => rest);
                  }}
                  aria-invalid={errors.confirmAge ? true : undefined}
                  aria-describedby={errors.confirmAge ? `${fieldId('confirmAge')}-error` : undefined}
                  data-testid="register-confirm-age"
                />
                <span>{t('auth.confirmAge', { age })}</span>
              </label>
              {errors.confirmAge ? (
                <p id={`${fieldId('confirmAge')}-error`} className="field-error">
                  {errors.confirmAge}
                </p>
              ) : null}
            </div>
          </div>
          {formError ? (
            <p className="auth-alert" role="alert" data-testid="register-error">
              {formError}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="register-submit">
            {busy ? t('auth.submitting') : t('header.register')}
          </button>
        </fieldset>
      </form>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={onLogin}>
          {t('header.login')}
        </button>
      </p>
    </>
  );
}
