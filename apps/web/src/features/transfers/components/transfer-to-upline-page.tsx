/** Transfer to upline (spec §2, §6): the member sends money to its upline agent with the fund password. */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { useAppStore } from '../../../stores/app-store';
import { transferToUpline, uplineQueryOptions } from '../api/upline';
import { amountProblem, newRequestId } from '../lib/transfers';
import '../transfers.css';

export function TransferToUplinePage() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const upline = useQuery(uplineQueryOptions(token));
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ amount?: string; fundPassword?: string; form?: string; noFundPassword?: boolean }>({});
  const [done, setDone] = useState<string | null>(null);
  const data = upline.data;
  const money = (n: number) => `${data?.currencySymbol ?? ''} ${formatAmount(n, language)}`.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    setDone(null);
    const problem = amountProblem(amount, data.balance);
    const next: typeof errors = {};
    if (problem) next.amount = t(`transfers.amount_${problem}`, { max: money(data.balance) });
    if (!fundPassword) next.fundPassword = t('transfers.upline.fundPasswordRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const result = await transferToUpline({ amount: amount.trim(), fundPassword, requestId });
      setDone(t('transfers.upline.done', { amount: money(result.amount), upline: result.upline }));
      setAmount('');
      setFundPassword('');
      setRequestId(newRequestId());
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['publicState'] }), queryClient.invalidateQueries({ queryKey: ['upline'] }), queryClient.invalidateQueries({ queryKey: ['records'] })]);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'security.fund_password_not_set') setErrors({ form: errorText(t, err), noFundPassword: true });
      else if (code.startsWith('security.')) setErrors({ fundPassword: errorText(t, err) });
      else setErrors({ form: errorText(t, err) });
      if (err instanceof ApiError && err.status > 0) setRequestId(newRequestId());
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="transfers" data-testid="transfer-upline" aria-labelledby="transfer-upline-title">
      <h1 id="transfer-upline-title" className="page-title">{t('transfers.upline.title')}</h1>
      {upline.isError ? <p className="auth-alert" role="alert">{errorText(t, upline.error)}</p> : null}
      {upline.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {data && !data.upline ? <p className="transfers-card" data-testid="transfer-upline-none">{t('transfers.upline.none')}</p> : null}
      {data?.upline ? (
        <form className="transfers-card" noValidate onSubmit={(e) => void submit(e)} data-testid="transfer-upline-form">
          <p className="transfers-total">{t('transfers.upline.to')}: <strong data-testid="transfer-upline-name">{data.upline.username}</strong></p>
          <fieldset className="auth-form" disabled={busy}>
            <FormField
              id="transfer-upline-amount" label={t('transfers.amount')} required inputMode="decimal" autoComplete="off" value={amount}
              onChange={(e) => setAmount(e.target.value)} error={errors.amount} hint={t('transfers.available', { amount: money(data.balance) })} testId="transfer-upline-amount"
            />
            <FormField
              id="transfer-upline-fund-password" type="password" label={t('transfers.upline.fundPassword')} required autoComplete="off" value={fundPassword}
              onChange={(e) => setFundPassword(e.target.value)} error={errors.fundPassword} testId="transfer-upline-fund-password"
            />
            {errors.form ? <p className="auth-alert" role="alert" data-testid="transfer-upline-error">{errors.form}</p> : null}
            {errors.noFundPassword ? <Link to="/member?page=securityCenter" data-testid="transfer-upline-security">{t('transfers.upline.setFundPassword')}</Link> : null}
            {done ? <p className="transfers-success" role="status" data-testid="transfer-upline-done">{done}</p> : null}
            <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="transfer-upline-submit">{t('transfers.upline.submit')}</button>
          </fieldset>
        </form>
      ) : null}
    </section>
  );
}
