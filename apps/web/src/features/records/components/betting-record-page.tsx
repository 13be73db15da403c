/**
 * Betting record (spec §2): the member's game rounds, one row per round, with a period summary; games and
 * vendors by the catalogue's names in the player's language (the provider's round id is not shown). Empty until games post.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { recordsQueryOptions, type PeriodQuery } from '../api/get-records';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { moneyFormatter } from '../lib/format';
import { PeriodPicker } from '../../../components/period-picker';
import { RecordPager } from './record-pager';
import '../records.css';

export function BettingRecordPage() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const symbol = useAppStore((s) => s.currencySymbol);
  const [period, setPeriod] = useState<PeriodQuery>({});
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery(recordsQueryOptions('betting', token, period, { pageNo }));
  const data = records.data;
  const money = moneyFormatter(symbol, language);
  const time = useMerchantTime();

  return (
    <section className="records" data-testid="betting-record" aria-labelledby="betting-record-title">
      <h1 id="betting-record-title" className="page-title">{t('records.betting.title')}</h1>
      <div className="records-card">
        <PeriodPicker shown={data?.period} testId="betting-record-period" onChange={(q) => { setPeriod(q); setPageNo(1); }} />
      </div>
      <div className="records-card" aria-busy={records.isFetching}>
        {records.isError ? <p className="auth-alert" role="alert">{errorText(t, records.error)}</p> : null}
        {records.isPending ? <p role="status">{t('common.loading')}</p> : null}
        {data ? (
          <dl className="records-summary" data-testid="betting-record-summary">
            <div><dt>{t('records.betting.rounds')}</dt><dd>{data.summary.rounds}</dd></div>
            <div><dt>{t('records.betting.bet')}</dt><dd>{money(data.summary.betAmount)}</dd></div>
            <div><dt>{t('records.betting.win')}</dt><dd>{money(data.summary.winAmount)}</dd></div>
            <div><dt>{t('records.betting.profit')}</dt><dd className={data.summary.profit < 0 ? 'records-debit' : 'records-credit'}>{money(data.summary.profit)}</dd></div>
          </dl>
        ) : null}
        {data && data.list.length === 0 ? <p className="records-note" data-testid="betting-record-empty">{t('records.betting.empty')}</p> : null}
        {data && data.list.length > 0 ? (
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.betting.game')}</th>
                <th scope="col">{t('records.betting.vendor')}</th>
                <th scope="col">{t('records.betting.bet')}</th>
                <th scope="col">{t('records.betting.win')}</th>
                <th scope="col">{t('records.betting.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.roundId} data-testid="betting-record-row">
                  <td>{time.dateTime(r.startedAt)}</td>
                  <td data-testid="betting-record-game">{r.game ?? t('records.subject.game')}</td>
                  <td>{r.vendor ?? '—'}</td>
                  <td>{money(r.betAmount)}</td>
                  <td>{money(r.winAmount + r.refundAmount)}</td>
                  <td className={r.profit < 0 ? 'records-debit' : 'records-credit'}>{money(r.profit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {data ? <RecordPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="betting-record-pages" /> : null}
      </div>
    </section>
  );
}
