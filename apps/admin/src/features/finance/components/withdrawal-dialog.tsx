/**
 * One withdrawal: member, amount, the bank account as the API gives it, proof images, its history, and
 * (withdrawals.decide) approve-and-disburse from a chosen channel, reject with a reason, or resolve a dispute.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorWithdrawListEntry, WithdrawResolution } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { InfoDialog } from '../../../components/info-dialog';
import { errorText } from '../../../lib/error-text';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { useDecideWithdrawal } from '../api/withdrawals';
import { DecisionDialog } from './decision-dialog';
import { PrivateImage } from '../../../components/private-image';

/** The payout channel when the operator picks none (the API's default). */
export const DEFAULT_PAYOUT = 'WITHDRAW';
type Asking = 'approve' | 'reject' | 'resolve' | null;

export function WithdrawalDialog({ withdrawal, channels, isoCurrency, timeZone, onClose }: {
  withdrawal: OperatorWithdrawListEntry | undefined;
  channels: readonly string[];
  isoCurrency: string | undefined;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const withMerchant = useMerchantSearch();
  const decide = useDecideWithdrawal();
  const [asking, setAsking] = useState<Asking>(null);
  const [done, setDone] = useState<string | null>(null);
  const [channel, setChannel] = useState(DEFAULT_PAYOUT);
  const [resolution, setResolution] = useState<WithdrawResolution>('paid');
  const w = withdrawal;
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTimeIn(iso, i18n.language, timeZone)}</time> : null);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, w?.currency ?? '', isoCurrency, i18n.language));
  const waiting = w?.status === 'pending' && !done;
  const disputed = (w?.status === 'partly_received' || w?.status === 'not_received') && !done;
  const open = (kind: Asking) => {
    decide.reset();
    setAsking(kind);
  };

  function run(kind: Exclude<Asking, null>, text: string) {
    if (!w) return;
    const target = { merchantCode: w.merchantCode, id: w.id };
    const decision = kind === 'approve' ? { kind, ...target, channelCode: channel }
      : kind === 'reject' ? { kind, ...target, reason: text } : { kind, ...target, resolution, note: text };
    decide.mutate(decision, {
      onSuccess: (result) => {
        setAsking(null);
        setDone(t(result.approvalRequestId ? 'finance.actions.done.approvalRequested' : `finance.actions.done.${kind}`));
      },
    });
  }

  // The decision dialogs sit beside the detail, not in it: React passes a <dialog>'s close event up its
  // component tree, and a closing confirm would close the detail too.
  return (
    <>
      <InfoDialog open={!!w} wide testId="withdrawal-dialog" title={w ? t('finance.withdrawals.detailTitle', { id: w.id }) : ''} onClose={() => { setDone(null); decide.reset(); onClose(); }}>
        {w ? (
          <div className="stack">
            {done ? <Alert tone="success" testId="withdrawal-done">{done}</Alert> : null}
            <dl className="details">
              <div><dt>{t('finance.columns.member')}</dt><dd><Link to={{ pathname: `/players/${w.memberId}`, search: withMerchant() }}>{w.username}</Link> <span className="muted">#{w.memberId}</span></dd></div>
              <div><dt>{t('finance.columns.amount')}</dt><dd className="number">{money(w.amount)}</dd></div>
              <div><dt>{t('finance.columns.status')}</dt><dd>{t(`finance.withdrawals.statuses.${w.status}`)}</dd></div>
              <div><dt>{t('finance.detail.bank')}</dt><dd>{w.bankName} ({w.bankCode})</dd></div>
              <div><dt>{t('finance.detail.accountNumber')}</dt><dd>{w.accountNumber}</dd></div>
              <div><dt>{t('finance.detail.holderName')}</dt><dd>{w.holderName}</dd></div>
              {w.channelCode ? <div><dt>{t('finance.detail.payoutChannel')}</dt><dd>{w.channelCode}</dd></div> : null}
              {w.receivedAmount !== null ? <div><dt>{t('finance.detail.received')}</dt><dd className="number">{money(w.receivedAmount)}</dd></div> : null}
              {w.disputedAmount !== null ? <div><dt>{t('finance.detail.disputed')}</dt><dd className="number">{money(w.disputedAmount)}</dd></div> : null}
              {w.rejectReason ? <div><dt>{t('finance.detail.rejectReason')}</dt><dd>{w.rejectReason}</dd></div> : null}
              {w.resolution ? <div><dt>{t('finance.detail.resolution')}</dt><dd>{t(`finance.withdrawals.resolutions.${w.resolution}`)}{w.resolutionNote ? ` — ${w.resolutionNote}` : ''}</dd></div> : null}
            </dl>
            <h3>{t('finance.detail.proofs')}</h3>
            {w.proofFileIds.length ? (
              <Can permission="files.read" fallback={<p className="note">{t('finance.detail.noFilesPermission')}</p>}>
                <div className="actions">
                  {w.proofFileIds.map((id, i) => <PrivateImage key={id} merchantCode={w.merchantCode} fileId={id} alt={t('finance.detail.proofAlt', { n: i + 1, id: w.id })} />)}
                </div>
              </Can>
            ) : <p className="note">{t('finance.detail.noProofs')}</p>}
            <h3>{t('finance.detail.history')}</h3>
            <ol className="stack" data-testid="withdrawal-history">
              <li>{t('finance.history.requested')}: {when(w.createdAt)}</li>
              {w.status === 'rejected' && w.reviewedAt ? <li>{t('finance.history.rejected')}: {when(w.reviewedAt)} <span className="muted">({w.reviewedBy})</span></li> : null}
              {w.disbursedAt ? <li>{t('finance.history.disbursed')}: {when(w.disbursedAt)} <span className="muted">({w.reviewedBy})</span></li> : null}
              {w.confirmedAt ? <li>{t(w.forcedReceipt ? 'finance.history.autoReceived' : 'finance.history.confirmed')}: {when(w.confirmedAt)}</li> : null}
              {w.resolvedAt ? <li>{t('finance.history.resolved')}: {when(w.resolvedAt)} <span className="muted">({w.resolvedBy})</span></li> : null}
            </ol>
            <Can permission="withdrawals.decide">
              {waiting ? (
                <div className="actions">
                  <button type="button" className="button button-primary" onClick={() => open('approve')} data-testid="withdrawal-approve">{t('finance.actions.disburse')}</button>
                  <button type="button" className="button button-danger" onClick={() => open('reject')} data-testid="withdrawal-reject">{t('finance.actions.reject')}</button>
                </div>
              ) : null}
              {disputed ? (
                <div className="actions">
                  <button type="button" className="button button-primary" onClick={() => open('resolve')} data-testid="withdrawal-resolve">{t('finance.actions.resolve')}</button>
                </div>
              ) : null}
            </Can>
            {decide.error && !asking ? <Alert tone="error">{errorText(t, decide.error)}</Alert> : null}
          </div>
        ) : null}
      </InfoDialog>
      {w ? (
        <>
          <DecisionDialog
            open={asking === 'approve'} testId="withdrawal-approve-dialog" title={t('finance.actions.disburseTitle')} confirmLabel={t('finance.actions.disburse')}
            question={t('finance.withdrawals.approveQuestion', { amount: money(w.amount), member: w.username })}
            busy={decide.isPending} error={decide.error} onConfirm={(r) => run('approve', r)} onClose={() => setAsking(null)}
          >
            <div className="field">
              <label className="field-label" htmlFor="withdrawal-channel">{t('finance.detail.payoutChannel')}</label>
              <select id="withdrawal-channel" value={channel} onChange={(e) => setChannel(e.target.value)} data-testid="withdrawal-channel">
                {[...new Set([DEFAULT_PAYOUT, ...channels])].map((c) => <option key={c} value={c}>{c}</option>)}
              </select>
            </div>
          </DecisionDialog>
          <DecisionDialog
            open={asking === 'reject'} testId="withdrawal-reject-dialog" title={t('finance.actions.rejectTitle')} confirmLabel={t('finance.actions.reject')} danger
            question={t('finance.withdrawals.rejectQuestion', { amount: money(w.amount), member: w.username })} reasonLabel={t('finance.actions.reason')}
            busy={decide.isPending} error={decide.error} onConfirm={(r) => run('reject', r)} onClose={() => setAsking(null)}
          />
          <DecisionDialog
            open={asking === 'resolve'} testId="withdrawal-resolve-dialog" title={t('finance.actions.resolveTitle')} confirmLabel={t('finance.actions.resolve')}
            question={t('finance.withdrawals.resolveQuestion', { amount: money(w.disputedAmount) })} reasonLabel={t('finance.actions.note')}
            busy={decide.isPending} error={decide.error} onConfirm={(r) => run('resolve', r)} onClose={() => setAsking(null)}
          >
            <fieldset className="stack">
              <legend className="field-label">{t('finance.detail.resolution')}</legend>
              {(['paid', 'refunded'] as const).map((r) => (
                <label key={r} className="check">
                  <input type="radio" name="withdrawal-resolution" value={r} checked={resolution === r} onChange={() => setResolution(r)} />
                  {t(`finance.withdrawals.resolutions.${r}`)}
                </label>
              ))}
            </fieldset>
          </DecisionDialog>
        </>
      ) : null}
    </>
  );
}
