/** POST /wps/operator/merchants/:code/promotions: a new promotion, always a draft (HTML cleaned by the server); audited. */
import type { OperatorPromotion, PromotionInput } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { promotionsBase, usePromotionChange } from './promotions-base';

export const postPromotion = (merchantCode: string, body: PromotionInput) =>
  apiRequest<OperatorPromotion>(promotionsBase(merchantCode), { method: 'POST', body });

export const useAddPromotion = (merchantCode: string | undefined) => usePromotionChange(postPromotion, merchantCode);
