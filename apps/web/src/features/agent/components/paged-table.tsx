/**
 * The shape every agent table shares: a card with the query's error, loading and empty lines, the
 * table (one column definition per column, the row header first where there is one, an optional
 * footer), the total and the server's pages. Rows, cells and test ids stay the page's own.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination';
import { AGENT_NS } from '../lib/agent-texts';
import { QueryLines, TableScroll } from './table-parts';

export interface Column<R> {
  key: string;
  header: ReactNode;
  /** The header as text, shown beside the value when the rows become cards on a phone (defaults to a string header). */
  label?: string;
  cell: (row: R) => ReactNode;
  /** The cell that names the row (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: (row: R) => string | undefined;
}

/** What the server's list answers have in common; tables that are not paged have no totals. */
/** `totalCapped`: the count stopped at `totalCount` and there are more rows. */
export interface TableData<R> { list: R[]; totalPages?: number; totalCount?: number; totalCapped?: boolean; pageNo?: number }

type DataAttributes = Record<`data-${string}`, string | number | undefined>;

export interface PagedTableProps<R> {
  query: { data: TableData<R> | undefined; error: unknown; isPending: boolean; isFetching: boolean };
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  /** The rows' test id and data attributes (journeys find rows by them). */
  rowTestId: string;
  rowData?: (row: R) => DataAttributes;
  emptyText: string;
  /** The table's name for assistive tech (its scroll region and caption): usually the page title. */
  label: string;
  /** Prefix of the card's test ids: `<testId>-table`, `-empty`, `-pages`. */
  testId: string;
  /** The page shown, when the server pages the list; without `onPage` there is no pager. */
  page?: number;
  onPage?: (page: number) => void;
  footer?: (data: TableData<R>) => ReactNode;
  totalTestId?: string;
}

function cardLabel<R>(column: Column<R>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

export function PagedTable<R>({ label, query, columns, rowKey, rowTestId, rowData, emptyText, testId, page, onPage, footer, totalTestId }: PagedTableProps<R>) {
  const { t } = useTranslation(AGENT_NS);
  const data = query.data;
  return (
    <div className="agent-card" aria-busy={query.isFetching}>
      <QueryLines error={query.error} pending={query.isPending} empty={!!data && data.list.length === 0} emptyText={emptyText} testId={testId} />
      {data && data.list.length > 0 ? (
        <TableScroll label={label}>
          <table className="agent-table agent-table-cards" data-testid={`${testId}-table`}>
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((c) => <th key={c.key} scope="col">{c.header}</th>)}
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={rowKey(row)} data-testid={rowTestId} {...rowData?.(row)}>
                  {columns.map((c) => (c.rowHeader
                    ? <th key={c.key} scope="row" className={c.className?.(row)}>{c.cell(row)}</th>
                    : <td key={c.key} className={c.className?.(row)} data-label={cardLabel(c)}>{c.cell(row)}</td>))}
                </tr>
              ))}
            </tbody>
            {footer ? <tfoot>{footer(data)}</tfoot> : null}
          </table>
        </TableScroll>
      ) : null}
      {data && data.totalCount !== undefined ? <p className="agent-note" data-testid={totalTestId}>{t(data.totalCapped ? 'totalCapped' : 'total', { count: data.totalCount })}</p> : null}
      {data && onPage && data.totalPages !== undefined
        ? <Pagination page={data.pageNo ?? page ?? 1} totalPages={data.totalPages} onChange={onPage} testId={`${testId}-pages`} />
        : null}
    </div>
  );
}
