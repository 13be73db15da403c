/** GET /wps/pge/round/:roundId (public): a settled round; its server seed once the pair is rotated. */
import type { PgeRoundView } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getRound(roundId: string): Promise<PgeRoundView> {
  return apiRequest<PgeRoundView>(`/wps/pge/round/${encodeURIComponent(roundId)}`);
}
