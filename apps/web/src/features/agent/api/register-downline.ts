/** POST /wps/agent/downline/register (T, E): register center — opens an account as a direct downline. */
import type { DownlineRegisterBody, DownlineRegisterResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function registerDownline(body: DownlineRegisterBody): Promise<DownlineRegisterResult> {
  return apiRequest<DownlineRegisterResult>('/wps/agent/downline/register', { method: 'POST', body, encrypted: true });
}
