/**
 * The contract relay calls (spec §7: MCS2_processDividendReq, MCS2_processDailySalContract,
 * MCS2_processContractHourSalary, MCSFE_processRealTimeSalaryContract; T): one call per contract type,
 * the request type in the type's own field. QUERY answers my contracts with my upline and a server
 * page of those I gave; the others change one contract.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AgentContractStatus, AgentContractType, ContractRelayResult, ContractRequestBody, ContractRequestType } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CONTRACT_RELAYS } from '../lib/contract-values';

export const CONTRACT_PAGE_SIZE = 20;

export function contractRelay(type: AgentContractType, requestType: ContractRequestType, body: ContractRequestBody = {}, signal?: AbortSignal): Promise<ContractRelayResult> {
  const { path, field } = CONTRACT_RELAYS[type];
  return apiRequest<ContractRelayResult>(path, { method: 'POST', body: { [field]: requestType, ...body }, signal });
}

export function contractsQueryOptions(token: string | null, type: AgentContractType, status: AgentContractStatus | undefined, pageNo: number) {
  return queryOptions({
    queryKey: ['agent', 'contracts', type, token, status, pageNo],
    queryFn: ({ signal }) => contractRelay(type, 'QUERY', { pageNo, pageSize: CONTRACT_PAGE_SIZE, ...(status ? { status } : {}) }, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
