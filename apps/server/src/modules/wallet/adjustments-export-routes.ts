import { ADJUSTMENT_CSV_COLUMNS, adjustmentExportQuery } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';

const tags = ['wallet'];
const security = [{ token: [] }];

/** Adjustment requests as CSV (decision 0055): the list's status and merchant, read through `adjustments.list` a page at a time. */
export function adjustmentExportRoutes(authed: ZodFastify, { wallet, csvExports }: Pick<Services, 'wallet' | 'csvExports'>) {
  authed.get('/wps/operator/wallet/adjustments/export', {
    config: { permission: 'wallet.read', team: 'list' },
    schema: {
      tags, security, querystring: adjustmentExportQuery,
      summary: 'Adjustment requests as CSV (text/csv, streamed, at most 100,000 rows), newest first, by status; merchant-bound operators: their merchant; audited as wallet.adjust.export',
    },
  }, async (req, reply) => {
    const file = await csvExports.open(req.actor, {
      list: 'adjustments', action: 'wallet.adjust.export', merchantCode: req.actor.merchantCode ?? req.query.merchantCode ?? null, filters: req.query, columns: ADJUSTMENT_CSV_COLUMNS,
      page: async (pageNo, pageSize) => (await wallet.adjustments.list(req.actor, { ...req.query, pageNo, pageSize })).list,
      cells: (r) => [r.id, r.merchantCode, r.memberId, r.amount, r.currency, r.reason, r.status, r.requestedBy, r.requestedAt, r.decidedBy, r.decidedAt, r.decisionReason, r.postingId],
    }, req.log);
    return sendCsv(reply, file);
  });
}
