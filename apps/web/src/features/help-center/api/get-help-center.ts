/** GET /wps/system/helpCenter?lang=&device=WEB — help sections with their items. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { helpCenterSchema } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getHelpCenter(language: string, signal?: AbortSignal) {
  return apiRequest<z.infer<typeof helpCenterSchema>>('/wps/system/helpCenter', { query: { lang: language, device: 'WEB' }, signal });
}

export function helpCenterQueryOptions(merchantCode: string | null, language: string) {
  return queryOptions({
    queryKey: ['system', 'help-center', merchantCode ?? '', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useHelpCenter(merchantCode: string | null, language: string) {
  return useQuery(helpCenterQueryOptions(merchantCode, language));
}
