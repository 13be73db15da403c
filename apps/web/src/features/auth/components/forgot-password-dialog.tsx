/**
 * Forgot password popup (spec §2, §4): by phone (mobile, SMS code, new password and its
 * confirmation; success logs in, closes the popup and goes home) or by e-mail (username and e-mail;
 * the same answer whether or not they match: a link is on its way if they do).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeMobile } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission-context';
import { requestPasswordEmail, resetPasswordByPhone } from '../api/passwords';
import { errorText } from '../lib/error-text';
import { startSession } from '../lib/start-session';
import { AuthTabs } from './auth-tabs';
import { FormField } from './form-field';
import { SmsCodeField } from './sms-code-field';
import './auth-dialogs.css';

type ForgotTab = 'phone' | 'email';
type Field = 'mobile' | 'code' | 'newPassword' | 'confirmPassword' | 'username' | 'email';
const ORDER: Field[] = ['mobile', 'code', 'newPassword', 'confirmPassword', 'username', 'email'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.forgotTitle')} size="sm" testId="forgot-dialog">
      <ForgotPanel onLogin={onLogin} onLoggedIn={onClose} />
    </Dialog>
  );
}

function ForgotPanel({ onLogin, onLoggedIn }: { onLogin: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useId();
  const { merchant } = usePermission().info;
  const [tab, setTab] = useState<ForgotTab>('phone');
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '', newPassword: '', confirmPassword: '', username: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = (field: Field) => `${base}-${field}`;

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const show = (next: Partial<Record<Field, string>>): boolean => {
    setErrors(next);
    const first = ORDER.find((f) => next[f]);
    if (first) document.getElementById(id(first))?.focus();
    return !first;
  };

  const switchTab = (next: ForgotTab) => {
    setTab(next);
    setErrors({});
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    if (tab === 'phone') {
      if (!normalizeMobile(values.mobile)) next.mobile = t('validation.mobileRequired');
      if (!/^\d{4,8}$/.test(values.code.trim())) next.code = t('validation.smsCode');
      if (!values.newPassword) next.newPassword = t('validation.required');
      if (values.confirmPassword !== values.newPassword) next.confirmPassword = t('validation.mismatch');
    } else {
      if (!values.username.trim()) next.username = t('validation.required');
      if (!EMAIL.test(values.email.trim())) next.email = t('validation.email');
    }
    if (!show(next)) return;
    setBusy(true);
    try {
      if (tab === 'phone') {
        const result = await resetPasswordByPhone({
          mobileNum: normalizeMobile(values.mobile), countryDialingCode: merchant.dialingCode, verificationCode: values.code.trim(), newPassword: values.newPassword,
        });
        await startSession(result);
        onLoggedIn();
        void navigate('/');
      } else {
        await requestPasswordEmail({ username: values.username.trim(), email: values.email.trim() });
        setEmailSent(true);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'member.password_invalid') show({ newPassword: error.message });
      else if (error instanceof ApiError && error.code === 'verification.code_invalid') show({ code: error.message });
      else setFormError(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const tabs: { id: ForgotTab; label: string }[] = [
    { id: 'phone', label: t('auth.forgotByPhone') },
    { id: 'email', label: t('auth.forgotByEmail') },
  ];

  return (
    <>
      <AuthTabs tabs={tabs} value={tab} onChange={switchTab} label={t('auth.forgotMethod')} />
      {tab === 'email' && emailSent ? (
        <p className="auth-success" role="status" data-testid="forgot-email-sent">
          {t('auth.forgotEmailSent')}
        </p>
      ) : (
        <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`forgot-form-${tab}`}>
          <fieldset className="auth-form" disabled={busy}>
            {tab === 'phone' ? (
              <>
                <FormField
                  id={id('mobile')}
                  testId="forgot-mobile"
                  name="mobileNum"
                  label={t('auth.mobile')}
                  required
                  type="tel"
                  autoComplete="tel-national"
                  prefix={`+${merchant.dialingCode}`}
                  placeholder={t('auth.mobilePlaceholder')}
                  value={values.mobile}
                  onChange={(e) => set('mobile')(e.target.value)}
                  error={errors.mobile}
                  data-autofocus
                />
                <SmsCodeField
                  id={id('code')}
                  testId="forgot-code"
                  purpose="noLogin"
                  mobile={values.mobile}
                  dialingCode={merchant.dialingCode}
                  value={values.code}
                  onChange={set('code')}
                  error={errors.code}
                  onMobileInvalid={(message) => show({ mobile: message })}
                />
                <FormField
                  id={id('newPassword')}
                  testId="forgot-newPassword"
                  name="newPassword"
                  label={t('auth.newPassword')}
                  required
                  type="password"
                  autoComplete="new-password"
                  value={values.newPassword}
                  onChange={(e) => set('newPassword')(e.target.value)}
                  error={errors.newPassword}
                />
                <FormField
                  id={id('confirmPassword')}
                  testId="forgot-confirmPassword"
                  name="confirmPassword"
                  label={t('auth.confirmNewPassword')}
                  required
                  type="password"
                  autoComplete="new-password"
                  value={values.confirmPassword}
                  onChange={(e) => set('confirmPassword')(e.target.value)}
                  error={errors.confirmPassword}
                />
              </>
            ) : (
              <>
                <FormField
                  id={id('username')}
                  testId="forgot-username"
                  name="username"
                  label={t('auth.username')}
                  required
                  autoComplete="username"
                  value={values.username}
                  onChange={(e) => set('username')(e.target.value)}
                  error={errors.username}
                  data-autofocus
                />
                <FormField
                  id={id('email')}
                  testId="forgot-email"
                  name="email"
                  label={t('auth.fields.email')}
                  required
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(e) => set('email')(e.target.value)}
                  error={errors.email}
                />
              </>
            )}
            {formError ? (
              <p className="auth-alert" role="alert" data-testid="forgot-error">
                {formError}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="forgot-submit">
              {busy ? t('auth.submitting') : tab === 'phone' ? t('auth.resetPassword') : t('auth.sendLink')}
            </button>
          </fieldset>
        </form>
      )}
      <p className="auth-switch">
        <button type="button" className="auth-link" onClick={onLogin}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </>
  );
}
