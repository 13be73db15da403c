/** PUT /wps/agent/downline/:id/status (T): enable or disable a downline. */
import type { DownlineStatus, DownlineStatusResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function setDownlineStatus(id: number, status: DownlineStatus): Promise<DownlineStatusResult> {
  return apiRequest<DownlineStatusResult>(`/wps/agent/downline/${id}/status`, { method: 'PUT', body: { status } });
}
