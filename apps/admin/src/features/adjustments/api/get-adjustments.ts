/** GET /wps/operator/wallet/adjustments (wallet.read): the merchant's adjustment requests by status, paged (decision 0033). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdjustmentPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { AdjustmentSearch } from '../lib/adjustment-search';

/** The player page's actions refresh this list by the same key. */
export const ADJUSTMENTS_KEY = ['adjustments'] as const;

export function getAdjustments(merchantCode: string, search: AdjustmentSearch): Promise<AdjustmentPage> {
  const params = new URLSearchParams({ merchantCode, pageNo: String(search.page), pageSize: String(search.size) });
  if (search.status !== 'all') params.set('status', search.status);
  return apiRequest<AdjustmentPage>(`/wps/operator/wallet/adjustments?${params.toString()}`);
}

export const useAdjustments = (merchantCode: string | undefined, search: AdjustmentSearch) => useQuery({
  queryKey: [...ADJUSTMENTS_KEY, merchantCode, search],
  queryFn: () => getAdjustments(merchantCode!, search),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
