/** GET /wps/operator/merchants/:code/promotions/:id/preview?language=: the page a player of that language will see, drafts included. */
import { useQuery } from '@tanstack/react-query';
import type { PromotionDetail } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_KEY, promotionsBase } from './promotions-base';

export const usePromotionPreview = (merchantCode: string, id: number, language: string) => useQuery({
  queryKey: [...PROMOTIONS_KEY, 'preview', merchantCode, id, language],
  queryFn: () => apiRequest<PromotionDetail>(`${promotionsBase(merchantCode)}/${id}/preview?language=${encodeURIComponent(language)}`),
});
