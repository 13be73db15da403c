/** GET /wps/member/transfer/upline (T): the upline agent; POST (T, E): member → upline with the fund password. */
import { queryOptions } from '@tanstack/react-query';
import type { UplineInfo, UplineTransferResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function uplineQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['upline', token],
    queryFn: ({ signal }) => apiRequest<UplineInfo>('/wps/member/transfer/upline', { signal }),
    enabled: token !== null,
  });
}

export function transferToUpline(body: { amount: string; fundPassword: string; requestId: string }): Promise<UplineTransferResult> {
  return apiRequest<UplineTransferResult>('/wps/member/transfer/upline', { method: 'POST', body, encrypted: true });
}
