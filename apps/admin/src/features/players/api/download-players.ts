/** GET /wps/operator/merchants/:code/players/export: the directory under the search on screen, as CSV (decision 0055), masked as the list is. */
import { downloadCsv } from '../../../lib/download-csv';
import type { PlayerSearch } from '../lib/player-search';

export function downloadPlayers(merchantCode: string, search: PlayerSearch, language: string): Promise<string> {
  const q = new URLSearchParams({ field: search.field, kind: search.kind, sort: search.sort, order: search.order });
  if (search.q) q.set('q', search.q);
  if (search.status) q.set('status', search.status);
  return downloadCsv(`/wps/operator/merchants/${encodeURIComponent(merchantCode)}/players/export`, q, language, 'players.csv');
}
