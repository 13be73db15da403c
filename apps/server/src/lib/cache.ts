import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** Shared cache: process memory in embedded mode, Redis in production so every API process sees one cache. */
export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  del(...keys: string[]): Promise<void>;
  /** Sets only when the key is absent; true when this call set it (single-use markers, one winner in a race). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Reads and deletes in one step (one-time tickets: two racing readers cannot both get it). */
  take(key: string): Promise<string | null>;
  /**
   * Adds `by` to a counter in one atomic step and returns the new value; the first increment of a key
   * starts its time to live (a fixed window), later ones keep it. Attempt limits are built on this.
   */
  incr(key: string, ttlSeconds: number, by?: number): Promise<number>;
}

/** Cross-process notifications (e.g. "settings changed, reload your snapshot"). */
export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
}

export interface Infra {
  cache: Cache;
  pubsub: PubSub;
  /** The Redis connection for rate limits, when Redis is configured. */
  redis: Redis | null;
  kind: 'memory' | 'redis';
  close(): Promise<void>;
}

class MemoryCache implements Cache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string) {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return hit.value;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async del(...keys: string[]) {
    for (const k of keys) this.entries.delete(k);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if ((await this.get(key)) !== null) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }

  async take(key: string) {
    const value = await this.get(key);
    this.entries.delete(key);
    return value;
  }

  // No await between the read and the write: one process, so this is atomic.
  async incr(key: string, ttlSeconds: number, by = 1) {
    const at = this.now();
    const hit = this.entries.get(key);
    const live = hit && hit.expiresAt > at ? hit : undefined;
    const value = (live ? Number(live.value) || 0 : 0) + by;
    this.entries.set(key, { value: String(value), expiresAt: live ? live.expiresAt : at + ttlSeconds * 1000 });
    return value;
  }
}

class MemoryPubSub implements PubSub {
  private readonly emitter = new EventEmitter();
  async publish(channel: string, message: string) {
    this.emitter.emit(channel, message);
  }
  async subscribe(channel: string, handler: (message: string) => void) {
    this.emitter.on(channel, handler);
  }
}

export function memoryInfra(): Infra {
  return { cache: new MemoryCache(), pubsub: new MemoryPubSub(), redis: null, kind: 'memory', close: async () => {} };
}

/**
 * `prefix` namespaces every key and channel, so tests (and several sites on one Redis) never see each
 * other's data.
 */
export async function redisInfra(url: string, prefix: string): Promise<Infra> {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  await Promise.all([redis.connect(), subscriber.connect()]);
  const handlers = new Map<string, ((m: string) => void)[]>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  const cache: Cache = {
    get: (key) => redis.get(key),
    set: async (key, value, ttl) => {
      await redis.set(key, value, 'EX', ttl);
    },
    del: async (...keys) => {
      if (keys.length) await redis.del(...keys);
    },
    setIfAbsent: async (key, value, ttl) => (await redis.set(key, value, 'EX', ttl, 'NX')) === 'OK',
    take: (key) => redis.getdel(key),
    incr: async (key, ttl, by = 1) => {
      // EXPIRE NX (Redis 7) sets the window on the first increment only, in the same MULTI.
      const res = await redis.multi().incrby(key, by).expire(key, ttl, 'NX').exec();
      const [err, value] = res![0]!;
      if (err) throw err;
      return Number(value);
    },
  };
  const pubsub: PubSub = {
    // keyPrefix does not apply to channels, so prefix them by hand.
    publish: async (channel, message) => {
      await redis.publish(prefix + channel, message);
    },
    subscribe: async (channel, handler) => {
      const full = prefix + channel;
      if (!handlers.has(full)) {
        handlers.set(full, []);
        await subscriber.subscribe(full);
      }
      handlers.get(full)!.push(handler);
    },
  };
  return {
    cache,
    pubsub,
    redis,
    kind: 'redis',
    close: async () => {
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}

/**
 * Redis when REDIS_URL is set, else process memory. Keys and channels are prefixed per database, so every
 * process of one site (API processes, the operator CLI) shares them and other sites on the Redis do not.
 */
export async function openInfra(env: { REDIS_URL?: string; DATABASE_URL?: string; DATA_DIR: string }, redisPrefix?: string): Promise<Infra> {
  return env.REDIS_URL
    ? redisInfra(env.REDIS_URL, redisPrefix ?? `platform:${crypto.createHash('sha1').update(env.DATABASE_URL ?? env.DATA_DIR).digest('hex').slice(0, 8)}:`)
    : memoryInfra();
}
