/**
 * Account record and bonus details (spec §2): the member's postings with type, amount, balance after,
 * time and what each was for (in words), filtered by period (and by type on the account record), paged on the server.
 * The bonus details take what the app layer puts above the postings (the player's bonuses, features/promotions).
 */
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MEMBER_POSTING_TYPES, type MemberPostingType } from '@platform/contracts';
import { errorText } from '../../../lib/error-text';
import { useAppStore } from '../../../stores/app-store';
import { recordsQueryOptions, type PeriodQuery } from '../api/get-records';
import { useMerchantTime } from '../../../lib/use-merchant-time';
import { moneyFormatter } from '../lib/format';
import { subjectText } from '../lib/subject-text';
import { PeriodPicker } from '../../../components/period-picker';
import { RecordPager } from './record-pager';
import '../records.css';

function EntriesPage({ kind, before }: { kind: 'account' | 'bonus'; before?: ReactNode }) {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const language = useAppStore((s) => s.language);
  const symbol = useAppStore((s) => s.currencySymbol);
  const [period, setPeriod] = useState<PeriodQuery>({});
  const [type, setType] = useState<MemberPostingType | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery(recordsQueryOptions(kind, token, period, { pageNo, type: kind === 'account' && type ? type : undefined }));
  const data = records.data;
  const money = moneyFormatter(symbol, language);
  const time = useMerchantTime();
  const testId = kind === 'account' ? 'account-record' : 'bonus-details';
  const title = kind === 'account' ? t('records.account.title') : t('records.bonus.title');

  return (
    <section className="records" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`} className="page-title">{title}</h1>
      {before}
      {before ? <h2 className="records-heading">{t('records.bonus.postings')}</h2> : null}
      <div className="records-card">
        <PeriodPicker shown={data?.period} testId={`${testId}-period`} onChange={(q) => { setPeriod(q); setPageNo(1); }} />
        {kind === 'account' ? (
          <label className="field-label records-type">
            {t('records.account.type')}
            <select className="field-input" value={type} onChange={(e) => { setType(e.target.value as MemberPostingType | ''); setPageNo(1); }} data-testid={`${testId}-type`}>
              <option value="">{t('records.account.allTypes')}</option>
              {MEMBER_POSTING_TYPES.map((p) => <option key={p} value={p}>{t(`records.types.${p}`)}</option>)}
            </select>
          </label>
        ) : null}
      </div>
      <div className="records-card" aria-busy={records.isFetching}>
        {records.isError ? <p className="auth-alert" role="alert">{errorText(t, records.error)}</p> : null}
        {records.isPending ? <p role="status">{t('common.loading')}</p> : null}
        {data && data.list.length === 0 ? <p className="records-note" data-testid={`${testId}-empty`}>{kind === 'account' ? t('records.account.empty') : t('records.bonus.empty')}</p> : null}
        {data && data.list.length > 0 ? (
          <table className="records-table">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{t('records.account.type')}</th>
                <th scope="col">{t('records.amount')}</th>
                <th scope="col">{t('records.account.balanceAfter')}</th>
                <th scope="col">{t('records.account.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.postingId} data-testid={`${testId}-row`} data-type={r.type}>
                  <td>{time.dateTime(r.createdAt)}</td>
                  <td>{t(`records.types.${r.type}`)}</td>
                  <td className={r.amount < 0 ? 'records-debit' : 'records-credit'} data-testid={`${testId}-amount`}>{money(r.amount)}</td>
                  <td>{money(r.balanceAfter)}</td>
                  <td data-testid={`${testId}-detail`}>{subjectText(t, r.subject)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {data ? <p className="records-note">{t('records.total', { count: data.totalCount })}</p> : null}
        {data ? <RecordPager pageNo={data.pageNo} totalPages={data.totalPages} onPage={setPageNo} testId={`${testId}-pages`} /> : null}
      </div>
    </section>
  );
}

export function AccountRecordPage() {
  return <EntriesPage kind="account" />;
}

/** `before`: shown under the title, above the postings (the app layer composes the player's bonuses there). */
export function BonusDetailsPage({ before }: { before?: ReactNode }) {
  return <EntriesPage kind="bonus" before={before} />;
}
