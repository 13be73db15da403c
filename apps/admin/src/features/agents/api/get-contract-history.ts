/** GET …/agent-contracts/:id/history: every change of a contract, oldest first. */
import { useQuery } from '@tanstack/react-query';
import type { ContractHistory } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath } from './agents-path';

export const useContractHistory = (merchantCode: string, id: number) => useQuery({
  queryKey: ['contract-history', merchantCode, id],
  queryFn: () => apiRequest<ContractHistory>(`${agentsPath(merchantCode)}/agent-contracts/${id}/history`),
});
