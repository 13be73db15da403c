/**
 * POST /wps/game/leaveGame (T): the player closed the game. In single-wallet mode the server brings
 * the balance a transfer-wallet vendor (PT, JDB) holds back to the main wallet (decision 0037).
 */
import type { LeaveGameResult } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';

export function leaveGame(): Promise<LeaveGameResult> {
  return apiRequest<LeaveGameResult>('/wps/game/leaveGame', { method: 'POST', body: {} });
}
