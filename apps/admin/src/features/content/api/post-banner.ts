/** POST /wps/operator/merchants/:code/banners: a new banner; audited. */
import type { BannerInput, OperatorBanner } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANNERS_KEY, contentBase, useContentChange } from './use-content-change';

export const postBanner = (merchantCode: string, body: BannerInput) =>
  apiRequest<OperatorBanner>(contentBase(merchantCode, 'banners'), { method: 'POST', body });

export const useAddBanner = (merchantCode: string | undefined) => useContentChange(BANNERS_KEY, postBanner, merchantCode);
