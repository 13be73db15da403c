/** The bound withdrawal bank accounts: remove one, or bind another in the player's real name. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawAccountBody, type WithdrawInfo } from '@platform/contracts';
import { FormField } from '../../../components/form/form-field';
import { errorText } from '../../../lib/error-text';
import { addWithdrawAccount } from '../api/add-withdraw-account';
import { removeWithdrawAccount } from '../api/remove-withdraw-account';

const EMPTY = { bankName: '', bankCode: '', accountNumber: '', holderName: '' };
type Field = keyof typeof EMPTY;

export function BankAccounts({ info, onChanged }: { info: WithdrawInfo; onChanged: () => void }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const full = info.accounts.length >= info.maxAccounts;

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      onChanged();
      return true;
    } catch (err) {
      setError(errorText(t, err));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Field, string>> = {};
    // The server's own field rules (contracts), so the page and the API never disagree.
    const ok = (name: Field) => withdrawAccountBody.shape[name].safeParse(values[name]).success;
    if (!ok('bankName')) problems.bankName = t('withdraw.accounts.bankNameInvalid');
    if (!ok('bankCode')) problems.bankCode = t('withdraw.accounts.bankCodeInvalid');
    if (!ok('accountNumber')) problems.accountNumber = t('withdraw.accounts.numberInvalid');
    if (!ok('holderName')) problems.holderName = t('withdraw.accounts.holderInvalid');
    setFieldErrors(problems);
    if (Object.keys(problems).length) return;
    if (await run(() => addWithdrawAccount(values))) {
      setValues(EMPTY);
      setAdding(false);
    }
  };

  const field = (name: Field, label: string, more: Record<string, unknown> = {}) => (
    <FormField
      id={`withdraw-account-${name}`}
      testId={`withdraw-account-${name}`}
      label={label}
      required
      value={values[name]}
      error={fieldErrors[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      {...more}
    />
  );

  return (
    <div className="withdraw-card" data-testid="withdraw-accounts">
      <h2 className="withdraw-heading">{t('withdraw.accounts.title')}</h2>
      {info.accounts.length === 0 ? <p className="withdraw-note">{t('withdraw.accounts.none')}</p> : null}
      <ul className="withdraw-account-list">
        {info.accounts.map((a) => (
          <li key={a.id} className="withdraw-account" data-testid={`withdraw-account-${a.id}`}>
            <span>
              <strong>{a.bankName}</strong> {a.accountNumber} · {a.holderName}
            </span>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => void run(() => removeWithdrawAccount(a.id))}
              aria-label={t('withdraw.accounts.removeLabel', { bank: a.bankName, number: a.accountNumber })} data-testid={`withdraw-account-remove-${a.id}`}>
              {t('withdraw.accounts.remove')}
            </button>
          </li>
        ))}
      </ul>
      {error ? <p className="auth-alert" role="alert" data-testid="withdraw-accounts-error">{error}</p> : null}
      {!info.payeeNameSet ? (
        <p className="withdraw-note">{t('withdraw.accounts.noRealName')}</p>
      ) : adding ? (
        <form noValidate onSubmit={(e) => void submit(e)} data-testid="withdraw-account-form">
          <fieldset className="auth-form" disabled={busy}>
            {field('bankName', t('withdraw.accounts.bankName'), { autoFocus: true, maxLength: 60 })}
            {field('bankCode', t('withdraw.accounts.bankCode'), { maxLength: 20 })}
            {field('accountNumber', t('withdraw.accounts.number'), { inputMode: 'numeric', maxLength: 20 })}
            {field('holderName', t('withdraw.accounts.holder'), { hint: t('withdraw.accounts.holderHint'), maxLength: 50, autoComplete: 'name' })}
            <div className="withdraw-actions">
              <button type="submit" className="btn btn-primary" data-testid="withdraw-account-submit">{t('withdraw.accounts.bind')}</button>
              <button type="button" className="btn btn-ghost" onClick={() => setAdding(false)}>{t('common.cancel')}</button>
            </div>
          </fieldset>
        </form>
      ) : (
        <button type="button" className="btn btn-secondary" disabled={full} onClick={() => setAdding(true)} data-testid="withdraw-account-add">
          {full ? t('withdraw.accounts.full', { max: info.maxAccounts }) : t('withdraw.accounts.add')}
        </button>
      )}
    </div>
  );
}
