/**
 * POST /wps/game/launchGame (T): the provider's game URL (spec §7: value.content.game_url).
 * accountType 1 plays for real money, 0 is the free trial; launchMode says how the page shows it.
 */
import { apiRequest } from '../../../lib/api-client';

export interface LaunchGameBody {
  nodeId?: number;
  vassalage: string;
  gameCode?: string;
  accountType: 0 | 1;
  launchMode: 'popup' | 'seamless';
  language: string;
  returnUrl: string;
}

export interface LaunchGameResult {
  content: { game_url: string };
}

export function launchGame(body: LaunchGameBody): Promise<LaunchGameResult> {
  return apiRequest<LaunchGameResult>('/wps/game/launchGame', { method: 'POST', body });
}
