/**
 * The e-mail link's "set a new password" popup (`/?resetToken=…`, spec §4): new password and its
 * confirmation (checked here). Success: "password reset successful, please log in again" on the
 * login popup; an expired or used link shows the server's message.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { resetPasswordWithToken } from '../api/passwords';
import { useFormFields } from '../../../components/form/use-form-fields';
import { errorText } from '../../../lib/error-text';
import { FormField } from '../../../components/form/form-field';
import './auth-dialogs.css';

type Field = 'newPassword' | 'confirmPassword';
const ORDER: readonly Field[] = ['newPassword', 'confirmPassword'];

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
  const form = useFormFields<Field>('reset', ORDER);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const password = form.values.newPassword ?? '';
    if (!password) return void form.report({ newPassword: t('validation.required') });
    if (form.values.confirmPassword !== password) return void form.report({ confirmPassword: t('validation.mismatch') });
    form.report({});
    setBusy(true);
    try {
      await resetPasswordWithToken({ token, newPassword: password });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'member.password_invalid') form.report({ newPassword: error.message });
      else setFormError(errorText(t, error));
      setBusy(false);
    }
  };

  const password = (field: Field, label: string) => form.field(field, { label, type: 'password', autoComplete: 'new-password' });

  return (
    <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="reset-password-form">
      <fieldset className="auth-form" disabled={busy}>
        <FormField {...password('newPassword', t('auth.newPassword'))} data-autofocus />
        <FormField {...password('confirmPassword', t('auth.confirmNewPassword'))} />
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
