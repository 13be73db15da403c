/**
 * GET /wps/member/records/{account,betting,profit,bonus} (T): the member's records over a period
 * (merchant time zone), paged on the server. One file for the four reads: they share the query shape.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AccountRecordPage, BettingRecordPage, PersonalProfit, MemberPostingType } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { PeriodQuery } from '../../../lib/period';

export type { PeriodQuery };
export const RECORD_PAGE_SIZE = 10;

type Kind = 'account' | 'betting' | 'profit' | 'bonus';
interface Answers { account: AccountRecordPage; betting: BettingRecordPage; profit: PersonalProfit; bonus: AccountRecordPage }

export function recordsQueryOptions<K extends Kind>(kind: K, token: string | null, period: PeriodQuery, extra: { pageNo?: number; type?: MemberPostingType } = {}) {
  const query = { ...period, ...(kind === 'profit' ? {} : { pageNo: extra.pageNo ?? 1, pageSize: RECORD_PAGE_SIZE }), ...(extra.type ? { type: extra.type } : {}) };
  return queryOptions({
    queryKey: ['records', kind, token, query],
    queryFn: ({ signal }) => apiRequest<Answers[K]>(`/wps/member/records/${kind}`, { query, signal }),
    enabled: token !== null,
    // Paging or changing the period keeps the last table on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
