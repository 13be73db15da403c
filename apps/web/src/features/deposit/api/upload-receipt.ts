/** POST /wps/member/files?purpose=deposit_receipt (T, multipart): the transfer receipt, answered by its id. */
import type { UploadResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function uploadReceipt(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const result = await apiRequest<UploadResult>('/wps/member/files', { method: 'POST', query: { purpose: 'deposit_receipt' }, body: form });
  return result.ids[0]!;
}
