/** GET …/agents/:id/contracts: contracts the member holds or gives, newest first, one page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorContractPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath, query } from './agents-path';

export const useAgentContracts = (merchantCode: string, id: number, pageNo: number, pageSize: number) => useQuery({
  queryKey: ['agent-contracts', merchantCode, id, pageNo, pageSize],
  queryFn: () => apiRequest<OperatorContractPage>(`${agentsPath(merchantCode)}/agents/${id}/contracts${query({ pageNo, pageSize })}`),
  placeholderData: keepPreviousData,
});
