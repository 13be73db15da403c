/**
 * GET /wps/member/info/funds/consolidated (T): main wallet plus vendor wallets; and
 * GET /wps/relay/GCS_merchantWallet (T): whether the site runs one wallet for every game.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ConsolidatedFunds, MerchantWallet } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function consolidatedQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['consolidated', token],
    queryFn: ({ signal }) => apiRequest<ConsolidatedFunds>('/wps/member/info/funds/consolidated', { signal }),
    enabled: token !== null,
  });
}

export function merchantWalletQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['merchantWallet', token],
    queryFn: ({ signal }) => apiRequest<MerchantWallet>('/wps/relay/GCS_merchantWallet', { signal }),
    enabled: token !== null,
  });
}
