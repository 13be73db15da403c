/**
 * Login popup (spec §2, §3, §4): username login, and SMS login (mobile number and a code sent to it)
 * when the operator enables it. Password logins and SMS code requests carry a human-verification
 * answer; a failed login may ask for a captcha (never for SMS). Remember me keeps the username and
 * mobile number for one day and lets the server's HttpOnly remember-me cookie stand in for the
 * password next time; the password itself is never kept. An unrecognised address adds a
 * verification step. Free play logs in a trial account. Opened from the agent area
 * (`/login?site=agent`) it logs in to the agent site, which refuses non-agents.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normalizeMobile } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission-context';
import { clearRememberedLogin, getRememberedLogin, storeRememberedLogin } from '../../../lib/storage';
import { useAppStore } from '../../../stores/app-store';
import { createFreePlaySession } from '../api/create-free-play-session';
import { createSession, type LoginResult, type LoginSite } from '../api/create-session';
import { useFormFields } from '../../../components/form/use-form-fields';
import { useFinishLogin } from '../hooks/use-finish-login';
import { errorText } from '../../../lib/error-text';
import type { LoginMethod } from '../lib/login-outcome';
import type { LoginVerification } from '../lib/login-verification';
import { startSession } from '../lib/start-session';
import { AuthTabPanel, AuthTabs, useAuthTabIds } from './auth-tabs';
import { CaptchaField } from './captcha-field';
import { FormField } from '../../../components/form/form-field';
import { HumanCheckProvider, HumanCheckStatus, useHumanCheck } from './human-check';
import { LoginVerificationStep } from './login-verification-step';
import { SmsCodeField } from './sms-code-field';
import { SocialButtons } from './social-buttons';
import './auth-dialogs.css';

type LoginTab = 'username' | 'sms';
type Field = 'username' | 'password' | 'captcha' | 'mobile' | 'code';
const FIELDS: readonly Field[] = ['username', 'password', 'captcha', 'mobile', 'code'];
/** A message shown above the form when the popup opens after a password reset or change. */
export type LoginNotice = 'passwordReset' | 'passwordChanged';

function wantsCaptcha(error: ApiError): boolean {
  return typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;
}

/** The agent area sends visitors here with `?site=agent` (see the route guard). */
function siteOf(search: string): LoginSite {
  return new URLSearchParams(search).get('site') === 'agent' ? 'agent' : 'member';
}

export function LoginDialog({ open, onClose, onRegister, onForgot, notice }: {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
  onForgot: () => void;
  notice?: LoginNotice;
}) {
  const { t } = useTranslation();
  const site = siteOf(useLocation().search);
  // The panel mounts with each opening, so every visit starts from a fresh form and a fresh challenge.
  return (
    <Dialog open={open} onClose={onClose} title={site === 'agent' ? t('auth.agentLoginTitle') : t('auth.loginTitle')} size="sm" testId="login-dialog">
      <HumanCheckProvider>
        <LoginPanel site={site} onRegister={onRegister} onForgot={onForgot} notice={notice} />
      </HumanCheckProvider>
    </Dialog>
  );
}

function LoginPanel({ site, onRegister, onForgot, notice }: { site: LoginSite; onRegister: () => void; onForgot: () => void; notice?: LoginNotice }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const human = useHumanCheck();
  const finish = useFinishLogin();
  const { features, merchant } = usePermission().info;
  const [remembered] = useState(() => getRememberedLogin());
  const form = useFormFields<Field>('login', FIELDS, { username: remembered?.username ?? '', mobile: remembered?.mobileNum ?? '' });
  const { values } = form;

  const [tab, setTab] = useState<LoginTab>('username');
  const tabIds = useAuthTabIds();
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaRenewal, setCaptchaRenewal] = useState(0);
  const [remember, setRemember] = useState(remembered !== null);
  // False once the server said the remember-me cookie is gone: from then on the password is asked.
  const [rememberUsable, setRememberUsable] = useState(Boolean(remembered?.username));
  const [verification, setVerification] = useState<{ ticket: LoginVerification; method: LoginMethod } | null>(null);
  const backFromVerification = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const tabs: { id: LoginTab; label: string }[] = [{ id: 'username', label: t('auth.usernameLogin') }];
  if (features.SMS_LOGIN) tabs.push({ id: 'sms', label: t('auth.smsLogin') });
  const username = values.username?.trim() ?? '';
  // The remembered player leaves the password empty; typing one logs in the ordinary way.
  const viaRememberToken = tab === 'username' && remember && rememberUsable && username !== '' && username === remembered?.username && !values.password;

  /** The success path shared with the verification step: session, remember me, login-time modals, home. */
  const finishLogin = async (result: LoginResult, method: LoginMethod) => {
    const info = await finish(result, method, site);
    if (remember) {
      // The account name is what a remember-me login types next time, also after an SMS login.
      storeRememberedLogin({ username: info.account, mobileNum: tab === 'sms' ? values.mobile?.trim() ?? '' : remembered?.mobileNum ?? '', countryDialingCode: merchant.dialingCode });
    } else {
      clearRememberedLogin();
    }
  };

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && tab === 'username' && wantsCaptcha(error)) {
      setShowCaptcha(true);
      setCaptchaRenewal((n) => n + 1);
    }
    if (error instanceof ApiError && error.code === 'auth.remember_invalid') {
      setRememberUsable(false);
      form.report({ password: t('validation.required') });
    }
    setFormError(errorText(t, error));
  };

  const validate = (): boolean => {
    const next: Partial<Record<Field, string>> = {};
    if (tab === 'sms') {
      if (!normalizeMobile(values.mobile ?? '')) next.mobile = t('validation.mobileRequired');
      if (!/^\d{4,8}$/.test(values.code?.trim() ?? '')) next.code = t('validation.smsCode');
    } else {
      if (!username) next.username = t('validation.required');
      if (!values.password && !viaRememberToken) next.password = t('validation.required');
      if (showCaptcha && !values.captcha?.trim()) next.captcha = t('validation.captcha');
    }
    return form.report(next);
  };

  const login = async (): Promise<{ result: LoginResult; method: LoginMethod }> => {
    const captcha = showCaptcha && values.captcha ? { captcha: values.captcha.trim() } : {};
    if (tab === 'sms') {
      // Spec §3: the number is the username and the code the password; SMS skips the human check.
      const result = await createSession({ username: normalizeMobile(values.mobile ?? ''), password: values.code?.trim(), type: 'sms', site, remember });
      return { result, method: 'sms' };
    }
    if (viaRememberToken) {
      return { result: await createSession({ username, type: 'remember', site, remember: true, ...captcha }), method: 'remember' };
    }
    const humanVerification = await human.take();
    const result = await createSession({ username, password: values.password, type: 'username', site, remember, humanVerification, ...captcha });
    return { result, method: 'username' };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!validate()) return;
    setBusy(true);
    try {
      const { result, method } = await login();
      if (result.verification) {
        setVerification({ ticket: result.verification, method });
        setBusy(false);
        return;
      }
      await finishLogin(result, method);
    } catch (error) {
      form.setValues((v) => ({ ...v, password: '', captcha: '', code: '' }));
      showFailure(error);
      setBusy(false);
    }
  };

  const onFreePlay = async () => {
    if (busy) return;
    setFormError(null);
    setBusy(true);
    try {
      // Spec §4: a trial account; no login-time modals, and no password change is owed.
      await startSession(await createFreePlaySession());
      useAppStore.getState().setPasswordChangeRequired(false);
      void navigate('/');
    } catch (error) {
      showFailure(error);
      setBusy(false);
    }
  };

  // Back from the verification step the form is new in the page: focus goes where the player retries.
  useEffect(() => {
    if (verification || !backFromVerification.current) return;
    backFromVerification.current = false;
    document.getElementById(form.id(tab === 'sms' ? 'code' : 'password'))?.focus();
  }, [verification, form, tab]);

  const leaveVerification = (message: string | null) => {
    backFromVerification.current = true;
    setVerification(null);
    setFormError(message);
  };

  const switchTab = (next: LoginTab) => {
    setTab(next);
    form.report({});
    setFormError(null);
  };

  const mobileInput = { autoComplete: 'tel-national', prefix: `+${merchant.dialingCode}`, placeholder: t('auth.mobilePlaceholder') };

  if (verification) {
    return (
      <LoginVerificationStep
        verification={verification.ticket}
        onVerified={(result) => finishLogin(result, verification.method)}
        onExpired={leaveVerification}
        onCancel={() => leaveVerification(null)}
      />
    );
  }

  return (
    <>
      {notice ? (
        <p className="auth-success" role="status" data-testid="login-notice">
          {notice === 'passwordReset' ? t('auth.passwordResetDone') : t('auth.passwordChangedDone')}
        </p>
      ) : null}
      {site === 'agent' ? <p className="auth-hint auth-site-hint">{t('auth.agentLoginHint')}</p> : null}
      <AuthTabs tabs={tabs} value={tab} onChange={switchTab} label={t('auth.loginMethod')} ids={tabIds} />
      <AuthTabPanel ids={tabIds} value={tab} hasTabs={tabs.length > 1}>
        <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`login-form-${tab}`}>
          <fieldset className="auth-form" disabled={busy}>
            {tab === 'sms' ? (
              <>
                <FormField {...form.field('mobile', { label: t('auth.mobile'), name: 'mobileNum', type: 'tel', ...mobileInput, 'data-autofocus': true })} />
                <SmsCodeField
                  {...form.control('code')}
                  purpose="noLogin"
                  mobile={values.mobile ?? ''}
                  dialingCode={merchant.dialingCode}
                  onMobileInvalid={(message) => form.report({ mobile: message })}
                />
              </>
            ) : (
              <>
                <FormField {...form.field('username', { label: t('auth.username'), autoComplete: 'username', placeholder: t('auth.usernamePlaceholder'), 'data-autofocus': true })} />
                <FormField
                  {...form.field('password', { label: t('auth.password'), type: 'password', autoComplete: 'current-password', required: !viaRememberToken })}
                  hint={viaRememberToken ? t('auth.rememberedHint') : undefined}
                />
                {showCaptcha ? <CaptchaField {...form.control('captcha')} renewal={captchaRenewal} /> : null}
              </>
            )}
            <div className="auth-row">
              <label className="auth-check">
                <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="login-remember" />
                {t('auth.remember')}
              </label>
              <button type="button" className="auth-link" onClick={onForgot} data-testid="login-forgot">
                {t('auth.forgot')}
              </button>
            </div>
            {formError ? (
              <p className="auth-alert" role="alert" data-testid="login-error">
                {formError}
              </p>
            ) : null}
            <HumanCheckStatus />
            <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="login-submit">
              {busy ? t('auth.submitting') : t('header.login')}
            </button>
          </fieldset>
        </form>
      </AuthTabPanel>
      <SocialButtons site={site} disabled={busy} />
      <div className="auth-links">
        {features.FREE_PLAY && site === 'member' ? (
          <button type="button" onClick={() => void onFreePlay()} disabled={busy} data-testid="login-free-play">
            {t('auth.freePlay')}
          </button>
        ) : null}
        <a href="/help#term" target="_blank" rel="noopener">
          {t('auth.terms')}
        </a>
      </div>
      <p className="auth-switch">
        {t('auth.noAccount')}{' '}
        <button type="button" className="auth-link" onClick={onRegister}>
          {t('header.register')}
        </button>
      </p>
    </>
  );
}
