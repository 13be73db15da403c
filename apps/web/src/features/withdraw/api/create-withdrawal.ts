/** POST /wps/member/withdraw (T, E): holds the amount at once; the same requestId is the same withdrawal. */
import type { WithdrawCreateBody, WithdrawView } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function createWithdrawal(body: WithdrawCreateBody): Promise<WithdrawView> {
  return apiRequest<WithdrawView>('/wps/member/withdraw', { method: 'POST', body, encrypted: true });
}
