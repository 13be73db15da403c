/**
 * Promotions (decision 0058): the merchant's catalogue, filtered by status and kind and paged by the
 * server (all kept in the URL), with the form to add a draft or change one, and the status moves each row
 * allows: publish, pause, resume, and close (final, so it asks first); each row's budget opens its panel
 * (funding, the movements), a red envelope's rushes theirs. Times in the list are the merchant's.
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROMOTION_KINDS, PROMOTION_STATUSES, type OperatorPromotion, type PromotionInput } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { columnHelper, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { errorText } from '../../../lib/error-text';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { Can } from '../../access/components/can';
import { useMerchant } from '../../merchants/use-merchant';
import { usePromotion } from '../api/get-promotion';
import { usePromotions } from '../api/get-promotions';
import { useAddPromotion } from '../api/post-promotion';
import { useEditPromotion } from '../api/put-promotion';
import { usePromotionStatus } from '../api/put-promotion-status';
import type { StatusAction } from '../lib/promotion-actions';
import { textLanguages } from '../../../lib/localized-texts';
import { titleIn } from '../lib/promotion-form';
import { readListQuery, writeListQuery, type PromotionListQuery } from '../lib/promotion-query';
import { PromotionBudget } from './promotion-budget';
import { PromotionForm } from './promotion-form';
import { PromotionPreview } from './promotion-preview';
import { PromotionRushes } from './promotion-rushes';
import { PromotionRowActions, PromotionRowContext, type PromotionRowHandlers } from './promotion-row-actions';
import './promotions.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const helper = columnHelper<OperatorPromotion>();

function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const setQuery = useCallback((change: Partial<PromotionListQuery>) => setParams((p) => writeListQuery(p, { ...readListQuery(p), ...change })), [setParams]);
  return { query, setQuery };
}

export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  usePageTitle(t('promotions.title'));
  const { query, setQuery } = useListQuery();
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const timeZone = merchant.current?.timeZone ?? 'UTC';
  const isoCurrency = merchant.current?.isoCurrency;
  const promotions = usePromotions(code, query);
  const add = useAddPromotion(code);
  const edit = useEditPromotion(code);
  const status = usePromotionStatus(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [closing, setClosing] = useState<OperatorPromotion | null>(null);
  const [budgetOf, setBudgetOf] = useState<number | null>(null);
  const [previewOf, setPreviewOf] = useState<number | null>(null);
  const [rushesOf, setRushesOf] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const open = usePromotion(code, typeof editing === 'number' ? editing : budgetOf ?? previewOf ?? rushesOf);
  const failed = useCallback((error: unknown) => setOutcome({ tone: 'error', text: errorText(t, error) }), [t]);

  const move = useCallback((promotion: OperatorPromotion, { action, to }: StatusAction) => {
    setOutcome(null);
    status.mutate({ id: promotion.id, status: to }, {
      onSuccess: () => setOutcome({ tone: 'success', text: t(`promotions.done.${action}`, { code: promotion.code }) }),
      onError: failed,
      onSettled: () => setClosing(null),
    });
  }, [status, failed, t]);
  const onStatus = useCallback((promotion: OperatorPromotion, action: StatusAction) => {
    if (action.confirm) setClosing(promotion);
    else move(promotion, action);
  }, [move]);
  const onEdit = useCallback((id: number) => {
    setOutcome(null);
    setBudgetOf(null);
    setPreviewOf(null);
    setRushesOf(null);
    setEditing(id);
  }, []);
  const saving = add.isPending || edit.isPending;
  const onBudget = useCallback((id: number) => {
    setOutcome(null);
    setEditing(null);
    setPreviewOf(null);
    setRushesOf(null);
    setBudgetOf(id);
  }, []);
  const onPreview = useCallback((id: number) => {
    setOutcome(null);
    setEditing(null);
    setBudgetOf(null);
    setRushesOf(null);
    setPreviewOf(id);
  }, []);
  const onRushes = useCallback((id: number) => {
    setOutcome(null);
    setEditing(null);
    setBudgetOf(null);
    setPreviewOf(null);
    setRushesOf(id);
  }, []);
  const handlers = useMemo<PromotionRowHandlers>(() => ({ busy: saving || status.isPending, onEdit, onStatus, onBudget, onPreview, onRushes }),
    [saving, status.isPending, onEdit, onStatus, onBudget, onPreview, onRushes]);

  /** A refusal the form says (a field the server refused) is not said again above it. */
  function save(body: PromotionInput, shown: (error: unknown) => boolean) {
    setOutcome(null);
    const id = typeof editing === 'number' ? editing : null;
    const settled = {
      onSuccess: (saved: OperatorPromotion) => {
        setOutcome({ tone: 'success', text: t(id === null ? 'promotions.done.added' : 'promotions.done.saved', { code: saved.code }) });
        setEditing(null);
      },
      onError: (error: unknown) => { if (!shown(error)) failed(error); },
    };
    if (id === null) add.mutate(body, settled);
    else edit.mutate({ id, body }, settled);
  }

  const columns = useMemo(() => {
    const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTimeIn(iso, language, timeZone)}</time> : <span className="muted">{t('promotions.open')}</span>);
    return [
      helper.accessor('code', { header: () => t('promotions.columns.code'), cell: (v) => <code data-testid="promotion-row-code">{v.getValue()}</code> }),
      helper.display({
        id: 'title', header: () => t('promotions.columns.title'),
        cell: ({ row }) => <span className="promotion-title" data-testid="promotion-row-title">{titleIn(row.original.titles, language)}</span>,
      }),
      helper.accessor('kind', { header: () => t('promotions.columns.kind'), cell: (v) => t(`promotions.kinds.${v.getValue()}`) }),
      helper.accessor('category', { header: () => t('promotions.columns.category'), cell: (v) => t(`promotions.categories.${v.getValue()}`) }),
      helper.display({
        id: 'window', header: () => t('promotions.columns.window'),
        cell: ({ row }) => <span className="promotion-window">{when(row.original.startsAt)} – {when(row.original.endsAt)}</span>,
      }),
      helper.display({
        id: 'budget', header: () => t('promotions.columns.budget'),
        cell: ({ row }) => <span className="number" data-testid="promotion-row-budget">{formatMoney(row.original.budget.balance, row.original.budget.currency, isoCurrency, language)}</span>,
      }),
      helper.accessor('status', {
        header: () => t('promotions.columns.status'),
        cell: (v) => {
          const s = v.getValue();
          const tone = s === 'active' ? '' : s === 'paused' ? 'badge-warn' : 'promotion-status-draft';
          return <span className={`badge ${tone}`} data-testid="promotion-row-status" data-status={s}>{t(`promotions.statuses.${s}`)}</span>;
        },
      }),
      helper.display({ id: 'actions', header: () => t('promotions.columns.actions'), cell: ({ row }) => <PromotionRowActions promotion={row.original} /> }),
    ];
  }, [t, language, timeZone, isoCurrency]);

  const page = promotions.data;
  const pages = page ? Math.max(1, page.totalPages) : 1;
  const error = merchant.error ?? promotions.error;
  const languages = textLanguages(merchant.current?.langList);

  let form = null;
  if (code && editing === 'new') {
    form = <PromotionForm key="new" promotion={null} merchantCode={code} languages={languages} timeZone={timeZone} busy={saving} onSave={save} onCancel={() => setEditing(null)} />;
  } else if (code && typeof editing === 'number') {
    form = open.error ? <Alert tone="error" testId="promotion-open-error">{errorText(t, open.error)}</Alert>
      : open.data && open.data.id === editing ? (
        <PromotionForm key={`${open.data.id}-${open.data.status}`} promotion={open.data} merchantCode={code} languages={languages} timeZone={timeZone} busy={saving} onSave={save} onCancel={() => setEditing(null)} />
      ) : <p role="status">{t('promotions.loading')}</p>;
  } else if (code && previewOf !== null) {
    form = open.error ? <Alert tone="error" testId="promotion-open-error">{errorText(t, open.error)}</Alert>
      : open.data && open.data.id === previewOf ? (
        <PromotionPreview key={open.data.id} promotion={open.data} merchantCode={code} languages={languages} onClose={() => setPreviewOf(null)} />
      ) : <p role="status">{t('promotions.loading')}</p>;
  } else if (code && budgetOf !== null) {
    form = open.error ? <Alert tone="error" testId="promotion-open-error">{errorText(t, open.error)}</Alert>
      : open.data && open.data.id === budgetOf ? (
        <PromotionBudget key={open.data.id} promotion={open.data} merchantCode={code} isoCurrency={isoCurrency} timeZone={timeZone} onClose={() => setBudgetOf(null)} />
      ) : <p role="status">{t('promotions.loading')}</p>;
  } else if (code && rushesOf !== null) {
    form = open.error ? <Alert tone="error" testId="promotion-open-error">{errorText(t, open.error)}</Alert>
      : open.data && open.data.id === rushesOf ? (
        <PromotionRushes key={open.data.id} promotion={open.data} merchantCode={code} isoCurrency={isoCurrency} timeZone={timeZone} onClose={() => setRushesOf(null)} />
      ) : <p role="status">{t('promotions.loading')}</p>;
  }

  return (
    <section className="stack" aria-busy={merchant.pending || promotions.isFetching}>
      <h1>{t('promotions.title')}</h1>
      <p>{t('promotions.intro')}</p>
      <div className="search-row">
        <div className="field">
          <label className="field-label" htmlFor="promotion-filter-status">{t('promotions.filters.status')}</label>
          <select id="promotion-filter-status" data-testid="promotion-filter-status" value={query.status ?? ''}
            onChange={(e) => setQuery({ status: (e.target.value || null) as PromotionListQuery['status'], page: 1 })}>
            <option value="">{t('promotions.filters.all')}</option>
            {PROMOTION_STATUSES.map((s) => <option key={s} value={s}>{t(`promotions.statuses.${s}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor="promotion-filter-kind">{t('promotions.filters.kind')}</label>
          <select id="promotion-filter-kind" data-testid="promotion-filter-kind" value={query.kind ?? ''}
            onChange={(e) => setQuery({ kind: (e.target.value || null) as PromotionListQuery['kind'], page: 1 })}>
            <option value="">{t('promotions.filters.all')}</option>
            {PROMOTION_KINDS.map((k) => <option key={k} value={k}>{t(`promotions.kinds.${k}`)}</option>)}
          </select>
        </div>
        <Can permission="promotions.manage">
          <button type="button" className="button button-primary" onClick={() => { setOutcome(null); setBudgetOf(null); setPreviewOf(null); setRushesOf(null); setEditing('new'); }} data-testid="promotion-new">
            {t('promotions.new')}
          </button>
        </Can>
      </div>
      {outcome ? <Alert tone={outcome.tone} testId="promotions-outcome">{outcome.text}</Alert> : null}
      {error ? <Alert tone="error" testId="promotions-error">{errorText(t, error)}</Alert> : null}
      {form}
      <h2>{t('promotions.listTitle')}</h2>
      <p className="note">{t('promotions.timesIn', { zone: timeZone })}</p>
      {promotions.isPending && !error ? <p role="status">{t('promotions.loading')}</p> : null}
      {page ? (
        <>
          <p role="status" data-testid="promotions-count">{t('promotions.count', { count: page.totalCount })}</p>
          {page.list.length === 0 ? <Alert tone="info">{t('promotions.empty')}</Alert> : (
            <PromotionRowContext value={handlers}>
              <DataTable caption={t('promotions.caption')} columns={columns} data={page.list} rowId={(r) => String(r.id)} testId="promotions-table" />
            </PromotionRowContext>
          )}
          <Pager
            label={t('promotions.pages')}
            page={query.page}
            pages={pages}
            pageSize={query.size}
            hasNext={query.page < pages}
            onPage={(next) => setQuery({ page: next })}
            onPageSize={(size) => setQuery({ page: 1, size })}
          />
        </>
      ) : null}
      <ConfirmDialog open={closing !== null} danger busy={status.isPending} testId="promotion-close-dialog"
        title={t('promotions.confirmClose.title', { code: closing?.code ?? '' })}
        confirmLabel={t('promotions.confirmClose.confirm')}
        onConfirm={() => closing && move(closing, { action: 'close', to: 'closed', confirm: true })}
        onClose={() => setClosing(null)}>
        <p>{t('promotions.confirmClose.body')}</p>
      </ConfirmDialog>
    </section>
  );
}
