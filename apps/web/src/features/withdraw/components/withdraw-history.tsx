/** The player's withdrawals with their status; disbursed ones ask for the receipt confirmation. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawView } from '@platform/contracts';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { withdrawalsQueryOptions } from '../api/list-withdrawals';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { awaitsAnswer } from '../lib/withdraw';
import { ConfirmDialog } from './confirm-dialog';

export function WithdrawHistory({ money, autoReceiveMinutes, onChanged }: { money: (n: number) => string; autoReceiveMinutes: number; onChanged: () => void }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const time = useMerchantTime();
  const [pageNo, setPageNo] = useState(1);
  const [answering, setAnswering] = useState<WithdrawView | null>(null);
  const list = useQuery(withdrawalsQueryOptions(token, pageNo));
  const rows = list.data?.list ?? [];
  const totalPages = list.data?.totalPages ?? 1;

  return (
    <div className="withdraw-card" data-testid="withdraw-history">
      <h2 className="withdraw-heading">{t('withdraw.history.title')}</h2>
      <TimeZoneNote testId="withdraw-history-zone" />
      {list.isError ? <p className="auth-alert" role="alert">{errorText(t, list.error)}</p> : null}
      {list.isSuccess && rows.length === 0 ? <p className="withdraw-note">{t('withdraw.history.none')}</p> : null}
      {rows.length ? (
        <table className="withdraw-table">
          <thead>
            <tr>
              <th scope="col">{t('withdraw.history.time')}</th>
              <th scope="col">{t('withdraw.history.amount')}</th>
              <th scope="col">{t('withdraw.history.account')}</th>
              <th scope="col">{t('withdraw.history.status')}</th>
              <th scope="col"><span className="visually-hidden">{t('withdraw.history.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((w) => (
              <tr key={w.id} data-testid={`withdraw-row-${w.id}`} data-status={w.status}>
                <td>{time.dateTime(w.createdAt)}</td>
                <td>{money(w.amount)}</td>
                <td>{w.bankName} {w.accountNumber}</td>
                <td>
                  <span className={`withdraw-status withdraw-status-${w.status}`} data-testid={`withdraw-row-${w.id}-status`}>{t(`withdraw.status.${w.status}`)}</span>
                  {w.forcedReceipt ? <span className="withdraw-note"> · {t('withdraw.history.forced')}</span> : null}
                  {w.rejectReason ? <span className="withdraw-note"> · {w.rejectReason}</span> : null}
                  {w.remainingAmount ? <span className="withdraw-note"> · {t('withdraw.history.remaining', { amount: money(w.remainingAmount) })}</span> : null}
                </td>
                <td>
                  {awaitsAnswer(w.status) ? (
                    <button type="button" className="btn btn-primary btn-sm" onClick={() => setAnswering(w)} data-testid={`withdraw-row-${w.id}-confirm`}>
                      {t('withdraw.history.confirm')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {totalPages > 1 ? (
        <nav className="withdraw-pages" aria-label={t('withdraw.history.pages')}>
          <button type="button" className="btn btn-ghost btn-sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>{t('withdraw.history.previous')}</button>
          <span>{t('withdraw.history.page', { page: pageNo, total: totalPages })}</span>
          <button type="button" className="btn btn-ghost btn-sm" disabled={pageNo >= totalPages} onClick={() => setPageNo(pageNo + 1)}>{t('withdraw.history.next')}</button>
        </nav>
      ) : null}
      <ConfirmDialog
        withdrawal={answering}
        money={money}
        autoReceiveMinutes={autoReceiveMinutes}
        onClose={() => setAnswering(null)}
        onDone={() => {
          setAnswering(null);
          onChanged();
        }}
      />
    </div>
  );
}
