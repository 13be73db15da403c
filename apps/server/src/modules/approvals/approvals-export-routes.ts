import { APPROVAL_CSV_COLUMNS, approvalExportQuery } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import { jsonCell } from '../../lib/csv';
import type { ZodFastify } from '../../http/types';
import type { CsvExports } from '../exports/service';
import type { ApprovalService } from './service';

const tags = ['operator'];
const security = [{ token: [] }];

/**
 * Maker-checker requests as CSV (decision 0055): the list's filters, read through `approvals.list` a page
 * at a time, so the file holds only the kinds the caller's role could decide, in its merchant (and for a
 * team-bound operator, which decides none, only the header row, as its list is empty).
 */
export function approvalExportRoutes(authed: ZodFastify, { approvals, csvExports }: { approvals: ApprovalService; csvExports: CsvExports }) {
  authed.get('/wps/operator/approvals/export', {
    config: { permission: 'signed-in' },
    schema: {
      tags, security, querystring: approvalExportQuery,
      summary: 'Approval requests as CSV (text/csv, streamed, at most 100,000 rows), newest first, with the list\'s filters: the kinds the caller may decide, in its merchant; payload and before as JSON; audited as approval.export',
    },
  }, async (req, reply) => {
    const file = await csvExports.open(req.actor, {
      list: 'approvals', action: 'approval.export', merchantCode: req.actor.merchantCode, filters: req.query, columns: APPROVAL_CSV_COLUMNS,
      page: async (pageNo, pageSize) => (await approvals.list(req.actor, { ...req.query, pageNo, pageSize })).list,
      cells: (r) => [r.id, r.kind, r.merchantCode, r.target, jsonCell(r.payload), jsonCell(r.before), r.status, r.requestedBy, r.requestedAt, r.decidedBy, r.decidedAt, r.decisionReason],
    }, req.log);
    return sendCsv(reply, file);
  });
}
