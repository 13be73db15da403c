import type { DrawStream } from './fair';
import type { Ratio } from './rtp';

/**
 * Slot: three reels of 20 symbols, three visible rows, five paylines (three rows and two
 * diagonals). Each reel's stop is one draw int(20); the window shows the stop and the next two
 * symbols of the strip (wrapping). A line pays its symbol's units for three of a kind, and one unit
 * for exactly two cherries from the left. The units are scaled so the expected return equals the
 * configured RTP exactly: over all 20³ = 8,000 equally likely stop combinations the units add up to
 * SLOT_TOTAL_UNITS (checked by exact enumeration in slot tests), so one unit pays
 * RTP × 8,000 / SLOT_TOTAL_UNITS of the bet.
 */
export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
const CHERRY = 5;

export const SLOT_STRIPS: readonly (readonly number[])[] = [
  [0, 5, 4, 3, 5, 1, 4, 5, 2, 3, 4, 5, 1, 3, 4, 5, 2, 4, 5, 3],
  [0, 4, 5, 3, 4, 1, 5, 2, 4, 3, 5, 4, 1, 2, 5, 3, 4, 5, 2, 3],
  [0, 3, 5, 4, 2, 5, 1, 4, 3, 5, 2, 4, 5, 1, 3, 4, 5, 2, 3, 4],
];
export const SLOT_STRIP_LENGTH = 20;
export const SLOT_ROWS = 3;
/** Row index per reel for each payline. */
export const SLOT_LINES: readonly (readonly number[])[] = [[0, 0, 0], [1, 1, 1], [2, 2, 2], [0, 1, 2], [2, 1, 0]];
/** Units for three of a kind, by symbol index. */
export const SLOT_THREE_UNITS = [40, 20, 12, 8, 6, 4] as const;
export const SLOT_TWO_CHERRY_UNITS = 1;
export const SLOT_OUTCOMES = SLOT_STRIP_LENGTH ** 3;
export const SLOT_TOTAL_UNITS = 13_640;

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: 2 | 3;
  units: number;
}

export interface SlotOutcome {
  stops: number[];
  /** grid[row][reel] symbol names. */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
  units: number;
}

export function evaluateSlot(stops: readonly number[]): SlotOutcome {
  const at = (reel: number, row: number) => SLOT_STRIPS[reel]![(stops[reel]! + row) % SLOT_STRIP_LENGTH]!;
  const lines: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => at(reel, row)) as [number, number, number];
    if (a === b && b === c) lines.push({ line, symbol: SLOT_SYMBOLS[a]!, count: 3, units: SLOT_THREE_UNITS[a]! });
    else if (a === CHERRY && b === CHERRY) lines.push({ line, symbol: 'cherry', count: 2, units: SLOT_TWO_CHERRY_UNITS });
  });
  const grid = Array.from({ length: SLOT_ROWS }, (_, row) => [0, 1, 2].map((reel) => SLOT_SYMBOLS[at(reel, row)]!));
  return { stops: [...stops], grid, lines, units: lines.reduce((sum, win) => sum + win.units, 0) };
}

export function playSlot(stream: DrawStream): SlotOutcome {
  return evaluateSlot([stream.int(SLOT_STRIP_LENGTH), stream.int(SLOT_STRIP_LENGTH), stream.int(SLOT_STRIP_LENGTH)]);
}

/** What `units` pay as a multiple of the bet at this RTP. */
export function slotMultiplier(units: number, rtpBps: number): Ratio {
  return { num: BigInt(units) * BigInt(rtpBps) * BigInt(SLOT_OUTCOMES), den: 10_000n * BigInt(SLOT_TOTAL_UNITS) };
}
