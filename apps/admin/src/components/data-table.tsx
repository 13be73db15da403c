/**
 * A list as an HTML table: TanStack Table (headless) computes the rows and cells, this draws them with a
 * caption and column headers, so screen readers read each cell with its header. Lists sorted by the
 * server pass `sort`: the sortable headers become buttons and carry `aria-sort`; the rows stay in the
 * server's order (sorting one page in the browser would sort the wrong rows).
 */
import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

export const listFeatures = tableFeatures({});
export type ListFeatures = typeof listFeatures;
export const columnHelper = <T extends RowData>() => createColumnHelper<ListFeatures, T>();

export interface ServerSort {
  /** Column ids the server sorts by. */
  columns: readonly string[];
  by: string;
  order: 'asc' | 'desc';
  onSort: (column: string) => void;
}

export function DataTable<T extends RowData>({ caption, columns, data, rowId, testId, sort }: {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type
  columns: ColumnDef<ListFeatures, T, any>[];
  data: T[];
  rowId: (row: T) => string;
  testId?: string;
  sort?: ServerSort;
}) {
  const { t } = useTranslation();
  const table = useTable({ features: listFeatures, columns, data, getRowId: rowId });
  return (
    // Focusable and named, so a keyboard can scroll it when a narrow screen cuts it (WCAG 2.1.1).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorting = sort?.columns.includes(header.column.id) ? sort : undefined;
                const active = sorting?.by === header.column.id;
                const ariaSort = !sorting ? undefined : active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none';
                return (
                  <th key={header.id} scope="col" aria-sort={ariaSort}>
                    {header.isPlaceholder ? null : sorting ? (
                      <button type="button" className="sort-button" onClick={() => sorting.onSort(header.column.id)} data-testid={`sort-${header.column.id}`}>
                        <table.FlexRender header={header} />
                        {/* The arrow is for the eye; aria-sort already tells a screen reader. */}
                        <span aria-hidden="true" className="sort-mark">{active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}</span>
                        <span className="visually-hidden">{t('table.sortHint')}</span>
                      </button>
                    ) : <table.FlexRender header={header} />}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={testId ? `${testId}-row` : undefined}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
