/** Requests as a table: the kind and the change in words, who asked and when, the state and decision, the actions. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRequest } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatDateTimeIn } from '../../../lib/format';
import { useMerchant } from '../../merchants/use-merchant';
import { changeWords, kindWords, operatorName } from '../lib/approval-words';
import { ApprovalActions, ApprovalActionsContext, type ApprovalActionsState } from './approval-actions';

const helper = columnHelper<ApprovalRequest>();

export function ApprovalsTable({ requests, actions, timeZone }: { requests: ApprovalRequest[]; actions: ApprovalActionsState; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { merchants } = useMerchant();

  const columns = useMemo(() => {
    const when = (iso: string) => <time dateTime={iso}>{formatDateTimeIn(iso, language, timeZone)}</time>;
    return helper.columns([
      helper.accessor('kind', { header: () => t('approvals.columns.kind'), cell: (c) => kindWords(t, c.getValue()) }),
      helper.display({ id: 'change', header: () => t('approvals.columns.change'), cell: ({ row }) => <span data-testid="approval-change">{changeWords(t, row.original)}</span> }),
      helper.accessor('merchantCode', {
        header: () => t('approvals.columns.merchant'),
        cell: (c) => { const code = c.getValue(); return code === null ? t('home.allMerchants') : merchants.find((m) => m.merchantCode === code)?.countryName ?? code; },
      }),
      helper.accessor('requestedBy', {
        header: () => t('approvals.columns.requested'),
        cell: (c) => <span className="cell-lines"><span>{operatorName(c.getValue())}</span>{when(c.row.original.requestedAt)}</span>,
      }),
      helper.accessor('status', {
        header: () => t('approvals.columns.status'),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <span className="cell-lines" data-testid="approval-status">
              <span className={r.status === 'pending' ? 'badge' : undefined}>{t(`approvals.statuses.${r.status}`)}</span>
              {r.decidedBy && r.decidedAt ? <span>{t('approvals.decidedBy', { name: operatorName(r.decidedBy) })} {when(r.decidedAt)}</span> : null}
              {r.decisionReason ? <span className="muted">{t('approvals.reasonShown', { reason: r.decisionReason })}</span> : null}
            </span>
          );
        },
      }),
      helper.display({ id: 'actions', header: () => t('approvals.columns.actions'), cell: ({ row }) => <ApprovalActions request={row.original} /> }),
    ]);
  }, [t, language, merchants, timeZone]);

  return (
    <ApprovalActionsContext value={actions}>
      <DataTable caption={t('approvals.caption')} columns={columns} data={requests} rowId={(r) => String(r.id)} testId="approvals-table" />
    </ApprovalActionsContext>
  );
}
