/**
 * Bind or change the mobile number: the new number gets an SMS code (send button with the resend
 * countdown), and the login password confirms it is the owner asking. Binding the number already on
 * the account verifies it.
 */
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '@platform/contracts';
import { Dialog } from '../../../components/ui/dialog';
import { usePermission } from '../../../lib/permission-context';
import { CodeField } from '../../../components/form/code-field';
import { FormField } from '../../../components/form/form-field';
import { useFormFields, type FieldErrors } from '../../../components/form/use-form-fields';
import { bindMobile } from '../api/bind-mobile';
import { sendMobileBindCode } from '../api/send-mobile-bind-code';
import { codeProblem, mobileProblem } from '../lib/forms';
import { problemText } from '../lib/problem-text';
import { SecurityForm, useSecuritySubmit } from './security-form';

type Field = 'mobile' | 'code' | 'password';
const ORDER: Field[] = ['mobile', 'code', 'password'];
const FIELD_OF_ERROR: Partial<Record<string, Field>> = {
  'verification.mobile_invalid': 'mobile',
  'member.mobile_taken': 'mobile',
  'verification.code_invalid': 'code',
  'security.login_password_wrong': 'password',
};

export function MobileDialog({ open, changing, onClose, onDone }: { open: boolean; changing: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={changing ? t('security.mobile.changeTitle') : t('security.mobile.bindTitle')} size="sm" testId="security-mobile-dialog">
      <MobileForm onDone={onDone} />
    </Dialog>
  );
}

function MobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { merchant, register } = usePermission().info;
  const form = useFormFields<Field>('security-mobile', ORDER);
  const { busy, formError, run } = useSecuritySubmit(form.report, FIELD_OF_ERROR);
  const value = (f: Field) => form.values[f] ?? '';

  const send = async () => {
    const problem = mobileProblem(register, value('mobile'));
    if (problem) {
      form.report({ mobile: problemText(t, problem) });
      return null;
    }
    return sendMobileBindCode({ mobileNum: normalizeMobile(value('mobile')), countryDialingCode: merchant.dialingCode });
  };

  const submit = () => {
    const problems: FieldErrors<Field> = {};
    const mobile = mobileProblem(register, value('mobile'));
    if (mobile) problems.mobile = problemText(t, mobile);
    const code = codeProblem(value('code'), 'otp');
    if (code) problems.code = problemText(t, code);
    if (!value('password')) problems.password = t('validation.required');
    if (!form.report(problems)) return;
    void run(async () => {
      await bindMobile({
        mobileNum: normalizeMobile(value('mobile')), countryDialingCode: merchant.dialingCode,
        verificationCode: value('code').replace(/\s/g, ''), password: value('password'),
      });
      onDone();
    });
  };

  return (
    <SecurityForm testId="security-mobile" busy={busy} formError={formError} submitLabel={t('security.confirm')} onSubmit={submit}>
      <FormField
        {...form.field('mobile', { label: t('security.mobile.field'), prefix: `+${merchant.dialingCode}`, inputMode: 'tel', autoComplete: 'tel-national', 'data-autofocus': true })}
      />
      <CodeField {...form.control('code')} label={t('auth.smsCode')} sentText={t('auth.smsSent')} send={send} />
      <FormField {...form.field('password', { label: t('security.loginPassword'), type: 'password', autoComplete: 'current-password' })} />
    </SecurityForm>
  );
}
