/** The player's wallets: the main one and one per transfer-mode vendor. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerBalances } from '@platform/contracts';
import { Alert } from '../../../../components/alert';
import { columnHelper, DataTable } from '../../../../components/data-table';
import { formatDateTimeIn, formatMoney } from '../../../../lib/format';
import { useBalances } from '../../api/get-player-balances';
import { actionErrorText } from '../../lib/action-error';

type Wallet = PlayerBalances['wallets'][number];
const helper = columnHelper<Wallet>();

export function BalancesTab({ merchantCode, playerId, isoCurrency, timeZone }: { merchantCode: string; playerId: number; isoCurrency: string | undefined; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const balances = useBalances(merchantCode, playerId);
  const columns = useMemo(() => helper.columns([
    helper.accessor('vendorCode', { header: () => t('playerActions.columns.wallet'), cell: (c) => c.getValue() ?? t('playerActions.mainWallet') }),
    helper.accessor('balance', {
      header: () => t('playerActions.columns.balance'),
      cell: (c) => <span data-testid={c.row.original.vendorCode === null ? 'main-balance' : undefined}>{formatMoney(c.getValue(), c.row.original.currency, isoCurrency, language)}</span>,
    }),
    helper.accessor('updatedAt', { header: () => t('playerActions.columns.updatedAt'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
  ]), [t, language, timeZone, isoCurrency]);
  if (balances.isError) return <Alert tone="error">{actionErrorText(t, balances.error)}</Alert>;
  if (!balances.data) return <p role="status">{t('playerActions.loading')}</p>;
  return <DataTable caption={t('playerActions.tabs.balances')} columns={columns} data={balances.data.wallets} rowId={(w) => w.vendorCode ?? 'main'} testId="tab-balances" />;
}
