/** GET /wps/agent/team/profit (T): downline profit and loss, one row per direct downline (of the caller or `parentId`) with its team, server pages. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TeamProfitPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { PeriodQuery } from '../../../lib/period';

/** `parentId`: the agent whose direct downline is shown (default the caller); `username`: one member alone. */
export interface TeamProfitFilter { parentId?: number; username?: string }

export function fetchTeamProfit(period: PeriodQuery, filter: TeamProfitFilter, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<TeamProfitPage> {
  return apiRequest<TeamProfitPage>('/wps/agent/team/profit', { query: { ...period, ...filter, pageNo, pageSize }, signal });
}

export function teamProfitQueryOptions(token: string | null, period: PeriodQuery, filter: TeamProfitFilter, pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['agent', 'profit', token, period, filter, pageNo, pageSize],
    queryFn: ({ signal }) => fetchTeamProfit(period, filter, pageNo, pageSize, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
