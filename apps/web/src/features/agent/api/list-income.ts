/** GET /wps/agent/contracts/income (T): my income — settlements paid to the agent under its contracts, newest first, server pages. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AgentContractType, ContractIncome } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchIncome(type: AgentContractType | undefined, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<ContractIncome> {
  return apiRequest<ContractIncome>('/wps/agent/contracts/income', { query: { type, pageNo, pageSize }, signal });
}

export function incomeQueryOptions(token: string | null, type: AgentContractType | undefined, pageNo: number, pageSize: number) {
  return queryOptions({
    queryKey: ['agent', 'income', token, type, pageNo, pageSize],
    queryFn: ({ signal }) => fetchIncome(type, pageNo, pageSize, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
