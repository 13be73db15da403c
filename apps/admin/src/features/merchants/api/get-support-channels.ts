/** GET /wps/operator/merchants/:code/support-channels: the channels players see in the support sheet. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { merchantPath } from './get-merchant-settings';

export interface SupportChannel { type: string; label: string; url: string }

export const useSupportChannels = (code: string) => useQuery({
  queryKey: ['merchant-support', code],
  queryFn: () => apiRequest<SupportChannel[]>(`${merchantPath(code)}/support-channels`),
});
