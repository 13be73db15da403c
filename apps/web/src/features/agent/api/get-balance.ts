/** GET /wps/v2/wallets/balance (T): the agent's main wallet, shown and checked before a transfer to a downline. */
import { queryOptions } from '@tanstack/react-query';
import type { WalletBalance } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function balanceQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['agent', 'balance', token],
    queryFn: ({ signal }) => apiRequest<WalletBalance>('/wps/v2/wallets/balance', { signal }),
    enabled: token !== null,
  });
}
