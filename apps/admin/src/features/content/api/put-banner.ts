/** PUT /wps/operator/merchants/:code/banners/:id: the banner replaced by the form's values; audited with before and after. */
import type { BannerInput, OperatorBanner } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANNERS_KEY, contentBase, useContentChange } from './use-content-change';

export const putBanner = (merchantCode: string, { id, body }: { id: number; body: BannerInput }) =>
  apiRequest<OperatorBanner>(`${contentBase(merchantCode, 'banners')}/${id}`, { method: 'PUT', body });

export const useEditBanner = (merchantCode: string | undefined) => useContentChange(BANNERS_KEY, putBanner, merchantCode);
