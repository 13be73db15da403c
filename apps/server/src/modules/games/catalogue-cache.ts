import { LRUCache } from 'lru-cache';
import type { Cache, PubSub } from '../../lib/cache';

/** Cached lobby reads live this long at most; every catalogue edit flushes them at once anyway. */
const TTL_SECONDS = 300;
/**
 * How long a process trusts the catalogue generation it has read. An edit reaches every process at once
 * over pub/sub (FLUSHED_CHANNEL); this only bounds a lost message.
 */
const GENERATION_MEMO_MS = 5_000;
const FLUSHED_CHANNEL = 'games-catalogue-flushed';
/**
 * Pages kept in the process, as sent, in front of the shared cache: the lobby's pages are read by
 * everyone, and a hit here costs a map lookup where the shared cache (Redis) costs a round trip.
 * Bounded in entries and bytes; the least recently used go first.
 */
const LOCAL = { max: 5_000, maxSize: 32 * 1024 * 1024 } as const;

/**
 * Lobby reads cached per merchant: in the process, and in the platform cache (memory, or Redis shared by
 * every API process). Keys carry the merchant's catalogue generation: an edit sets a new generation, so
 * every entry of that merchant is flushed in one write, in every process, without listing keys.
 */
export function createCatalogueCache(cache: Cache, pubsub: PubSub) {
  const generationKey = (merchantCode: string) => `games:gen:${merchantCode}`;
  const generations = new Map<string, { value: string; at: number }>();
  const local = new LRUCache<string, string>({ ...LOCAL, ttl: TTL_SECONDS * 1000, sizeCalculation: (text, key) => text.length + key.length });

  async function generation(merchantCode: string): Promise<string> {
    const known = generations.get(merchantCode);
    if (known && Date.now() - known.at < GENERATION_MEMO_MS) return known.value;
    let current = await cache.get(generationKey(merchantCode));
    if (!current) {
      // Two processes racing here may both set one; the read after it takes the winner's. Should the key be
      // gone again by then (evicted under Redis memory pressure), our own value is as good: both start empty.
      const fresh = Date.now().toString(36);
      await cache.setIfAbsent(generationKey(merchantCode), fresh, 30 * 86_400);
      current = (await cache.get(generationKey(merchantCode))) ?? fresh;
    }
    generations.set(merchantCode, { value: current, at: Date.now() });
    return current;
  }

  /**
   * The value as JSON text. `keep` may refuse to store a value (e.g. an empty page, which any query past
   * the end would make); `share: false` keeps it in this process only (searches: clients choose the
   * terms, so they must not be able to fill the shared cache).
   */
  async function readText<T>(merchantCode: string, key: string, load: () => Promise<T>, opts: { keep?: (value: T) => boolean; share?: boolean } = {}): Promise<string> {
    const full = `games:${merchantCode}:${await generation(merchantCode)}:${key}`;
    const kept = local.get(full);
    if (kept !== undefined) return kept;
    const share = opts.share ?? true;
    const hit = share ? await cache.get(full) : null;
    if (hit !== null) {
      local.set(full, hit);
      return hit;
    }
    const value = await load();
    const text = JSON.stringify(value);
    if (opts.keep?.(value) ?? true) {
      local.set(full, text);
      if (share) await cache.set(full, text, TTL_SECONDS);
    }
    return text;
  }

  return {
    /** Listens for other processes' edits. */
    async start() {
      await pubsub.subscribe(FLUSHED_CHANNEL, (merchantCode) => generations.delete(merchantCode));
    },
    async read<T>(merchantCode: string, key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      return JSON.parse(await readText(merchantCode, key, load, { keep })) as T;
    },
    /** The merchant's current catalogue generation (for process-local memos such as the search index). */
    generation,
    /** The cached value as JSON text, for responses sent without serializing again (the hottest lobby reads). */
    readText,
    /** Called after every catalogue edit of the merchant: a new generation, here at once and in the other processes on the message. */
    async flush(merchantCode: string): Promise<void> {
      await cache.set(generationKey(merchantCode), `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`, 30 * 86_400);
      generations.delete(merchantCode);
      await pubsub.publish(FLUSHED_CHANNEL, merchantCode);
    },
  };
}
