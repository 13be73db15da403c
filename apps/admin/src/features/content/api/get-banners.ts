/** GET /wps/operator/merchants/:code/banners?groupName=: a group's banners in the player site's order, hidden and out-of-period ones too. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BannerGroup, OperatorBanner } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANNERS_KEY, contentBase } from './use-content-change';

export const getBanners = (merchantCode: string, groupName: BannerGroup) =>
  apiRequest<OperatorBanner[]>(`${contentBase(merchantCode, 'banners')}?${new URLSearchParams({ groupName }).toString()}`);

export const useBanners = (merchantCode: string | undefined, groupName: BannerGroup) => useQuery({
  queryKey: [...BANNERS_KEY, merchantCode, groupName],
  queryFn: () => getBanners(merchantCode!, groupName),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
