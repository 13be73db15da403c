/**
 * GET /wps/operator/merchants/:code/reports/:report/csv: the whole report as a file, downloaded as the
 * lists' exports are (`lib/download-csv.ts`: the token in the Authorization header, never in the URL).
 */
import { downloadCsv } from '../../../lib/download-csv';
import type { ReportSearch } from '../lib/report-search';

export function downloadReport(merchantCode: string, s: ReportSearch, language: string): Promise<string> {
  const q = new URLSearchParams({ level: s.level });
  if (s.from) q.set('from', s.from);
  if (s.to) q.set('to', s.to);
  return downloadCsv(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/reports/${s.report}/csv`, q, language, `${s.report}.csv`);
}
