/** GET /wps/member/withdraw (T): the player's withdrawals, newest first, one page. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WithdrawList } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const WITHDRAW_PAGE_SIZE = 10;

export function listWithdrawals(pageNo: number, signal?: AbortSignal): Promise<WithdrawList> {
  return apiRequest<WithdrawList>('/wps/member/withdraw', { query: { pageNo, pageSize: WITHDRAW_PAGE_SIZE }, signal });
}

export function withdrawalsQueryOptions(token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: ['withdrawals', token, pageNo],
    queryFn: ({ signal }) => listWithdrawals(pageNo, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    // While the operator still has to act, look again now and then: the answer buttons appear on their own.
    refetchInterval: (query) => (query.state.data?.list.some((w) => w.status === 'pending') ? 15_000 : false),
  });
}
