/** One report page as a table: the server names the columns, the locale files word them; money in the merchant's currency. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportPage } from '@platform/contracts';
import { columnHelper, DataTable, type ServerSort } from '../../../components/data-table';
import { formatCount, formatMoney } from '../../../lib/format';

type Row = ReportPage['rows'][number];
const helper = columnHelper<Row>();
/** Columns whose text is a word of ours, not a name. */
const WORDED = new Set(['kind']);

export function ReportTable({ page, isoCurrency, sort }: { page: ReportPage; isoCurrency: string | undefined; sort: ServerSort }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => page.columns.map((name, i) => helper.accessor((row) => row[i], {
    id: name,
    header: () => t(`dashboard.columns.${name}`),
    cell: (c) => {
      const value = c.getValue() ?? '';
      if (typeof value === 'number') return <span className="number">{formatCount(value, i18n.language)}</span>;
      if (value === '') return <span className="muted">{t('dashboard.none')}</span>;
      if (WORDED.has(name)) return t(`dashboard.kinds.${value}`);
      return /^-?\d+\.\d{2}$/.test(value) && name !== 'day' ? <span className="number">{formatMoney(value, page.currency, isoCurrency, i18n.language)}</span> : value;
    },
  })), [page.columns, page.currency, isoCurrency, t, i18n.language]);
  return (
    <DataTable caption={t(`dashboard.reports.kinds.${page.report}`)} columns={columns} data={page.rows}
      rowId={(r) => r.slice(0, 2).join('|')} testId="report-table" sort={sort} />
  );
}
