/**
 * Forgot password popup (spec §2, §4): by phone (mobile, SMS code, new password and its
 * confirmation; success logs in, closes the popup and goes home) or by e-mail (username and e-mail;
 * the same answer whether or not they match: a link is on its way if they do). Each way shows only
 * when the merchant offers it (FORGOT_PASSWORD_PHONE, FORGOT_PASSWORD_EMAIL).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { normalizeMobile } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission-context';
import { requestPasswordEmail, resetPasswordByPhone } from '../api/passwords';
import { useFormFields, type FieldErrors } from '../../../components/form/use-form-fields';
import { errorText } from '../../../lib/error-text';
import { startSession } from '../lib/start-session';
import { AuthTabPanel, AuthTabs, useAuthTabIds } from './auth-tabs';
import { FormField } from '../../../components/form/form-field';
import { HumanCheckProvider, HumanCheckStatus } from './human-check';
import { SmsCodeField } from './sms-code-field';
import './auth-dialogs.css';

type ForgotTab = 'phone' | 'email';
type Field = 'mobile' | 'code' | 'newPassword' | 'confirmPassword' | 'username' | 'email';
const ORDER: readonly Field[] = ['mobile', 'code', 'newPassword', 'confirmPassword', 'username', 'email'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ForgotPasswordDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.forgotTitle')} size="sm" testId="forgot-dialog">
      <HumanCheckProvider>
        <ForgotPanel onLogin={onLogin} onLoggedIn={onClose} />
      </HumanCheckProvider>
    </Dialog>
  );
}

function ForgotPanel({ onLogin, onLoggedIn }: { onLogin: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant, features } = usePermission().info;
  const form = useFormFields<Field>('forgot', ORDER);
  const { values } = form;
  const tabs: { id: ForgotTab; label: string }[] = [];
  if (features.FORGOT_PASSWORD_PHONE) tabs.push({ id: 'phone', label: t('auth.forgotByPhone') });
  if (features.FORGOT_PASSWORD_EMAIL) tabs.push({ id: 'email', label: t('auth.forgotByEmail') });
  const [chosen, setChosen] = useState<ForgotTab | null>(null);
  const tab = chosen ?? tabs[0]?.id ?? null;
  const tabIds = useAuthTabIds();
  const [formError, setFormError] = useState<string | null>(null);
  const [emailSent, setEmailSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const value = (field: Field) => values[field] ?? '';

  const switchTab = (next: ForgotTab) => {
    setChosen(next);
    form.report({});
    setFormError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const next: FieldErrors<Field> = {};
    if (tab === 'phone') {
      if (!normalizeMobile(value('mobile'))) next.mobile = t('validation.mobileRequired');
      if (!/^\d{4,8}$/.test(value('code').trim())) next.code = t('validation.smsCode');
      if (!value('newPassword')) next.newPassword = t('validation.required');
      if (value('confirmPassword') !== value('newPassword')) next.confirmPassword = t('validation.mismatch');
    } else {
      if (!value('username').trim()) next.username = t('validation.required');
      if (!EMAIL.test(value('email').trim())) next.email = t('validation.email');
    }
    if (!form.report(next)) return;
    setBusy(true);
    try {
      if (tab === 'phone') {
        const result = await resetPasswordByPhone({
          mobileNum: normalizeMobile(value('mobile')), countryDialingCode: merchant.dialingCode, verificationCode: value('code').trim(), newPassword: value('newPassword'),
        });
        await startSession(result);
        onLoggedIn();
        void navigate('/');
      } else {
        await requestPasswordEmail({ username: value('username').trim(), email: value('email').trim() });
        setEmailSent(true);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'member.password_invalid') form.report({ newPassword: error.message });
      else if (error instanceof ApiError && error.code === 'verification.code_invalid') form.report({ code: error.message });
      else setFormError(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  const password = (field: 'newPassword' | 'confirmPassword', label: string) => form.field(field, { label, type: 'password', autoComplete: 'new-password' });

  return (
    <>
      <AuthTabs tabs={tabs} value={tab ?? 'phone'} onChange={switchTab} label={t('auth.forgotMethod')} ids={tabIds} />
      <AuthTabPanel ids={tabIds} value={tab ?? 'phone'} hasTabs={tabs.length > 1}>
        {tab === null ? (
          <p className="auth-notice" role="status" data-testid="forgot-unavailable">
            {t('auth.forgotUnavailable')}
          </p>
        ) : tab === 'email' && emailSent ? (
          <p className="auth-success" role="status" data-testid="forgot-email-sent">
            {t('auth.forgotEmailSent')}
          </p>
        ) : (
          <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`forgot-form-${tab}`}>
            <fieldset className="auth-form" disabled={busy}>
              {tab === 'phone' ? (
                <>
                  <FormField
                    {...form.field('mobile', {
                      label: t('auth.mobile'), name: 'mobileNum', type: 'tel', autoComplete: 'tel-national', prefix: `+${merchant.dialingCode}`, placeholder: t('auth.mobilePlaceholder'), 'data-autofocus': true,
                    })}
                  />
                  <SmsCodeField {...form.control('code')} purpose="noLogin" mobile={value('mobile')} dialingCode={merchant.dialingCode} onMobileInvalid={(message) => form.report({ mobile: message })} />
                  <FormField {...password('newPassword', t('auth.newPassword'))} />
                  <FormField {...password('confirmPassword', t('auth.confirmNewPassword'))} />
                </>
              ) : (
                <>
                  <FormField {...form.field('username', { label: t('auth.username'), autoComplete: 'username', 'data-autofocus': true })} />
                  <FormField {...form.field('email', { label: t('auth.fields.email'), type: 'email', autoComplete: 'email' })} />
                </>
              )}
              {formError ? (
                <p className="auth-alert" role="alert" data-testid="forgot-error">
                  {formError}
                </p>
              ) : null}
              {tab === 'phone' ? <HumanCheckStatus /> : null}
              <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="forgot-submit">
                {busy ? t('auth.submitting') : tab === 'phone' ? t('auth.resetPassword') : t('auth.sendLink')}
              </button>
            </fieldset>
          </form>
        )}
      </AuthTabPanel>
      <p className="auth-switch">
        <button type="button" className="auth-link" onClick={onLogin}>
          {t('auth.backToLogin')}
        </button>
      </p>
    </>
  );
}
