import type { Db } from '../../db/client';
import * as repo from './repo';

/** A memo lives at most this long even if no edit changes the generation (changes made outside the service). */
const TTL_MS = 300_000;

type IndexRow = repo.GameWithVendor;

/**
 * Name search over the merchant's visible games, in process memory. A search is a substring match on
 * every language's names; run in SQL it scans every row (73 ms for 5,000 games on PGlite, where a lobby
 * page from the cache costs well under 1 ms), and searches are too varied to cache. So each process keeps
 * the merchant's visible catalogue (about 5 MB for 5,000 games), rebuilt when the catalogue
 * generation changes (every operator edit) or after TTL_MS, and answers from it: on PGlite even reading 18
 * rows by id cost ~20 ms (planning included), so the index keeps the whole visible rows (about 1 kB a
 * game) and a search touches no database at all.
 */
export function createSearchIndex(db: Db, generation: (merchantCode: string) => Promise<string>) {
  const memo = new Map<string, { generation: string; at: number; rows: IndexRow[] }>();
  // One load per merchant and generation, however many searches arrive while it runs.
  const loading = new Map<string, Promise<IndexRow[]>>();

  async function rowsOf(merchantCode: string): Promise<IndexRow[]> {
    const gen = await generation(merchantCode);
    const hit = memo.get(merchantCode);
    if (hit && hit.generation === gen && Date.now() - hit.at < TTL_MS) return hit.rows;
    const key = `${merchantCode}\u0000${gen}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = repo.visibleGames(db, merchantCode).then((rows) => {
        memo.set(merchantCode, { generation: gen, at: Date.now(), rows });
        return rows;
      }).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** One page of matches (lobby order, or the hot order with hotOnly) and the total. */
    async search(merchantCode: string, f: repo.GameFilter & { search: string }, limit: number, offset: number) {
      const rows = await rowsOf(merchantCode);
      const matches = rows.filter(({ game: g }) => (g.searchText ?? '').includes(f.search)
        && (!f.gameType || g.gameType === f.gameType)
        // As in SQL: a vendor's own list leaves out its VASSALAGE card.
        && (!f.vendorCode || (g.vendorCode === f.vendorCode && g.isGame !== 'VASSALAGE'))
        && (!f.gameClassify || g.gameClassify === f.gameClassify)
        && (!f.hotOnly || g.isHot)
        && (!f.tags || f.tags.every((t) => g.tags.includes(t))));
      if (f.hotOnly) matches.sort((a, b) => a.game.sortOrder - b.game.sortOrder || a.game.id - b.game.id);
      return { rows: matches.slice(offset, offset + limit), total: matches.length };
    },
  };
}
