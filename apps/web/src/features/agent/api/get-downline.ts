/** GET /wps/agent/downline/:id (T): one downline's details. */
import { queryOptions } from '@tanstack/react-query';
import type { DownlineDetails } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function downlineQueryOptions(token: string | null, id: number | null) {
  return queryOptions({
    queryKey: ['agent', 'downline', token, id],
    queryFn: ({ signal }) => apiRequest<DownlineDetails>(`/wps/agent/downline/${id}`, { signal }),
    enabled: token !== null && id !== null,
  });
}
