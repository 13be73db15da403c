/** GET /wps/relay/MCSFE_getListAnnouncements (spec §2 announcement, §9 8 per page): the merchant's notices, paged. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AnnouncementList, Language } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function announcementsQueryOptions(language: Language, pageNo: number) {
  const query = { pageNo, language };
  return queryOptions({
    queryKey: ['agent', 'announcements', query],
    queryFn: ({ signal }) => apiRequest<AnnouncementList>('/wps/relay/MCSFE_getListAnnouncements', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
