/**
 * POST /wps/relay/GCS_gameLaunchFB (T): the launch fallback when only the vendor is known (a vendor
 * card of a game centre page, a single-vendor header entry): its lobby card, else its first game.
 */
import type { GameLaunchFbBody, LaunchGameResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function launchVendorGame(body: Omit<GameLaunchFbBody, 'launchMode' | 'accountType'> & { launchMode: string; accountType: 0 | 1 }): Promise<LaunchGameResult> {
  return apiRequest<LaunchGameResult>('/wps/relay/GCS_gameLaunchFB', { method: 'POST', body });
}
