/** GET /wps/operator/merchants/:code/dashboard and /wps/operator/dashboard (every merchant): figures from the roll-up (decision 0050). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AllMerchantsDashboard, MerchantDashboard } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { Period } from '../lib/report-search';

const periodQuery = (p: Period) => {
  const q = new URLSearchParams();
  if (p.from) q.set('from', p.from);
  if (p.to) q.set('to', p.to);
  const text = q.toString();
  return text ? `?${text}` : '';
};

export const getDashboard = (merchantCode: string, period: Period) =>
  apiRequest<MerchantDashboard>(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/dashboard${periodQuery(period)}`);
export const getAllMerchants = (period: Period) => apiRequest<AllMerchantsDashboard>(`/wps/operator/dashboard${periodQuery(period)}`);

/** The roll-up moves every minute: read again each minute while the page is open. */
const REFRESH_MS = 60_000;

export const useDashboard = (merchantCode: string | undefined, period: Period) => useQuery({
  queryKey: ['dashboard', merchantCode, period.from, period.to],
  queryFn: () => getDashboard(merchantCode!, period),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
  refetchInterval: REFRESH_MS,
});

export const useAllMerchants = (enabled: boolean, period: Period) => useQuery({
  queryKey: ['dashboard', '*', period.from, period.to],
  queryFn: () => getAllMerchants(period),
  enabled,
  placeholderData: keepPreviousData,
  refetchInterval: REFRESH_MS,
});
