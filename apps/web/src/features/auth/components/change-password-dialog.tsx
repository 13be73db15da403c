/**
 * Change password popup (spec §2, §4): old, new and confirmation. Success ends the session ("please
 * log in again"): the session is cleared, home shows with the login popup and its notice.
 *
 * Forced mode (a default password, or an expired one while the merchant forces a change): no close
 * button and no Escape; the only ways out are changing the password or logging out.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';
import { deleteSession } from '../../../lib/delete-session';
import { changePassword } from '../api/passwords';
import { useFormFields, type FieldErrors } from '../../../components/form/use-form-fields';
import { errorText } from '../../../lib/error-text';
import { FormField } from '../../../components/form/form-field';
import './auth-dialogs.css';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
const ORDER: readonly Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const FIELD_OF_ERROR: Record<string, Field> = {
  'member.password_wrong': 'oldPassword',
  'member.password_invalid': 'newPassword',
  'member.password_same': 'newPassword',
  'member.password_mismatch': 'confirmNewPassword',
};

export function ChangePasswordDialog({ open, onClose, forced = false }: { open: boolean; onClose: () => void; forced?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closable={!forced}
      title={forced ? t('auth.forcedChangeTitle') : t('auth.changePasswordTitle')}
      size="sm"
      testId={forced ? 'forced-password-dialog' : 'change-password-dialog'}
    >
      <ChangePasswordPanel forced={forced} />
    </Dialog>
  );
}

function ChangePasswordPanel({ forced }: { forced: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormFields<Field>('change', ORDER);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Revokes this session on the server too; an unreachable server must not keep the player logged in. */
  const endSession = async () => {
    await deleteSession().catch(() => undefined);
    useAppStore.getState().endSession();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const { values } = form;
    const next: FieldErrors<Field> = {};
    for (const f of ORDER) if (!values[f]) next[f] = t('validation.required');
    if (!next.confirmNewPassword && values.confirmNewPassword !== values.newPassword) next.confirmNewPassword = t('validation.mismatch');
    if (!form.report(next)) return;
    setBusy(true);
    try {
      await changePassword({ oldPassword: values.oldPassword ?? '', newPassword: values.newPassword ?? '', confirmNewPassword: values.confirmNewPassword ?? '' });
      // Spec §4 "re-login": the server ends the other sessions; this one ends here, then the
      // player logs in again with the new password.
      await endSession();
      void navigate('/login', { state: { loginNotice: 'passwordChanged' } });
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF_ERROR[error.code] : undefined;
      if (field) form.report({ [field]: (error as ApiError).message });
      else setFormError(errorText(t, error));
      setBusy(false);
    }
  };

  const onLogout = async () => {
    setBusy(true);
    await endSession();
    void navigate('/');
  };

  const password = (field: Field, autoComplete: string) => form.field(field, { label: t(`auth.${field}`), type: 'password', autoComplete });

  return (
    <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="change-password-form">
      <fieldset className="auth-form" disabled={busy}>
        {forced ? (
          <p className="auth-notice" data-testid="forced-password-reason">
            {t('auth.forcedChangeText')}
          </p>
        ) : null}
        <FormField {...password('oldPassword', 'current-password')} data-autofocus />
        <FormField {...password('newPassword', 'new-password')} />
        <FormField {...password('confirmNewPassword', 'new-password')} />
        {formError ? (
          <p className="auth-alert" role="alert" data-testid="change-password-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="change-password-submit">
          {busy ? t('auth.submitting') : t('auth.changePassword')}
        </button>
        {forced ? (
          <button type="button" className="btn btn-outline btn-block" onClick={() => void onLogout()} data-testid="forced-password-logout">
            {t('header.logout')}
          </button>
        ) : null}
      </fieldset>
    </form>
  );
}
