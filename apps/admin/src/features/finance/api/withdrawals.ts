/**
 * GET /wps/operator/merchants/:code/withdrawals (withdrawals.read) with the queue's filters, one
 * withdrawal, and the decisions (withdrawals.decide): approve and disburse from a payment channel
 * (above the merchant's threshold it waits for a second operator, decision 0052), reject with a reason,
 * resolve a dispute.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorDepositChannel, OperatorWithdraw, OperatorWithdrawList, WithdrawResolution } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queueQuery, type QueueSearch } from '../lib/queue-search';

export const WITHDRAWALS_KEY = ['finance', 'withdrawals'] as const;

const base = (merchantCode: string) => `/wps/operator/merchants/${encodeURIComponent(merchantCode)}`;

export const useWithdrawals = (merchantCode: string | undefined, search: QueueSearch) => useQuery({
  queryKey: [...WITHDRAWALS_KEY, merchantCode, search],
  queryFn: () => apiRequest<OperatorWithdrawList>(`${base(merchantCode!)}/withdrawals?${queueQuery(search).toString()}`),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});

/** The channels a payout may come from: the merchant's bank channels (merchants.read). */
export const usePayoutChannels = (merchantCode: string, enabled: boolean) => useQuery({
  queryKey: ['finance', 'channels', merchantCode],
  queryFn: () => apiRequest<OperatorDepositChannel[]>(`${base(merchantCode)}/deposit-channels`),
  enabled,
  staleTime: 60_000,
});

export type WithdrawalDecision =
  | { kind: 'approve'; merchantCode: string; id: number; channelCode: string }
  | { kind: 'reject'; merchantCode: string; id: number; reason: string }
  | { kind: 'resolve'; merchantCode: string; id: number; resolution: WithdrawResolution; note: string };

/** The withdrawal as it now is; `approvalRequestId` set when the payout waits for a second operator. */
export type WithdrawalDecided = OperatorWithdraw & { approvalRequestId?: number | null };

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: WithdrawalDecision) => {
      const path = `${base(d.merchantCode)}/withdrawals/${d.id}/${d.kind}`;
      const body = d.kind === 'approve' ? { channelCode: d.channelCode } : d.kind === 'reject' ? { reason: d.reason } : { resolution: d.resolution, note: d.note };
      return apiRequest<WithdrawalDecided>(path, { method: 'POST', body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
  });
}
