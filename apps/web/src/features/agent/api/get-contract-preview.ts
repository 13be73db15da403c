/** GET /wps/agent/contracts/:id/preview (T): what the contract's open period would pay if it ended now (nothing is written). */
import { queryOptions } from '@tanstack/react-query';
import type { ContractPreview } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function contractPreviewQueryOptions(token: string | null, id: number | null) {
  return queryOptions({
    queryKey: ['agent', 'contract-preview', token, id],
    queryFn: ({ signal }) => apiRequest<ContractPreview>(`/wps/agent/contracts/${id}/preview`, { signal }),
    enabled: token !== null && id !== null,
  });
}
