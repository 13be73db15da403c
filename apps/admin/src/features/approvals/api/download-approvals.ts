/** GET /wps/operator/approvals/export: the requests with the status on screen, the kinds the caller may decide, as CSV (decision 0055). */
import { downloadCsv } from '../../../lib/download-csv';
import type { ApprovalSearch } from '../lib/approval-search';
import { approvalsQuery } from './get-approvals';

export const downloadApprovals = (search: ApprovalSearch, language: string): Promise<string> =>
  downloadCsv('/wps/operator/approvals/export', approvalsQuery(search), language, 'approvals.csv');
