/** POST /wps/agent/contracts/register-downline (T, E): register center with an initial contract, both in force at once or neither. */
import type { DownlineRegisterWithContractBody, DownlineRegisterWithContractResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function registerDownlineWithContract(body: DownlineRegisterWithContractBody): Promise<DownlineRegisterWithContractResult> {
  return apiRequest<DownlineRegisterWithContractResult>('/wps/agent/contracts/register-downline', { method: 'POST', body, encrypted: true });
}
