/** GET /wps/operator/merchants/:code/notices?type=: the notices of one kind in the player site's order, hidden and out-of-period ones too. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NoticeType, OperatorNotice } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { contentBase, NOTICES_KEY } from './use-content-change';

export const getNotices = (merchantCode: string, type: NoticeType) =>
  apiRequest<OperatorNotice[]>(`${contentBase(merchantCode, 'notices')}?${new URLSearchParams({ type }).toString()}`);

export const useNotices = (merchantCode: string | undefined, type: NoticeType) => useQuery({
  queryKey: [...NOTICES_KEY, merchantCode, type],
  queryFn: () => getNotices(merchantCode!, type),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
