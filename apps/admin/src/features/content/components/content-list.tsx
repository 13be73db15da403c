/**
 * The part of the banners and notices pages below their introduction: the group or kind picker and the
 * "new" button, the outcome of the last change, the open form, then the list (count, table, pages). The
 * columns both lists have are made here; each page places them among its own (`columns`, a stable function).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ContentStatus } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { columnHelper, DataTable, type ListFeatures } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { formatDateTimeIn } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { contentErrorText } from '../lib/content-form';
import type { ContentPaging } from '../lib/content-paging';
import { textIn } from '../lib/content-words';
import type { ContentPage, ContentRow, Outcome } from '../lib/use-content-list';
import { ContentRowActionsContext, RowActions, RowPlace, type ContentRowActions } from './row-actions';
import './content.css';

export interface ListRow extends ContentRow {
  titles: Record<string, string>;
  status: ContentStatus;
  startsAt: string | null;
  endsAt: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type
export type Column<T extends ListRow> = ColumnDef<ListFeatures, T, any>;

/** The columns both lists have, for the page to place. */
export interface CommonColumns<T extends ListRow> {
  position: Column<T>;
  title: Column<T>;
  status: Column<T>;
  startsAt: Column<T>;
  endsAt: Column<T>;
  actions: Column<T>;
}

function commonColumns<T extends ListRow>(kind: 'banner' | 'notice', t: TFunction, language: string, timeZone: string): CommonColumns<T> {
  const helper = columnHelper<T>();
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTimeIn(iso, language, timeZone)}</time> : <span className="muted">{t('content.open')}</span>);
  return {
    position: helper.display({ id: 'position', header: () => t('content.columns.position'), cell: ({ row }) => <RowPlace id={row.original.id} /> }),
    title: helper.display({
      id: 'titles', header: () => t('content.columns.title'),
      cell: ({ row }) => <span className="cell-title" data-testid={`${kind}-row-title`}>{textIn(row.original.titles, language)}</span>,
    }),
    status: helper.display({
      id: 'status', header: () => t('content.status'),
      cell: ({ row }) => <span className={`badge ${row.original.status === 'active' ? '' : 'badge-muted'}`}>{t(`content.statuses.${row.original.status}`)}</span>,
    }),
    startsAt: helper.display({ id: 'startsAt', header: () => t('content.startsAt'), cell: ({ row }) => when(row.original.startsAt) }),
    endsAt: helper.display({ id: 'endsAt', header: () => t('content.endsAt'), cell: ({ row }) => when(row.original.endsAt) }),
    actions: helper.display({
      id: 'actions', header: () => t('content.columns.actions'),
      cell: ({ row }) => <RowActions id={row.original.id} title={textIn(row.original.titles, language)} status={row.original.status} />,
    }),
  };
}

export function ContentList<T extends ListRow>({
  kind, picker, newLabel, onNew, outcome, error, form, heading, caption, empty, pagesLabel,
  page, pending, paging, onPaging, actions, columns, timeZone,
}: {
  kind: 'banner' | 'notice';
  /** The group or kind select, with its label. */
  picker: { id: string; label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void };
  newLabel: string;
  onNew: () => void;
  outcome: Outcome;
  error: unknown;
  /** The open form, if any. */
  form: ReactNode;
  heading: string;
  caption: string;
  empty: string;
  pagesLabel: string;
  page: ContentPage<T> | undefined;
  pending: boolean;
  paging: ContentPaging;
  onPaging: (paging: ContentPaging) => void;
  actions: ContentRowActions;
  columns: (common: CommonColumns<T>, t: TFunction, language: string) => Column<T>[];
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const defs = useMemo(() => columns(commonColumns<T>(kind, t, language, timeZone), t, language), [columns, kind, t, language, timeZone]);
  const pages = page ? Math.max(1, page.totalPages) : 1;

  return (
    <>
      <div className="search-row">
        <div className="field">
          <label className="field-label" htmlFor={picker.id}>{picker.label}</label>
          <select id={picker.id} value={picker.value} data-testid={picker.id} onChange={(e) => picker.onChange(e.target.value)}>
            {picker.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </div>
        <Can permission="content.manage">
          <button type="button" className="button button-primary" onClick={onNew} data-testid={`${kind}-new`}>{newLabel}</button>
        </Can>
      </div>
      {outcome ? <Alert tone={outcome.tone} testId="content-outcome">{outcome.text}</Alert> : null}
      {error ? <Alert tone="error" testId={`${kind}s-error`}>{contentErrorText(t, error)}</Alert> : null}
      {form}
      <h2>{heading}</h2>
      {pending && !error ? <p role="status">{t('content.loading')}</p> : null}
      {page ? (
        <>
          <p role="status" data-testid={`${kind}s-count`}>{t('content.count', { count: page.totalCount })}</p>
          {page.list.length === 0 ? <Alert tone="info">{empty}</Alert> : (
            <ContentRowActionsContext value={actions}>
              <DataTable caption={caption} columns={defs} data={page.list} rowId={(r) => String(r.id)} testId={`${kind}s-table`} />
            </ContentRowActionsContext>
          )}
          <Pager
            label={pagesLabel}
            page={paging.page}
            pages={pages}
            pageSize={paging.size}
            hasNext={paging.page < pages}
            onPage={(next) => onPaging({ ...paging, page: next })}
            onPageSize={(size) => onPaging({ page: 1, size })}
          />
        </>
      ) : null}
    </>
  );
}
