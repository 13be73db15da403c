import type { Db } from '../../db/client';
import * as repo from './repo';

/** A memo lives at most this long even if no edit changes the generation (changes made outside the service). */
const TTL_MS = 300_000;

/** The rows, and their search texts in an array of their own: scanning flat strings is ~4× faster than reading them off the row objects. */
interface Index { generation: string; at: number; rows: repo.GameWithVendor[]; texts: string[] }

/**
 * The merchant's visible games in process memory, answering GCSGAME_gameList (filters, name search,
 * pages) without the database. A name search is a substring match on every language's names: in SQL it
 * scans every row (73 ms for 5,000 games on PGlite), and even reading one page of 18 rows by id cost
 * ~20 ms there (planning included). So each process keeps the whole visible rows (about 1 kB a game),
 * rebuilt when the catalogue generation changes (every operator edit) or after TTL_MS, and a list or a
 * search is a scan of an array.
 */
export function createSearchIndex(db: Db, generation: (merchantCode: string) => Promise<string>) {
  const memo = new Map<string, Index>();
  // One load per merchant and generation, however many searches arrive while it runs.
  const loading = new Map<string, Promise<Index>>();

  async function indexOf(merchantCode: string): Promise<Index> {
    const gen = await generation(merchantCode);
    const hit = memo.get(merchantCode);
    if (hit && hit.generation === gen && Date.now() - hit.at < TTL_MS) return hit;
    const key = `${merchantCode}\u0000${gen}`;
    let pending = loading.get(key);
    if (!pending) {
      pending = repo.visibleGames(db, merchantCode).then((rows) => {
        const index = { generation: gen, at: Date.now(), rows, texts: rows.map((r) => r.game.searchText ?? '') };
        memo.set(merchantCode, index);
        return index;
      }).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  return {
    /** One page of the games matching the filter (lobby order, or the hot order with hotOnly) and the total. */
    async search(merchantCode: string, f: repo.GameFilter, limit: number, offset: number) {
      const { rows, texts } = await indexOf(merchantCode);
      const matches: repo.GameWithVendor[] = [];
      for (let i = 0; i < texts.length; i++) {
        if (f.search && !texts[i]!.includes(f.search)) continue;
        const g = rows[i]!.game;
        if ((!f.gameType || g.gameType === f.gameType)
          // As in SQL: a vendor's own list leaves out its VASSALAGE card.
          && (!f.vendorCode || (g.vendorCode === f.vendorCode && g.isGame !== 'VASSALAGE'))
          && (!f.gameClassify || g.gameClassify === f.gameClassify)
          && (!f.hotOnly || g.isHot)
          && (!f.tags || f.tags.every((t) => g.tags.includes(t)))) matches.push(rows[i]!);
      }
      if (f.hotOnly) matches.sort((a, b) => a.game.sortOrder - b.game.sortOrder || a.game.id - b.game.id);
      return { rows: matches.slice(offset, offset + limit), total: matches.length };
    },
  };
}
