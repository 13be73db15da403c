import { describe, expect, it } from 'vitest';
import { blockMessage, drawStream, hashServerSeed, hmacBlock, newServerSeed, seedMatchesHash } from './fair';

// Vectors computed outside Node with coreutils and OpenSSL:
//   echo -n $SEED | sha256sum
//   echo -n "lucky-player:7" | openssl dgst -sha256 -hmac $SEED
const SEED = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const CLIENT = 'lucky-player';

describe('provably fair engine', () => {
  it('commits to the server seed with SHA-256 of its hex text', () => {
    expect(hashServerSeed(SEED)).toBe('879515ad9e735e371e46407e1517fa99dad756d34fe854fd535f7372eef671e4');
    expect(seedMatchesHash(SEED, '879515AD9E735E371E46407E1517FA99DAD756D34FE854FD535F7372EEF671E4')).toBe(true);
    expect(seedMatchesHash(SEED.replace(/^0/, '1'), hashServerSeed(SEED))).toBe(false);
  });

  it('derives round bytes as HMAC-SHA256(server seed, client seed:nonce[:cursor])', () => {
    expect(blockMessage(CLIENT, 7, 0)).toBe('lucky-player:7');
    expect(blockMessage(CLIENT, 7, 1)).toBe('lucky-player:7:1');
    expect(hmacBlock(SEED, CLIENT, 0, 0).toString('hex')).toBe('9b1e87f5f2c6ddc89e1c177256deab7ebe8fdc7bd975d428483f4a83815ee090');
    expect(hmacBlock(SEED, CLIENT, 7, 0).toString('hex')).toBe('3dfc27270e75ad1c1afe21644a6480c500469e8ded5655b1cbde18315282e48f');
    expect(hmacBlock(SEED, CLIENT, 7, 1).toString('hex')).toBe('ff447fccfb230a1213f7ebc0b632e9d62e9c39da7c39924818a7c0339b504711');
  });

  it('reads big-endian 32-bit words in order and moves to the next block after eight', () => {
    const stream = drawStream({ serverSeed: SEED, clientSeed: CLIENT, nonce: 7 });
    // 0x3dfc2727 = 1039935271, 0x0e75ad1c = 242593052
    expect(stream.int(2 ** 32)).toBe(1_039_935_271);
    expect(stream.int(2 ** 32)).toBe(242_593_052);
    for (let i = 0; i < 6; i += 1) stream.int(2 ** 32);
    expect(stream.int(2 ** 32)).toBe(0xff447fcc);
    expect(stream.blocks.map((b) => b.message)).toEqual(['lucky-player:7', 'lucky-player:7:1']);
    expect(stream.draws).toHaveLength(9);
  });

  it('is deterministic for the same seeds and differs when any input changes', () => {
    const draw = (serverSeed: string, clientSeed: string, nonce: number) => {
      const s = drawStream({ serverSeed, clientSeed, nonce });
      return [s.int(10_000), s.int(10_000), s.int(10_000)];
    };
    expect(draw(SEED, CLIENT, 3)).toEqual(draw(SEED, CLIENT, 3));
    expect(draw(SEED, CLIENT, 3)).not.toEqual(draw(SEED, CLIENT, 4));
    expect(draw(SEED, CLIENT, 3)).not.toEqual(draw(SEED, 'other', 3));
    expect(draw(SEED, CLIENT, 3)).not.toEqual(draw(newServerSeed(), CLIENT, 3));
  });

  it('rejects words in the incomplete slice, so a bound near 2^32 has no modulo bias', () => {
    // With bound 3·2^30, word % bound would make values below 2^30 twice as likely (1/2 instead of 1/3).
    const bound = 3 * 2 ** 30;
    let low = 0;
    let rejected = 0;
    const n = 30_000;
    for (let nonce = 0; nonce < n; nonce += 1) {
      const stream = drawStream({ serverSeed: SEED, clientSeed: CLIENT, nonce });
      if (stream.int(bound) < 2 ** 30) low += 1;
      rejected += stream.draws.filter((d) => d.value === null).length;
    }
    expect(Math.abs(low / n - 1 / 3)).toBeLessThan(0.01);
    expect(rejected).toBeGreaterThan(0);
  });

  it('refuses a bound outside 1..2^32', () => {
    const stream = drawStream({ serverSeed: SEED, clientSeed: CLIENT, nonce: 0 });
    expect(() => stream.int(0)).toThrow(RangeError);
    expect(() => stream.int(1.5)).toThrow(RangeError);
    expect(() => stream.int(2 ** 32 + 1)).toThrow(RangeError);
    expect(stream.int(1)).toBe(0);
  });
});

/** 100,000 uniform draws over 12,500 rounds of a fresh seed pair; fixed seed so the run is reproducible. */
function sample(bound: number, count: number): number[] {
  const values: number[] = [];
  for (let nonce = 0; values.length < count; nonce += 1) {
    const stream = drawStream({ serverSeed: SEED, clientSeed: 'statistics', nonce });
    for (let i = 0; i < 8 && values.length < count; i += 1) values.push(stream.int(bound));
  }
  return values;
}

// Critical values at the 99 % level.
const Z_99 = 2.576;

describe('RNG statistics at 99 %', () => {
  it('chi-square: every face of a 10-sided and a 37-sided draw is equally frequent', () => {
    // χ² critical values (99 %) for 9 and 36 degrees of freedom.
    for (const [bound, critical] of [[10, 21.666], [37, 58.619]] as const) {
      const values = sample(bound, 100_000);
      const counts = new Array<number>(bound).fill(0);
      for (const v of values) counts[v]! += 1;
      const expected = values.length / bound;
      const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      expect(chi, `bound ${bound}`).toBeLessThan(critical);
    }
  });

  it('runs test: runs above and below the median are as many as chance gives', () => {
    const values = sample(10_000, 100_000);
    const above = values.map((v) => v >= 5_000);
    const n1 = above.filter(Boolean).length;
    const n2 = above.length - n1;
    let runs = 1;
    for (let i = 1; i < above.length; i += 1) if (above[i] !== above[i - 1]) runs += 1;
    const mean = (2 * n1 * n2) / (n1 + n2) + 1;
    const variance = ((mean - 1) * (mean - 2)) / (n1 + n2 - 1);
    expect(Math.abs((runs - mean) / Math.sqrt(variance))).toBeLessThan(Z_99);
  });

  it('serial correlation: consecutive draws are uncorrelated (lags 1 to 3)', () => {
    const values = sample(1_000_000, 100_000);
    const n = values.length;
    const mean = values.reduce((a, b) => a + b, 0) / n;
    const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
    for (const lag of [1, 2, 3]) {
      let covariance = 0;
      for (let i = lag; i < n; i += 1) covariance += (values[i]! - mean) * (values[i - lag]! - mean);
      expect(Math.abs((covariance / variance) * Math.sqrt(n)), `lag ${lag}`).toBeLessThan(Z_99);
    }
  });
});
