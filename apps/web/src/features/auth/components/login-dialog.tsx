/**
 * Login popup (spec §2, §3, §4): username login, and SMS login (mobile number and a code sent to it)
 * when the operator enables it. A failed login may ask for a captcha (never for SMS). Remember me
 * keeps the username and mobile number for one day, never the password. Free play logs in a trial
 * account. Success logs in and goes home. Links lead to forgot password and register.
 */
import { useId, useState, type FormEvent } from 'react';
import { normalizeMobile } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission-context';
import { clearRememberedLogin, getRememberedLogin, storeRememberedLogin } from '../../../lib/storage';
import { createFreePlaySession } from '../api/create-free-play-session';
import { createSession, type LoginResult } from '../api/create-session';
import { startSession } from '../lib/start-session';
import { AuthTabs } from './auth-tabs';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { SmsCodeField } from './sms-code-field';
import './auth-dialogs.css';

type LoginTab = 'username' | 'sms';
/** A message shown above the form when the popup opens after a password reset or change. */
export type LoginNotice = 'passwordReset' | 'passwordChanged';

function wantsCaptcha(error: ApiError): boolean {
  return typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;
}

export function LoginDialog({ open, onClose, onRegister, onForgot, notice }: {
  open: boolean;
  onClose: () => void;
  onRegister: () => void;
  onForgot: () => void;
  notice?: LoginNotice;
}) {
  const { t } = useTranslation();
  // The panel mounts with each opening, so every visit starts from a fresh form.
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.loginTitle')} size="sm" testId="login-dialog">
      <LoginPanel onRegister={onRegister} onForgot={onForgot} notice={notice} />
    </Dialog>
  );
}

function LoginPanel({ onRegister, onForgot, notice }: { onRegister: () => void; onForgot: () => void; notice?: LoginNotice }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const navigate = useNavigate();
  const base = useId();
  const { features, merchant } = permission.info;
  const [remembered] = useState(() => getRememberedLogin());

  const [tab, setTab] = useState<LoginTab>('username');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [mobile, setMobile] = useState(remembered?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaRenewal, setCaptchaRenewal] = useState(0);
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<{ username?: string; password?: string; captcha?: string; mobile?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const tabs: { id: LoginTab; label: string }[] = [{ id: 'username', label: t('auth.usernameLogin') }];
  if (features.SMS_LOGIN) tabs.push({ id: 'sms', label: t('auth.smsLogin') });
  const ids = { username: `${base}-username`, password: `${base}-password`, captcha: `${base}-captcha`, mobile: `${base}-mobile`, code: `${base}-code` };

  const finishLogin = async (result: LoginResult) => {
    await startSession(result);
    void navigate('/');
  };

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError) {
      if (tab === 'username' && wantsCaptcha(error)) {
        setShowCaptcha(true);
        setCaptchaRenewal((n) => n + 1);
      }
      setFormError(error.code === 'client.network' ? t('errors.network') : error.message);
    } else {
      setFormError(t('errors.network'));
    }
  };

  const validate = (): boolean => {
    const next: typeof errors = {};
    if (tab === 'sms') {
      if (!normalizeMobile(mobile)) next.mobile = t('validation.mobileRequired');
      if (!/^\d{4,8}$/.test(code.trim())) next.code = t('validation.smsCode');
    } else {
      if (!username.trim()) next.username = t('validation.required');
      if (!password) next.password = t('validation.required');
      if (showCaptcha && !captcha.trim()) next.captcha = t('validation.captcha');
    }
    setErrors(next);
    const firstInvalid = (['username', 'password', 'captcha', 'mobile', 'code'] as const).find((k) => next[k]);
    if (firstInvalid) document.getElementById(ids[firstInvalid])?.focus();
    return !firstInvalid;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!validate()) return;
    setBusy(true);
    try {
      const result = tab === 'sms'
        ? await createSession({ username: normalizeMobile(mobile), password: code.trim(), type: 'sms', site: 'member' })
        : await createSession({
          username: username.trim(), password, type: 'username', site: 'member', ...(showCaptcha ? { captcha: captcha.trim() } : {}),
        });
      if (remember) storeRememberedLogin({ username: tab === 'sms' ? remembered?.username ?? '' : username.trim(), mobileNum: mobile.trim(), countryDialingCode: merchant.dialingCode });
      else clearRememberedLogin();
      await finishLogin(result);
    } catch (error) {
      setPassword('');
      setCaptcha('');
      setCode('');
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const onFreePlay = async () => {
    if (busy) return;
    setFormError(null);
    setBusy(true);
    try {
      await finishLogin(await createFreePlaySession());
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const switchTab = (next: LoginTab) => {
    setTab(next);
    setErrors({});
    setFormError(null);
  };

  const rememberAndForgot = (
    <div className="auth-row">
      <label className="auth-check">
        <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="login-remember" />
        {t('auth.remember')}
      </label>
      <button type="button" className="auth-link" onClick={onForgot} data-testid="login-forgot">
        {t('auth.forgot')}
      </button>
    </div>
  );
  const errorAndSubmit = (
    <>
      {formError ? (
        <p className="auth-alert" role="alert" data-testid="login-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="login-submit">
        {busy ? t('auth.submitting') : t('header.login')}
      </button>
    </>
  );

  return (
    <>
      {notice ? (
        <p className="auth-success" role="status" data-testid="login-notice">
          {notice === 'passwordReset' ? t('auth.passwordResetDone') : t('auth.passwordChangedDone')}
        </p>
      ) : null}
      <AuthTabs tabs={tabs} value={tab} onChange={switchTab} label={t('auth.loginMethod')} />
      <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`login-form-${tab}`}>
        {tab === 'sms' ? (
          <fieldset className="auth-form" disabled={busy}>
            <FormField
              id={ids.mobile}
              testId="login-mobile"
              name="mobileNum"
              label={t('auth.mobile')}
              required
              type="tel"
              autoComplete="tel-national"
              prefix={`+${merchant.dialingCode}`}
              placeholder={t('auth.mobilePlaceholder')}
              value={mobile}
              onChange={(e) => {
                setMobile(e.target.value);
                setErrors(({ mobile: _fixed, ...rest }) => rest);
              }}
              error={errors.mobile}
              data-autofocus
            />
            <SmsCodeField
              id={ids.code}
              testId="login-code"
              purpose="noLogin"
              mobile={mobile}
              dialingCode={merchant.dialingCode}
              value={code}
              onChange={(v) => {
                setCode(v);
                setErrors(({ code: _fixed, ...rest }) => rest);
              }}
              error={errors.code}
              onMobileInvalid={(message) => {
                setErrors((e) => ({ ...e, mobile: message }));
                document.getElementById(ids.mobile)?.focus();
              }}
            />
            {rememberAndForgot}
            {errorAndSubmit}
          </fieldset>
        ) : (
          <fieldset className="auth-form" disabled={busy}>
            <FormField
              id={ids.username}
              testId="login-username"
              name="username"
              label={t('auth.username')}
              required
              autoComplete="username"
              placeholder={t('auth.usernamePlaceholder')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username}
              data-autofocus
            />
            <FormField
              id={ids.password}
              testId="login-password"
              name="password"
              label={t('auth.password')}
              required
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            {showCaptcha ? <CaptchaField id={ids.captcha} value={captcha} onChange={setCaptcha} error={errors.captcha} renewal={captchaRenewal} /> : null}
            {rememberAndForgot}
            {errorAndSubmit}
          </fieldset>
        )}
      </form>
      <div className="auth-links">
        {features.FREE_PLAY ? (
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
