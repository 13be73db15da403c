/** Bind or change the e-mail address: a code goes to the new address; the login password confirms the owner. */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { usePermission } from '../../../lib/permission-context';
import { CodeField } from '../../../components/form/code-field';
import { FormField } from '../../../components/form/form-field';
import { useFormFields, type FieldErrors } from '../../../components/form/use-form-fields';
import { bindEmail } from '../api/bind-email';
import { sendEmailBindCode } from '../api/send-email-bind-code';
import { codeProblem, emailProblem } from '../lib/forms';
import { problemText } from '../lib/problem-text';
import { SecurityForm, useSecuritySubmit } from './security-form';

type Field = 'email' | 'code' | 'password';
const ORDER: Field[] = ['email', 'code', 'password'];
const FIELD_OF_ERROR: Partial<Record<string, Field>> = {
  'security.email_invalid': 'email',
  'verification.code_invalid': 'code',
  'security.login_password_wrong': 'password',
};

export function EmailDialog({ open, changing, onClose, onDone }: { open: boolean; changing: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={changing ? t('security.email.changeTitle') : t('security.email.bindTitle')} size="sm" testId="security-email-dialog">
      <EmailForm onDone={onDone} />
    </Dialog>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { register } = usePermission().info;
  const form = useFormFields<Field>('security-email', ORDER);
  const { busy, formError, run } = useSecuritySubmit(form.report, FIELD_OF_ERROR);
  const value = (f: Field) => form.values[f] ?? '';

  const send = async () => {
    const problem = emailProblem(register, value('email'));
    if (problem) {
      form.report({ email: problemText(t, problem) });
      return null;
    }
    return sendEmailBindCode({ email: value('email').trim() });
  };

  const submit = () => {
    const problems: FieldErrors<Field> = {};
    const email = emailProblem(register, value('email'));
    if (email) problems.email = problemText(t, email);
    const code = codeProblem(value('code'), 'otp');
    if (code) problems.code = problemText(t, code);
    if (!value('password')) problems.password = t('validation.required');
    if (!form.report(problems)) return;
    void run(async () => {
      await bindEmail({ email: value('email').trim(), verificationCode: value('code').replace(/\s/g, ''), password: value('password') });
      onDone();
    });
  };

  return (
    <SecurityForm testId="security-email" busy={busy} formError={formError} submitLabel={t('security.confirm')} onSubmit={submit}>
      <FormField {...form.field('email', { label: t('security.email.field'), type: 'email', inputMode: 'email', autoComplete: 'email', 'data-autofocus': true })} />
      <CodeField {...form.control('code')} label={t('security.email.code')} sentText={t('security.email.codeSent')} send={send} />
      <FormField {...form.field('password', { label: t('security.loginPassword'), type: 'password', autoComplete: 'current-password' })} />
    </SecurityForm>
  );
}
