/**
 * PUT /wps/operator/operators/:username/role: asks for another operator's new role. Nothing changes yet:
 * the answer is the pending request, applied once a second owner approves it (decision 0045).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalPending, OperatorRole } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { APPROVALS_KEY } from '../../approvals/api/get-approvals';

export const putOperatorRole = ({ username, role }: { username: string; role: OperatorRole }) =>
  apiRequest<ApprovalPending>(`/wps/operator/operators/${encodeURIComponent(username)}/role`, { method: 'PUT', body: { role } });

export function useAskRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putOperatorRole, onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }) });
}
