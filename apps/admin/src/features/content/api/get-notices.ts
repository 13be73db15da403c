/** GET /wps/operator/merchants/:code/notices?type=&pageNo=&pageSize=: a page of one kind's notices in the player site's order, hidden and out-of-period ones too. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NoticeType, OperatorNoticePage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { ContentPaging } from '../lib/content-paging';
import { contentBase, NOTICES_KEY } from './use-content-change';

export const getNotices = (merchantCode: string, type: NoticeType, { page, size }: ContentPaging) =>
  apiRequest<OperatorNoticePage>(`${contentBase(merchantCode, 'notices')}?${new URLSearchParams({ type, pageNo: String(page), pageSize: String(size) }).toString()}`);

export const useNotices = (merchantCode: string | undefined, type: NoticeType, paging: ContentPaging) => useQuery({
  queryKey: [...NOTICES_KEY, merchantCode, type, paging.page, paging.size],
  queryFn: () => getNotices(merchantCode!, type, paging),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
