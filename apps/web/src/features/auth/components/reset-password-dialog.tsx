/**
 * The e-mail link's "set a new password" popup (`/?resetToken=…`, spec §4): new password and its
 * confirmation (checked here). Success: "password reset successful, please log in again" on the
 * login popup; an expired or used link shows the server's message.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { resetPasswordWithToken } from '../api/passwords';
import { errorText } from '../lib/error-text';
import { FormField } from './form-field';
import './auth-dialogs.css';

export function ResetPasswordDialog({ token, onClose, onDone }: { token: string | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={token !== null} onClose={onClose} title={t('auth.resetTitle')} size="sm" testId="reset-password-dialog">
      {token !== null ? <ResetPanel token={token} onDone={onDone} /> : null}
    </Dialog>
  );
}

function ResetPanel({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const base = useId();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const next: typeof errors = {};
    if (!password) next.password = t('validation.required');
    else if (confirm !== password) next.confirm = t('validation.mismatch');
    setErrors(next);
    if (next.password || next.confirm) {
      document.getElementById(`${base}-${next.password ? 'password' : 'confirm'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await resetPasswordWithToken({ token, newPassword: password });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'member.password_invalid') setErrors({ password: error.message });
      else setFormError(errorText(t, error));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="reset-password-form">
      <fieldset className="auth-form" disabled={busy}>
        <FormField
          id={`${base}-password`}
          testId="reset-newPassword"
          name="newPassword"
          label={t('auth.newPassword')}
          required
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          data-autofocus
        />
        <FormField
          id={`${base}-confirm`}
          testId="reset-confirmPassword"
          name="confirmPassword"
          label={t('auth.confirmNewPassword')}
          required
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        {formError ? (
          <p className="auth-alert" role="alert" data-testid="reset-password-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="reset-password-submit">
          {busy ? t('auth.submitting') : t('auth.resetPassword')}
        </button>
      </fieldset>
    </form>
  );
}
