/** One deposit request: member, amount, channel, reference, the receipt image, its history and (deposits.decide) the decisions. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorDeposit } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { InfoDialog } from '../../../components/info-dialog';
import { errorText } from '../../../lib/error-text';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { useMerchantSearch } from '../../merchants/use-merchant';
import { useDecideDeposit } from '../api/deposits';
import { DecisionDialog } from './decision-dialog';
import { PrivateImage } from '../../../components/private-image';

export function DepositDialog({ deposit, isoCurrency, timeZone, onClose }: {
  deposit: OperatorDeposit | undefined;
  isoCurrency: string | undefined;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const withMerchant = useMerchantSearch();
  const decide = useDecideDeposit();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const d = deposit;
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTimeIn(iso, i18n.language, timeZone)}</time> : '—');
  const money = (amount: string) => formatMoney(amount, d?.currency ?? '', isoCurrency, i18n.language);
  const waiting = d?.status === 'pending' && d.channelType === 'bank' && !done;

  function run(kind: 'approve' | 'reject', reason: string) {
    if (!d) return;
    decide.mutate(kind === 'approve' ? { kind, merchantCode: d.merchantCode, id: d.id } : { kind, merchantCode: d.merchantCode, id: d.id, reason }, {
      onSuccess: () => {
        setAsking(null);
        setDone(t(`finance.actions.done.${kind}`));
      },
    });
  }

  // The decision dialogs sit beside the detail, not in it: React passes a <dialog>'s close event up its
  // component tree, and a closing confirm would close the detail too.
  return (
    <>
      <InfoDialog open={!!d} wide testId="deposit-dialog" title={d ? t('finance.deposits.detailTitle', { id: d.id }) : ''} onClose={() => { setDone(null); decide.reset(); onClose(); }}>
        {d ? (
          <div className="stack">
            {done ? <Alert tone="success" testId="deposit-done">{done}</Alert> : null}
            <dl className="details">
              <div><dt>{t('finance.columns.member')}</dt><dd><Link to={{ pathname: `/players/${d.memberId}`, search: withMerchant() }}>{d.username}</Link> <span className="muted">#{d.memberId}</span></dd></div>
              <div><dt>{t('finance.columns.amount')}</dt><dd className="number" data-testid="deposit-amount">{money(d.amount)}</dd></div>
              <div><dt>{t('finance.columns.status')}</dt><dd>{t(`finance.deposits.statuses.${d.status}`)}</dd></div>
              <div><dt>{t('finance.columns.channel')}</dt><dd>{d.channelCode} ({t(`finance.deposits.types.${d.channelType}`)})</dd></div>
              <div><dt>{t('finance.detail.reference')}</dt><dd>{d.reference ?? '—'}</dd></div>
              {d.gatewayPaymentId ? <div><dt>{t('finance.detail.gatewayPayment')}</dt><dd>{d.gatewayPaymentId}</dd></div> : null}
              {d.rejectReason ? <div><dt>{t('finance.detail.rejectReason')}</dt><dd>{d.rejectReason}</dd></div> : null}
            </dl>
            <h3>{t('finance.detail.receipt')}</h3>
            {d.receiptFileId ? (
              <Can permission="files.read" fallback={<p className="note">{t('finance.detail.noFilesPermission')}</p>}>
                <PrivateImage merchantCode={d.merchantCode} fileId={d.receiptFileId} alt={t('finance.detail.receiptAlt', { id: d.id })} />
              </Can>
            ) : <p className="note">{t('finance.detail.noReceipt')}</p>}
            <h3>{t('finance.detail.history')}</h3>
            <ol className="stack" data-testid="deposit-history">
              <li>{t('finance.history.requested')}: {when(d.createdAt)}</li>
              {d.reviewedAt ? <li>{t(`finance.history.${d.status === 'approved' ? 'approved' : d.status === 'failed' ? 'failed' : 'rejected'}`)}: {when(d.reviewedAt)} {d.reviewedBy ? <span className="muted">({d.reviewedBy})</span> : null}</li> : null}
              {d.postingId ? <li>{t('finance.history.posting', { id: d.postingId })}</li> : null}
            </ol>
            {waiting ? (
              <Can permission="deposits.decide">
                <div className="actions">
                  <button type="button" className="button button-primary" onClick={() => { decide.reset(); setAsking('approve'); }} data-testid="deposit-approve">{t('finance.actions.approve')}</button>
                  <button type="button" className="button button-danger" onClick={() => { decide.reset(); setAsking('reject'); }} data-testid="deposit-reject">{t('finance.actions.reject')}</button>
                </div>
              </Can>
            ) : null}
            {decide.error && !asking ? <Alert tone="error">{errorText(t, decide.error)}</Alert> : null}
          </div>
        ) : null}
      </InfoDialog>
      {d ? (
        <>
          <DecisionDialog
            open={asking === 'approve'} testId="deposit-approve-dialog" title={t('finance.actions.approveTitle')} confirmLabel={t('finance.actions.approve')}
            question={t('finance.deposits.approveQuestion', { amount: money(d.amount), member: d.username })}
            busy={decide.isPending} error={decide.error} onConfirm={(r) => run('approve', r)} onClose={() => setAsking(null)}
          />
          <DecisionDialog
            open={asking === 'reject'} testId="deposit-reject-dialog" title={t('finance.actions.rejectTitle')} confirmLabel={t('finance.actions.reject')} danger
            question={t('finance.deposits.rejectQuestion', { amount: money(d.amount), member: d.username })} reasonLabel={t('finance.actions.reason')}
            busy={decide.isPending} error={decide.error} onConfirm={(r) => run('reject', r)} onClose={() => setAsking(null)}
          />
        </>
      ) : null}
    </>
  );
}
