/**
 * Players' applications to apply-type promotions (decision 0058): the queue (pending first by default,
 * the filter and page in the URL), and one application's review: its remark and images, an amount to
 * issue within the promotion's maximum (paid from its budget; a budget too small says so and leaves it
 * pending) or a rejection with the reason the player is shown (promotions.review).
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { OperatorApplication } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { PrivateImage } from '../../../components/private-image';
import { errorText } from '../../../lib/error-text';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { Can } from '../../access/components/can';
import { useMerchant, useMerchantSearch } from '../../merchants/use-merchant';
import { useApplicationChecks, useApplications, useDecideApplication, type ApplicationQuery } from '../api/applications';
import { usePermissions } from '../../access/use-permissions';
import { APPLICATION_FILTERS, readApplicationQuery, writeApplicationQuery } from '../lib/application-query';
import { readPositiveAmount } from '../lib/budget-action';

const helper = columnHelper<OperatorApplication>();
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The player's play and the accounts that may be the same person, for the one who decides. */
function ApplicationChecksView({ application, money }: { application: OperatorApplication; money: (v: string) => string }) {
  const { t } = useTranslation();
  const withMerchant = useMerchantSearch();
  const { can } = usePermissions();
  const checks = useApplicationChecks(application.merchantCode, application.id, can('promotions.review'));
  if (!can('promotions.review')) return null;
  if (checks.isError) return <Alert tone="error">{errorText(t, checks.error)}</Alert>;
  const c = checks.data;
  if (!c) return <p role="status">{t('promotions.loading')}</p>;
  return (
    <div className="stack" data-testid="application-checks">
      <h3>{t('promotions.applications.checks.title')}</h3>
      <dl className="facts">
        {(['deposits', 'withdrawals', 'bets', 'wins', 'ggr'] as const).map((k) => (
          <div key={k}><dt>{t(`promotions.applications.checks.${k}`)}</dt><dd className="number">{money(c.play[k])}</dd></div>
        ))}
      </dl>
      <h3>{t('promotions.applications.checks.linkedTitle')}</h3>
      {c.linked.length === 0 ? <p className="note">{t('promotions.applications.checks.noLinked')}</p> : (
        <ul className="stack" data-testid="application-linked">
          {c.linked.map((l) => (
            <li key={l.memberId}>
              <Link to={{ pathname: `/players/${l.memberId}`, search: withMerchant() }}>{l.username}</Link>
              {': '}{l.reasons.map((r) => t(`promotions.applications.checks.reasons.${r}`)).join(', ')}
              {' · '}{l.application ? t('promotions.applications.checks.applied', { status: t(`promotions.applications.statuses.${l.application}`) }) : t('promotions.applications.checks.notApplied')}
            </li>
          ))}
        </ul>
      )}
      {c.truncated ? <p className="note">{t('promotions.applications.checks.truncated')}</p> : null}
    </div>
  );
}

function ApplicationReview({ application, isoCurrency, decide, onDone, onClose }: {
  application: OperatorApplication;
  isoCurrency: string | undefined;
  /** The page's: a decided application leaves the waiting list and this review with it, but its answer still arrives. */
  decide: ReturnType<typeof useDecideApplication>;
  onDone: (outcome: Outcome) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const withMerchant = useMerchantSearch();
  const [amount, setAmount] = useState(application.maxAmount);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason'; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (v: string) => formatMoney(v, application.currency, isoCurrency, i18n.language);
  const pending = application.status === 'pending';

  function issue(e: FormEvent) {
    e.preventDefault();
    const parsed = readPositiveAmount(amount);
    if (!parsed || Number(parsed) > Number(application.maxAmount)) {
      setProblem({ field: 'amount', text: t('promotions.applications.problems.amount', { max: money(application.maxAmount) }) });
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    setProblem(null);
    decide.mutate({ kind: 'approve', id: application.id, amount: parsed }, {
      onSuccess: (done) => onDone({ tone: 'success', text: t('promotions.applications.done.approve', { id: done.id, amount: money(done.amount ?? parsed), username: done.username }) }),
      onError: (error) => setFailure(errorText(t, error)),
    });
  }

  function refuse() {
    if (!reason.trim()) {
      setProblem({ field: 'reason', text: t('promotions.applications.problems.reason') });
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setProblem(null);
    decide.mutate({ kind: 'reject', id: application.id, reason: reason.trim() }, {
      onSuccess: (done) => onDone({ tone: 'success', text: t('promotions.applications.done.reject', { id: done.id, username: done.username }) }),
      onError: (error) => setFailure(errorText(t, error)),
    });
  }

  return (
    <section className="panel stack" aria-labelledby={`${id}-title`} data-testid="application-review">
      <div className="panel-head">
        <h2 id={`${id}-title`}>{t('promotions.applications.reviewTitle', { id: application.id, code: application.promotionCode })}</h2>
        <button type="button" className="button button-quiet" onClick={onClose}>{t('promotions.cancel')}</button>
      </div>
      <dl className="details">
        <div><dt>{t('promotions.applications.columns.player')}</dt><dd><Link to={{ pathname: `/players/${application.memberId}`, search: withMerchant() }}>{application.username}</Link></dd></div>
        <div><dt>{t('promotions.applications.columns.status')}</dt><dd>{t(`promotions.applications.statuses.${application.status}`)}</dd></div>
        <div><dt>{t('promotions.applications.maxAmount')}</dt><dd className="number">{money(application.maxAmount)}</dd></div>
        {application.amount ? <div><dt>{t('promotions.applications.columns.amount')}</dt><dd className="number">{money(application.amount)}</dd></div> : null}
        {application.reason ? <div><dt>{t('promotions.applications.reason')}</dt><dd>{application.reason}</dd></div> : null}
        <div className="details-wide"><dt>{t('promotions.applications.columns.remark')}</dt><dd data-testid="application-remark">{application.remark}</dd></div>
      </dl>
      {application.fileIds.length ? (
        <div className="stack">
          <h3>{t('promotions.applications.images')}</h3>
          {application.fileIds.map((fileId, i) => (
            <PrivateImage key={fileId} merchantCode={application.merchantCode} fileId={fileId} alt={t('promotions.applications.imageAlt', { n: i + 1, id: application.id })} />
          ))}
        </div>
      ) : <p className="note">{t('promotions.applications.noImages')}</p>}
      {pending ? <ApplicationChecksView application={application} money={money} /> : null}
      {failure ? <Alert tone="error" testId="application-review-error">{failure}</Alert> : null}
      {pending ? (
        <Can permission="promotions.review" fallback={<p className="note">{t('promotions.readOnly')}</p>}>
          <form className="stack" onSubmit={issue} noValidate>
            <div className="field">
              <label className="field-label" htmlFor={`${id}-amount`}>{t('promotions.applications.amount', { currency: application.currency })}</label>
              <input id={`${id}-amount`} className="field-input" inputMode="decimal" autoComplete="off" value={amount}
                aria-invalid={problem?.field === 'amount' ? true : undefined} aria-describedby={`${id}-amount-hint${problem?.field === 'amount' ? ` ${id}-amount-error` : ''}`}
                onChange={(e) => setAmount(e.target.value)} data-testid="application-amount" />
              <p id={`${id}-amount-hint`} className="field-hint">{t('promotions.applications.amountHint', { max: money(application.maxAmount) })}</p>
              {problem?.field === 'amount' ? <p id={`${id}-amount-error`} className="field-error" role="alert">{problem.text}</p> : null}
            </div>
            <div className="actions">
              <button type="submit" className="button button-primary" disabled={decide.isPending} data-testid="application-approve">{t('promotions.applications.approve')}</button>
            </div>
            <div className="field">
              <label className="field-label" htmlFor={`${id}-reason`}>{t('promotions.applications.reason')}</label>
              <input id={`${id}-reason`} className="field-input" maxLength={300} autoComplete="off" value={reason}
                aria-invalid={problem?.field === 'reason' ? true : undefined} aria-describedby={problem?.field === 'reason' ? `${id}-reason-error` : undefined}
                onChange={(e) => setReason(e.target.value)} data-testid="application-reason" />
              {problem?.field === 'reason' ? <p id={`${id}-reason-error`} className="field-error" role="alert">{problem.text}</p> : null}
            </div>
            <div className="actions">
              <button type="button" className="button button-danger" disabled={decide.isPending} onClick={refuse} data-testid="application-reject">{t('promotions.applications.reject')}</button>
            </div>
          </form>
        </Can>
      ) : null}
    </section>
  );
}

export function ApplicationsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  usePageTitle(t('promotions.applications.title'));
  const [params, setParams] = useSearchParams();
  const query = readApplicationQuery(params);
  const setQuery = useCallback((change: Partial<ApplicationQuery>) => setParams((p) => writeApplicationQuery(p, { ...readApplicationQuery(p), ...change })), [setParams]);
  const merchant = useMerchant();
  const withMerchant = useMerchantSearch();
  const code = merchant.current?.merchantCode;
  const timeZone = merchant.current?.timeZone ?? 'UTC';
  const isoCurrency = merchant.current?.isoCurrency;
  const applications = useApplications(code, query);
  const decide = useDecideApplication(code);
  const [open, setOpen] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const columns = [
    helper.accessor('createdAt', { header: () => t('promotions.applications.columns.time'), cell: (c) => <time dateTime={c.getValue()}>{formatDateTimeIn(c.getValue(), language, timeZone)}</time> }),
    helper.accessor('promotionCode', { header: () => t('promotions.applications.columns.promotion'), cell: (c) => <code>{c.getValue()}</code> }),
    helper.accessor('username', { header: () => t('promotions.applications.columns.player'), cell: (c) => <Link to={{ pathname: `/players/${c.row.original.memberId}`, search: withMerchant() }}>{c.getValue()}</Link> }),
    helper.accessor('remark', { header: () => t('promotions.applications.columns.remark'), cell: (c) => <span className="promotion-title">{c.getValue()}</span> }),
    helper.accessor('fileIds', { header: () => t('promotions.applications.columns.images'), cell: (c) => <span className="number">{c.getValue().length}</span> }),
    helper.accessor('status', {
      header: () => t('promotions.applications.columns.status'),
      cell: (c) => <span className={`badge ${c.getValue() === 'pending' ? 'badge-warn' : c.getValue() === 'rejected' ? 'promotion-status-draft' : ''}`} data-testid="application-row-status">{t(`promotions.applications.statuses.${c.getValue()}`)}</span>,
    }),
    helper.accessor('amount', { header: () => t('promotions.applications.columns.amount'), cell: (c) => (c.getValue() ? <span className="number">{formatMoney(c.getValue()!, c.row.original.currency, isoCurrency, language)}</span> : '') }),
    helper.display({
      id: 'actions', header: () => t('promotions.columns.actions'),
      cell: ({ row }) => (
        <button type="button" className="button button-small" onClick={() => { setOutcome(null); setOpen(row.original.id); }}
          aria-label={t('promotions.applications.reviewOf', { id: row.original.id })} data-testid="application-open">{t('promotions.applications.review')}</button>
      ),
    }),
  ];

  const page = applications.data;
  const pages = page ? Math.max(1, page.totalPages) : 1;
  const error = merchant.error ?? applications.error;
  const opened = page?.list.find((a) => a.id === open) ?? null;
  return (
    <section className="stack" aria-busy={merchant.pending || applications.isFetching}>
      <h1>{t('promotions.applications.title')}</h1>
      <p>{t('promotions.applications.intro')}</p>
      <div className="search-row">
        <div className="field">
          <label className="field-label" htmlFor="application-filter-status">{t('promotions.filters.status')}</label>
          <select id="application-filter-status" data-testid="application-filter-status" value={query.status ?? 'all'}
            onChange={(e) => { setOpen(null); setQuery({ status: e.target.value === 'all' ? null : (e.target.value as ApplicationQuery['status']), page: 1 }); }}>
            {APPLICATION_FILTERS.map((s) => <option key={s} value={s}>{s === 'all' ? t('promotions.filters.all') : t(`promotions.applications.statuses.${s}`)}</option>)}
          </select>
        </div>
        <Link to={{ pathname: '/promotions', search: withMerchant() }}>{t('promotions.applications.toPromotions')}</Link>
      </div>
      {query.promotion ? (
        <p className="note" data-testid="applications-one-promotion">
          {t('promotions.applications.onePromotion', { code: page?.list[0]?.promotionCode ?? `#${query.promotion}` })}{' '}
          <button type="button" className="button button-small button-quiet" onClick={() => setQuery({ promotion: null, page: 1 })}>{t('promotions.applications.allPromotions')}</button>
        </p>
      ) : null}
      {outcome ? <Alert tone={outcome.tone} testId="applications-outcome">{outcome.text}</Alert> : null}
      {error ? <Alert tone="error" testId="applications-error">{errorText(t, error)}</Alert> : null}
      {opened ? (
        <ApplicationReview key={`${opened.id}-${opened.status}`} application={opened} isoCurrency={isoCurrency} decide={decide}
          onDone={(o) => { setOutcome(o); setOpen(null); }} onClose={() => setOpen(null)} />
      ) : null}
      <p className="note">{t('promotions.timesIn', { zone: timeZone })}</p>
      {applications.isPending && !error ? <p role="status">{t('promotions.loading')}</p> : null}
      {page ? (
        <>
          <p role="status" data-testid="applications-count">{t('promotions.count', { count: page.totalCount })}</p>
          {page.list.length === 0 ? <Alert tone="info">{t('promotions.applications.empty')}</Alert> : (
            <DataTable caption={t('promotions.applications.caption')} columns={columns} data={page.list} rowId={(r) => String(r.id)} testId="applications-table" />
          )}
          <Pager label={t('promotions.applications.pages')} page={query.page} pages={pages} pageSize={query.size} hasNext={query.page < pages}
            onPage={(next) => setQuery({ page: next })} onPageSize={(size) => setQuery({ page: 1, size })} />
        </>
      ) : null}
    </section>
  );
}
