/**
 * One tab's list, paged by the server: an optional period (days in the merchant's zone), the count, the
 * table and the pager. Paging and the period live in the tab while it is open; the tab itself is in the URL.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Alert } from '../../../../components/alert';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type ListFeatures } from '../../../../components/data-table';
import { Pager } from '../../../../components/pager';
import { formatCount } from '../../../../lib/format';
import { usePlayerTab, type TabPage, type TabPaging } from '../../api/get-player-list';
import { periodOf } from '../../lib/period';
import { actionErrorText } from '../../lib/action-error';

export function PagedTab<T extends RowData>({ name, merchantCode, playerId, timeZone, fetcher, columns, rowId, caption, withPeriod }: {
  /** The tab's name: the query's key, test ids and the words under `playerActions.tabs.<name>`. */
  name: string;
  merchantCode: string;
  playerId: number;
  timeZone: string;
  fetcher: (paging: TabPaging) => Promise<TabPage<T>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type
  columns: ColumnDef<ListFeatures, T, any>[];
  rowId: (row: T) => string;
  caption: string;
  withPeriod?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [paging, setPaging] = useState<TabPaging>({ page: 1, size: 20 });
  const [days, setDays] = useState({ from: '', to: '' });
  const list = usePlayerTab(name, merchantCode, playerId, paging, () => fetcher(paging));

  function applyPeriod(event: FormEvent) {
    event.preventDefault();
    setPaging({ ...paging, ...periodOf(days.from, days.to, timeZone), page: 1 });
  }

  const data = list.data;
  const pages = data && !data.totalCapped ? Math.max(1, Math.ceil(data.totalCount / paging.size)) : undefined;
  const count = data ? (data.totalCapped ? t('playerActions.countCapped', { total: formatCount(data.totalCount, i18n.language) }) : t('playerActions.count', { total: formatCount(data.totalCount, i18n.language) })) : '';
  return (
    <div className="stack" aria-busy={list.isFetching}>
      {withPeriod ? (
        <form className="search-row" role="search" aria-label={t('playerActions.period.label')} onSubmit={applyPeriod}>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-from`}>{t('playerActions.period.from')}</label>
            <input id={`${id}-from`} className="field-input" type="date" value={days.from} onChange={(e) => setDays({ ...days, from: e.target.value })} data-testid={`tab-${name}-from`} />
          </div>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-to`}>{t('playerActions.period.to')}</label>
            <input id={`${id}-to`} className="field-input" type="date" value={days.to} onChange={(e) => setDays({ ...days, to: e.target.value })} data-testid={`tab-${name}-to`} />
          </div>
          <button type="submit" className="button button-primary" data-testid={`tab-${name}-apply`}>{t('playerActions.period.apply')}</button>
        </form>
      ) : null}
      {list.isError ? <Alert tone="error">{actionErrorText(t, list.error)}</Alert> : null}
      {list.isPending && !list.isError ? <p role="status">{t('playerActions.loading')}</p> : null}
      {data ? (
        <>
          <p role="status" data-testid={`tab-${name}-count`}>{count}</p>
          {data.list.length === 0
            ? <p data-testid={`tab-${name}-empty`}>{t('playerActions.empty')}</p>
            : <DataTable caption={caption} columns={columns} data={data.list} rowId={rowId} testId={`tab-${name}`} />}
          <Pager
            label={t('playerActions.pages', { list: caption })} page={paging.page} pages={pages} pageSize={paging.size}
            hasNext={pages === undefined ? data.list.length === paging.size : paging.page < pages}
            onPage={(page) => setPaging({ ...paging, page })}
            onPageSize={(size) => setPaging({ ...paging, size, page: 1 })}
          />
        </>
      ) : null}
    </div>
  );
}
