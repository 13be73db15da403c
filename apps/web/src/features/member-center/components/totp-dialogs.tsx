/**
 * The authenticator app (TOTP). Setting up takes two steps: the login password creates a new key,
 * then the player scans the QR code (or types the key) and proves it with a code from the app; only
 * then is it in force. Turning it off needs a current code and the login password.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpSetupResponse } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { copyText } from '../../../lib/copy-text';
import { FormField } from '../../../components/form/form-field';
import { useFormFields, type FieldErrors } from '../../../components/form/use-form-fields';
import { disableTotp } from '../api/disable-totp';
import { enableTotp } from '../api/enable-totp';
import { setupTotp } from '../api/setup-totp';
import { codeProblem } from '../lib/forms';
import { problemText } from '../lib/problem-text';
import { SecurityForm, useSecuritySubmit } from './security-form';

type Field = 'code' | 'password';
const FIELD_OF_ERROR: Partial<Record<string, Field>> = {
  'security.totp_code_wrong': 'code',
  'security.login_password_wrong': 'password',
};
const PASSWORD_ONLY: Field[] = ['password'];
const CODE_ONLY: Field[] = ['code'];
const CODE_AND_PASSWORD: Field[] = ['code', 'password'];

/** Groups of four are easier to type into an app by hand; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TotpSetupDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('security.totp.setupTitle')} size="sm" testId="security-totp-dialog">
      <TotpSetup onDone={onDone} />
    </Dialog>
  );
}

function TotpSetup({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  return setup ? <ScanStep setup={setup} onDone={onDone} /> : <PasswordStep onReady={setSetup} />;
}

function PasswordStep({ onReady }: { onReady: (setup: TotpSetupResponse) => void }) {
  const { t } = useTranslation();
  const form = useFormFields<Field>('security-totp', PASSWORD_ONLY);
  const { busy, formError, run } = useSecuritySubmit(form.report, FIELD_OF_ERROR);

  const submit = () => {
    const password = form.values.password ?? '';
    if (!form.report(password ? {} : { password: t('validation.required') })) return;
    void run(async () => onReady(await setupTotp({ password })));
  };

  return (
    <SecurityForm testId="security-totp-password" busy={busy} formError={formError} submitLabel={t('security.continue')} onSubmit={submit}>
      <p className="auth-hint">{t('security.totp.passwordStep')}</p>
      <FormField {...form.field('password', { label: t('security.loginPassword'), type: 'password', autoComplete: 'current-password', 'data-autofocus': true })} />
    </SecurityForm>
  );
}

function ScanStep({ setup, onDone }: { setup: TotpSetupResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useFormFields<Field>('security-totp', CODE_ONLY);
  const { busy, formError, run } = useSecuritySubmit(form.report, FIELD_OF_ERROR);
  const [copied, setCopied] = useState<boolean | null>(null);
  const codeId = form.id('code');

  // The password step's input is gone: keyboard focus moves on to the code the player types next.
  useEffect(() => {
    document.getElementById(codeId)?.focus();
  }, [codeId]);

  const submit = () => {
    const code = form.values.code ?? '';
    const problem = codeProblem(code, 'totp');
    if (!form.report(problem ? { code: problemText(t, problem) } : {})) return;
    void run(async () => {
      await enableTotp({ code: code.replace(/\s/g, '') });
      onDone();
    });
  };

  return (
    <SecurityForm testId="security-totp-enable" busy={busy} formError={formError} submitLabel={t('security.totp.enable')} onSubmit={submit}>
      <p className="auth-hint">{t('security.totp.scan')}</p>
      <img className="totp-qr" src={setup.qrDataUrl} width={200} height={200} alt={t('security.totp.qrAlt')} data-testid="security-totp-qr" />
      <div className="totp-secret">
        <span className="field-label">{t('security.totp.secret')}</span>
        <div className="totp-secret-row">
          <code data-testid="security-totp-secret">{grouped(setup.secret)}</code>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('security.totp.copySecret')}
            onClick={() => void copyText(setup.secret).then(setCopied)}
            data-testid="security-totp-copy"
          >
            <Icon name="copy" size={18} />
          </button>
        </div>
        <p className="auth-hint" role="status">
          {copied === null ? null : copied ? t('security.totp.copied') : t('header.copyFailedText')}
        </p>
      </div>
      <FormField {...form.field('code', { label: t('security.totp.code'), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 })} />
    </SecurityForm>
  );
}

export function TotpDisableDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('security.totp.disableTitle')} size="sm" testId="security-totp-disable-dialog">
      <TotpDisable onDone={onDone} />
    </Dialog>
  );
}

function TotpDisable({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const form = useFormFields<Field>('security-totp-disable', CODE_AND_PASSWORD);
  const { busy, formError, run } = useSecuritySubmit(form.report, FIELD_OF_ERROR);

  const submit = () => {
    const code = form.values.code ?? '';
    const password = form.values.password ?? '';
    const problems: FieldErrors<Field> = {};
    const problem = codeProblem(code, 'totp');
    if (problem) problems.code = problemText(t, problem);
    if (!password) problems.password = t('validation.required');
    if (!form.report(problems)) return;
    void run(async () => {
      await disableTotp({ code: code.replace(/\s/g, ''), password });
      onDone();
    });
  };

  return (
    <SecurityForm testId="security-totp-disable" busy={busy} formError={formError} submitLabel={t('security.totp.turnOff')} onSubmit={submit}>
      <p className="auth-hint">{t('security.totp.disableText')}</p>
      <FormField {...form.field('code', { label: t('security.totp.code'), inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, 'data-autofocus': true })} />
      <FormField {...form.field('password', { label: t('security.loginPassword'), type: 'password', autoComplete: 'current-password' })} />
    </SecurityForm>
  );
}
