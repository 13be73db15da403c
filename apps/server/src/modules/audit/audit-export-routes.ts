import { AUDIT_CSV_COLUMNS, auditExportQuery } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import { jsonCell } from '../../lib/csv';
import type { ZodFastify } from '../../http/types';
import type { Services } from '../../services';
import { noLaterThan } from '../exports/service';

const tags = ['operator'];
const security = [{ token: [] }];

/** The audit log as CSV (decision 0055): the list's filters and merchant narrowing, read through `audit.list` a page at a time. */
export function auditExportRoutes(authed: ZodFastify, { audit, csvExports }: Pick<Services, 'audit' | 'csvExports'>) {
  authed.get('/wps/operator/audit/export', {
    config: { permission: 'audit.read' },
    schema: {
      tags, security, querystring: auditExportQuery,
      summary: 'The audit log as CSV (text/csv, streamed, at most 100,000 rows), newest first, with the list\'s filters, up to the export\'s start; changes as JSON; audited as audit.export',
    },
  }, async (req, reply) => {
    // As the list: an operator bound to one merchant reads only that merchant's entries.
    const merchantCode = req.actor.merchantCode ?? req.query.merchantCode;
    const q = { ...req.query, merchantCode, to: noLaterThan(req.query.to, new Date()) };
    const file = await csvExports.open(req.actor, {
      list: 'audit', action: 'audit.export', merchantCode: merchantCode || null, filters: req.query, columns: AUDIT_CSV_COLUMNS,
      page: async (pageNo, pageSize) => (await audit.list({ ...q, pageNo, pageSize })).list,
      cells: (r) => [r.id, r.at, r.actorType, r.actorId, r.ip, r.merchantCode, r.action, r.target, jsonCell(r.before), jsonCell(r.after), r.chainSeq, r.hash],
    }, req.log);
    return sendCsv(reply, file);
  });
}
