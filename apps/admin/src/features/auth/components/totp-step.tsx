/** Step two for an operator with an authenticator: a code from it, or one of its recovery codes. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorLoginResponse } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { errorText } from '../../../lib/error-text';
import { postTotp } from '../api/post-totp';

export function TotpStep({ ticket, onAnswer, onRestart }: {
  ticket: string;
  onAnswer: (login: OperatorLoginResponse) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('form.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onAnswer(await postTotp({ ticket, code: code.trim() }));
    } catch (err) {
      setError(errorText(t, err));
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} aria-busy={busy} noValidate data-testid="totp-form">
      <h1>{t('totp.title')}</h1>
      <p>{t('totp.intro')}</p>
      <FormField id="totp-code" label={t('totp.code')} hint={t('totp.hint')} autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} required minLength={6} maxLength={40} value={code} onChange={(e) => setCode(e.target.value)} />
      {error ? <Alert tone="error" testId="totp-error">{error}</Alert> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('totp.submit')}</button>
        <button type="button" className="button button-quiet" onClick={onRestart}>{t('login.restart')}</button>
      </div>
    </form>
  );
}
