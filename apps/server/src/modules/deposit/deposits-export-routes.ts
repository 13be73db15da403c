import { DEPOSIT_CSV_COLUMNS, depositExportQuery } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';
import { noLaterThan } from '../exports/service';

const tags = ['deposit'];
const security = [{ token: [] }];

/** The deposits queue as CSV (decision 0055): the list's filters and order, read through `listForOperator` a page at a time. */
export function depositExportRoutes(authed: ZodFastify, { deposits, csvExports }: Pick<Services, 'deposits' | 'csvExports'>) {
  authed.get('/wps/operator/deposits/export', {
    config: { permission: 'deposits.read', team: 'list' },
    schema: {
      tags, security, querystring: depositExportQuery,
      summary: 'Deposit requests as CSV (text/csv, streamed, at most 100,000 rows): the list\'s filters and order, made up to the export\'s start; merchant-bound operators: their merchant; audited as deposit.export',
    },
  }, async (req, reply) => {
    const q = { ...req.query, to: noLaterThan(req.query.to, new Date()) };
    const file = await csvExports.open(req.actor, {
      list: 'deposits', action: 'deposit.export', merchantCode: req.actor.merchantCode ?? q.merchantCode ?? null, filters: req.query, columns: DEPOSIT_CSV_COLUMNS,
      page: async (pageNo, pageSize) => (await deposits.listForOperator(req.actor, { ...q, pageNo, pageSize })).list,
      cells: (r) => [
        r.id, r.merchantCode, r.memberId, r.username, r.channelCode, r.channelType, r.amount, r.currency, r.status, r.reference,
        r.gatewayPaymentId, r.postingId, r.reviewedBy, r.reviewedAt, r.rejectReason, r.createdAt,
      ],
    }, req.log);
    return sendCsv(reply, file);
  });
}
