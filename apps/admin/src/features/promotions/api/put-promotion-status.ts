/** PUT /wps/operator/merchants/:code/promotions/:id/status: publish, pause, resume or close (PROMOTION_TRANSITIONS); audited. */
import type { OperatorPromotion, PromotionStatus } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { promotionsBase, usePromotionChange } from './promotions-base';

export const putPromotionStatus = (merchantCode: string, { id, status }: { id: number; status: PromotionStatus }) =>
  apiRequest<OperatorPromotion>(`${promotionsBase(merchantCode)}/${id}/status`, { method: 'PUT', body: { status } });

export const usePromotionStatus = (merchantCode: string | undefined) => usePromotionChange(putPromotionStatus, merchantCode);
