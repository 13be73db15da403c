import type { Db } from '../../db/client';
import * as repo from './repo';

/** A memo lives at most this long even if no edit changes the generation (changes made outside the service). */
const TTL_MS = 300_000;

type IndexRow = Awaited<ReturnType<typeof repo.searchIndexRows>>[number];

/**
 * Name search over the merchant's visible games, in process memory. A search is a substring match on
 * every language's names; run in SQL it scans every row (73 ms for 5,000 games on PGlite, where a lobby
 * page from the cache costs well under 1 ms), and searches are too varied to cache. So each process keeps
 * the searchable fields of the catalogue (a few hundred kB for 5,000 games), rebuilt when the catalogue
 * generation changes (every operator edit) or after TTL_MS, and filters it in JavaScript; only the page's
 * rows are then read by id.
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
      pending = repo.searchIndexRows(db, merchantCode).then((rows) => {
        memo.set(merchantCode, { generation: gen, at: Date.now(), rows });
        return rows;
      }).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** The ids of one page of matches (lobby order, or the hot order with hotOnly) and the total. */
    async search(merchantCode: string, f: repo.GameFilter & { search: string }, limit: number, offset: number) {
      const rows = await rowsOf(merchantCode);
      const matches = rows.filter((r) => (r.text ?? '').includes(f.search)
        && (!f.gameType || r.gameType === f.gameType)
        // As in SQL: a vendor's own list leaves out its VASSALAGE card.
        && (!f.vendorCode || (r.vendorCode === f.vendorCode && r.isGame !== 'VASSALAGE'))
        && (!f.gameClassify || r.gameClassify === f.gameClassify)
        && (!f.hotOnly || r.isHot)
        && (!f.tags || f.tags.every((t) => r.tags.includes(t))));
      if (f.hotOnly) matches.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      return { ids: matches.slice(offset, offset + limit).map((r) => r.id), total: matches.length };
    },
  };
}
