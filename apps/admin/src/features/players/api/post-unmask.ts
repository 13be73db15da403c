/**
 * POST /wps/operator/merchants/:code/players/:id/unmask: one personal field in clear (`players.pii`).
 * The server writes each call to the audit log; the answer is kept only by the component that asked,
 * never in the query cache, so it goes with the page.
 */
import { useMutation } from '@tanstack/react-query';
import type { PiiField } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const postUnmask = (merchantCode: string, id: number, field: PiiField) =>
  apiRequest<{ field: PiiField; value: string | null }>(
    `/wps/operator/merchants/${encodeURIComponent(merchantCode)}/players/${id}/unmask`,
    { method: 'POST', body: { field } },
  );

export const useUnmask = (merchantCode: string, id: number) =>
  useMutation({ mutationFn: (field: PiiField) => postUnmask(merchantCode, id, field) });
