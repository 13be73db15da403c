/** PATCH /wps/operator/merchants/:code/games/:id: only the fields given change (names replace the whole map); audited. */
import type { GamePatchBody, OperatorGame } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { catalogueBase, useCatalogueChange } from './use-catalogue-change';

export const patchGame = (merchantCode: string, { id, body }: { id: number; body: GamePatchBody }) =>
  apiRequest<OperatorGame>(`${catalogueBase(merchantCode)}/games/${id}`, { method: 'PATCH', body });

export const usePatchGame = (merchantCode: string | undefined) => useCatalogueChange(patchGame, merchantCode);
