/** GET /wps/operator/merchants/:code/dashboard and /wps/operator/dashboard (every merchant): figures from the roll-up (decision 0050). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AllMerchantsDashboard, DashboardGranularity, MerchantDashboard } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { Period } from '../lib/report-search';

const periodQuery = (p: Period, granularity?: DashboardGranularity) => {
  const q = new URLSearchParams();
  if (p.from) q.set('from', p.from);
  if (p.to) q.set('to', p.to);
  if (granularity) q.set('granularity', granularity);
  const text = q.toString();
  return text ? `?${text}` : '';
};

/** `granularity` unset: the server charts by day up to two months and by week beyond. */
export const getDashboard = (merchantCode: string, period: Period, granularity?: DashboardGranularity) =>
  apiRequest<MerchantDashboard>(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/dashboard${periodQuery(period, granularity)}`);
export const getAllMerchants = (period: Period) => apiRequest<AllMerchantsDashboard>(`/wps/operator/dashboard${periodQuery(period)}`);

/** The roll-up moves every minute: read again each minute while the page is open. */
const REFRESH_MS = 60_000;

export const useDashboard = (merchantCode: string | undefined, period: Period, granularity?: DashboardGranularity) => useQuery({
  queryKey: ['dashboard', merchantCode, period.from, period.to, granularity],
  queryFn: () => getDashboard(merchantCode!, period, granularity),
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
