/** GET /wps/member/withdraw/info (T): balance, limits, bound accounts, fund password and turnover state. */
import { queryOptions } from '@tanstack/react-query';
import type { WithdrawInfo } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return apiRequest<WithdrawInfo>('/wps/member/withdraw/info', { signal });
}

/** Keyed by the session token, so another player on this tab never sees the last one's accounts. */
export function withdrawInfoQueryOptions(token: string | null) {
  return queryOptions({ queryKey: ['withdrawInfo', token], queryFn: ({ signal }) => getWithdrawInfo(signal), enabled: token !== null });
}
