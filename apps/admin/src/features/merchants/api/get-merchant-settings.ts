/** GET /wps/operator/merchants/:code/settings: what the merchant page edits (money settings are not in it). */
import { useQuery } from '@tanstack/react-query';
import type { MerchantSettingsView } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const merchantPath = (code: string) => `/wps/operator/merchants/${encodeURIComponent(code)}`;

export const getMerchantSettings = (code: string) => apiRequest<MerchantSettingsView>(`${merchantPath(code)}/settings`);

export const useMerchantSettings = (code: string | undefined) => useQuery({
  queryKey: ['merchant-settings', code],
  queryFn: () => getMerchantSettings(code!),
  enabled: code !== undefined,
});
