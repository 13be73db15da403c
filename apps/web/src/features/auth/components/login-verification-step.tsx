/**
 * The login popup's extra step for an unrecognised address (spec §2, §4): the player picks how to
 * confirm (mobile or e-mail code, the bank account's real name, or an authenticator code), answers,
 * and the answer completes the login. An expired ticket sends the player back to the login form.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { LoginResult } from '../api/create-session';
import { sendLoginVerificationCode } from '../api/send-login-verification-code';
import { verifyLogin } from '../api/verify-login';
import { useFormFields } from '../../../components/form/use-form-fields';
import { errorText } from '../../../lib/error-text';
import { answerProblem, firstMethod, sendsCode, type LoginVerification, type LoginVerificationMethod } from '../lib/login-verification';
import { CodeField } from '../../../components/form/code-field';
import { FormField } from '../../../components/form/form-field';

const ANSWER = ['answer'] as const;
/** Wrong answers the server names belong under the field; anything else above the button. */
const ANSWER_ERRORS = new Set(['verification.code_invalid', 'member.real_name_wrong']);

export function LoginVerificationStep({ verification, onVerified, onExpired, onCancel }: {
  verification: LoginVerification;
  onVerified: (result: LoginResult) => Promise<void>;
  /** The ticket is gone (expired, used, too many tries): back to the form with the server's message. */
  onExpired: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormFields('login-verify', ANSWER);
  const [method, setMethod] = useState<LoginVerificationMethod | null>(() => firstMethod(verification));
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const groupName = `${form.id('answer')}-method`;
  const methodsRef = useRef<HTMLFieldSetElement>(null);

  // The login button that opened this step is gone; keyboard and screen-reader users continue at the choice.
  useEffect(() => {
    methodsRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  const choose = (next: LoginVerificationMethod) => {
    setMethod(next);
    setFormError(null);
    form.set('answer', '');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !method) return;
    setFormError(null);
    const answer = form.values.answer ?? '';
    const problem = answerProblem(method, answer);
    const messages = { code: t('validation.smsCode'), totp: t('auth.verify.totpInvalid'), bankName: t('validation.required') };
    if (!form.report(problem ? { answer: messages[problem] } : {})) return;
    setBusy(true);
    try {
      const result = await verifyLogin({ ticket: verification.ticket, method, answer: answer.trim() });
      await onVerified(result);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'auth.verification_expired') onExpired(error.message);
      else if (error instanceof ApiError && ANSWER_ERRORS.has(error.code)) form.report({ answer: error.message });
      else setFormError(errorText(t, error));
    }
  };

  const hint = (m: LoginVerificationMethod) => verification.methods.find((x) => x.method === m)?.hint ?? null;

  return (
    <form className="auth-form-wrap" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="login-verification">
      <fieldset className="auth-form" disabled={busy}>
        <p className="auth-notice" role="status">
          {t('auth.verify.intro')}
        </p>
        <fieldset className="auth-methods" ref={methodsRef}>
          <legend className="field-label">{t('auth.verify.choose')}</legend>
          {verification.methods.map(({ method: m }) => (
            <label key={m} className="auth-method" data-testid={`login-verify-method-${m}`}>
              <input type="radio" name={groupName} value={m} checked={method === m} onChange={() => choose(m)} />
              <span>
                <span className="auth-method-name">{t(`auth.verify.methods.${m}`)}</span>
                {hint(m) ? <span className="auth-method-hint">{hint(m)}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
        {method && sendsCode(method) ? (
          <CodeField
            key={method}
            {...form.control('answer')}
            label={t('auth.verify.code')}
            sentText={method === 'mobile' ? t('auth.smsSent') : t('auth.verify.emailSent')}
            send={() => sendLoginVerificationCode({ ticket: verification.ticket, method })}
          />
        ) : null}
        {method === 'bankName' ? <FormField key={method} {...form.field('answer', { label: t('auth.verify.bankName'), autoComplete: 'name', maxLength: 100 })} /> : null}
        {method === 'totp' ? (
          <FormField key={method} {...form.field('answer', { label: t('auth.verify.totp'), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 })} />
        ) : null}
        {formError ? (
          <p className="auth-alert" role="alert" data-testid="login-verify-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={!method} data-testid="login-verify-submit">
          {busy ? t('auth.submitting') : t('auth.verify.submit')}
        </button>
        <button type="button" className="auth-link auth-back" onClick={onCancel} data-testid="login-verify-cancel">
          {t('auth.backToLogin')}
        </button>
      </fieldset>
    </form>
  );
}
