import { merchantParam, WITHDRAWAL_CSV_COLUMNS, withdrawalExportQuery } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';
import { noLaterThan } from '../exports/service';

const tags = ['withdraw'];
const security = [{ token: [] }];

/**
 * A merchant's withdrawals as CSV (decision 0055): the list's filters and order, read through `listFor` a
 * page at a time, so the bank account and holder's name are masked for a role without players.pii as in the list.
 */
export function withdrawalExportRoutes(authed: ZodFastify, { withdrawals, csvExports }: Pick<Services, 'withdrawals' | 'csvExports'>) {
  authed.get('/wps/operator/merchants/:merchantCode/withdrawals/export', {
    config: { permission: 'withdrawals.read', team: 'list' },
    schema: {
      tags, security, params: merchantParam, querystring: withdrawalExportQuery,
      summary: 'A merchant\'s withdrawals as CSV (text/csv, streamed, at most 100,000 rows): the list\'s filters and order, made up to the export\'s start, masked as the list is; audited as withdraw.export',
    },
  }, async (req, reply) => {
    const { merchantCode } = req.params;
    const q = { ...req.query, to: noLaterThan(req.query.to, new Date()) };
    const file = await csvExports.open(req.actor, {
      list: 'withdrawals', action: 'withdraw.export', merchantCode, filters: req.query, columns: WITHDRAWAL_CSV_COLUMNS,
      page: async (pageNo, pageSize) => (await withdrawals.listFor(req.actor, merchantCode, { ...q, pageNo, pageSize })).list,
      cells: (r) => [
        r.id, r.merchantCode, r.memberId, r.username, r.requestId, r.bankCode, r.bankName, r.accountNumber, r.holderName, r.amount, r.currency,
        r.status, r.channelCode, r.receivedAmount, r.disputedAmount, r.forcedReceipt, r.rejectReason, r.resolution, r.resolutionNote,
        r.reviewedBy, r.reviewedAt, r.disbursedAt, r.receiveDeadline, r.confirmedAt, r.resolvedBy, r.resolvedAt, r.createdAt,
      ],
    }, req.log);
    return sendCsv(reply, file);
  });
}
