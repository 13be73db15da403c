/** DELETE /wps/operator/merchants/:code/social/:provider: players can no longer log in with it; audited. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SocialProvider } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';
import { socialKey } from './get-social-providers';

export function useRemoveSocialProvider(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProvider) => apiRequest<null>(`${merchantPath(code)}/social/${provider}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: socialKey(code) }),
  });
}
