/**
 * The lobby's own answer (GET /wps/relay/GCSGAME_gameList, the player call) for the preview beside the
 * list: the same order, names, icons and badges a player gets, hidden games left out by the server
 * itself. A public call: the merchant goes in the `Merchant` header as the player site sends it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameListResult } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { CATALOGUE_KEY } from './use-catalogue-change';

export const PREVIEW_SIZE = 12;

export async function getLobbyPreview(merchantCode: string, language: string, vendor: string, type: string): Promise<GameListResult> {
  const params = new URLSearchParams({ pageNo: '1', pageSize: String(PREVIEW_SIZE), language: language.toUpperCase() });
  if (vendor) params.set('vassalage', vendor);
  if (type) params.set('gameType', type);
  let response: Response;
  try {
    response = await fetch(`/wps/relay/GCSGAME_gameList?${params.toString()}`, { headers: { Accept: 'application/json', Merchant: merchantCode } });
  } catch {
    throw new ApiError('client.network', 0);
  }
  const envelope = (await response.json().catch(() => null)) as { success?: boolean; value?: GameListResult; errorCode?: string } | null;
  if (!envelope) throw new ApiError('client.bad_response', response.status);
  if (envelope.success !== true) throw new ApiError(envelope.errorCode ?? 'system.internal', response.status);
  return envelope.value!;
}

export const useLobbyPreview = (merchantCode: string | undefined, language: string, vendor: string, type: string) => useQuery({
  queryKey: [...CATALOGUE_KEY, 'lobby', merchantCode, language, vendor, type],
  queryFn: () => getLobbyPreview(merchantCode!, language, vendor, type),
  enabled: merchantCode !== undefined,
  placeholderData: keepPreviousData,
});
