/**
 * PUT /wps/operator/merchants/:code/banners/:id/image (multipart, one PNG or JPEG ≤ 5 MB) in place of the
 * drawn art, or, with no file, DELETE of the same address: the drawn art again. Both audited.
 */
import type { OperatorBanner } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BANNERS_KEY, contentBase, useContentChange } from './use-content-change';

export function putBannerImage(merchantCode: string, { id, file }: { id: number; file: File | null }) {
  const path = `${contentBase(merchantCode, 'banners')}/${id}/image`;
  if (file === null) return apiRequest<OperatorBanner>(path, { method: 'DELETE' });
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<OperatorBanner>(path, { method: 'PUT', body: form });
}

export const useBannerImage = (merchantCode: string | undefined) => useContentChange(BANNERS_KEY, putBannerImage, merchantCode);
