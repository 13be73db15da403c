/**
 * Adjustments (decision 0033, 0048): the merchant's adjustment requests, pending first by default; a
 * checker with wallet.approve approves (the money posts once) or rejects with a reason. The maker cannot
 * decide its own: the server refuses and the page says why.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { Pager } from '../../../components/pager';
import { formatCount, formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMerchant } from '../../merchants/use-merchant';
import { actionErrorText } from '../../players/lib/action-error';
import { downloadAdjustments } from '../api/download-adjustments';
import { useAdjustments } from '../api/get-adjustments';
import { useDecideAdjustment } from '../api/post-adjustment-decision';
import { ADJUSTMENT_FILTERS, readAdjustmentSearch, writeAdjustmentSearch, type AdjustmentFilter, type AdjustmentSearch } from '../lib/adjustment-search';
import { AdjustmentsTable, type AdjustmentAsk } from './adjustments-table';

export function AdjustmentsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('playerActions.adjustments.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = readAdjustmentSearch(params);
  const merchant = useMerchant();
  const current = merchant.current;
  const list = useAdjustments(current?.merchantCode, search);
  const decide = useDecideAdjustment();
  const [status, setStatus] = useState<AdjustmentFilter>(search.status);
  const [asking, setAsking] = useState<AdjustmentAsk | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const onAsk = useCallback((ask: AdjustmentAsk) => { setOutcome(null); setAsking(ask); }, []);
  const go = (next: AdjustmentSearch) => setParams(writeAdjustmentSearch(params, next));
  const timeZone = current?.timeZone ?? 'UTC';
  const money = (amount: string, currency: string) => formatMoney(amount, currency, current?.isoCurrency, i18n.language);

  function filter(event: FormEvent) {
    event.preventDefault();
    go({ ...search, status, page: 1 });
  }

  function close() {
    setAsking(null);
    setReason('');
    setProblem(false);
  }

  function confirm() {
    if (!asking) return;
    const { kind, request } = asking;
    if (kind === 'reject' && !reason.trim()) {
      setProblem(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    const what = { amount: money(request.amount, request.currency), id: request.memberId };
    decide.mutate(kind === 'approve' ? { kind, id: request.id } : { kind, id: request.id, reason: reason.trim() }, {
      onSuccess: () => setOutcome({ tone: 'success', text: t(`playerActions.adjustments.done.${kind}`, what) }),
      onError: (error) => setOutcome({ tone: 'error', text: actionErrorText(t, error) }),
      onSettled: close,
    });
  }

  const data = list.data;
  const pages = data ? Math.max(1, data.totalPages) : undefined;
  const error = merchant.error ?? list.error;
  return (
    <section className="stack" aria-busy={list.isFetching}>
      <h1>{t('playerActions.adjustments.title')}</h1>
      <p>{t('playerActions.adjustments.intro')}</p>
      <form className="search-row" role="search" aria-label={t('playerActions.adjustments.filterLabel')} onSubmit={filter}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-status`}>{t('playerActions.adjustments.status')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as AdjustmentFilter)} data-testid="adjustments-status">
            {ADJUSTMENT_FILTERS.map((s) => <option key={s} value={s}>{t(`playerActions.adjustments.filters.${s}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="button button-primary" data-testid="adjustments-submit">{t('playerActions.adjustments.show')}</button>
      </form>
      <p className="field-hint">{t('players.timeZone', { zone: timeZone })}</p>
      <ExportCsvButton testId="adjustments" disabled={!current} download={(language) => downloadAdjustments(current!.merchantCode, search, language)} />
      {outcome ? <Alert tone={outcome.tone} testId="adjustments-outcome">{outcome.text}</Alert> : null}
      {error ? <Alert tone="error">{actionErrorText(t, error)}</Alert> : null}
      {list.isPending && !error && current ? <p role="status">{t('playerActions.loading')}</p> : null}
      {data ? (
        <>
          <p role="status" data-testid="adjustments-count">{t('playerActions.count', { total: formatCount(data.totalCount, i18n.language) })}</p>
          {data.list.length === 0
            ? <Alert tone="info" testId="adjustments-empty">{t('playerActions.adjustments.empty')}</Alert>
            : <AdjustmentsTable requests={data.list} isoCurrency={current?.isoCurrency} timeZone={timeZone} onAsk={onAsk} />}
          <Pager
            label={t('playerActions.pages', { list: t('playerActions.adjustments.caption') })} page={search.page} pages={pages} pageSize={search.size}
            hasNext={pages !== undefined && search.page < pages}
            onPage={(page) => go({ ...search, page })}
            onPageSize={(size) => go({ ...search, size, page: 1 })}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={asking !== null} testId="adjustment-confirm" busy={decide.isPending} danger={asking?.kind === 'reject'}
        title={t(`playerActions.adjustments.confirm.${asking?.kind ?? 'approve'}`)}
        confirmLabel={t(`playerActions.adjustments.${asking?.kind ?? 'approve'}`)} onConfirm={confirm} onClose={close}
      >
        {asking ? (
          <p>{t('playerActions.adjustments.confirm.what', { amount: money(asking.request.amount, asking.request.currency), id: asking.request.memberId, reason: asking.request.reason })}</p>
        ) : null}
        {asking?.kind === 'reject' ? (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-reason`}>{t('playerActions.reason')}</label>
            <textarea
              id={`${id}-reason`} className="field-input field-textarea" rows={3} maxLength={500} value={reason}
              aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-reason-error` : undefined}
              onChange={(e) => { setReason(e.target.value); setProblem(false); }} data-testid="adjustment-reason"
            />
            {problem ? <p id={`${id}-reason-error`} className="field-error" role="alert">{t('playerActions.reasonRequired')}</p> : null}
          </div>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
