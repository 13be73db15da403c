/**
 * POST /wps/operator/merchants/:code/promotions/:id/budget: fund the budget from the merchant's bonus
 * account, or give back what is left once closed. Above the merchant's adjustment approval threshold it
 * waits for a second operator (`pending`); the key makes a retry of one form one movement. Audited.
 */
import type { PromotionBudgetBody, PromotionBudgetResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { promotionsBase, usePromotionChange } from './promotions-base';

export const postPromotionBudget = (merchantCode: string, { id, body }: { id: number; body: PromotionBudgetBody }) =>
  apiRequest<PromotionBudgetResult>(`${promotionsBase(merchantCode)}/${id}/budget`, { method: 'POST', body });

export const useMoveBudget = (merchantCode: string | undefined) => usePromotionChange(postPromotionBudget, merchantCode);
