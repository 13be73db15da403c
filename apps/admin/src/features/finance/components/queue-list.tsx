/**
 * What both finance queues show under their filters: the count (capped at 10,000), the requests as a
 * table sorted by the server, or that none matches, and the pages.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/alert';
import { DataTable, type ListFeatures } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { formatCount } from '../../../lib/format';
import { QUEUE_SORTS, sortQueue, type QueueSearch } from '../lib/queue-search';

export interface QueuePage<T> { list: T[]; totalCount: number; totalPages: number; totalCapped: boolean }

export function QueueList<T extends { id: number }>({ kind, page, columns, search, go }: {
  /** `deposits` or `withdrawals`: the test ids and the table's caption. */
  kind: 'deposits' | 'withdrawals';
  page: QueuePage<T>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type
  columns: ColumnDef<ListFeatures, T, any>[];
  search: QueueSearch;
  go: (next: QueueSearch) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <p role="status" data-testid={`${kind}-count`}>{t(page.totalCapped ? 'finance.countCapped' : 'finance.count', { total: formatCount(page.totalCount, i18n.language) })}</p>
      {page.list.length === 0 ? <Alert tone="info" testId={`${kind}-empty`}>{t('finance.empty')}</Alert> : (
        <DataTable
          caption={t(`finance.${kind}.caption`)} columns={columns} data={page.list} rowId={(r) => String(r.id)} testId={`${kind}-table`}
          sort={{ columns: QUEUE_SORTS, by: search.sort, order: search.order, onSort: (c) => go(sortQueue(search, c as QueueSearch['sort'])) }}
        />
      )}
      <Pager
        label={t('finance.pages')} page={search.page} pages={page.totalCapped ? undefined : Math.max(1, page.totalPages)} pageSize={search.size}
        // Past a capped count the pages go on while they come back full.
        hasNext={page.totalCapped ? page.list.length === search.size : search.page < page.totalPages}
        onPage={(p) => go({ ...search, page: p })} onPageSize={(size) => go({ ...search, size, page: 1 })}
      />
    </>
  );
}
