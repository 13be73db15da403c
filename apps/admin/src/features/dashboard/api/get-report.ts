/** GET /wps/operator/merchants/:code/reports/:report: one page of a report, sorted by the server (decision 0050). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { reportQueryOf, type ReportSearch } from '../lib/report-search';

export const getReport = (merchantCode: string, s: ReportSearch) =>
  apiRequest<ReportPage>(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/reports/${s.report}?${reportQueryOf(s).toString()}`);

export const useReport = (merchantCode: string | undefined, s: ReportSearch) => useQuery({
  queryKey: ['report', merchantCode, s],
  queryFn: () => getReport(merchantCode!, s),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
