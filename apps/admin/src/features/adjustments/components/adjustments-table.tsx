/** The adjustment requests: who asked, for whom, how much and why; approve and reject on pending ones. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WalletAdjustment } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { Can } from '../../access/components/can';
import { useMerchantSearch } from '../../merchants/use-merchant';

const helper = columnHelper<WalletAdjustment>();
/** The audit actor id (`<id>:<username>`) as a name. */
const nameOf = (actorId: string) => actorId.slice(actorId.indexOf(':') + 1);

export interface AdjustmentAsk { kind: 'approve' | 'reject'; request: WalletAdjustment }

export function AdjustmentsTable({ requests, isoCurrency, timeZone, onAsk }: {
  requests: WalletAdjustment[];
  isoCurrency: string | undefined;
  timeZone: string;
  onAsk: (ask: AdjustmentAsk) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const withMerchant = useMerchantSearch();
  const columns = useMemo(() => helper.columns([
    helper.accessor('requestedAt', { header: () => t('playerActions.adjustments.columns.requestedAt'), cell: (c) => formatDateTimeIn(c.getValue(), language, timeZone) }),
    helper.accessor('memberId', {
      header: () => t('playerActions.adjustments.columns.player'),
      cell: (c) => <Link to={{ pathname: `/players/${c.getValue()}`, search: withMerchant({ tab: 'balances' }) }}>{t('playerActions.adjustments.playerLink', { id: c.getValue() })}</Link>,
    }),
    helper.accessor('amount', { header: () => t('playerActions.adjustments.columns.amount'), cell: (c) => formatMoney(c.getValue(), c.row.original.currency, isoCurrency, language) }),
    helper.accessor('reason', { header: () => t('playerActions.adjustments.columns.reason') }),
    helper.accessor('requestedBy', { header: () => t('playerActions.adjustments.columns.requestedBy'), cell: (c) => nameOf(c.getValue()) }),
    helper.accessor('status', {
      header: () => t('playerActions.adjustments.columns.status'),
      cell: (c) => {
        const r = c.row.original;
        const status = t(`playerActions.adjustments.statuses.${r.status}`);
        return r.decidedBy ? t('playerActions.adjustments.decidedBy', { status, name: nameOf(r.decidedBy) }) : status;
      },
    }),
    helper.display({
      id: 'actions',
      header: () => t('playerActions.adjustments.columns.actions'),
      cell: (c) => (c.row.original.status !== 'pending' ? null : (
        <Can permission="wallet.approve">
          <div className="actions">
            <button type="button" className="button button-primary" onClick={() => onAsk({ kind: 'approve', request: c.row.original })} data-testid={`adjustment-approve-${c.row.original.id}`}>
              {t('playerActions.adjustments.approve')}
            </button>
            <button type="button" className="button button-danger" onClick={() => onAsk({ kind: 'reject', request: c.row.original })} data-testid={`adjustment-reject-${c.row.original.id}`}>
              {t('playerActions.adjustments.reject')}
            </button>
          </div>
        </Can>
      )),
    }),
  ]), [t, language, timeZone, isoCurrency, withMerchant, onAsk]);
  return <DataTable caption={t('playerActions.adjustments.caption')} columns={columns} data={requests} rowId={(r) => String(r.id)} testId="adjustments" />;
}
