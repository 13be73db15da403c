/** GET /wps/agent/downline (T): downline management's list — direct or whole team, search, status, server pages. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DownlinePage, DownlineScope, DownlineStatus } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface DownlineFilter { scope: DownlineScope; username?: string; status?: DownlineStatus }
export const AGENT_PAGE_SIZE = 20;

export function downlinesQueryOptions(token: string | null, filter: DownlineFilter, pageNo: number) {
  const query = { ...filter, pageNo, pageSize: AGENT_PAGE_SIZE };
  return queryOptions({
    queryKey: ['agent', 'downlines', token, query],
    queryFn: ({ signal }) => apiRequest<DownlinePage>('/wps/agent/downline', { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
