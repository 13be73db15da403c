/** GET /wps/agent/team/betting (T): the team's bets by game category (or category and vendor) over a period. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TeamBetting } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { PeriodQuery } from '../../../lib/period';

export function teamBettingQueryOptions(token: string | null, period: PeriodQuery, groupBy: 'category' | 'vendor') {
  const query = { ...period, groupBy };
  return queryOptions({
    queryKey: ['agent', 'betting', token, query],
    queryFn: ({ signal }) => apiRequest<TeamBetting>('/wps/agent/team/betting', { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
