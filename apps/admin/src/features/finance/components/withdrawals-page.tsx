/**
 * The withdrawals queue (issue 18, decision 0047): waiting requests and disputes first, server-side
 * filters, sorting and pages kept in the URL, live over the finance event stream, a withdrawal's detail
 * and decisions in a dialog. The API lists one merchant at a time: the merchant picker's.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WITHDRAW_STATUSES, type OperatorWithdrawListEntry } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { columnHelper } from '../../../components/data-table';
import { errorText } from '../../../lib/error-text';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermissions } from '../../access/use-permissions';
import { useMerchant } from '../../merchants/use-merchant';
import { downloadWithdrawals } from '../api/download-withdrawals';
import { usePayoutChannels, useWithdrawals } from '../api/withdrawals';
import { readQueue, writeQueue, type QueueSearch } from '../lib/queue-search';
import { useFinanceEvents } from '../lib/use-finance-events';
import { useSoundChoice } from '../lib/use-sound-choice';
import { QueueFilters } from './queue-filters';
import { QueueList } from './queue-list';
import { LiveBar } from './sound-toggle';
import { DEFAULT_PAYOUT, WithdrawalDialog } from './withdrawal-dialog';

const helper = columnHelper<OperatorWithdrawListEntry>();
const WAITING = new Set(['pending', 'partly_received', 'not_received']);

export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('finance.withdrawals.title'));
  const [params, setParams] = useSearchParams();
  const search = readQueue(params, WITHDRAW_STATUSES);
  const merchant = useMerchant();
  const { can } = usePermissions();
  const code = merchant.current?.merchantCode;
  const withdrawals = useWithdrawals(code, search);
  const channels = usePayoutChannels(code ?? '', code !== undefined && can('merchants.read'));
  const channelCodes = [...new Set([DEFAULT_PAYOUT, ...(channels.data ?? []).filter((c) => c.type === 'bank').map((c) => c.code)])];
  const [sound, setSound] = useSoundChoice();
  const live = useFinanceEvents(code, 'withdrawal', sound);
  const [selected, setSelected] = useState<OperatorWithdrawListEntry | undefined>();
  const go = (next: QueueSearch) => setParams(writeQueue(params, next));
  const timeZone = merchant.current?.timeZone ?? 'UTC';
  const isoCurrency = merchant.current?.isoCurrency;
  const data = withdrawals.data;
  const error = merchant.error ?? withdrawals.error;
  const current = selected && (data?.list.find((w) => w.id === selected.id) ?? selected);

  const columns = helper.columns([
    helper.accessor('id', {
      header: () => t('finance.columns.request'),
      cell: (c) => (
        <button type="button" className="button button-quiet button-small" onClick={() => setSelected(c.row.original)} data-testid="withdrawal-open">
          {t('finance.open', { id: c.getValue() })}
        </button>
      ),
    }),
    helper.accessor('username', { header: () => t('finance.columns.member') }),
    helper.accessor('amount', {
      id: 'amount',
      header: () => t('finance.columns.amount'),
      cell: (c) => <span className="number">{formatMoney(c.getValue(), c.row.original.currency, isoCurrency, i18n.language)}</span>,
    }),
    helper.accessor('bankName', { header: () => t('finance.detail.bank') }),
    helper.accessor('channelCode', { header: () => t('finance.columns.channel'), cell: (c) => c.getValue() ?? <span className="muted">—</span> }),
    helper.accessor('status', {
      header: () => t('finance.columns.status'),
      cell: (c) => <span className={WAITING.has(c.getValue()) ? 'badge' : undefined}>{t(`finance.withdrawals.statuses.${c.getValue()}`)}</span>,
    }),
    helper.accessor('createdAt', {
      id: 'createdAt',
      header: () => t('finance.columns.createdAt'),
      cell: (c) => <time dateTime={c.getValue()}>{formatDateTimeIn(c.getValue(), i18n.language, timeZone)}</time>,
    }),
  ]);

  return (
    <section className="stack" aria-busy={merchant.pending || withdrawals.isFetching}>
      <h1>{t('finance.withdrawals.title')}</h1>
      <LiveBar soundOn={sound} onSound={setSound} live={live} />
      <QueueFilters
        key={`${search.status}|${search.channel}|${search.min}|${search.max}|${search.age}`}
        prefix="withdrawals" statuses={WITHDRAW_STATUSES} channels={channelCodes}
        initial={search} onSearch={(f) => go({ ...search, ...f, page: 1 })}
      />
      <p className="field-hint">{t('finance.timeZone', { zone: timeZone })}</p>
      <ExportCsvButton testId="withdrawals" disabled={code === undefined} download={(language) => downloadWithdrawals(code!, search, language)} />
      {error ? <Alert tone="error" testId="withdrawals-error">{errorText(t, error)}</Alert> : null}
      {withdrawals.isPending && !error ? <p role="status">{t('finance.loading')}</p> : null}
      {data ? <QueueList kind="withdrawals" page={data} columns={columns} search={search} go={go} /> : null}
      <WithdrawalDialog withdrawal={current} channels={channelCodes} isoCurrency={isoCurrency} timeZone={timeZone} onClose={() => setSelected(undefined)} />
    </section>
  );
}
