/**
 * What every security dialog's form shares: a fieldset disabled while the call runs, the server's
 * refusal shown under the field it is about (or above the button otherwise), and the submit button.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../components/form/use-form-fields';
import { errorText } from '../../../lib/error-text';

export function useSecuritySubmit<F extends string>(report: (errors: FieldErrors<F>) => boolean, fieldOfError: Partial<Record<string, F>>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  /** Runs the call once the form's own checks passed; a refusal lands on its field or the form. */
  const run = async (call: () => Promise<void>) => {
    if (busy) return;
    setFormError(null);
    setBusy(true);
    try {
      await call();
    } catch (error) {
      // Enable the fieldset first: focus cannot move to a disabled input.
      flushSync(() => setBusy(false));
      const field = error instanceof ApiError ? fieldOfError[error.code] : undefined;
      if (field) report({ [field]: (error as ApiError).message } as FieldErrors<F>);
      else setFormError(errorText(t, error));
      return;
    }
    setBusy(false);
  };

  return { busy, formError, run };
}

export function SecurityForm({ testId, busy, formError, submitLabel, onSubmit, children }: {
  testId: string;
  busy: boolean;
  formError: string | null;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} data-testid={`${testId}-form`}>
      <fieldset className="auth-form" disabled={busy}>
        {children}
        {formError ? (
          <p className="auth-alert" role="alert" data-testid={`${testId}-error`}>
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid={`${testId}-submit`}>
          {busy ? t('auth.submitting') : submitLabel}
        </button>
      </fieldset>
    </form>
  );
}
