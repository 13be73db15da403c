/** POST /wps/member/withdraw/:id/confirm (T): received, partly received or not received (with proof ids). */
import type { WithdrawConfirmBody, WithdrawView } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function confirmWithdrawal(id: number, body: WithdrawConfirmBody): Promise<WithdrawView> {
  return apiRequest<WithdrawView>(`/wps/member/withdraw/${id}/confirm`, { method: 'POST', body });
}
