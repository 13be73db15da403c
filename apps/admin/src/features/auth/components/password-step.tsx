/** Step one: name and password, after the proof of work, and the captcha once the server asks for it. */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorLoginResponse } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { clearLoginNotice, type LoginNotice } from '../../../lib/session-store';
import { postLogin } from '../api/post-login';
import type { ProofOfWork } from '../lib/proof-of-work';
import { CaptchaField } from './captcha-field';

const asksCaptcha = (error: unknown) => error instanceof ApiError && (error.value as { captcha?: unknown } | null | undefined)?.captcha === true;

export function PasswordStep({ proof, notice, onAnswer }: {
  proof: ProofOfWork;
  notice: LoginNotice | null;
  onAnswer: (login: OperatorLoginResponse, password: string) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [renewal, setRenewal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Solving starts with the page: by the time the password is typed the answer is ready.
  useEffect(() => proof.prepare(), [proof]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password || (captchaNeeded && !captcha.trim())) {
      setError(t('form.required'));
      return;
    }
    setBusy(true);
    setError(null);
    clearLoginNotice();
    try {
      const humanVerification = await proof.take();
      const login = await postLogin({ username: username.trim(), password, humanVerification, captcha: captchaNeeded ? captcha.trim() : undefined });
      onAnswer(login, password);
    } catch (err) {
      setError(errorText(t, err));
      if (captchaNeeded || asksCaptcha(err)) {
        setCaptchaNeeded(true);
        setCaptcha('');
        setRenewal((n) => n + 1);
      }
      setBusy(false);
      proof.prepare();
    }
  }

  // noValidate on every form here: the browser's own bubbles speak the browser's language, not the one picked.
  return (
    <form className="stack" onSubmit={submit} aria-busy={busy} noValidate data-testid="login-form">
      <h1>{t('login.title')}</h1>
      {notice ? <Alert tone="info" testId="login-notice">{t(`login.notice.${notice}`)}</Alert> : null}
      <FormField id="login-username" label={t('login.username')} autoComplete="username" autoCapitalize="off" spellCheck={false} required minLength={3} maxLength={32} value={username} onChange={(e) => setUsername(e.target.value)} />
      <FormField id="login-password" label={t('login.password')} type="password" autoComplete="current-password" required maxLength={128} value={password} onChange={(e) => setPassword(e.target.value)} />
      {captchaNeeded ? <CaptchaField value={captcha} onChange={setCaptcha} renewal={renewal} /> : null}
      {error ? <Alert tone="error" testId="login-error">{error}</Alert> : null}
      <button type="submit" className="button button-primary" disabled={busy} data-testid="login-submit">
        {busy ? t('login.checking') : t('login.submit')}
      </button>
    </form>
  );
}
