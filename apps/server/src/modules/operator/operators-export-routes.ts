import { OPERATOR_CSV_COLUMNS } from '@platform/contracts';
import { sendCsv } from '../../http/csv-reply';
import type { ZodFastify } from '../../http/types';
import type { CsvExports } from '../exports/service';
import type { OperatorService } from './service';

const tags = ['operator'];
const security = [{ token: [] }];

/**
 * The operators list as CSV (decision 0055): the list's own `operators.list` (its merchant binding, its
 * fields: no password hash, authenticator secret or session). The list is not paged on the server (an
 * owner's operators are few), so the export reads it once and hands it out a page at a time.
 */
export function operatorExportRoutes(authed: ZodFastify, { operators, csvExports }: { operators: OperatorService; csvExports: CsvExports }) {
  authed.get('/wps/operator/operators/export', {
    config: { permission: 'operators.manage' },
    schema: { tags, security, summary: 'Operators as CSV (text/csv, streamed, at most 100,000 rows), by name: role, binding, team and state; audited as operator.export' },
  }, async (req, reply) => {
    let all: Awaited<ReturnType<OperatorService['list']>> | undefined;
    const file = await csvExports.open(req.actor, {
      list: 'operators', action: 'operator.export', merchantCode: req.actor.merchantCode, filters: {}, columns: OPERATOR_CSV_COLUMNS,
      page: async (pageNo, pageSize) => (all ??= await operators.list(req.actor)).slice((pageNo - 1) * pageSize, pageNo * pageSize),
      cells: (r) => [r.id, r.username, r.merchantCode, r.role, r.team?.agentId, r.team?.agentUsername, r.status, r.totpEnabled, r.lastLoginAt, r.createdAt],
    }, req.log);
    return sendCsv(reply, file);
  });
}
