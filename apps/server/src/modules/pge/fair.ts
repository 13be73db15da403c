import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The provably fair engine (ARCHITECTURE §6, decision 0020). Pure: no database, no clock.
 *
 * - A server seed is 32 random bytes written as 64 hex characters. The player sees its commitment,
 *   SHA-256 of that hex text, before any round is played with it.
 * - Round bytes are HMAC-SHA256(key = server seed text, message = `${clientSeed}:${nonce}`). When a
 *   game needs more than one block, block `cursor` (1, 2, ...) uses `${clientSeed}:${nonce}:${cursor}`,
 *   as the well-known schemes do; block 0 is the plain message, so a one-block round is exactly
 *   HMAC(server seed, client seed:nonce).
 * - Each block gives eight big-endian 32-bit words. A draw of an integer in [0, n) takes the next word
 *   and rejects it when it falls in the incomplete last slice of 2^32 (word ≥ 2^32 − 2^32 mod n), so
 *   every integer is exactly equally likely: no modulo bias. Rejections are rare (< n / 2^32) and
 *   recorded in the trace the verify page shows.
 * All text is hashed as UTF-8, so anyone can recompute a round with `sha256sum` and `openssl dgst -hmac`.
 */

export const SERVER_SEED_HEX_LENGTH = 64;
const WORDS_PER_BLOCK = 8;
const TWO_32 = 2 ** 32;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The first client seed a member gets; they may change it at any time between rounds. */
export function newClientSeed(): string {
  return randomBytes(10).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function blockMessage(clientSeed: string, nonce: number, cursor: number): string {
  return cursor === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${cursor}`;
}

export function hmacBlock(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', Buffer.from(serverSeed, 'utf8')).update(blockMessage(clientSeed, nonce, cursor), 'utf8').digest();
}

export interface SeedInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** One word taken from the stream: what it was drawn for, and whether it was kept. */
export interface DrawTrace {
  cursor: number;
  word: number;
  bound: number;
  value: number | null;
}

export interface BlockTrace {
  cursor: number;
  message: string;
  hmac: string;
}

export interface DrawStream {
  /** A uniformly distributed integer in [0, bound). */
  int(bound: number): number;
  readonly blocks: BlockTrace[];
  readonly draws: DrawTrace[];
}

/** The stream of unbiased draws for one round. */
export function drawStream(seed: SeedInput): DrawStream {
  const blocks: BlockTrace[] = [];
  const draws: DrawTrace[] = [];
  let current: Buffer | null = null;
  let cursor = -1;
  let wordIndex = WORDS_PER_BLOCK;

  const nextWord = (): { word: number; cursor: number } => {
    if (wordIndex === WORDS_PER_BLOCK || current === null) {
      cursor += 1;
      current = hmacBlock(seed.serverSeed, seed.clientSeed, seed.nonce, cursor);
      blocks.push({ cursor, message: blockMessage(seed.clientSeed, seed.nonce, cursor), hmac: current.toString('hex') });
      wordIndex = 0;
    }
    const word = current.readUInt32BE(wordIndex * 4);
    wordIndex += 1;
    return { word, cursor };
  };

  return {
    blocks,
    draws,
    int(bound: number): number {
      if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) throw new RangeError(`bound ${bound} outside 1..2^32`);
      const limit = TWO_32 - (TWO_32 % bound);
      for (;;) {
        const { word, cursor: at } = nextWord();
        if (word < limit) {
          const value = word % bound;
          draws.push({ cursor: at, word, bound, value });
          return value;
        }
        draws.push({ cursor: at, word, bound, value: null });
      }
    },
  };
}

/** Checks a revealed seed against the commitment shown before play. */
export function seedMatchesHash(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}
