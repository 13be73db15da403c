/** GET /wps/operator/merchants/:code/promotions/:id/budget: the budget's figures, the movement waiting for a second operator, a page of movements. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PromotionBudgetView } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_KEY, promotionsBase } from './promotions-base';

export const getPromotionBudget = (merchantCode: string, id: number, page: number, size: number) =>
  apiRequest<PromotionBudgetView>(`${promotionsBase(merchantCode)}/${id}/budget?pageNo=${page}&pageSize=${size}`);

export const usePromotionBudget = (merchantCode: string | undefined, id: number | null, page: number, size: number) => useQuery({
  queryKey: [...PROMOTIONS_KEY, 'budget', merchantCode, id, page, size],
  queryFn: () => getPromotionBudget(merchantCode!, id!, page, size),
  enabled: merchantCode !== undefined && id !== null,
  placeholderData: keepPreviousData,
});
