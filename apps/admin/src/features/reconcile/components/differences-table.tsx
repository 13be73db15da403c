/** The differences one check found: the ledger objects named, what the rule expects, what the ledger holds. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconcileCheck, ReconcileDifference } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatCount, formatMoney } from '../../../lib/format';
import { differenceKey, differenceObjects, gap } from '../lib/reconcile-report';

const helper = columnHelper<ReconcileDifference>();

export function DifferencesTable({ check, differences, currency, isoCurrency }: {
  check: ReconcileCheck;
  differences: ReconcileDifference[];
  currency: string;
  isoCurrency: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => {
    // idempotency_duplicate counts postings sharing a key; every other check compares amounts.
    const value = (v: string | null) => (v === null ? '—' : check === 'idempotency_duplicate' ? formatCount(Number(v), language) : formatMoney(v, currency, isoCurrency, language));
    return helper.columns([
      helper.display({
        id: 'objects',
        header: () => t('reconcile.columns.objects'),
        cell: (c) => {
          const objects = differenceObjects(c.row.original);
          if (objects.length === 0) return t('reconcile.wholeLedger', { merchant: c.row.original.merchantCode ?? '' });
          return <span className="cell-lines">{objects.map((o) => <span key={o.kind}>{t(`reconcile.objects.${o.kind}`, { id: o.id })}</span>)}</span>;
        },
      }),
      helper.accessor('expected', { header: () => t(`reconcile.columns.expected`), cell: (c) => <span className="number">{value(c.getValue())}</span> }),
      helper.accessor('actual', { header: () => t(`reconcile.columns.actual`), cell: (c) => <span className="number">{value(c.getValue())}</span> }),
      helper.display({
        id: 'gap',
        header: () => t('reconcile.columns.gap'),
        cell: (c) => {
          const found = gap(c.row.original);
          return <span className="number">{found === null ? '—' : formatMoney(found, currency, isoCurrency, language)}</span>;
        },
      }),
    ]);
  }, [t, language, check, currency, isoCurrency]);
  return (
    <DataTable
      caption={t('reconcile.differencesCaption', { check: t(`reconcile.checks.${check}.name`) })} columns={columns} data={differences}
      rowId={(d) => differenceKey(d, differences.indexOf(d))} testId={`reconcile-differences-${check}`}
    />
  );
}
