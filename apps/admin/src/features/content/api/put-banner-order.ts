/** PUT /wps/operator/merchants/:code/banners/order: the group's ids in their new order (sort order 0, 10, 20…); audited. */
import type { OperatorBanner } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANNERS_KEY, contentBase, useContentChange } from './use-content-change';

export const putBannerOrder = (merchantCode: string, ids: number[]) =>
  apiRequest<OperatorBanner[]>(`${contentBase(merchantCode, 'banners')}/order`, { method: 'PUT', body: { ids } });

export const useBannerOrder = (merchantCode: string | undefined) => useContentChange(BANNERS_KEY, putBannerOrder, merchantCode);
