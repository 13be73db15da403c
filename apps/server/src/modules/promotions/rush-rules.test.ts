import { describe, expect, it } from 'vitest';
import { cutEnvelopes, rushAt } from './rush-rules';

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('cutting a red envelope pool', () => {
  it('adds up to the pool exactly, every envelope within the bounds', () => {
    for (const [pool, count, min, max] of [[10_000n, 100, 50n, 200n], [1_000n, 10, 100n, 100n], [500n, 1, 100n, 900n], [99_999n, 1_000, 1n, 1_000n]] as const) {
      const cut = cutEnvelopes(pool, count, min, max);
      expect(cut).toHaveLength(count);
      expect(sum(cut)).toBe(pool);
      expect(cut.every((a) => a >= min && a <= max)).toBe(true);
    }
  });

  it('gives the extremes when the random source does, and still adds up', () => {
    expect(sum(cutEnvelopes(1_000n, 5, 100n, 400n, () => 0n))).toBe(1_000n);
    const high = cutEnvelopes(1_000n, 5, 100n, 400n, (below) => below - 1n);
    expect(sum(high)).toBe(1_000n);
    expect(high.every((a) => a >= 100n && a <= 400n)).toBe(true);
  });

  it('spreads the amounts: over many cuts the first envelope is no richer than the last', () => {
    let first = 0n;
    let last = 0n;
    for (let i = 0; i < 400; i++) {
      const cut = cutEnvelopes(10_000n, 20, 100n, 1_000n);
      first += cut[0]!;
      last += cut[19]!;
    }
    // Each averages 500 per envelope; 400 draws of a spread of up to 900 keep both sums near 200,000.
    expect(Number(first) / 400).toBeGreaterThan(400);
    expect(Number(last) / 400).toBeGreaterThan(400);
    expect(Number(first) / 400).toBeLessThan(600);
    expect(Number(last) / 400).toBeLessThan(600);
  });

  it('refuses bounds the pool cannot meet', () => {
    expect(() => cutEnvelopes(100n, 2, 60n, 100n)).toThrow();
    expect(() => cutEnvelopes(300n, 2, 60n, 100n)).toThrow();
  });
});

describe('when a rush runs', () => {
  const rule = { times: ['20:00', '12:00', '23:50'], minutes: 20 };
  const bangkok = 'Asia/Bangkok';
  const at = (iso: string) => new Date(iso);

  it('answers the open rush, else the next, at times of day in the merchant\'s zone', () => {
    // 12:05 in Bangkok is 05:05 UTC: the noon rush is open.
    expect(rushAt(rule, at('2026-12-03T05:05:00Z'), bangkok, null, null)).toEqual({ startsAt: at('2026-12-03T05:00:00Z'), endsAt: at('2026-12-03T05:20:00Z') });
    // 12:20 exactly: over, the next is at 20:00.
    expect(rushAt(rule, at('2026-12-03T05:20:00Z'), bangkok, null, null)!.startsAt).toEqual(at('2026-12-03T13:00:00Z'));
  });

  it('keeps a rush that began before midnight open after it', () => {
    // 00:05 in Bangkok on the 4th: the 23:50 rush of the 3rd runs to 00:10.
    expect(rushAt(rule, at('2026-12-03T17:05:00Z'), bangkok, null, null)).toEqual({ startsAt: at('2026-12-03T16:50:00Z'), endsAt: at('2026-12-03T17:10:00Z') });
  });

  it('runs only rushes that start within the promotion\'s window, and ends the last one with it', () => {
    expect(rushAt(rule, at('2026-12-03T05:05:00Z'), bangkok, at('2026-12-03T06:00:00Z'), null)!.startsAt).toEqual(at('2026-12-03T13:00:00Z'));
    expect(rushAt(rule, at('2026-12-03T05:05:00Z'), bangkok, null, at('2026-12-03T05:10:00Z'))).toEqual({ startsAt: at('2026-12-03T05:00:00Z'), endsAt: at('2026-12-03T05:10:00Z') });
    expect(rushAt(rule, at('2026-12-03T05:15:00Z'), bangkok, null, at('2026-12-03T05:10:00Z'))).toBeNull();
  });

  it('works in a zone behind UTC (Mexico City, UTC−6)', () => {
    // 19:59 on the 2nd in Mexico City is 01:59 UTC on the 3rd: the 20:00 rush is next, at 02:00 UTC.
    expect(rushAt({ times: ['20:00'], minutes: 10 }, at('2026-12-03T01:59:00Z'), 'America/Mexico_City', null, null)!.startsAt).toEqual(at('2026-12-03T02:00:00Z'));
  });
});
