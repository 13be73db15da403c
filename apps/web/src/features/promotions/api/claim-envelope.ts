/**
 * POST /wps/relay/MCS2_claimRafflePromotion (T, real members; spec §7): takes one red envelope of the
 * promotion's open rush, paid at once. Asked again in the same rush it answers the same envelope (replayed).
 */
import type { ClaimRaffleResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export const claimEnvelope = (promotionCode: string) =>
  apiRequest<ClaimRaffleResult>('/wps/relay/MCS2_claimRafflePromotion', { method: 'POST', body: { promotionCode } });
