/** Every merchant's figures side by side (operators bound to no merchant): each in its own currency, so no totals across them. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllMerchantsDashboard } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatCount, formatMoney } from '../../../lib/format';

type Row = AllMerchantsDashboard['merchants'][number];
const helper = columnHelper<Row>();
const MONEY = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'ngr'] as const;

export function AllMerchantsTable({ data }: { data: AllMerchantsDashboard }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo(() => helper.columns([
    helper.accessor('merchantCode', { header: () => t('dashboard.columns.merchant') }),
    helper.display({ id: 'period', header: () => t('dashboard.columns.period'), cell: (c) => `${c.row.original.from} – ${c.row.original.to}` }),
    ...MONEY.map((m) => helper.display({
      id: m, header: () => t(`dashboard.figures.${m}`),
      cell: (c) => <span className="number">{formatMoney(c.row.original.period[m], c.row.original.currency, undefined, i18n.language)}</span>,
    })),
    helper.display({ id: 'activePlayers', header: () => t('dashboard.figures.activePlayers'), cell: (c) => formatCount(c.row.original.period.activePlayers, i18n.language) }),
    helper.display({
      id: 'pending', header: () => t('dashboard.pending.title'),
      cell: (c) => formatCount(Object.values(c.row.original.pending).reduce((a, b) => a + b, 0), i18n.language),
    }),
  ]), [t, i18n.language]);
  return <DataTable caption={t('dashboard.view.all')} columns={columns} data={data.merchants} rowId={(r) => r.merchantCode} testId="all-merchants" />;
}
