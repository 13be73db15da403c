/** GET /wps/operator/merchants/:code/promotions/:id/rushes?pageNo=&pageSize=: a page of a red envelope promotion's rushes, newest first. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperatorRushPage } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { PROMOTIONS_KEY, promotionsBase } from './promotions-base';

export const getPromotionRushes = (merchantCode: string, id: number, page: number, size: number) =>
  apiRequest<OperatorRushPage>(`${promotionsBase(merchantCode)}/${id}/rushes?pageNo=${page}&pageSize=${size}`);

export const usePromotionRushes = (merchantCode: string | undefined, id: number | null, page: number, size: number) => useQuery({
  queryKey: [...PROMOTIONS_KEY, 'rushes', merchantCode, id, page, size],
  queryFn: () => getPromotionRushes(merchantCode!, id!, page, size),
  enabled: merchantCode !== undefined && id !== null,
  placeholderData: keepPreviousData,
});
