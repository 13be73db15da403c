/** POST /wps/operator/operators: a new operator with its role, bound to one merchant or (null) to all. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorEntry, OperatorRole } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { OPERATORS_KEY } from './get-operators';

export interface NewOperator {
  username: string;
  password: string;
  role: OperatorRole;
  merchantCode: string | null;
  /** An agent of that merchant: the operator then works on that agent's team only (decision 0053). */
  agentUsername?: string | null;
}

export const postOperator = (body: NewOperator) => apiRequest<OperatorEntry>('/wps/operator/operators', { method: 'POST', body });

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postOperator, onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }) });
}
