/**
 * POST /wps/game/launchGame (T): the provider's game URL (spec §7: value.content.game_url).
 * accountType 1 plays for real money, 0 is the free trial; launchMode is echoed back.
 */
import type { LaunchGameBody, LaunchGameResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function launchGame(body: Omit<LaunchGameBody, 'launchMode' | 'accountType'> & { launchMode: string; accountType: 0 | 1 }): Promise<LaunchGameResult> {
  return apiRequest<LaunchGameResult>('/wps/game/launchGame', { method: 'POST', body });
}
