/** GET /wps/operator/merchants/:code/games/export: the games under the search, filters and sort on screen, as CSV (decision 0055). */
import { downloadCsv } from '../../../lib/download-csv';
import type { GameSearch } from '../lib/game-search';
import { gamesQuery } from './get-games';
import { catalogueBase } from './use-catalogue-change';

export function downloadGames(merchantCode: string, search: GameSearch, language: string): Promise<string> {
  return downloadCsv(`${catalogueBase(merchantCode)}/games/export`, gamesQuery(search), language, 'games.csv');
}
