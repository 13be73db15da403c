/** POST /wps/agent/downline/transfer (T, E): agent main wallet → a direct downline's, with the fund password; a repeated requestId is the same transfer. */
import type { DownlineTransferBody, DownlineTransferResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function transferToDownline(body: DownlineTransferBody): Promise<DownlineTransferResult> {
  return apiRequest<DownlineTransferResult>('/wps/agent/downline/transfer', { method: 'POST', body, encrypted: true });
}
