/** The checks reconciliation made: what each one checks and whether it found differences. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatCount } from '../../../lib/format';
import type { CheckLine } from '../lib/reconcile-report';

const helper = columnHelper<CheckLine>();

export function ChecksTable({ lines }: { lines: CheckLine[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => helper.columns([
    helper.accessor('check', {
      header: () => t('reconcile.columns.check'),
      cell: (c) => (
        <span className="cell-lines">
          <strong>{t(`reconcile.checks.${c.getValue()}.name`)}</strong>
          <span className="muted">{t(`reconcile.checks.${c.getValue()}.rule`)}</span>
        </span>
      ),
    }),
    helper.accessor((line) => line.differences.length, {
      id: 'result',
      header: () => t('reconcile.columns.result'),
      cell: (c) => (c.getValue() === 0
        ? <span className="badge" data-testid={`reconcile-check-${c.row.original.check}`}>{t('reconcile.passed')}</span>
        : <span className="badge badge-warn" data-testid={`reconcile-check-${c.row.original.check}`}>{t('reconcile.differenceCount', { count: c.getValue(), shown: formatCount(c.getValue(), language) })}</span>),
    }),
  ]), [t, language]);
  return <DataTable caption={t('reconcile.checksCaption')} columns={columns} data={lines} rowId={(l) => l.check} testId="reconcile-checks" />;
}
