/**
 * Set or change the fund password (asked for withdrawals and redemptions). It follows the
 * merchant's payment-password rule; a change needs the current fund password too.
 */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { usePermission } from '../../../lib/permission-context';
import { FormField } from '../../../components/form/form-field';
import { useFormFields, type FieldErrors } from '../../../components/form/use-form-fields';
import { setFundPassword } from '../api/set-fund-password';
import { fundPasswordProblems, type FundField } from '../lib/forms';
import { problemText } from '../lib/problem-text';
import { SecurityForm, useSecuritySubmit } from './security-form';

const ORDER: FundField[] = ['oldFundPassword', 'loginPassword', 'newFundPassword', 'confirmFundPassword'];
const FIELD_OF_ERROR: Partial<Record<string, FundField>> = {
  'security.fund_password_wrong': 'oldFundPassword',
  'security.login_password_wrong': 'loginPassword',
  'security.fund_password_invalid': 'newFundPassword',
  'security.fund_password_same_as_login': 'newFundPassword',
  'security.fund_password_mismatch': 'confirmFundPassword',
};

export function FundPasswordDialog({ open, changing, onClose, onDone }: { open: boolean; changing: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={changing ? t('security.fund.changeTitle') : t('security.fund.setTitle')} size="sm" testId="security-fund-dialog">
      <FundPasswordForm changing={changing} onDone={onDone} />
    </Dialog>
  );
}

function FundPasswordForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const { register } = usePermission().info;
  const form = useFormFields<FundField>('security-fund', ORDER);
  const { busy, formError, run } = useSecuritySubmit(form.report, FIELD_OF_ERROR);
  const digitsOnly = register.find((f) => f.field === 'paymentPassword')?.patternId === 'DIGITS';
  const values = { oldFundPassword: '', loginPassword: '', newFundPassword: '', confirmFundPassword: '', ...form.values };

  const submit = () => {
    const problems = fundPasswordProblems(register, values, changing);
    const errors: FieldErrors<FundField> = {};
    for (const f of ORDER) if (problems[f]) errors[f] = problemText(t, problems[f]);
    if (!form.report(errors)) return;
    void run(async () => {
      await setFundPassword({ ...values, oldFundPassword: changing ? values.oldFundPassword : undefined });
      onDone();
    });
  };

  const secret = (name: FundField, label: string, autoFocus = false) => (
    <FormField
      {...form.field(name, {
        label, type: 'password', autoComplete: name === 'loginPassword' ? 'current-password' : 'new-password',
        ...(digitsOnly && name !== 'loginPassword' ? { inputMode: 'numeric' as const } : {}),
        ...(autoFocus ? { 'data-autofocus': true } : {}),
      })}
    />
  );

  return (
    <SecurityForm testId="security-fund" busy={busy} formError={formError} submitLabel={t('security.confirm')} onSubmit={submit}>
      {changing ? secret('oldFundPassword', t('security.fund.old'), true) : null}
      {secret('loginPassword', t('security.loginPassword'), !changing)}
      {secret('newFundPassword', t('security.fund.new'))}
      {secret('confirmFundPassword', t('security.fund.confirm'))}
    </SecurityForm>
  );
}
