/**
 * The manual rebate page's calls (member centre → manual rebate; issue 19, decision 0058 "Rebates and cashback"):
 * GET /wps/member/rebates (T, real members) answers each running rebate the player may claim by hand with
 * today's figures so far, in the merchant's day; POST /wps/member/rebates/:code/claim pays what today has
 * earned and not yet paid (at least its smallest payment), and answers the amount and the rebate as it now stands.
 */
import { queryOptions } from '@tanstack/react-query';
import type { MemberRebates, RebateClaimResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const rebatesKey = ['promotions', 'rebates'] as const;

export function rebatesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...rebatesKey, token ?? ''],
    queryFn: ({ signal }) => apiRequest<MemberRebates>('/wps/member/rebates', { signal }),
    enabled: token !== null,
  });
}

export const claimRebate = (code: string) =>
  apiRequest<RebateClaimResult>(`/wps/member/rebates/${encodeURIComponent(code)}/claim`, { method: 'POST' });
