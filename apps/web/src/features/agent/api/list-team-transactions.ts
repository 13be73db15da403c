/** GET /wps/agent/team/transactions (T): downline transaction details — the downline's wallet postings, newest first, server pages. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DownlineScope, MemberPostingType, TeamTransactionsPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { PeriodQuery } from '../../../lib/period';

export interface TeamTransactionsFilter { scope: DownlineScope; username?: string; type?: MemberPostingType }

export function fetchTeamTransactions(period: PeriodQuery, filter: TeamTransactionsFilter, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<TeamTransactionsPage> {
  return apiRequest<TeamTransactionsPage>('/wps/agent/team/transactions', { query: { ...period, ...filter, pageNo, pageSize }, signal });
}

export function teamTransactionsQueryOptions(token: string | null, period: PeriodQuery, filter: TeamTransactionsFilter, pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['agent', 'transactions', token, period, filter, pageNo, pageSize],
    queryFn: ({ signal }) => fetchTeamTransactions(period, filter, pageNo, pageSize, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
