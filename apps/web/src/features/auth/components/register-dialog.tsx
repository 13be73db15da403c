/**
 * Register popup (spec §2, §3, §4): username and mobile tabs per operator flags (mobile first when
 * enabled), fields from the merchant's configuration, the shared rules of spec §5 checked before
 * sending, server problems shown under their fields. A typed invitation code is checked first (an
 * unknown one opens a warning, spec §8); without the field, the link's code is sent. The request
 * carries a human-verification answer. Success logs the player in and goes home.
 */
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FieldProblem, RegisterField, RegisterFieldConfig } from '@platform/contracts';
import { validateRegistration } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission-context';
import { checkAffiliateCode } from '../api/check-affiliate-code';
import { registerMember, type RegisterMode } from '../api/register-member';
import { useFormFields, type FieldErrors } from '../../../components/form/use-form-fields';
import { affiliateCodeFromUrl } from '../lib/affiliate-code';
import { errorText } from '../../../lib/error-text';
import { problemMessage } from '../../../lib/problem-message';
import { buildRegisterBody, requiredAge, visibleFields } from '../lib/register-form';
import { startSession } from '../lib/start-session';
import { AuthTabPanel, AuthTabs, useAuthTabIds } from './auth-tabs';
import { FormField } from '../../../components/form/form-field';
import { HumanCheckProvider, HumanCheckStatus, useHumanCheck } from './human-check';
import { SmsCodeField } from './sms-code-field';
import { WarningDialog } from '../../../components/ui/warning-dialog';
import './auth-dialogs.css';

type ProblemField = FieldProblem['field'];

const INPUT_TYPES: Partial<Record<RegisterField, string>> = {
  password: 'password', confirmPassword: 'password', paymentPassword: 'password', email: 'email', mobileNum: 'tel',
};
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username', password: 'new-password', confirmPassword: 'new-password', paymentPassword: 'off', email: 'email',
  mobileNum: 'tel-national', payeeName: 'name', nickname: 'nickname', birthday: 'bday',
};

export function RegisterDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  // The panel mounts with each opening, so every visit starts from a fresh form and a fresh challenge.
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.registerTitle')} size="sm" testId="register-dialog">
      <HumanCheckProvider>
        <RegisterPanel onLogin={onLogin} />
      </HumanCheckProvider>
    </Dialog>
  );
}

function RegisterPanel({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const location = useLocation();
  const navigate = useNavigate();
  const human = useHumanCheck();
  const { features, register: config, merchant } = permission.info;

  const tabs: { id: RegisterMode; label: string }[] = [];
  if (features.MOBILENUMREG3) tabs.push({ id: 'mobile', label: t('auth.mobileRegister') });
  if (features.USERNAMEREG3 || tabs.length === 0) tabs.push({ id: 'username', label: t('auth.usernameRegister') });
  const [chosen, setChosen] = useState<RegisterMode | null>(null);
  const mode = chosen ?? tabs[0]?.id ?? 'username';
  const tabIds = useAuthTabIds();

  const fields = visibleFields(config, mode);
  // Spec §4: with SMS verification on registration, a code sent to the number shown is required.
  const smsVerify = features.SMS_VERIFY_REGISTER && fields.some((c) => c.field === 'mobileNum');
  const shown: ProblemField[] = [...fields.flatMap((c) => (c.field === 'mobileNum' && smsVerify ? ['mobileNum', 'verificationCode'] as const : [c.field])), 'acceptTerms', 'confirmAge'];
  const urlAffiliateCode = affiliateCodeFromUrl(location.search);
  const form = useFormFields<ProblemField>('register', shown, urlAffiliateCode ? { affiliateCode: urlAffiliateCode } : {});
  const { values, errors } = form;
  const [acceptTerms, setAcceptTerms] = useState(true);
  const [confirmAge, setConfirmAge] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const age = requiredAge(config);

  const showProblems = (problems: FieldProblem[]) => {
    const next: FieldErrors<ProblemField> = {};
    for (const p of problems) next[p.field] ??= problemMessage(t, p, age);
    form.report(next);
    // A configured field without an input here (captcha, SMS code) still gets its message shown.
    const hidden = problems.filter((p) => !shown.includes(p.field));
    if (hidden.length) setFormError(hidden.map((p) => `${t(`auth.fields.${p.field}`)}: ${problemMessage(t, p, age)}`).join(' '));
  };

  const switchTab = (next: RegisterMode) => {
    setChosen(next);
    form.report({});
    setFormError(null);
  };

  /** Spec §4: a code typed into the shown field is checked before registering. */
  const affiliateAccepted = async (): Promise<boolean> => {
    const code = values.affiliateCode?.trim() ?? '';
    if (!code || !fields.some((c) => c.field === 'affiliateCode')) return true;
    const { valid } = await checkAffiliateCode(code, globalThis.location.hostname);
    if (!valid) setWarning(t('auth.affiliateInvalid'));
    return valid;
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
    form.report({});
    setBusy(true);
    try {
      if (await affiliateAccepted()) {
        const humanVerification = await human.take();
        const result = await registerMember(mode, humanVerification ? { ...body, humanVerification } : body);
        await startSession(result);
        void navigate('/');
        return;
      }
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(errorText(t, error));
      } else if (error.code === 'member.form_invalid' && Array.isArray(error.details)) {
        showProblems(error.details as FieldProblem[]);
      } else if (error.code === 'member.username_taken' || error.code === 'member.mobile_taken') {
        form.report({ [mode === 'mobile' ? 'mobileNum' : 'username']: error.message });
      } else if (error.code === 'member.affiliate_invalid') {
        setWarning(error.message);
      } else {
        setFormError(errorText(t, error));
      }
    }
    setBusy(false);
  };

  const inputOf = (c: RegisterFieldConfig) => form.field(c.field, {
    label: t(`auth.fields.${c.field}`),
    required: c.required || ['username', 'password', 'confirmPassword'].includes(c.field) || (mode === 'mobile' && c.field === 'mobileNum'),
    type: INPUT_TYPES[c.field] ?? 'text',
    inputMode: c.patternId === 'DIGITS' ? 'numeric' : undefined,
    autoComplete: AUTOCOMPLETE[c.field] ?? 'off',
    prefix: c.field === 'mobileNum' ? `+${merchant.dialingCode}` : undefined,
    // The number may be typed with its trunk zero and spaces; the rule counts the digits sent.
    maxLength: c.field === 'mobileNum' ? c.maxLength + 4 : c.maxLength,
  });

  const tick = (field: 'acceptTerms' | 'confirmAge', checked: boolean, set: (v: boolean) => void) => {
    set(checked);
    if (checked) form.clearError(field);
  };
  const checkError = (field: 'acceptTerms' | 'confirmAge') => (errors[field] ? (
    <p id={`${form.id(field)}-error`} className="field-error">
      {errors[field]}
    </p>
  ) : null);
  const checkAria = (field: 'acceptTerms' | 'confirmAge') => ({
    id: form.id(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${form.id(field)}-error` : undefined,
  });

  return (
    <>
      <AuthTabs tabs={tabs} value={mode} onChange={switchTab} label={t('auth.registerMethod')} ids={tabIds} />
      <AuthTabPanel ids={tabIds} value={mode} hasTabs={tabs.length > 1}>
        <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`register-form-${mode}`}>
          <fieldset className="auth-form" disabled={busy}>
            <p className="auth-hint">{t('auth.requiredHint')}</p>
            {fields.map((c, index) => (
              <Fragment key={`${mode}-${c.field}`}>
                {/* The dialog puts focus on its first field (issue 17: it sat on the panel). */}
                <FormField {...inputOf(c)} data-autofocus={index === 0 || undefined} />
                {c.field === 'mobileNum' && smsVerify ? (
                  <SmsCodeField
                    {...form.control('verificationCode')}
                    purpose="register"
                    mobile={values.mobileNum ?? ''}
                    dialingCode={merchant.dialingCode}
                    onMobileInvalid={(message) => form.report({ mobileNum: message })}
                  />
                ) : null}
              </Fragment>
            ))}
            <div className="auth-checks">
              <div>
                <label className="auth-check">
                  <input type="checkbox" name="acceptTerms" checked={acceptTerms} onChange={(e) => tick('acceptTerms', e.target.checked, setAcceptTerms)} {...checkAria('acceptTerms')} />
                  <span>
                    {t('auth.acceptTerms')}{' '}
                    <a href="/help#term" target="_blank" rel="noopener">
                      {t('auth.termsLink')}
                    </a>
                  </span>
                </label>
                {checkError('acceptTerms')}
              </div>
              <div>
                <label className="auth-check">
                  <input
                    type="checkbox"
                    name="confirmAge"
                    checked={confirmAge}
                    onChange={(e) => tick('confirmAge', e.target.checked, setConfirmAge)}
                    {...checkAria('confirmAge')}
                    data-testid="register-confirm-age"
                  />
                  <span>{t('auth.confirmAge', { age })}</span>
                </label>
                {checkError('confirmAge')}
              </div>
            </div>
            {formError ? (
              <p className="auth-alert" role="alert" data-testid="register-error">
                {formError}
              </p>
            ) : null}
            <HumanCheckStatus />
            <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="register-submit">
              {busy ? t('auth.submitting') : t('header.register')}
            </button>
          </fieldset>
        </form>
      </AuthTabPanel>
      <p className="auth-switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="auth-link" onClick={onLogin}>
          {t('header.login')}
        </button>
      </p>
      <WarningDialog message={warning} onClose={() => setWarning(null)} testId="register-affiliate-invalid" />
    </>
  );
}
