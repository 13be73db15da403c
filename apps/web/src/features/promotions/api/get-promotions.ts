/** GET /wps/promotions?category= and GET /wps/promotions/:code: the merchant's published promotions in the visible language. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROMOTIONS_PAGE_SIZE, type PromotionCardPage, type PromotionCategory, type PromotionDetail } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function promotionsQueryOptions(merchantCode: string | null, language: string, category: PromotionCategory | null, pageNo = 1) {
  return queryOptions({
    queryKey: ['promotions', 'list', merchantCode ?? '', language, category ?? '', pageNo],
    queryFn: ({ signal }) => apiRequest<PromotionCardPage>('/wps/promotions', {
      query: { category: category ?? undefined, pageNo, pageSize: PROMOTIONS_PAGE_SIZE }, signal,
    }),
    // A promotion starts or ends on the clock: a minute old is old enough to ask again.
    staleTime: 60_000,
  });
}

export function usePromotions(merchantCode: string | null, language: string, category: PromotionCategory | null, pageNo = 1) {
  return useQuery(promotionsQueryOptions(merchantCode, language, category, pageNo));
}

export function promotionQueryOptions(merchantCode: string | null, language: string, code: string) {
  return queryOptions({
    queryKey: ['promotions', 'detail', merchantCode ?? '', language, code],
    queryFn: ({ signal }) => apiRequest<PromotionDetail>(`/wps/promotions/${encodeURIComponent(code)}`, { signal }),
    staleTime: 60_000,
    // A promotion that is not (or no longer) published is an answer, not a failure to retry.
    retry: false,
  });
}

export function usePromotion(merchantCode: string | null, language: string, code: string | null) {
  return useQuery({ ...promotionQueryOptions(merchantCode, language, code ?? ''), enabled: code !== null });
}
