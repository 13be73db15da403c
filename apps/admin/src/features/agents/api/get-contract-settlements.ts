/** GET …/agent-contracts/:id/settlements: the contract's settled periods, newest first, one page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractSettlementPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath, query } from './agents-path';

export const useContractSettlements = (merchantCode: string, id: number, pageNo: number, pageSize: number) => useQuery({
  queryKey: ['contract-settlements', merchantCode, id, pageNo, pageSize],
  queryFn: () => apiRequest<ContractSettlementPage>(`${agentsPath(merchantCode)}/agent-contracts/${id}/settlements${query({ pageNo, pageSize })}`),
  placeholderData: keepPreviousData,
});
