/** The request form: account, amount within the merchant's range and the balance, fund password. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '@platform/contracts';
import { FormField } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { createWithdrawal } from '../api/create-withdrawal';
import { amountProblem, newRequestId } from '../lib/withdraw';

export function WithdrawForm({ info, money, onDone }: { info: WithdrawInfo; money: (n: number) => string; onDone: () => void }) {
  const { t } = useTranslation();
  const [accountId, setAccountId] = useState<number | null>(info.accounts[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; fundPassword?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const chosen = info.accounts.some((a) => a.id === accountId) ? accountId : (info.accounts[0]?.id ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const problem = amountProblem(amount, info, info.balance);
    const next: typeof errors = {};
    if (problem) next.amount = t(`withdraw.form.amount_${problem}`, { min: money(info.minAmount), max: money(info.maxAmount) });
    if (!fundPassword) next.fundPassword = t('withdraw.form.fundPasswordRequired');
    if (chosen === null) next.form = t('withdraw.form.accountRequired');
    setErrors(next);
    if (Object.keys(next).length || chosen === null) return;
    setBusy(true);
    try {
      const created = await createWithdrawal({ amount: amount.trim(), accountId: chosen, fundPassword, requestId });
      setDone(t('withdraw.form.done', { amount: money(created.amount) }));
      setAmount('');
      setFundPassword('');
      setRequestId(newRequestId());
      onDone();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code.startsWith('security.')) setErrors({ fundPassword: errorText(t, err) });
      else setErrors({ form: errorText(t, err) });
      // A refusal the player fixes is a new request; a lost answer keeps the id so a retry is the same one.
      if (err instanceof ApiError && err.status > 0) setRequestId(newRequestId());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="withdraw-card" noValidate onSubmit={(e) => void submit(e)} data-testid="withdraw-form" aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className="withdraw-heading">{t('withdraw.form.title')}</h2>
      <fieldset className="auth-form" disabled={busy || info.accounts.length === 0}>
        <fieldset className="withdraw-choice">
          <legend className="field-label">{t('withdraw.form.account')}</legend>
          {info.accounts.length === 0 ? <p className="withdraw-note">{t('withdraw.form.bindFirst')}</p> : null}
          {info.accounts.map((a) => (
            <label key={a.id} className="withdraw-radio">
              <input type="radio" name="withdraw-account" checked={chosen === a.id} onChange={() => setAccountId(a.id)} data-testid={`withdraw-form-account-${a.id}`} />
              {a.bankName} {a.accountNumber}
            </label>
          ))}
        </fieldset>
        <FormField
          id="withdraw-amount" testId="withdraw-amount" label={t('withdraw.form.amount')} required inputMode="decimal"
          value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount}
          hint={t('withdraw.form.range', { min: money(info.minAmount), max: money(info.maxAmount) })}
        />
        <FormField
          id="withdraw-fund-password" testId="withdraw-fund-password" label={t('withdraw.form.fundPassword')} required type="password"
          autoComplete="off" value={fundPassword} onChange={(e) => setFundPassword(e.target.value)} error={errors.fundPassword}
        />
        {errors.form ? <p className="auth-alert" role="alert" data-testid="withdraw-form-error">{errors.form}</p> : null}
        {done ? <p className="withdraw-success" role="status" data-testid="withdraw-form-done">{done}</p> : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="withdraw-submit">{t('withdraw.form.submit')}</button>
      </fieldset>
    </form>
  );
}
