/** GET /wps/relay/MCSFE_getAnnouncementContentV2?types=B,PL,H&platform=W&execution=B&groupName=w_home — the home page's banners and marquee notices. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnnouncementContent } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getAnnouncementContent(signal?: AbortSignal) {
  return apiRequest<AnnouncementContent>('/wps/relay/MCSFE_getAnnouncementContentV2', {
    query: { types: 'B,PL,H', platform: 'W', execution: 'B', groupName: 'w_home' },
    signal,
  });
}

export function announcementContentQueryOptions(merchantCode: string | null, language: string) {
  return queryOptions({
    // The language header goes with every request, so a language change is a new key (and a refetch).
    queryKey: ['content', 'announcements', merchantCode ?? '', language],
    queryFn: ({ signal }) => getAnnouncementContent(signal),
    staleTime: 5 * 60_000,
  });
}

export function useAnnouncementContent(merchantCode: string | null, language: string) {
  return useQuery(announcementContentQueryOptions(merchantCode, language));
}
