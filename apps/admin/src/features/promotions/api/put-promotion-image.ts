/**
 * PUT /wps/operator/merchants/:code/promotions/:id/image (multipart, one PNG or JPEG ≤ 5 MB) as the card's
 * picture, or, with no file, DELETE of the same address: the category's drawn art again. Both audited.
 */
import type { OperatorPromotion } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { promotionsBase, usePromotionChange } from './promotions-base';

export function putPromotionImage(merchantCode: string, { id, file }: { id: number; file: File | null }) {
  const path = `${promotionsBase(merchantCode)}/${id}/image`;
  if (file === null) return apiRequest<OperatorPromotion>(path, { method: 'DELETE' });
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<OperatorPromotion>(path, { method: 'PUT', body: form });
}

export const usePromotionImage = (merchantCode: string | undefined) => usePromotionChange(putPromotionImage, merchantCode);
