/** GET …/agents: the top agents of the merchant, or members by a username part; one page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentNodePage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath, query } from './agents-path';

export const useAgentTree = (merchantCode: string | undefined, username: string, pageNo: number, pageSize: number) => useQuery({
  queryKey: ['agent-tree', merchantCode, username, pageNo, pageSize],
  queryFn: () => apiRequest<AgentNodePage>(`${agentsPath(merchantCode!)}/agents${query({ username, pageNo, pageSize })}`),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
