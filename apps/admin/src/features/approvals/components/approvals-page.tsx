/**
 * Approvals (decision 0045): every signed-in operator sees the requests of the kinds its role may decide
 * (the server filters), pending first; a checker approves or rejects with a reason, the maker may cancel.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { formatCount } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMe } from '../../home/api/get-me';
import { useMerchant } from '../../merchants/use-merchant';
import { downloadApprovals } from '../api/download-approvals';
import { useApprovals } from '../api/get-approvals';
import { useDecide, type Decision } from '../api/post-decision';
import { readApprovalSearch, STATUS_FILTERS, writeApprovalSearch, type ApprovalSearch, type StatusFilter } from '../lib/approval-search';
import { changeWords } from '../lib/approval-words';
import type { ApprovalAction } from './approval-actions';
import { ApprovalsTable } from './approvals-table';
import { DecisionDialog } from './decision-dialog';

export function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('approvals.title'));
  const [params, setParams] = useSearchParams();
  const search = readApprovalSearch(params);
  const approvals = useApprovals(search);
  const me = useMe();
  const timeZone = useMerchant().current?.timeZone ?? 'UTC';
  const decide = useDecide();
  const [status, setStatus] = useState<StatusFilter>(search.status);
  const [asking, setAsking] = useState<ApprovalAction | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const onAction = useCallback((action: ApprovalAction) => setAsking(action), []);
  const go = (next: ApprovalSearch) => setParams(writeApprovalSearch(params, next));

  function filter(event: FormEvent) {
    event.preventDefault();
    go({ ...search, status, page: 1 });
  }

  function onDecide(action: ApprovalAction, reason: string) {
    const { kind, request } = action;
    const decision: Decision = kind === 'reject' ? { kind, id: request.id, reason } : { kind, id: request.id };
    setOutcome(null);
    decide.mutate(decision, {
      onSuccess: () => setOutcome({ tone: 'success', text: t(`approvals.done.${kind}`, { change: changeWords(t, request) }) }),
      onError: (error) => setOutcome({ tone: 'error', text: errorText(t, error) }),
      onSettled: () => setAsking(null),
    });
  }

  const self = me.data ? `${me.data.id}:${me.data.username}` : undefined;
  const busy = decide.isPending;
  const actions = useMemo(() => ({ self, busy, onAction }), [self, busy, onAction]);
  const data = approvals.data;
  const pages = data ? Math.max(1, data.totalPages) : undefined;

  return (
    <section className="stack" aria-busy={approvals.isFetching}>
      <h1>{t('approvals.title')}</h1>
      <p>{t('approvals.intro')}</p>
      <form className="search-row" role="search" aria-label={t('approvals.filterLabel')} onSubmit={filter}>
        <div className="field">
          <label className="field-label" htmlFor="approvals-status">{t('approvals.status')}</label>
          <select id="approvals-status" value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)} data-testid="approvals-status">
            {STATUS_FILTERS.map((s) => <option key={s} value={s}>{t(`approvals.filters.${s}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="button button-primary" data-testid="approvals-submit">{t('approvals.show')}</button>
      </form>
      <p className="field-hint" data-testid="approvals-zone">{t('approvals.timeZone', { zone: timeZone })}</p>
      <ExportCsvButton testId="approvals" download={(language) => downloadApprovals(search, language)} />
      {outcome ? <Alert tone={outcome.tone} testId="approvals-outcome">{outcome.text}</Alert> : null}
      {approvals.isError ? <Alert tone="error">{errorText(t, approvals.error)}</Alert> : null}
      {approvals.isPending && !approvals.isError ? <p role="status">{t('approvals.loading')}</p> : null}
      {data ? (
        <>
          <p role="status" data-testid="approvals-count">{t('approvals.count', { total: formatCount(data.totalCount, i18n.language) })}</p>
          {data.list.length === 0
            ? <Alert tone="info" testId="approvals-empty">{search.status === 'pending' ? t('approvals.emptyPending') : t('approvals.empty')}</Alert>
            : <ApprovalsTable requests={data.list} actions={actions} timeZone={timeZone} />}
          <Pager
            label={t('approvals.pages')} page={search.page} pages={pages} pageSize={search.size}
            hasNext={pages !== undefined && search.page < pages}
            onPage={(page) => go({ ...search, page })}
            onPageSize={(size) => go({ ...search, size, page: 1 })}
          />
        </>
      ) : null}
      <DecisionDialog asking={asking} busy={busy} onDecide={onDecide} onClose={() => setAsking(null)} />
    </section>
  );
}
