/**
 * POST /wps/operator/merchants/:code/members/:id/wallet/adjust: above the merchant's threshold it answers
 * `pending` and waits for a second operator (decision 0033).
 */
import { useMutation } from '@tanstack/react-query';
import type { WalletAdjustResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshPlayer } from './use-refresh-player';

export function useAdjust(merchantCode: string, id: number) {
  const refresh = useRefreshPlayer(merchantCode, id);
  return useMutation({
    // The caller makes one key per confirmed request: a retry of the same request cannot post twice.
    mutationFn: (input: { amount: string; reason: string; idempotencyKey: string }) =>
      apiRequest<WalletAdjustResult>(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/members/${id}/wallet/adjust`, { method: 'POST', body: input }),
    onSettled: refresh,
  });
}
