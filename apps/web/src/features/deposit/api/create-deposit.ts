/** POST /wps/member/deposit (T): a bank-transfer request, or a gateway payment answered with its pay page. */
import type { DepositCreateResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function createDeposit(body: { channelCode: string; amount: string; reference?: string; receiptFileId?: string; requestId: string }): Promise<DepositCreateResult> {
  return apiRequest<DepositCreateResult>('/wps/member/deposit', { method: 'POST', body });
}
