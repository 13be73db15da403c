/** GET /wps/operator/approvals: requests of the kinds the caller's role may decide, newest first (decision 0045). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApprovalPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { ApprovalSearch } from '../lib/approval-search';

export const APPROVALS_KEY = ['approvals'] as const;

export function approvalsQuery(search: ApprovalSearch): URLSearchParams {
  const params = new URLSearchParams({ pageNo: String(search.page), pageSize: String(search.size) });
  if (search.status !== 'all') params.set('status', search.status);
  return params;
}

export const getApprovals = (search: ApprovalSearch) => apiRequest<ApprovalPage>(`/wps/operator/approvals?${approvalsQuery(search).toString()}`);

export const useApprovals = (search: ApprovalSearch) => useQuery({
  queryKey: [...APPROVALS_KEY, search],
  queryFn: () => getApprovals(search),
  placeholderData: keepPreviousData,
});
