/**
 * The reports (decision 0050): GGR by day and by vendor and product, player profit and loss, deposits and
 * withdrawals by channel, agent teams; paged and sorted by the server, each downloadable whole as CSV.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { REPORT_KINDS, type ReportKind } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMerchant } from '../../merchants/use-merchant';
import { downloadReport } from '../api/download-report';
import { useReport } from '../api/get-report';
import { readReportSearch, REPORT_SORTS, SORT_COLUMN, sortBy, writeReportSearch, type ReportSearch } from '../lib/report-search';
import { PeriodForm } from './period-form';
import { ReportTable } from './report-table';
import './dashboard.css';

export function ReportsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('dashboard.reports.title'));
  const ids = { report: useId(), level: useId() };
  const [params, setParams] = useSearchParams();
  const search = readReportSearch(params);
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const report = useReport(code, search);
  const [download, setDownload] = useState<{ state: 'idle' | 'busy' | 'done' | 'failed'; text?: string }>({ state: 'idle' });
  const go = (next: Partial<ReportSearch>) => setParams(writeReportSearch(params, next));
  const data = report.data;
  const error = merchant.error ?? report.error;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / search.size)) : undefined;
  const sortKey = search.sort ?? REPORT_SORTS[search.report][0]!;

  async function exportCsv() {
    if (!code) return;
    setDownload({ state: 'busy' });
    try {
      const name = await downloadReport(code, search, i18n.language);
      setDownload({ state: 'done', text: t('dashboard.reports.downloaded', { name }) });
    } catch (e) {
      setDownload({ state: 'failed', text: errorText(t, e) });
    }
  }

  return (
    <section className="stack" aria-busy={merchant.pending || report.isFetching}>
      <h1>{t('dashboard.reports.title')}</h1>
      <div className="report-controls">
        <div className="field">
          <label className="field-label" htmlFor={ids.report}>{t('dashboard.reports.report')}</label>
          <select id={ids.report} value={search.report} data-testid="report-kind"
            onChange={(e) => go({ report: e.target.value as ReportKind, sort: undefined, order: 'desc', page: 1 })}>
            {REPORT_KINDS.map((k) => <option key={k} value={k}>{t(`dashboard.reports.kinds.${k}`)}</option>)}
          </select>
        </div>
        {search.report === 'ggr-products' ? (
          <div className="field">
            <label className="field-label" htmlFor={ids.level}>{t('dashboard.reports.level')}</label>
            <select id={ids.level} value={search.level} onChange={(e) => go({ level: e.target.value as ReportSearch['level'], page: 1 })} data-testid="report-level">
              <option value="vendor">{t('dashboard.reports.levels.vendor')}</option>
              <option value="category">{t('dashboard.reports.levels.category')}</option>
            </select>
          </div>
        ) : null}
      </div>
      <PeriodForm key={`${search.from}|${search.to}`} idPrefix="report" initial={{ from: search.from ?? data?.from, to: search.to ?? data?.to }}
        onPeriod={(p) => go({ ...p, page: 1 })} />
      <div className="actions">
        <button type="button" className="button button-quiet" onClick={() => void exportCsv()} disabled={!code || download.state === 'busy'} data-testid="report-csv">
          {download.state === 'busy' ? t('dashboard.reports.downloading') : t('dashboard.reports.download')}
        </button>
        <p role="status" className="note" data-testid="report-csv-status">{download.state === 'done' ? download.text : ''}</p>
      </div>
      {download.state === 'failed' ? <Alert tone="error" testId="report-csv-error">{download.text}</Alert> : null}
      {error ? <Alert tone="error" testId="report-error">{errorText(t, error)}</Alert> : null}
      {report.isPending && !error ? <p role="status">{t('dashboard.loading')}</p> : null}
      {data ? (
        <>
          <p role="status" data-testid="report-count">
            {t('dashboard.reports.count', { total: formatCount(data.totalCount, i18n.language), from: data.from, to: data.to, zone: merchant.current?.timeZone ?? '' })}
          </p>
          {data.rows.length === 0 ? <Alert tone="info" testId="report-empty">{t('dashboard.reports.empty')}</Alert> : (
            <ReportTable page={data} isoCurrency={merchant.current?.isoCurrency} sort={{
              columns: Object.values(SORT_COLUMN[search.report]), by: SORT_COLUMN[search.report][sortKey] ?? '', order: search.order,
              onSort: (column) => go(sortBy(search, column)),
            }} />
          )}
          <Pager label={t('dashboard.reports.pages')} page={search.page} pages={pages} pageSize={search.size} hasNext={pages !== undefined && search.page < pages}
            onPage={(page) => go({ page })} onPageSize={(size) => go({ size, page: 1 })} />
        </>
      ) : null}
    </section>
  );
}
