/** POST /wps/operator/merchants/:code/notices: a new notice (HTML cleaned by the server); audited. */
import type { NoticeInput, OperatorNotice } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { contentBase, NOTICES_KEY, useContentChange } from './use-content-change';

export const postNotice = (merchantCode: string, body: NoticeInput) =>
  apiRequest<OperatorNotice>(contentBase(merchantCode, 'notices'), { method: 'POST', body });

export const useAddNotice = (merchantCode: string | undefined) => useContentChange(NOTICES_KEY, postNotice, merchantCode);
