/**
 * GET /wps/operator/deposits (deposits.read) for one merchant, with the queue's filters, and the
 * decisions (deposits.decide): approve credits the member once, reject keeps a reason.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorDeposit } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queueQuery, type QueueSearch } from '../lib/queue-search';

export const DEPOSITS_KEY = ['finance', 'deposits'] as const;

export interface DepositPage { list: OperatorDeposit[]; totalCount: number; totalPages: number; totalCapped: boolean }

export function getDeposits(merchantCode: string, search: QueueSearch): Promise<DepositPage> {
  const q = queueQuery(search);
  q.set('merchantCode', merchantCode);
  return apiRequest<DepositPage>(`/wps/operator/deposits?${q.toString()}`);
}

export const useDeposits = (merchantCode: string | undefined, search: QueueSearch) => useQuery({
  queryKey: [...DEPOSITS_KEY, merchantCode, search],
  queryFn: () => getDeposits(merchantCode!, search),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});

export type DepositDecision = { kind: 'approve'; merchantCode: string; id: number } | { kind: 'reject'; merchantCode: string; id: number; reason: string };

export function useDecideDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: DepositDecision) => {
      const path = `/wps/operator/merchants/${encodeURIComponent(d.merchantCode)}/deposits/${d.id}/${d.kind}`;
      return apiRequest<OperatorDeposit>(path, { method: 'POST', body: d.kind === 'reject' ? { reason: d.reason } : undefined });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEPOSITS_KEY }),
  });
}
