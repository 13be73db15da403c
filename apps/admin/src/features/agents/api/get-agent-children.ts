/** GET …/agents/:id/children: one page of a member's direct downline, asked for only when its node is opened. */
import { useQuery } from '@tanstack/react-query';
import type { AgentNodePage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath, query } from './agents-path';

export const CHILDREN_PAGE = 20;

export const useAgentChildren = (merchantCode: string, id: number, pageNo: number, enabled: boolean) => useQuery({
  queryKey: ['agent-children', merchantCode, id, pageNo],
  queryFn: () => apiRequest<AgentNodePage>(`${agentsPath(merchantCode)}/agents/${id}/children${query({ pageNo, pageSize: CHILDREN_PAGE })}`),
  enabled,
});
