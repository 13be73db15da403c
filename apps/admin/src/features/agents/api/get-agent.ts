/** GET …/agents/:id: a member with its upline chain and team size. */
import { useQuery } from '@tanstack/react-query';
import type { AgentNodeDetail } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath } from './agents-path';

export const useAgent = (merchantCode: string, id: number) => useQuery({
  queryKey: ['agent', merchantCode, id],
  queryFn: () => apiRequest<AgentNodeDetail>(`${agentsPath(merchantCode)}/agents/${id}`),
});
