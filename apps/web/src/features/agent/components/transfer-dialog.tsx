/**
 * Transfer to a direct downline (spec §6): amount and the agent's fund password, one request id per
 * opening of the dialog so a double submit or a retry after a lost answer is the same transfer.
 * Afterwards the header balance, the downline list and the downline's details are read again.
 */
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { balanceQueryOptions } from '../api/get-balance';
import { transferToDownline } from '../api/transfer-to-downline';
import { AGENT_NS } from '../lib/agent-texts';
import { transferAmountProblem } from '../lib/amount';
import { useAgentFormat } from '../lib/format';
import { AgentField } from './agent-field';

export interface TransferTarget { id: number; username: string }

interface Problems { amount?: string; fundPassword?: string; form?: string; noFundPassword?: boolean }

function TransferForm({ target, onClose }: { target: TransferTarget; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();
  const token = useAppStore((s) => s.token);
  const balance = useQuery(balanceQueryOptions(token)).data?.balance;
  const f = useAgentFormat();
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amountProblem = transferAmountProblem(amount, balance);
    const next: Problems = {};
    if (amountProblem) next.amount = t(`transfer.amount_${amountProblem}`, { max: f.money(balance ?? 0) });
    if (!fundPassword) next.fundPassword = t('transfer.fundPasswordRequired');
    setProblems(next);
    if (next.amount || next.fundPassword) return;
    setBusy(true);
    try {
      const result = await transferToDownline({ downlineId: target.id, amount: amount.trim(), fundPassword, requestId });
      setDone(t('transfer.done', { amount: f.money(result.amount), username: result.downline }));
      await Promise.all([
        // The header's balance (public state) and every agent read, this dialog's balance included.
        queryClient.invalidateQueries({ queryKey: ['publicState'] }),
        queryClient.invalidateQueries({ queryKey: ['agent'] }),
      ]);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'security.fund_password_not_set') setProblems({ form: errorText(tc, err), noFundPassword: true });
      else if (code.startsWith('security.')) setProblems({ fundPassword: errorText(tc, err) });
      else if (code.startsWith('wallet.')) setProblems({ amount: errorText(tc, err) });
      else setProblems({ form: errorText(tc, err) });
      // A refusal the server answered is final for this id; a lost answer keeps it, so a retry is the same transfer.
      if (err instanceof ApiError && err.status > 0) setRequestId(crypto.randomUUID());
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <>
        <p className="agent-success" role="status" data-testid="agent-transfer-done">{done}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus data-testid="agent-transfer-close">{tc('common.ok')}</button>
        </div>
      </>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="agent-transfer-form">
      <fieldset className="auth-form" disabled={busy}>
        <p>{t('transfer.to')}: <strong data-testid="agent-transfer-username">{target.username}</strong></p>
        <AgentField
          id="agent-transfer-amount" label={t('transfer.amount')} required inputMode="decimal" autoComplete="off" value={amount} data-autofocus
          onChange={(e) => setAmount(e.target.value)} error={problems.amount}
          hint={balance === undefined ? undefined : t('transfer.available', { amount: f.money(balance) })} testId="agent-transfer-amount"
        />
        <AgentField
          id="agent-transfer-fund-password" type="password" label={t('transfer.fundPassword')} required autoComplete="off" value={fundPassword}
          onChange={(e) => setFundPassword(e.target.value)} error={problems.fundPassword} testId="agent-transfer-fund-password"
        />
        {problems.form ? <p className="auth-alert" role="alert" data-testid="agent-transfer-error">{problems.form}</p> : null}
        {problems.noFundPassword ? <Link to="/member?page=securityCenter" data-testid="agent-transfer-security">{t('transfer.setFundPassword')}</Link> : null}
        <div className="dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose}>{tc('common.cancel')}</button>
          <button type="submit" className="btn btn-primary" data-testid="agent-transfer-submit">{busy ? t('working') : t('transfer.submit')}</button>
        </div>
      </fieldset>
    </form>
  );
}

export function TransferDialog({ target, onClose }: { target: TransferTarget | null; onClose: () => void }) {
  const { t } = useTranslation(AGENT_NS);
  return (
    <Dialog open={target !== null} onClose={onClose} title={t('transfer.title')} size="sm" testId="agent-transfer-dialog">
      {target ? <TransferForm key={target.id} target={target} onClose={onClose} /> : null}
    </Dialog>
  );
}
