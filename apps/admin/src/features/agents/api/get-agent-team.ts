/** GET …/agents/:id/team: the agent's team overview over a period preset (the agent area's roll-ups). */
import { useQuery } from '@tanstack/react-query';
import type { TeamOverview } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath, query } from './agents-path';

export const useAgentTeam = (merchantCode: string, id: number, preset: 'previous7' | 'previous30', enabled: boolean) => useQuery({
  queryKey: ['agent-team', merchantCode, id, preset],
  queryFn: () => apiRequest<TeamOverview>(`${agentsPath(merchantCode)}/agents/${id}/team${query({ preset })}`),
  enabled,
});
