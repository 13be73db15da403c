/**
 * PUT /wps/operator/merchants/:code/social/:provider: issuer, client id and secret, all three every time
 * (socialProviderInput has no "keep the stored secret"); answers the view without the secret; audited.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialProvider, SocialProviderInput, SocialProviderView } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';
import { socialKey } from './get-social-providers';

export function useSaveSocialProvider(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, input }: { provider: SocialProvider; input: SocialProviderInput }) =>
      apiRequest<SocialProviderView>(`${merchantPath(code)}/social/${provider}`, { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: socialKey(code) }),
  });
}
