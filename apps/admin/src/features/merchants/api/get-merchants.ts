/** GET /wps/operator/merchants: the merchants the operator reaches (its binding's one, or all). */
import { useQuery } from '@tanstack/react-query';
import type { RegionEntry } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The part of each entry the back office reads (the answer carries the merchant's settings too). */
export interface ReachableMerchant {
  merchant: RegionEntry;
  status: number;
}

export const getMerchants = () => apiRequest<ReachableMerchant[]>('/wps/operator/merchants');

// Merchants change seldom; a page that needs them should not refetch them on every mount.
export const useMerchants = () => useQuery({ queryKey: ['merchants'], queryFn: getMerchants, staleTime: 5 * 60_000 });
