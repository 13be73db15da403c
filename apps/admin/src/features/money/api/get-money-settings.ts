/**
 * A merchant's money settings as they apply now (decision 0052): amount limits with their approval
 * thresholds, single or transfer wallets, withdrawal rules and deposit channels. Each is changed only
 * through an approval request, so these reads change when a second operator approves one.
 */
import { useQuery } from '@tanstack/react-query';
import type { OperatorDepositChannel, WalletLimits, WithdrawSettings } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const MONEY_KEY = ['money-settings'] as const;

const base = (merchant: string) => `/wps/operator/merchants/${encodeURIComponent(merchant)}`;

export const useWalletLimits = (merchant: string | undefined) => useQuery({
  queryKey: [...MONEY_KEY, merchant, 'limits'],
  queryFn: () => apiRequest<WalletLimits>(`${base(merchant!)}/wallet/limits`),
  enabled: !!merchant,
});

export const useWalletMode = (merchant: string | undefined) => useQuery({
  queryKey: [...MONEY_KEY, merchant, 'mode'],
  queryFn: () => apiRequest<{ isSingle: boolean }>(`${base(merchant!)}/wallet-mode`),
  enabled: !!merchant,
});

export const useWithdrawalRules = (merchant: string | undefined) => useQuery({
  queryKey: [...MONEY_KEY, merchant, 'withdrawal'],
  queryFn: () => apiRequest<WithdrawSettings>(`${base(merchant!)}/withdrawal-settings`),
  enabled: !!merchant,
});

export const useDepositChannels = (merchant: string | undefined) => useQuery({
  queryKey: [...MONEY_KEY, merchant, 'channels'],
  queryFn: () => apiRequest<OperatorDepositChannel[]>(`${base(merchant!)}/deposit-channels`),
  enabled: !!merchant,
});
