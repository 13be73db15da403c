/** POST /wps/operator/merchants/:code/games: a new game of one of the merchant's vendors; audited. */
import type { GameCreateBody, OperatorGame } from '@platform/contracts';
import { apiRequest } from '../../../lib/api-client';
import { catalogueBase, useCatalogueChange } from './use-catalogue-change';

type Needed = 'vendorCode' | 'gameCode' | 'gameType' | 'gameClassify' | 'names';
/** What the form sends: the contract's required fields, the others left to the server's defaults when absent. */
export type GameCreateInput = Pick<GameCreateBody, Needed> & Partial<Omit<GameCreateBody, Needed>>;

export const postGame = (merchantCode: string, body: GameCreateInput) =>
  apiRequest<OperatorGame>(`${catalogueBase(merchantCode)}/games`, { method: 'POST', body });

export const useAddGame = (merchantCode: string | undefined) => useCatalogueChange(postGame, merchantCode);
