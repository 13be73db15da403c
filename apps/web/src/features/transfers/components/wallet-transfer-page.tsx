/**
 * Transfer funds (spec §2 walletTransfer, §7 GCS_walletTransfer): the main wallet and the member's
 * wallets at transfer-mode vendors, and a form moving money between the main wallet and one of them.
 * A site running one wallet for every game says so; money left at a vendor can still come back.
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@platform/contracts';
import { FormField } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatAmount } from '../../../lib/format';
import { useAppStore } from '../../../stores/app-store';
import { consolidatedQueryOptions, merchantWalletQueryOptions } from '../api/get-wallets';
import { walletTransfer } from '../api/wallet-transfer';
import { amountProblem, newRequestId } from '../lib/transfers';
import '../transfers.css';

export function WalletTransferPage() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const queryClient = useQueryClient();
  const wallets = useQuery(consolidatedQueryOptions(token));
  const mode = useQuery(merchantWalletQueryOptions(token));
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [vendor, setVendor] = useState('');
  const [amount, setAmount] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const data = wallets.data;
  const money = (n: number) => `${data?.currencySymbol ?? ''} ${formatAmount(n, language)}`.trim();
  const vendors = (data?.wallets ?? []).filter((w) => w.walletCode !== MAIN_WALLET);
  const single = mode.data?.isSingle ?? false;
  // In single-wallet mode money only comes back from a vendor.
  const dir = single ? 'out' : direction;
  const chosen = vendors.find((w) => w.walletCode === vendor) ?? vendors[0];
  const available = dir === 'in' ? (data?.mainBalance ?? 0) : (chosen?.balance ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!chosen) return;
    const problem = amountProblem(amount, available);
    if (problem) {
      setError(t(`transfers.amount_${problem}`, { max: money(available) }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const from = dir === 'in' ? MAIN_WALLET : chosen.walletCode;
      const to = dir === 'in' ? chosen.walletCode : MAIN_WALLET;
      const result = await walletTransfer({ from, to, amount: amount.trim(), requestId });
      setDone(t('transfers.wallet.done', { amount: money(result.amount), from: t('transfers.wallet.name', { code: from }), to: t('transfers.wallet.name', { code: to }) }));
      setAmount('');
      setRequestId(newRequestId());
      // The header balance and every wallet figure read again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['publicState'] }),
        queryClient.invalidateQueries({ queryKey: ['consolidated'] }),
        queryClient.invalidateQueries({ queryKey: ['records'] }),
      ]);
    } catch (err) {
      setError(errorText(t, err));
      // A refusal is final for this id; a lost answer keeps it, so the retry is the same transfer.
      if (err instanceof ApiError && err.status > 0) setRequestId(newRequestId());
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="transfers" data-testid="wallet-transfer" aria-labelledby="wallet-transfer-title">
      <h1 id="wallet-transfer-title" className="page-title">{t('transfers.wallet.title')}</h1>
      {wallets.isError ? <p className="auth-alert" role="alert">{errorText(t, wallets.error)}</p> : null}
      {wallets.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {data ? (
        <div className="transfers-card">
          <p className="transfers-total" data-testid="wallet-transfer-total">{t('transfers.wallet.total')}: <strong>{money(data.totalBalance)}</strong></p>
          <ul className="transfers-wallets">
            {data.wallets.map((w) => (
              <li key={w.walletCode} data-testid={`wallet-${w.walletCode}`}>
                <span>{w.walletCode === MAIN_WALLET ? t('transfers.wallet.main') : w.walletCode}</span>
                <strong>{money(w.balance)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {single ? <p className="transfers-note" data-testid="wallet-transfer-single">{t('transfers.wallet.single')}</p> : null}
      {data && vendors.length > 0 && chosen ? (
        <form className="transfers-card" noValidate onSubmit={(e) => void submit(e)} data-testid="wallet-transfer-form">
          <fieldset className="auth-form" disabled={busy}>
            {!single ? (
              <fieldset className="transfers-choice">
                <legend className="field-label">{t('transfers.wallet.direction')}</legend>
                <label><input type="radio" name="direction" checked={dir === 'in'} onChange={() => setDirection('in')} data-testid="wallet-transfer-in" /> {t('transfers.wallet.toVendor')}</label>
                <label><input type="radio" name="direction" checked={dir === 'out'} onChange={() => setDirection('out')} data-testid="wallet-transfer-out" /> {t('transfers.wallet.toMain')}</label>
              </fieldset>
            ) : null}
            <label className="field-label transfers-select">
              {t('transfers.wallet.vendor')}
              <select className="field-input" value={chosen.walletCode} onChange={(e) => setVendor(e.target.value)} data-testid="wallet-transfer-vendor">
                {vendors.map((w) => <option key={w.walletCode} value={w.walletCode}>{w.walletCode} · {money(w.balance)}</option>)}
              </select>
            </label>
            <FormField
              id="wallet-transfer-amount" label={t('transfers.amount')} required inputMode="decimal" autoComplete="off" value={amount}
              onChange={(e) => setAmount(e.target.value)} hint={t('transfers.available', { amount: money(available) })} testId="wallet-transfer-amount"
            />
            {error ? <p className="auth-alert" role="alert" data-testid="wallet-transfer-error">{error}</p> : null}
            {done ? <p className="transfers-success" role="status" data-testid="wallet-transfer-done">{done}</p> : null}
            <button type="submit" className="btn btn-primary btn-lg btn-block" data-testid="wallet-transfer-submit">{t('transfers.wallet.submit')}</button>
          </fieldset>
        </form>
      ) : null}
    </section>
  );
}
