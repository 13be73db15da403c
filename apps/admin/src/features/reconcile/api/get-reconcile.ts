/**
 * GET /wps/operator/wallet/reconcile (wallet.read): checks every ledger invariant of the merchant in one
 * snapshot. A mutation, not a query, although it only reads: it scans the whole ledger, so it runs when the
 * operator presses the button, never on a render, a refocus or a retry.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReconcileReport } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getReconcile(merchantCode: string): Promise<ReconcileReport> {
  return apiRequest<ReconcileReport>(`/wps/operator/wallet/reconcile?${new URLSearchParams({ merchantCode }).toString()}`);
}

export const useReconcile = () => useMutation({ mutationFn: getReconcile, retry: false });
