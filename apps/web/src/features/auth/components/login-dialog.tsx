/**
 * Login popup (spec §2, §3, §4): username login; the mobile (SMS) tab shows only when the operator
 * enables it and waits for SMS codes on the server. A failed login may ask for a captcha. Remember me
 * keeps the username and mobile number for one day, never the password. Success logs in and goes home.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { usePermission } from '../../../lib/permission-context';
import { clearRememberedLogin, getRememberedLogin, storeRememberedLogin } from '../../../lib/storage';
import { createSession } from '../api/create-session';
import { startSession } from '../lib/start-session';
import { AuthTabs } from './auth-tabs';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import './auth-dialogs.css';

type LoginTab = 'username' | 'sms';
type Notice = 'forgot' | 'freePlay' | null;

function wantsCaptcha(error: ApiError): boolean {
  return typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;
}

export function LoginDialog({ open, onClose, onRegister }: { open: boolean; onClose: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  // The panel mounts with each opening, so every visit starts from a fresh form.
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.loginTitle')} size="sm" testId="login-dialog">
      <LoginPanel onRegister={onRegister} />
    </Dialog>
  );
}

function LoginPanel({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const navigate = useNavigate();
  const base = useId();
  const { features, merchant } = permission.info;
  const [remembered] = useState(() => getRememberedLogin());

  const [tab, setTab] = useState<LoginTab>('username');
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [mobile, setMobile] = useState(remembered?.mobileNum ?? '');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [captchaRenewal, setCaptchaRenewal] = useState(0);
  const [remember, setRemember] = useState(remembered !== null);
  const [errors, setErrors] = useState<{ username?: string; password?: string; captcha?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const tabs: { id: LoginTab; label: string }[] = [{ id: 'username', label: t('auth.usernameLogin') }];
  if (features.SMS_LOGIN) tabs.push({ id: 'sms', label: t('auth.smsLogin') });
  const ids = { username: `${base}-username`, password: `${base}-password`, captcha: `${base}-captcha`, mobile: `${base}-mobile`, code: `${base}-code` };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || tab !== 'username') return;
    setFormError(null);
    const next: typeof errors = {};
    if (!username.trim()) next.username = t('validation.required');
    if (!password) next.password = t('validation.required');
    if (showCaptcha && !captcha.trim()) next.captcha = t('validation.captcha');
    setErrors(next);
    const firstInvalid = (['username', 'password', 'captcha'] as const).find((k) => next[k]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await createSession({
        username: username.trim(), password, type: 'username', site: 'member', ...(showCaptcha ? { captcha: captcha.trim() } : {}),
      });
      if (remember) storeRememberedLogin({ username: username.trim(), mobileNum: mobile, countryDialingCode: merchant.dialingCode });
      else clearRememberedLogin();
      await startSession(result);
      void navigate('/');
    } catch (error) {
      setPassword('');
      setCaptcha('');
      if (error instanceof ApiError) {
        if (wantsCaptcha(error)) {
          setShowCaptcha(true);
          setCaptchaRenewal((n) => n + 1);
        }
        setFormError(error.code === 'client.network' ? t('errors.network') : error.message);
      } else {
        setFormError(t('errors.network'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AuthTabs tabs={tabs} value={tab} onChange={setTab} label={t('auth.loginMethod')} />
      <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid={`login-form-${tab}`}>
        {tab === 'sms' ? (
          <>
            <p className="auth-notice" role="note" data-testid="login-sms-note">
              <Icon name="info" size={18} />
              <span>{t('auth.smsSoon')}</span>
            </p>
            <fieldset className="auth-form" disabled>
              <FormField id={ids.mobile} name="mobileNum" label={t('auth.mobile')} type="tel" prefix={`+${merchant.dialingCode}`} value={mobile} onChange={(e) => setMobile(e.target.value)} />
              <FormField id={ids.code} name="verificationCode" label={t('auth.smsCode')} inputMode="numeric" autoComplete="one-time-code" />
              <button type="submit" className="btn btn-primary btn-lg btn-block">
                {t('header.login')}
              </button>
            </fieldset>
          </>
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
            <div className="auth-row">
              <label className="auth-check">
                <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="login-remember" />
                {t('auth.remember')}
              </label>
              <button type="button" className="auth-link" onClick={() => setNotice(notice === 'forgot' ? null : 'forgot')} aria-expanded={notice === 'forgot'}>
                {t('auth.forgot')}
              </button>
            </div>
            {formError ? (
              <p className="auth-alert" role="alert" data-testid="login-error">
                {formError}
              </p>
            ) : null}
            <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="login-submit">
              {busy ? t('auth.submitting') : t('header.login')}
            </button>
          </fieldset>
        )}
      </form>
      {notice ? (
        <p className="auth-notice" role="status" data-testid="login-soon-note">
          <Icon name="info" size={18} />
          <span>{notice === 'forgot' ? t('auth.forgotSoon') : t('auth.freePlaySoon')}</span>
        </p>
      ) : null}
      <div className="auth-links">
        {features.FREE_PLAY ? (
          <button type="button" onClick={() => setNotice(notice === 'freePlay' ? null : 'freePlay')} aria-expanded={notice === 'freePlay'}>
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
