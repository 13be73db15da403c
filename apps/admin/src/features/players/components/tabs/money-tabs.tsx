/** The money tabs: ledger entries of the main wallet, deposits and withdrawals, each by period. */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorDeposit, OperatorWithdrawListEntry } from '@platform/contracts';
import { columnHelper } from '../../../../components/data-table';
import { formatDateTimeIn, formatMoney } from '../../../../lib/format';
import { useBalances } from '../../api/get-player-balances';
import { getPlayerDeposits } from '../../api/get-player-deposits';
import { getPlayerList } from '../../api/get-player-list';
import { getPlayerWithdrawals } from '../../api/get-player-withdrawals';
import { PagedTab } from './paged-tab';

export interface TabProps { merchantCode: string; playerId: number; currency: string; isoCurrency: string | undefined; timeZone: string }

interface LedgerEntry { id: number; type: string; amount: string; balanceAfter: string | null; reference: string | null; memo: string | null; createdAt: string }
const ledgerHelper = columnHelper<LedgerEntry>();
const depositHelper = columnHelper<OperatorDeposit>();
const withdrawHelper = columnHelper<OperatorWithdrawListEntry>();

/** The ledger of one wallet at a time (the main one first; one index range each, decision 0048). */
export function LedgerTab({ merchantCode, playerId, currency, isoCurrency, timeZone }: TabProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const balances = useBalances(merchantCode, playerId);
  const [vendorCode, setVendorCode] = useState('');
  const vendors = balances.data?.wallets.flatMap((w) => (w.vendorCode ? [w.vendorCode] : [])) ?? [];
  const columns = useMemo(() => {
    const money = (amount: string | null) => (amount === null ? t('players.none') : formatMoney(amount, currency, isoCurrency, language));
    return ledgerHelper.columns([
      ledgerHelper.accessor('createdAt', { header: () => t('playerActions.columns.time'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
      ledgerHelper.accessor('type', { header: () => t('playerActions.columns.type'), cell: (c) => t(`playerActions.postingTypes.${c.getValue()}`, { defaultValue: c.getValue() }) }),
      ledgerHelper.accessor('amount', { header: () => t('playerActions.columns.amount'), cell: (c) => money(c.getValue()) }),
      ledgerHelper.accessor('balanceAfter', { header: () => t('playerActions.columns.balanceAfter'), cell: (c) => money(c.getValue()) }),
      ledgerHelper.accessor('memo', { header: () => t('playerActions.columns.memo'), cell: (c) => c.getValue() ?? c.row.original.reference ?? '' }),
    ]);
  }, [t, language, timeZone, currency, isoCurrency]);
  return (
    <>
      {vendors.length > 0 ? (
        <div className="field field-inline">
          <label className="field-label" htmlFor={`${id}-wallet`}>{t('playerActions.columns.wallet')}</label>
          <select id={`${id}-wallet`} value={vendorCode} onChange={(e) => setVendorCode(e.target.value)} data-testid="ledger-wallet">
            <option value="">{t('playerActions.mainWallet')}</option>
            {vendors.map((code) => <option key={code} value={code}>{code}</option>)}
          </select>
        </div>
      ) : null}
      {/* A new wallet starts at its first page. */}
      <PagedTab<LedgerEntry>
        key={vendorCode} name={`ledger${vendorCode ? `-${vendorCode}` : ''}`} merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} withPeriod
        caption={t('playerActions.tabs.ledger')} columns={columns} rowId={(e) => String(e.id)}
        fetcher={(paging) => getPlayerList<LedgerEntry>(merchantCode, playerId, 'ledger', paging, vendorCode ? { vendorCode } : {})}
      />
    </>
  );
}

export function DepositsTab({ merchantCode, playerId, isoCurrency, timeZone }: TabProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => depositHelper.columns([
    depositHelper.accessor('createdAt', { header: () => t('playerActions.columns.time'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
    depositHelper.accessor('id', { header: () => t('playerActions.columns.id') }),
    depositHelper.accessor('channelCode', { header: () => t('playerActions.columns.channel') }),
    depositHelper.accessor('amount', { header: () => t('playerActions.columns.amount'), cell: (c) => formatMoney(c.getValue(), c.row.original.currency, isoCurrency, language) }),
    depositHelper.accessor('status', { header: () => t('playerActions.columns.status'), cell: (c) => t(`playerActions.depositStatuses.${c.getValue()}`, { defaultValue: c.getValue() }) }),
  ]), [t, language, timeZone, isoCurrency]);
  return (
    <PagedTab<OperatorDeposit>
      name="deposits" merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} withPeriod caption={t('playerActions.tabs.deposits')}
      fetcher={(paging) => getPlayerDeposits(merchantCode, playerId, paging)} columns={columns} rowId={(d) => String(d.id)}
    />
  );
}

export function WithdrawalsTab({ merchantCode, playerId, isoCurrency, timeZone }: TabProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const columns = useMemo(() => withdrawHelper.columns([
    withdrawHelper.accessor('createdAt', { header: () => t('playerActions.columns.time'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
    withdrawHelper.accessor('id', { header: () => t('playerActions.columns.id') }),
    withdrawHelper.accessor('bankName', { header: () => t('playerActions.columns.bank') }),
    withdrawHelper.accessor('amount', { header: () => t('playerActions.columns.amount'), cell: (c) => formatMoney(c.getValue(), c.row.original.currency, isoCurrency, language) }),
    withdrawHelper.accessor('status', { header: () => t('playerActions.columns.status'), cell: (c) => t(`playerActions.withdrawStatuses.${c.getValue()}`, { defaultValue: c.getValue() }) }),
  ]), [t, language, timeZone, isoCurrency]);
  return (
    <PagedTab<OperatorWithdrawListEntry>
      name="withdrawals" merchantCode={merchantCode} playerId={playerId} timeZone={timeZone} withPeriod caption={t('playerActions.tabs.withdrawals')}
      fetcher={(paging) => getPlayerWithdrawals(merchantCode, playerId, paging)} columns={columns} rowId={(w) => String(w.id)}
    />
  );
}
