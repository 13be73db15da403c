/**
 * POST /wps/operator/wallet/adjustments/:id/approve and /reject (wallet.approve): an approval posts the
 * money once, a rejection keeps its reason. The server refuses the maker's own (decision 0033).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WalletAdjustment, WalletAdjustResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PLAYER_TAB_KEY } from '../../players/api/get-player-list';
import { ADJUSTMENTS_KEY } from './get-adjustments';

export type AdjustmentDecision = { kind: 'approve'; id: number } | { kind: 'reject'; id: number; reason: string };

export const postAdjustmentDecision = (decision: AdjustmentDecision): Promise<WalletAdjustResult | WalletAdjustment> => (decision.kind === 'approve'
  ? apiRequest<WalletAdjustResult>(`/wps/operator/wallet/adjustments/${decision.id}/approve`, { method: 'POST' })
  : apiRequest<WalletAdjustment>(`/wps/operator/wallet/adjustments/${decision.id}/reject`, { method: 'POST', body: { reason: decision.reason } }));

export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAdjustmentDecision,
    // The list, and the players' balances and ledgers, which an approval changes.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PLAYER_TAB_KEY }),
        queryClient.invalidateQueries({ queryKey: ['player'] }),
      ]);
    },
  });
}
