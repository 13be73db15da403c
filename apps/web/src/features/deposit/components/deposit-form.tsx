/** The request form for one channel: amount within its range; for bank transfers the details, reference and receipt. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@platform/contracts';
import { FormField } from '../../../components/form/form-field';
import { FileField } from '../../../components/form/file-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { createDeposit } from '../api/create-deposit';
import { uploadReceipt } from '../api/upload-receipt';
import { amountProblem, newRequestId, receiptProblem } from '../lib/deposit';

type Errors = { amount?: string; reference?: string; receipt?: string; form?: string };

export function DepositForm({ channel, money, onDone }: { channel: DepositChannel; money: (n: number) => string; onDone: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const isBank = channel.type === 'bank';
  const range = { min: money(channel.minAmount), max: money(channel.maxAmount) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const next: Errors = {};
    const problem = amountProblem(amount, channel);
    if (problem) next.amount = t(`deposit.form.amount_${problem}`, range);
    if (isBank && !reference.trim()) next.reference = t('deposit.form.referenceRequired');
    const fileProblem = receipt ? receiptProblem(receipt) : null;
    if (fileProblem) next.receipt = t(`deposit.form.receipt_${fileProblem}`);
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const receiptFileId = isBank && receipt ? await uploadReceipt(receipt) : undefined;
      const result = await createDeposit({ channelCode: channel.code, amount: amount.trim(), requestId, ...(isBank ? { reference: reference.trim(), receiptFileId } : {}) });
      if (result.redirectUrl) {
        window.location.assign(result.redirectUrl);
        return;
      }
      setDone(t('deposit.form.done', { amount: money(result.deposit.amount) }));
      setAmount('');
      setReference('');
      setReceipt(null);
      setRequestId(newRequestId());
      onDone();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code.startsWith('file.')) setErrors({ receipt: errorText(t, err) });
      else if (code === 'deposit.amount_out_of_range' || code === 'wallet.amount_invalid') setErrors({ amount: errorText(t, err) });
      else setErrors({ form: errorText(t, err) });
      // A refusal the player fixes is a new request; a lost answer keeps the id so a retry is the same one.
      if (err instanceof ApiError && err.status > 0) setRequestId(newRequestId());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="deposit-card" noValidate onSubmit={(e) => void submit(e)} data-testid="deposit-form" aria-labelledby="deposit-form-title">
      <h2 id="deposit-form-title" className="deposit-heading">{channel.name}</h2>
      {isBank && channel.bank ? (
        <dl className="deposit-bank" data-testid="deposit-bank">
          <dt>{t('deposit.bank.bankName')}</dt><dd>{channel.bank.bankName}</dd>
          <dt>{t('deposit.bank.accountName')}</dt><dd>{channel.bank.accountName}</dd>
          <dt>{t('deposit.bank.accountNumber')}</dt><dd data-testid="deposit-bank-number">{channel.bank.accountNumber}</dd>
          {channel.bank.branch ? (<><dt>{t('deposit.bank.branch')}</dt><dd>{channel.bank.branch}</dd></>) : null}
        </dl>
      ) : (
        <p className="deposit-note">{t('deposit.gatewayHint')}</p>
      )}
      <fieldset className="auth-form" disabled={busy}>
        <FormField
          id="deposit-amount" testId="deposit-amount" label={t('deposit.form.amount')} required inputMode="decimal"
          value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} hint={t('deposit.range', range)}
        />
        {isBank ? (
          <>
            <FormField
              id="deposit-reference" testId="deposit-reference" label={t('deposit.form.reference')} required maxLength={64}
              value={reference} onChange={(e) => setReference(e.target.value)} error={errors.reference} hint={t('deposit.form.referenceHint')}
            />
            <FileField
              id="deposit-receipt" testId="deposit-receipt" label={t('deposit.form.receipt')} accept="image/png,image/jpeg"
              onFiles={(files) => setReceipt(files[0] ?? null)} error={errors.receipt} hint={t('deposit.form.receiptHint')}
            />
          </>
        ) : null}
        {errors.form ? <p className="auth-alert" role="alert" data-testid="deposit-form-error">{errors.form}</p> : null}
        {done ? <p className="deposit-success" role="status" data-testid="deposit-form-done">{done}</p> : null}
        <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="deposit-submit">
          {isBank ? t('deposit.form.submit') : t('deposit.form.pay')}
        </button>
      </fieldset>
    </form>
  );
}
