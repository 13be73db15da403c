/** PUT /wps/operator/merchants/:code/notices/:id/status: show or hide a notice; audited. */
import type { ContentStatus, OperatorNotice } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { contentBase, NOTICES_KEY, useContentChange } from './use-content-change';

export const putNoticeStatus = (merchantCode: string, { id, status }: { id: number; status: ContentStatus }) =>
  apiRequest<OperatorNotice>(`${contentBase(merchantCode, 'notices')}/${id}/status`, { method: 'PUT', body: { status } });

export const useNoticeStatus = (merchantCode: string | undefined) => useContentChange(NOTICES_KEY, putNoticeStatus, merchantCode);
