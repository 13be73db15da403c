/** GET /wps/member/deposit/channels (T): the merchant's deposit channels with their ranges and bank details. */
import { queryOptions } from '@tanstack/react-query';
import type { DepositChannel } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function depositChannelsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['depositChannels', token],
    queryFn: ({ signal }) => apiRequest<DepositChannel[]>('/wps/member/deposit/channels', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
