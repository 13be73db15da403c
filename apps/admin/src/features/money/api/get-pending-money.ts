/** The money-setting requests of one merchant that wait for a second operator (the kinds the caller may decide). */
import { useQuery } from '@tanstack/react-query';
import type { ApprovalPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { APPROVALS_KEY } from '../../approvals/api/get-approvals';
import { MONEY_KINDS } from '../lib/money-kinds';

export const usePendingMoney = (merchant: string | undefined) => useQuery({
  queryKey: [...APPROVALS_KEY, 'money', merchant],
  // At most one pending request per setting and channel: one page of the newest covers a merchant's.
  queryFn: () => apiRequest<ApprovalPage>('/wps/operator/approvals?status=pending&pageSize=200'),
  select: (page) => page.list.filter((r) => r.merchantCode === merchant && MONEY_KINDS.includes(r.kind)),
  enabled: !!merchant,
});
