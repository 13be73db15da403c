/**
 * POST /wps/operator/approvals/:id/approve, /reject (with a reason) and /cancel (the maker's own): each
 * refreshes the list, and an approval also the operators (a role may have changed).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalDecision, ApprovalRequest } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { OPERATORS_KEY } from '../../operators/api/get-operators';
import { APPROVALS_KEY } from './get-approvals';

export type Decision = { kind: 'approve'; id: number } | { kind: 'reject'; id: number; reason: string } | { kind: 'cancel'; id: number };

export function postDecision(decision: Decision): Promise<ApprovalDecision | ApprovalRequest> {
  const url = `/wps/operator/approvals/${decision.id}/${decision.kind}`;
  return decision.kind === 'reject'
    ? apiRequest<ApprovalRequest>(url, { method: 'POST', body: { reason: decision.reason } })
    : apiRequest<ApprovalDecision | ApprovalRequest>(url, { method: 'POST' });
}

export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDecision,
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }), queryClient.invalidateQueries({ queryKey: OPERATORS_KEY })]);
    },
  });
}
