/**
 * The forced new password (decision 0033): the password typed at this login does not meet today's
 * operator policy. The change ends every session of the operator, this new one too, so the login
 * starts again with the new password.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { FormField } from '../../../components/form-field';
import { errorText } from '../../../lib/error-text';
import { postPassword } from '../api/post-password';

export function PasswordChangeStep({ token, oldPassword, onChanged, onRestart }: {
  token: string;
  oldPassword: string;
  onChanged: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!newPassword || !confirm) {
      setError(t('form.required'));
      return;
    }
    if (newPassword !== confirm) {
      setError(t('password.mismatch'));
      return;
    }
    setBusy(true);
    try {
      await postPassword(token, { oldPassword, newPassword });
      onChanged();
    } catch (err) {
      setError(errorText(t, err));
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={submit} aria-busy={busy} noValidate data-testid="password-change-form">
      <h1>{t('password.title')}</h1>
      <p>{t('password.intro')}</p>
      <FormField id="password-new" label={t('password.new')} hint={t('password.rule')} type="password" autoComplete="new-password" required maxLength={128} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
      <FormField id="password-confirm" label={t('password.confirm')} type="password" autoComplete="new-password" required maxLength={128} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      {error ? <Alert tone="error" testId="password-error">{error}</Alert> : null}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('password.submit')}</button>
        <button type="button" className="button button-quiet" onClick={onRestart}>{t('login.restart')}</button>
      </div>
    </form>
  );
}
