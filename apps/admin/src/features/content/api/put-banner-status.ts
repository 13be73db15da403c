/** PUT /wps/operator/merchants/:code/banners/:id/status: show or hide a banner; audited. */
import type { ContentStatus, OperatorBanner } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANNERS_KEY, contentBase, useContentChange } from './use-content-change';

export const putBannerStatus = (merchantCode: string, { id, status }: { id: number; status: ContentStatus }) =>
  apiRequest<OperatorBanner>(`${contentBase(merchantCode, 'banners')}/${id}/status`, { method: 'PUT', body: { status } });

export const useBannerStatus = (merchantCode: string | undefined) => useContentChange(BANNERS_KEY, putBannerStatus, merchantCode);
