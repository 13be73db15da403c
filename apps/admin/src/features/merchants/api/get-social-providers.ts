/** GET /wps/operator/merchants/:code/social: the configured social login providers, secrets reduced to a hint. */
import { useQuery } from '@tanstack/react-query';
import type { SocialProviderView } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';

// Under the settings key: a feature flag saved in the Features section (the `enabled` of each provider)
// invalidates ['merchant-settings', code] and so reloads this list as well.
export const socialKey = (code: string) => ['merchant-settings', code, 'social'];

export const useSocialProviders = (code: string) => useQuery({
  queryKey: socialKey(code),
  queryFn: () => apiRequest<SocialProviderView[]>(`${merchantPath(code)}/social`),
});
