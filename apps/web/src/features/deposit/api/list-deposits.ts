/** GET /wps/member/deposit/list (T): the player's deposits, newest first, paged. */
import { queryOptions } from '@tanstack/react-query';
import type { DepositList } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const DEPOSIT_PAGE_SIZE = 10;

export function depositsQueryOptions(token: string | null, pageNo: number) {
  return queryOptions({
    queryKey: ['deposits', token, pageNo],
    queryFn: ({ signal }) => apiRequest<DepositList>('/wps/member/deposit/list', { query: { pageNo, pageSize: DEPOSIT_PAGE_SIZE }, signal }),
    enabled: token !== null,
    // While a request waits for an operator or a gateway, look again now and then so its outcome shows up.
    refetchInterval: (query) => (query.state.data?.list.some((d) => d.status === 'pending') ? 5_000 : false),
  });
}
