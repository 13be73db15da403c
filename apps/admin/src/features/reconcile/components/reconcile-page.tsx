/**
 * Wallet reconciliation: on a button press the server checks every ledger invariant of the merchant
 * (ARCHITECTURE §5) in one snapshot and lists what differs. The page shows when it ran, what it counted,
 * each check with its result and, per failing check, its differences. Corrections are adjustments (the
 * Adjustments page; above the merchant's threshold a second operator approves them), never edits here.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert';
import { formatCount, formatDateTimeIn } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMerchant, useMerchantSearch } from '../../merchants/use-merchant';
import { actionErrorText } from '../../players/lib/action-error';
import { useReconcile } from '../api/get-reconcile';
import { checkLines, failedLines } from '../lib/reconcile-report';
import { ChecksTable } from './checks-table';
import { DifferencesTable } from './differences-table';

export function ReconcilePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('reconcile.title'));
  const language = i18n.language;
  const merchant = useMerchant();
  const current = merchant.current;
  const withMerchant = useMerchantSearch();
  const run = useReconcile();
  const { reset } = run;
  const code = current?.merchantCode;
  // A report belongs to the merchant it checked: another merchant in the picker starts blank.
  useEffect(() => { reset(); }, [code, reset]);

  const report = run.data;
  const timeZone = current?.timeZone ?? 'UTC';
  const error = merchant.error ?? run.error;
  const count = (n: number) => formatCount(n, language);
  return (
    <section className="stack" aria-busy={run.isPending}>
      <h1>{t('reconcile.title')}</h1>
      <p>{t('reconcile.intro')}</p>
      <div className="actions">
        <button
          type="button" className="button button-primary" disabled={!current || run.isPending}
          onClick={() => { if (code) run.mutate(code); }} data-testid="reconcile-run"
        >
          {run.isPending ? t('reconcile.running') : t('reconcile.run', { merchant: current?.countryName ?? '' })}
        </button>
      </div>
      <p className="field-hint">{t('reconcile.runHint')}</p>
      {error ? <Alert tone="error">{actionErrorText(t, error)}</Alert> : null}
      {run.isPending ? <p role="status">{t('reconcile.runningStatus')}</p> : null}
      {report ? (
        <>
          <h2>{t('reconcile.resultTitle')}</h2>
          <p data-testid="reconcile-checked-at">{t('reconcile.checkedAt', { at: formatDateTimeIn(report.checkedAt, language, timeZone), zone: timeZone })}</p>
          <dl className="facts" data-testid="reconcile-counts">
            <div><dt>{t('reconcile.counts.accounts')}</dt><dd>{count(report.counts.accounts)}</dd></div>
            <div><dt>{t('reconcile.counts.postings')}</dt><dd>{count(report.counts.postings)}</dd></div>
            <div><dt>{t('reconcile.counts.entries')}</dt><dd>{count(report.counts.entries)}</dd></div>
            <div><dt>{t('reconcile.counts.checks')}</dt><dd>{count(report.checks.length)}</dd></div>
          </dl>
          {report.ok
            ? <Alert tone="success" testId="reconcile-outcome">{t('reconcile.noDifferences')}</Alert>
            : <Alert tone="error" testId="reconcile-outcome">{t('reconcile.differencesFound', { count: report.differences.length, shown: count(report.differences.length) })}</Alert>}
          {report.truncated ? <Alert tone="info" testId="reconcile-truncated">{t('reconcile.truncated')}</Alert> : null}
          <ChecksTable lines={checkLines(report)} />
          {failedLines(report).map((line) => (
            <section key={line.check} className="stack" aria-labelledby={`reconcile-${line.check}`}>
              <h3 id={`reconcile-${line.check}`}>{t(`reconcile.checks.${line.check}.name`)}</h3>
              <p className="field-hint">{t(`reconcile.checks.${line.check}.rule`)}</p>
              <DifferencesTable check={line.check} differences={line.differences} currency={current?.currency ?? ''} isoCurrency={current?.isoCurrency} />
            </section>
          ))}
        </>
      ) : null}
      <p className="note">
        {t('reconcile.correctHint')}{' '}
        <Link to={{ pathname: '/adjustments', search: withMerchant() }} data-testid="reconcile-adjustments">{t('reconcile.openAdjustments')}</Link>
      </p>
    </section>
  );
}
