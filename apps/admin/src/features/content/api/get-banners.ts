/** GET /wps/operator/merchants/:code/banners?groupName=&pageNo=&pageSize=: a page of a group's banners in the player site's order, hidden and out-of-period ones too. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BannerGroup, OperatorBannerPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { ContentPaging } from '../lib/content-paging';
import { BANNERS_KEY, contentBase } from './use-content-change';

export const getBanners = (merchantCode: string, groupName: BannerGroup, { page, size }: ContentPaging) =>
  apiRequest<OperatorBannerPage>(`${contentBase(merchantCode, 'banners')}?${new URLSearchParams({ groupName, pageNo: String(page), pageSize: String(size) }).toString()}`);

export const useBanners = (merchantCode: string | undefined, groupName: BannerGroup, paging: ContentPaging) => useQuery({
  queryKey: [...BANNERS_KEY, merchantCode, groupName, paging.page, paging.size],
  queryFn: () => getBanners(merchantCode!, groupName, paging),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
