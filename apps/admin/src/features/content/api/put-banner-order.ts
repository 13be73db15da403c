/** PUT /wps/operator/merchants/:code/banners/order: ids in their new order, each taking a place one of them held (two neighbours: a swap); audited. */
import type { OperatorBanner } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANNERS_KEY, contentBase, useContentChange } from './use-content-change';

export const putBannerOrder = (merchantCode: string, ids: number[]) =>
  apiRequest<OperatorBanner[]>(`${contentBase(merchantCode, 'banners')}/order`, { method: 'PUT', body: { ids } });

export const useBannerOrder = (merchantCode: string | undefined) => useContentChange(BANNERS_KEY, putBannerOrder, merchantCode);
