/**
 * The deposits queue (issue 18, decision 0047): waiting requests first, server-side filters, sorting and
 * pages kept in the URL, live over the finance event stream, a request's detail and decisions in a dialog.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEPOSIT_STATUSES, type OperatorDeposit } from '@platform/contracts';
import { Alert } from '../../../components/alert';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { columnHelper } from '../../../components/data-table';
import { errorText } from '../../../lib/error-text';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePermissions } from '../../access/use-permissions';
import { useMerchant } from '../../merchants/use-merchant';
import { downloadDeposits } from '../api/download-deposits';
import { useDeposits } from '../api/deposits';
import { usePayoutChannels } from '../api/withdrawals';
import { readQueue, writeQueue, type QueueSearch } from '../lib/queue-search';
import { useSoundChoice } from '../lib/use-sound-choice';
import { useFinanceEvents } from '../lib/use-finance-events';
import { DepositDialog } from './deposit-dialog';
import { QueueFilters } from './queue-filters';
import { QueueList } from './queue-list';
import { LiveBar } from './sound-toggle';

const helper = columnHelper<OperatorDeposit>();

export function DepositsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('finance.deposits.title'));
  const [params, setParams] = useSearchParams();
  const search = readQueue(params, DEPOSIT_STATUSES);
  const merchant = useMerchant();
  const code = merchant.current?.merchantCode;
  const deposits = useDeposits(code, search);
  const { can } = usePermissions();
  // Channel names are merchant settings: an operator without them (one bound to an agent's team) filters without the list.
  const channels = usePayoutChannels(code ?? '', code !== undefined && can('merchants.read'));
  const [sound, setSound] = useSoundChoice();
  const live = useFinanceEvents(code, 'deposit', sound);
  const [selected, setSelected] = useState<OperatorDeposit | undefined>();
  const go = (next: QueueSearch) => setParams(writeQueue(params, next));
  const timeZone = merchant.current?.timeZone ?? 'UTC';
  const isoCurrency = merchant.current?.isoCurrency;
  const data = deposits.data;
  const error = merchant.error ?? deposits.error;
  // The open request as the latest list has it (its status changes under the operator's eyes).
  const current = selected && (data?.list.find((d) => d.id === selected.id) ?? selected);

  const columns = helper.columns([
    helper.accessor('id', {
      header: () => t('finance.columns.request'),
      cell: (c) => (
        <button type="button" className="button button-quiet button-small" onClick={() => setSelected(c.row.original)} data-testid="deposit-open">
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
    helper.accessor('channelCode', { header: () => t('finance.columns.channel') }),
    helper.accessor('status', {
      header: () => t('finance.columns.status'),
      cell: (c) => <span className={c.getValue() === 'pending' ? 'badge' : undefined}>{t(`finance.deposits.statuses.${c.getValue()}`)}</span>,
    }),
    helper.accessor('createdAt', {
      id: 'createdAt',
      header: () => t('finance.columns.createdAt'),
      cell: (c) => <time dateTime={c.getValue()}>{formatDateTimeIn(c.getValue(), i18n.language, timeZone)}</time>,
    }),
  ]);

  return (
    <section className="stack" aria-busy={merchant.pending || deposits.isFetching}>
      <h1>{t('finance.deposits.title')}</h1>
      <LiveBar soundOn={sound} onSound={setSound} live={live} />
      <QueueFilters
        key={`${search.status}|${search.channel}|${search.min}|${search.max}|${search.age}`}
        prefix="deposits" statuses={DEPOSIT_STATUSES} channels={(channels.data ?? []).map((c) => c.code)}
        initial={search} onSearch={(f) => go({ ...search, ...f, page: 1 })}
      />
      <p className="field-hint">{t('finance.timeZone', { zone: timeZone })}</p>
      <ExportCsvButton testId="deposits" disabled={code === undefined} download={(language) => downloadDeposits(code!, search, language)} />
      {error ? <Alert tone="error" testId="deposits-error">{errorText(t, error)}</Alert> : null}
      {deposits.isPending && !error ? <p role="status">{t('finance.loading')}</p> : null}
      {data ? <QueueList kind="deposits" page={data} columns={columns} search={search} go={go} /> : null}
      <DepositDialog deposit={current} isoCurrency={isoCurrency} timeZone={timeZone} onClose={() => setSelected(undefined)} />
    </section>
  );
}
