/**
 * Notices (decision 0049): per kind (marquee notices, popups, promotions, headlines) in the order players
 * see them; add, edit, move up or down, show or hide. The kind is kept in the URL (`?type=`).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NOTICE_TYPES, type ContentStatus, type NoticeInput, type NoticeType, type OperatorNotice } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTimeIn } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { Can } from '../../access/components/can';
import { useMerchant } from '../../merchants/use-merchant';
import { useNotices } from '../api/get-notices';
import { useAddNotice } from '../api/post-notice';
import { useEditNotice } from '../api/put-notice';
import { useNoticeOrder } from '../api/put-notice-order';
import { useNoticeStatus } from '../api/put-notice-status';
import { contentErrorText, moved, textLanguages } from '../lib/content-form';
import { textIn } from '../lib/content-words';
import { NoticeForm } from './notice-form';
import { ContentRowActionsContext, RowActions, type ContentRowActions } from './row-actions';
import './content.css';

const typeOf = (value: string | null): NoticeType => (NOTICE_TYPES as readonly string[]).includes(value ?? '') ? (value as NoticeType) : 'PL';
const helper = columnHelper<OperatorNotice>();

export function NoticesPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  usePageTitle(t('content.notices.title'));
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const timeZone = merchant.current?.timeZone ?? 'UTC';
  const notices = useNotices(code, type);
  const add = useAddNotice(code);
  const edit = useEditNotice(code);
  const status = useNoticeStatus(code);
  const order = useNoticeOrder(code);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = useMemo(() => notices.data ?? [], [notices.data]);
  const ids = useMemo(() => list.map((n) => n.id), [list]);
  const failed = useCallback((error: unknown) => setOutcome({ tone: 'error', text: contentErrorText(t, error) }), [t]);

  const onMove = useCallback((id: number, step: -1 | 1) => {
    setOutcome(null);
    order.mutate(moved(ids, id, step), { onSuccess: () => setOutcome({ tone: 'success', text: t('content.moved') }), onError: failed });
  }, [ids, order, failed, t]);
  const onStatus = useCallback((id: number, next: ContentStatus) => {
    setOutcome(null);
    status.mutate({ id, status: next }, { onSuccess: () => setOutcome({ tone: 'success', text: t(next === 'active' ? 'content.shown' : 'content.hidden') }), onError: failed });
  }, [status, failed, t]);
  const onEdit = useCallback((id: number) => { setOutcome(null); setEditing(id); }, []);
  const saving = add.isPending || edit.isPending;
  const busy = saving || status.isPending || order.isPending;
  const actions = useMemo<ContentRowActions>(() => ({ busy, ids, onMove, onEdit, onStatus }), [busy, ids, onMove, onEdit, onStatus]);

  const columns = useMemo(() => {
    const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTimeIn(iso, language, timeZone)}</time> : <span className="muted">{t('content.open')}</span>);
    return helper.columns([
      helper.display({ id: 'position', header: () => t('content.columns.position'), cell: ({ row }) => <span className="number">{row.index + 1}</span> }),
      helper.accessor('titles', { header: () => t('content.columns.title'), cell: (c) => <span className="cell-title" data-testid="notice-row-title">{textIn(c.getValue(), language)}</span> }),
      helper.accessor('status', {
        header: () => t('content.status'),
        cell: (c) => <span className={`badge ${c.getValue() === 'active' ? '' : 'badge-muted'}`}>{t(`content.statuses.${c.getValue()}`)}</span>,
      }),
      helper.accessor('execution', { header: () => t('content.notices.execution'), cell: (c) => t(`content.executions.${c.getValue()}`) }),
      helper.accessor('startsAt', { header: () => t('content.startsAt'), cell: (c) => when(c.getValue()) }),
      helper.accessor('endsAt', { header: () => t('content.endsAt'), cell: (c) => when(c.getValue()) }),
      helper.display({
        id: 'actions', header: () => t('content.columns.actions'),
        cell: ({ row }) => <RowActions id={row.original.id} title={textIn(row.original.titles, language)} status={row.original.status} />,
      }),
    ]);
  }, [t, language, timeZone]);

  function saveNotice(body: NoticeInput) {
    setOutcome(null);
    const id = typeof editing === 'number' ? editing : null;
    const settled = {
      onSuccess: () => {
        setOutcome({ tone: 'success', text: t(id === null ? 'content.notices.created' : 'content.saved') });
        setEditing(null);
        if (body.type !== type) setParams((p) => { const next = new URLSearchParams(p); next.set('type', body.type); return next; });
      },
      onError: failed,
    };
    if (id === null) add.mutate(body, settled);
    else edit.mutate({ id, body }, settled);
  }

  const current = typeof editing === 'number' ? list.find((n) => n.id === editing) ?? null : null;
  const nextOrder = list.reduce((max, n) => Math.max(max, n.sortOrder), -10) + 10;
  const error = merchant.error ?? notices.error;
  return (
    <section className="stack" aria-busy={merchant.pending || notices.isFetching}>
      <h1>{t('content.notices.title')}</h1>
      <p>{t('content.notices.intro')}</p>
      <div className="search-row">
        <div className="field">
          <label className="field-label" htmlFor="notice-type">{t('content.notices.type')}</label>
          <select id="notice-type" value={type} data-testid="notice-type"
            onChange={(e) => { setEditing(null); setParams((p) => { const next = new URLSearchParams(p); next.set('type', e.target.value); return next; }); }}>
            {NOTICE_TYPES.map((v) => <option key={v} value={v}>{t(`content.noticeTypes.${v}`)}</option>)}
          </select>
        </div>
        <Can permission="content.manage">
          <button type="button" className="button button-primary" onClick={() => { setOutcome(null); setEditing('new'); }} data-testid="notice-new">{t('content.notices.new')}</button>
        </Can>
      </div>
      {outcome ? <Alert tone={outcome.tone} testId="content-outcome">{outcome.text}</Alert> : null}
      {error ? <Alert tone="error">{contentErrorText(t, error)}</Alert> : null}
      {code && (editing === 'new' || current) ? (
        <NoticeForm key={editing === 'new' ? 'new' : `${current!.id}`} notice={current} type={type} languages={textLanguages(merchant.current?.langList)}
          sortOrder={nextOrder} busy={saving} onSave={saveNotice} onCancel={() => setEditing(null)} />
      ) : null}
      <h2>{t('content.notices.listTitle', { type: t(`content.noticeTypes.${type}`) })}</h2>
      {notices.isPending && !error ? <p role="status">{t('content.loading')}</p> : null}
      {notices.data ? (
        <>
          <p role="status" data-testid="notices-count">{t('content.count', { count: list.length })}</p>
          {list.length === 0 ? <Alert tone="info">{t('content.notices.empty')}</Alert> : (
            <ContentRowActionsContext value={actions}>
              <DataTable caption={t('content.notices.caption')} columns={columns} data={list} rowId={(n) => String(n.id)} testId="notices-table" />
            </ContentRowActionsContext>
          )}
        </>
      ) : null}
    </section>
  );
}
