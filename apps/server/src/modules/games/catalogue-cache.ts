import type { Cache } from '../../lib/cache';

/** Cached lobby reads live this long at most; every catalogue edit flushes them at once anyway. */
const TTL_SECONDS = 300;

/**
 * Lobby reads cached per merchant in the platform cache (memory, or Redis shared by every API
 * process). Keys carry the merchant's catalogue generation: an edit sets a new generation, so every
 * entry of that merchant is flushed in one write, in every process, without listing keys.
 */
export function createCatalogueCache(cache: Cache) {
  const generationKey = (merchantCode: string) => `games:gen:${merchantCode}`;

  async function generation(merchantCode: string): Promise<string> {
    const current = await cache.get(generationKey(merchantCode));
    if (current) return current;
    const fresh = Date.now().toString(36);
    // Two processes racing here may both set one; either value is fine (both start empty).
    await cache.setIfAbsent(generationKey(merchantCode), fresh, 30 * 86_400);
    return (await cache.get(generationKey(merchantCode))) ?? fresh;
  }

  /** `keep` may refuse to store a value (e.g. an empty page, which any query past the end would make). */
  async function readText<T>(merchantCode: string, key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<string> {
    const full = `games:${merchantCode}:${await generation(merchantCode)}:${key}`;
    const hit = await cache.get(full);
    if (hit !== null) return hit;
    const value = await load();
    const text = JSON.stringify(value);
    if (keep(value)) await cache.set(full, text, TTL_SECONDS);
    return text;
  }

  return {
    async read<T>(merchantCode: string, key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      return JSON.parse(await readText(merchantCode, key, load, keep)) as T;
    },
    /** The merchant's current catalogue generation (for process-local memos such as the search index). */
    generation,
    /** The cached value as JSON text, for responses sent without serializing again (the hottest lobby reads). */
    readText,
    /** Called after every catalogue edit of the merchant. */
    async flush(merchantCode: string): Promise<void> {
      await cache.set(generationKey(merchantCode), `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, 30 * 86_400);
    },
  };
}
