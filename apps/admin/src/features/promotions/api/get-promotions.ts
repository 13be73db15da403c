/** GET /wps/operator/merchants/:code/promotions?status=&kind=&pageNo=&pageSize=: a page of the catalogue, drafts and closed ones too. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorPromotionPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery, type PromotionListQuery } from '../lib/promotion-query';
import { PROMOTIONS_KEY, promotionsBase } from './promotions-base';

export const getPromotions = (merchantCode: string, query: PromotionListQuery) =>
  apiRequest<OperatorPromotionPage>(`${promotionsBase(merchantCode)}?${apiQuery(query)}`);

export const usePromotions = (merchantCode: string | undefined, query: PromotionListQuery) => useQuery({
  queryKey: [...PROMOTIONS_KEY, 'list', merchantCode, query.status, query.kind, query.page, query.size],
  queryFn: () => getPromotions(merchantCode!, query),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
