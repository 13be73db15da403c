/** POST /wps/relay/GCS_walletTransfer (T): main wallet ↔ one vendor wallet; the request id makes a retry one transfer. */
import type { WalletTransferResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function walletTransfer(body: { from: string; to: string; amount: string; requestId: string }): Promise<WalletTransferResult> {
  return apiRequest<WalletTransferResult>('/wps/relay/GCS_walletTransfer', { method: 'POST', body });
}
