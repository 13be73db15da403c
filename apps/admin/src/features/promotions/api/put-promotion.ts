/**
 * PUT /wps/operator/merchants/:code/promotions/:id: the promotion replaced by the form's values; once
 * published its code, kind and window must stay (`promotion.not_draft`), a closed one is refused. Audited.
 */
import type { OperatorPromotion, PromotionInput } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { promotionsBase, usePromotionChange } from './promotions-base';

export const putPromotion = (merchantCode: string, { id, body }: { id: number; body: PromotionInput }) =>
  apiRequest<OperatorPromotion>(`${promotionsBase(merchantCode)}/${id}`, { method: 'PUT', body });

export const useEditPromotion = (merchantCode: string | undefined) => usePromotionChange(putPromotion, merchantCode);
