/**
 * Asks for a new money setting: the answer is the pending approval request (decision 0052); nothing
 * changes until another operator approves it on the approvals page.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalPending } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { APPROVALS_KEY } from '../../approvals/api/get-approvals';

/** Which setting, as the server's path under the merchant names it. */
export type MoneySetting = 'wallet/limits' | 'wallet-mode' | 'withdrawal-settings' | `deposit-channels/${string}`;

export const putMoneySetting = ({ merchant, setting, body }: { merchant: string; setting: MoneySetting; body: unknown }) =>
  apiRequest<ApprovalPending>(`/wps/operator/merchants/${encodeURIComponent(merchant)}/${setting}`, { method: 'PUT', body });

export function useAskMoneySetting() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putMoneySetting, onSettled: () => queryClient.invalidateQueries({ queryKey: APPROVALS_KEY }) });
}
