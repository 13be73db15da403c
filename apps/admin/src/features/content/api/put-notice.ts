/** PUT /wps/operator/merchants/:code/notices/:id: the notice replaced by the form's values; audited with before and after. */
import type { NoticeInput, OperatorNotice } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { contentBase, NOTICES_KEY, useContentChange } from './use-content-change';

export const putNotice = (merchantCode: string, { id, body }: { id: number; body: NoticeInput }) =>
  apiRequest<OperatorNotice>(`${contentBase(merchantCode, 'notices')}/${id}`, { method: 'PUT', body });

export const useEditNotice = (merchantCode: string | undefined) => useContentChange(NOTICES_KEY, putNotice, merchantCode);
