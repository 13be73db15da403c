/**
 * POST /wps/member/promotions/:code/join and /claim (T, real members): joins a running deposit bonus before
 * depositing, or claims one with a deposit already credited; each answers the new state.
 */
import type { MemberPromotionState } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export type TakePart = 'join' | 'claim';

export const takePart = (code: string, how: TakePart) =>
  apiRequest<MemberPromotionState>(`/wps/member/promotions/${encodeURIComponent(code)}/${how}`, { method: 'POST' });
