/**
 * Change password popup (spec §2, §4): old, new and confirmation. Success ends the session ("please
 * log in again"): the session is cleared, home shows with the login popup and its notice.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { deleteSession } from '../api/delete-session';
import { changePassword } from '../api/passwords';
import { errorText } from '../lib/error-text';
import { FormField } from './form-field';
import './auth-dialogs.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const ORDER: Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const FIELD_OF_ERROR: Record<string, Field> = {
  'member.password_wrong': 'oldPassword',
  'member.password_invalid': 'newPassword',
  'member.password_same': 'newPassword',
  'member.password_mismatch': 'confirmNewPassword',
};

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('auth.changePasswordTitle')} size="sm" testId="change-password-dialog">
      <ChangePasswordPanel />
    </Dialog>
  );
}

function ChangePasswordPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const base = useId();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (field: Field) => `${base}-${field}`;

  const show = (next: Partial<Record<Field, string>>): boolean => {
    setErrors(next);
    const first = ORDER.find((f) => next[f]);
    if (first) document.getElementById(id(first))?.focus();
    return !first;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    for (const f of ORDER) if (!values[f]) next[f] = t('validation.required');
    if (!next.confirmNewPassword && values.confirmNewPassword !== values.newPassword) next.confirmNewPassword = t('validation.mismatch');
    if (!show(next)) return;
    setBusy(true);
    try {
      await changePassword(values);
      // Spec §4 "re-login": the server ends the other sessions; this one is revoked here, then the
      // player logs in again with the new password.
      await deleteSession().catch(() => undefined);
      useAppStore.getState().endSession();
      void navigate('/login', { state: { loginNotice: 'passwordChanged' } });
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_ERROR[error.code] : undefined;
      if (field) show({ [field]: (error as ApiError).message });
      else setFormError(errorText(t, error));
      setBusy(false);
    }
  };

  return (
    <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="change-password-form">
      <fieldset className="auth-form" disabled={busy}>
        {ORDER.map((field, index) => (
          <FormField
            key={field}
            id={id(field)}
            testId={`change-${field}`}
            name={field}
            label={t(`auth.${field}`)}
            required
            type="password"
            autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
            value={values[field]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              setErrors(({ [field]: _fixed, ...rest }) => rest);
            }}
            error={errors[field]}
            {...(index === 0 ? { 'data-autofocus': true } : {})}
          />
        ))}
        {formError ? (
          <p className="auth-alert" role="alert" data-testid="change-password-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="change-password-submit">
          {busy ? t('auth.submitting') : t('auth.changePassword')}
        </button>
      </fieldset>
    </form>
  );
}
