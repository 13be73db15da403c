/**
 * Players' applications to apply-type promotions: GET …/promotion-applications (the review queue), POST
 * …/:id/approve (an amount within the promotion's maximum, paid from its budget) and …/:id/reject (with
 * the reason the player sees). Every decision asks the queue and the promotions (their budgets) again.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationChecks, ApplicationStatus, OperatorApplication, OperatorApplicationPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_KEY } from './promotions-base';

const base = (merchantCode: string) => `/wps/operator/merchants/${encodeURIComponent(merchantCode)}/promotion-applications`;

export interface ApplicationQuery { status: ApplicationStatus | null; page: number; size: number; /** One promotion's applications only (its id), or all. */ promotion: number | null }

export const getApplications = (merchantCode: string, q: ApplicationQuery) => {
  const params = new URLSearchParams({ pageNo: String(q.page), pageSize: String(q.size) });
  if (q.status) params.set('status', q.status);
  if (q.promotion) params.set('promotionId', String(q.promotion));
  return apiRequest<OperatorApplicationPage>(`${base(merchantCode)}?${params.toString()}`);
};

export const useApplications = (merchantCode: string | undefined, q: ApplicationQuery) => useQuery({
  queryKey: [...PROMOTIONS_KEY, 'applications', merchantCode, q.status, q.promotion, q.page, q.size],
  queryFn: () => getApplications(merchantCode!, q),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});

export type ApplicationDecision = { kind: 'approve'; id: number; amount: string } | { kind: 'reject'; id: number; reason: string };

export function useDecideApplication(merchantCode: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: ApplicationDecision) => apiRequest<OperatorApplication>(`${base(merchantCode!)}/${d.id}/${d.kind}`, {
      method: 'POST', body: d.kind === 'approve' ? { amount: d.amount } : { reason: d.reason },
    }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}

/** What the reviewer weighs: the player's money and play, and the accounts that may be the same person (promotions.review). */
export const useApplicationChecks = (merchantCode: string, id: number, enabled: boolean) => useQuery({
  queryKey: [...PROMOTIONS_KEY, 'applications', 'checks', merchantCode, id],
  queryFn: () => apiRequest<ApplicationChecks>(`${base(merchantCode)}/${id}/checks`),
  enabled,
});
