/**
 * POST …/agent-contracts/:id/rerun: settle one closed period again, paying or taking back the difference;
 * audited with the operator's reason. The key makes a repeated click (or a retry) one re-run.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractRerunResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { agentsPath } from './agents-path';

export interface Rerun { periodStart: string; reason: string; idempotencyKey: string }

export function useContractRerun(merchantCode: string, contractId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Rerun) => apiRequest<ContractRerunResult>(`${agentsPath(merchantCode)}/agent-contracts/${contractId}/rerun`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contract-settlements', merchantCode, contractId] }),
  });
}
