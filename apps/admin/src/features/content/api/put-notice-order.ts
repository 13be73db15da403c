/** PUT /wps/operator/merchants/:code/notices/order: ids in their new order, each taking a place one of them held (two neighbours: a swap); audited. */
import type { OperatorNotice } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { contentBase, NOTICES_KEY, useContentChange } from './use-content-change';

export const putNoticeOrder = (merchantCode: string, ids: number[]) =>
  apiRequest<OperatorNotice[]>(`${contentBase(merchantCode, 'notices')}/order`, { method: 'PUT', body: { ids } });

export const useNoticeOrder = (merchantCode: string | undefined) => useContentChange(NOTICES_KEY, putNoticeOrder, merchantCode);
