/** GET /wps/agent/team/overview (T): the team's figures over a period, with one point per day for the charts. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TeamOverview } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { PeriodQuery } from '../../../lib/period';

export function teamOverviewQueryOptions(token: string | null, period: PeriodQuery) {
  return queryOptions({
    queryKey: ['agent', 'overview', token, period],
    queryFn: ({ signal }) => apiRequest<TeamOverview>('/wps/agent/team/overview', { query: { ...period }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
