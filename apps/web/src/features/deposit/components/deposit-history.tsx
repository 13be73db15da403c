/** The player's deposits with their status; when a pending one is credited, the header balance reads again. */
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { TimeZoneNote } from '../../../components/time-zone-note';
import { useAppStore } from '../../../stores/app-store';
import { depositChannelsQueryOptions } from '../api/get-deposit-channels';
import { depositsQueryOptions } from '../api/list-deposits';

export function DepositHistory({ money }: { money: (n: number) => string }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const deposits = useQuery(depositsQueryOptions(token, pageNo));
  // The same (cached) list the form shows: channels by their names in the page's language, not their codes.
  const channels = useQuery(depositChannelsQueryOptions(token));
  const channelName = (code: string, type: 'bank' | 'gateway') => channels.data?.find((c) => c.code === code)?.name ?? t(`deposit.type.${type}`);
  const pending = useRef(new Set<number>());

  useEffect(() => {
    const list = deposits.data?.list ?? [];
    if (list.some((d) => d.status === 'approved' && pending.current.has(d.id))) void queryClient.invalidateQueries({ queryKey: ['publicState'] });
    pending.current = new Set(list.filter((d) => d.status === 'pending').map((d) => d.id));
  }, [deposits.data, queryClient]);

  const when = useMerchantTime().dateTime;
  const data = deposits.data;

  return (
    <section className="deposit-card" aria-labelledby="deposit-history-title" data-testid="deposit-history">
      <h2 id="deposit-history-title" className="deposit-heading">{t('deposit.history.title')}</h2>
      <TimeZoneNote testId="deposit-history-zone" />
      {deposits.isError ? <p className="auth-alert" role="alert">{errorText(t, deposits.error)}</p> : null}
      {data && data.list.length === 0 ? <p className="deposit-note" data-testid="deposit-history-empty">{t('deposit.history.empty')}</p> : null}
      {data && data.list.length > 0 ? (
        <table className="deposit-table">
          <thead>
            <tr>
              <th scope="col">{t('deposit.history.time')}</th>
              <th scope="col">{t('deposit.history.channel')}</th>
              <th scope="col">{t('deposit.history.amount')}</th>
              <th scope="col">{t('deposit.history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((d) => (
              <tr key={d.id} data-testid={`deposit-row-${d.id}`}>
                <td>{when(d.createdAt)}</td>
                <td data-testid={`deposit-row-channel-${d.id}`}>{channelName(d.channelCode, d.channelType)}{d.reference ? ` · ${d.reference}` : ''}</td>
                <td>{money(d.amount)}</td>
                <td>
                  <span className={`deposit-status deposit-status-${d.status}`} data-testid={`deposit-status-${d.id}`} data-status={d.status}>
                    {t(`deposit.status.${d.status}`)}
                  </span>
                  {d.rejectReason ? <div className="deposit-note">{d.rejectReason}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data && data.totalPages > 1 ? (
        <nav className="deposit-pages" aria-label={t('deposit.history.pages')}>
          <button type="button" className="btn btn-sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>{t('deposit.history.previous')}</button>
          <span>{t('deposit.history.page', { page: pageNo, total: data.totalPages })}</span>
          <button type="button" className="btn btn-sm" disabled={pageNo >= data.totalPages} onClick={() => setPageNo(pageNo + 1)}>{t('deposit.history.next')}</button>
        </nav>
      ) : null}
    </section>
  );
}
