/** GET /wps/operator/audit/export: the audit log under the filters on screen (days in the page's zone), as CSV (decision 0055). */
import { downloadCsv } from '../../../lib/download-csv';
import { auditQueryOf, type AuditSearch } from '../lib/audit-search';

export function downloadAudit(search: AuditSearch, timeZone: string, language: string): Promise<string> {
  return downloadCsv('/wps/operator/audit/export', auditQueryOf(search, timeZone), language, 'audit.csv');
}
