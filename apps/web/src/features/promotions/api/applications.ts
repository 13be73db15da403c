/**
 * The player's part in an apply-type promotion: GET /wps/member/promotions/:code/state (T), the images
 * uploaded first (POST /wps/member/files?purpose=activity_application), then
 * POST /wps/member/promotions/:code/applications (T), which answers the new state.
 */
import { useQuery } from '@tanstack/react-query';
import type { MemberPromotionState, MemberPromotionStates, PromotionApplyBody, UploadResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const promotionStateKey = (code: string) => ['promotions', 'state', code] as const;

/** `refetchEvery` asks again while the page is open, from the last answer (a red envelope's rush: how many are left, and when it is over). */
export function usePromotionState(code: string, token: string | null, refetchEvery?: (state: MemberPromotionState | undefined) => number | false) {
  return useQuery({
    queryKey: [...promotionStateKey(code), token ?? ''],
    queryFn: ({ signal }) => apiRequest<MemberPromotionState>(`/wps/member/promotions/${encodeURIComponent(code)}/state`, { signal }),
    enabled: token !== null,
    retry: false,
    refetchInterval: refetchEvery ? (query) => refetchEvery(query.state.data) : false,
  });
}

/** The player's state in each published apply promotion (the promotions page's cards); none for a visitor. */
export function usePromotionStates(token: string | null) {
  return useQuery({
    queryKey: ['promotions', 'states', token ?? ''],
    queryFn: ({ signal }) => apiRequest<MemberPromotionStates>('/wps/member/promotions/states', { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export async function uploadApplicationImages(files: File[]): Promise<string[]> {
  if (!files.length) return [];
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return (await apiRequest<UploadResult>('/wps/member/files', { method: 'POST', query: { purpose: 'activity_application' }, body: form })).ids;
}

export const applyToPromotion = (code: string, body: PromotionApplyBody) =>
  apiRequest<MemberPromotionState>(`/wps/member/promotions/${encodeURIComponent(code)}/applications`, { method: 'POST', body });
