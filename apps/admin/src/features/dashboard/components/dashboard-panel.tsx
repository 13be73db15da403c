/**
 * The dashboard (decision 0050), on the home page of operators with `reports.read`: one merchant's
 * figures today and over a period, per day, week or month, and what waits now; or, for an operator bound to no
 * merchant, every merchant side by side. Period, chart points and view live in the URL.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DASHBOARD_DAY_POINTS_MAX, daysBetween, todayIn } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { errorText } from '../../../lib/error-text';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useMe } from '../../home/api/get-me';
import { useMerchant, useMerchantSearch } from '../../merchants/use-merchant';
import { useAllMerchants, useDashboard } from '../api/get-dashboard';
import { readGranularity, readPeriod, writeReportSearch } from '../lib/report-search';
import { AllMerchantsTable } from './all-merchants-table';
import { FigureList } from './figure-list';
import { PeriodForm } from './period-form';
import './dashboard.css';

const PeriodChart = lazy(() => import('./period-chart'));
const QUEUES = ['deposits', 'withdrawals', 'adjustments', 'approvals'] as const;

export function DashboardPanel() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params);
  const me = useMe();
  const unbound = me.data?.merchantCode === null;
  const all = unbound && params.get('view') === 'all';
  const merchant = useMerchant();
  const withMerchant = useMerchantSearch();
  // A chart by day covers at most a quarter: for a longer period a `by=day` left in the URL gives way to the server's choice.
  const asked = readGranularity(params);
  const zone = merchant.current?.timeZone;
  const long = period.from !== undefined && zone !== undefined && daysBetween(period.from, period.to ?? todayIn(zone)) > DASHBOARD_DAY_POINTS_MAX;
  const granularity = asked === 'day' && long ? undefined : asked;
  const one = useDashboard(all ? undefined : merchant.current?.merchantCode, period, granularity);
  const every = useAllMerchants(all, period);
  const data = one.data;
  const error = merchant.error ?? (all ? every.error : one.error);
  const setView = (view: 'one' | 'all') => setParams(writeReportSearch(params, { view: view === 'all' ? 'all' : undefined }));

  return (
    <section className="stack" aria-labelledby="dashboard-title" aria-busy={one.isFetching || every.isFetching}>
      <div className="panel-head">
        <h2 id="dashboard-title">{t('dashboard.title')}</h2>
        {unbound ? (
          <div className="scope-switch" role="group" aria-label={t('dashboard.view.label')}>
            <button type="button" className="button button-quiet" aria-pressed={!all} onClick={() => setView('one')} data-testid="dashboard-view-one">{t('dashboard.view.one')}</button>
            <button type="button" className="button button-quiet" aria-pressed={all} onClick={() => setView('all')} data-testid="dashboard-view-all">{t('dashboard.view.all')}</button>
          </div>
        ) : null}
      </div>
      <PeriodForm key={`${period.from}|${period.to}`} idPrefix="dashboard" initial={{ from: period.from ?? data?.from, to: period.to ?? data?.to }} today={data?.today}
        onPeriod={(p) => setParams(writeReportSearch(params, p))} />
      {error ? <Alert tone="error" testId="dashboard-error">{errorText(t, error)}</Alert> : null}
      {all ? (
        every.data ? <AllMerchantsTable data={every.data} /> : <p role="status">{t('dashboard.loading')}</p>
      ) : data ? (
        <>
          <p className="note" data-testid="dashboard-as-of">
            {t('dashboard.asOf', { merchant: data.merchantCode, zone: data.timeZone, time: formatDateTime(data.asOf, i18n.language) })}
          </p>
          <h3>{t('dashboard.today', { day: data.today })}</h3>
          <FigureList figures={data.todayFigures} currency={data.currency} isoCurrency={merchant.current?.isoCurrency} testId="dashboard-today" />
          <h3 data-testid="dashboard-period-title">{t('dashboard.period.title', { from: data.from, to: data.to })}</h3>
          <FigureList figures={data.period} currency={data.currency} isoCurrency={merchant.current?.isoCurrency} testId="dashboard-period" />
          <h3>{t('dashboard.pending.title')}</h3>
          <dl className="figure-grid" data-testid="dashboard-pending">
            {QUEUES.map((q) => (
              <div key={q}>
                <dt>{t(`dashboard.pending.${q}`)}</dt>
                <dd>{formatCount(data.pending[q], i18n.language)}</dd>
              </div>
            ))}
          </dl>
          <h3>{t(`dashboard.chart.title.${data.granularity}`)}</h3>
          <Suspense fallback={<p role="status">{t('dashboard.loading')}</p>}>
            <PeriodChart points={data.points} granularity={data.granularity} daysAllowed={daysBetween(data.from, data.to) <= DASHBOARD_DAY_POINTS_MAX} currency={data.currency} isoCurrency={merchant.current?.isoCurrency}
              onGranularity={(by) => setParams(writeReportSearch(params, { by }))} />
          </Suspense>
          <p><Link to={{ pathname: '/reports', search: withMerchant() }} data-testid="dashboard-reports-link">{t('dashboard.openReports')}</Link></p>
        </>
      ) : !error ? <p role="status">{t('dashboard.loading')}</p> : null}
    </section>
  );
}
