/** GET /wps/operator/merchants/:code/promotions/:id: one promotion with its texts in every language, for the form. */
import { useQuery } from '@tanstack/react-query';
import type { OperatorPromotion } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_KEY, promotionsBase } from './promotions-base';

export const getPromotion = (merchantCode: string, id: number) => apiRequest<OperatorPromotion>(`${promotionsBase(merchantCode)}/${id}`);

export const usePromotion = (merchantCode: string | undefined, id: number | null) => useQuery({
  queryKey: [...PROMOTIONS_KEY, 'one', merchantCode, id],
  queryFn: () => getPromotion(merchantCode!, id!),
  enabled: merchantCode !== undefined && id !== null,
});
