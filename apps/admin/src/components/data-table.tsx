/**
 * A list as an HTML table: TanStack Table (headless) computes the rows and cells, this draws them with a
 * caption and column headers, so screen readers read each cell with its header. Lists with sorting or
 * pages add those features to `listFeatures`.
 */
import { createColumnHelper, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';

export const listFeatures = tableFeatures({});
export type ListFeatures = typeof listFeatures;
export const columnHelper = <T extends RowData>() => createColumnHelper<ListFeatures, T>();

export function DataTable<T extends RowData>({ caption, columns, data, rowId, testId }: {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has its own value type
  columns: ColumnDef<ListFeatures, T, any>[];
  data: T[];
  rowId: (row: T) => string;
  testId?: string;
}) {
  const table = useTable({ features: listFeatures, columns, data, getRowId: rowId });
  return (
    // Focusable and named, so a keyboard can scroll it when a narrow screen cuts it (WCAG 2.1.1).
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
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
