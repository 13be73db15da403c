import type { DrawStream } from './fair';
import type { Ratio } from './rtp';

/**
 * Mines: a 5×5 board with 1–24 mines placed when the round starts. The placement is a partial
 * Fisher–Yates shuffle: for i = 0..mines−1 swap tile i with tile i + int(25 − i); the first `mines`
 * tiles are the mines, a uniformly random subset. After k safe reveals the multiplier is
 * RTP × C(25, k) / C(25 − mines, k): the inverse of the chance of surviving k picks, times RTP,
 * so cashing out after any number of reveals returns exactly the configured RTP on average.
 */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

export function minesCountValid(mines: number): boolean {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX;
}

/** Mine tiles (0..24, row-major), sorted. */
export function placeMines(stream: DrawStream, mines: number): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < mines; i += 1) {
    const j = i + stream.int(MINES_TILES - i);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

/** The multiplier after `revealed` safe tiles (1 ≤ revealed ≤ 25 − mines). */
export function minesMultiplier(mines: number, revealed: number, rtpBps: number): Ratio {
  return { num: BigInt(rtpBps) * choose(MINES_TILES, revealed), den: 10_000n * choose(MINES_TILES - mines, revealed) };
}

export function safeTiles(mines: number): number {
  return MINES_TILES - mines;
}
