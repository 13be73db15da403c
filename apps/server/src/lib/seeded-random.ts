/**
 * A small deterministic generator (mulberry32): floats in [0, 1) from a 32-bit seed. For what must come
 * out the same every time (the demo catalogue, drawn art, replayable test runs), never for anything a
 * player could bet on: in-house game outcomes come from HMAC-SHA256 (modules/pge/fair.ts).
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
