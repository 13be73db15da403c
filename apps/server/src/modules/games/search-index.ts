import type { Db } from '../../db/client';
import * as repo from './repo';

/** A memo lives at most this long even if no edit changes the generation (changes made outside the service). */
const TTL_MS = 300_000;

/** The rows, and their search texts in an array of their own: scanning flat strings is ~4× faster than reading them off the row objects. */
interface Index { generation: string; at: number; rows: repo.GameWithVendor[]; texts: string[]; grams: Map<string, Int32Array> }

/**
 * Every pair of adjacent characters of the search texts, with the rows holding it in ascending order.
 * A term of two characters or more can only match rows that hold each of its pairs, so a search checks
 * the rows of its rarest pair instead of every text (any script: a Chinese name of two characters is
 * one pair). About 1 MB for 5,000 games.
 */
function gramsOf(texts: string[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  texts.forEach((text, row) => {
    for (let j = 0; j + 2 <= text.length; j++) {
      const gram = text.slice(j, j + 2);
      const list = lists.get(gram);
      if (!list) lists.set(gram, [row]);
      else if (list[list.length - 1] !== row) list.push(row);
    }
  });
  return new Map([...lists].map(([gram, list]) => [gram, Int32Array.from(list)]));
}

/** The rows a term can match, ascending: those of its rarest pair, or every row for a one-character term. */
function candidatesOf(index: Index, term: string | undefined): ArrayLike<number> | null {
  if (!term || term.length < 2) return null;
  let best: Int32Array | undefined;
  for (let j = 0; j + 2 <= term.length; j++) {
    const list = index.grams.get(term.slice(j, j + 2));
    if (!list) return [];
    if (!best || list.length < best.length) best = list;
  }
  return best!;
}

/**
 * The merchant's visible games in process memory, answering GCSGAME_gameList (filters, name search,
 * pages) without the database. A name search is a substring match on every language's names: in SQL it
 * scans every row (73 ms for 5,000 games on PGlite), and even reading one page of 18 rows by id cost
 * ~20 ms there (planning included). So each process keeps the whole visible rows (about 1 kB a game),
 * rebuilt when the catalogue generation changes (every operator edit) or after TTL_MS, and a list is a
 * scan of an array; a search checks only the rows holding the term's rarest character pair.
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
        const texts = rows.map((r) => r.game.searchText ?? '');
        const index = { generation: gen, at: Date.now(), rows, texts, grams: gramsOf(texts) };
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
      const index = await indexOf(merchantCode);
      const { rows, texts } = index;
      const candidates = candidatesOf(index, f.search);
      const count = candidates ? candidates.length : texts.length;
      const matches: repo.GameWithVendor[] = [];
      for (let k = 0; k < count; k++) {
        const i = candidates ? candidates[k]! : k;
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
