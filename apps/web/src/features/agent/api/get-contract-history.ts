/** GET /wps/agent/contracts/:id/history (T): every change of a contract I am a party to, oldest first. */
import { queryOptions } from '@tanstack/react-query';
import type { ContractHistory } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function contractHistoryQueryOptions(token: string | null, id: number | null) {
  return queryOptions({
    queryKey: ['agent', 'contract-history', token, id],
    queryFn: ({ signal }) => apiRequest<ContractHistory>(`/wps/agent/contracts/${id}/history`, { signal }),
    enabled: token !== null && id !== null,
  });
}
