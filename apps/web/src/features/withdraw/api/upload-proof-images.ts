/** POST /wps/member/files?purpose=withdrawal_proof (T, multipart): the proof images, answered by their ids. */
import type { UploadResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function uploadProofImages(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const result = await apiRequest<UploadResult>('/wps/member/files', { method: 'POST', query: { purpose: 'withdrawal_proof' }, body: form });
  return result.ids;
}
