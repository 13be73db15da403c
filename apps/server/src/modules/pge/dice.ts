import type { DrawStream } from './fair';
import type { Ratio } from './rtp';

/**
 * Dice: one draw of an integer 0..9999 read as a roll 0.00–99.99. The player picks a target and a
 * direction: "under" wins when roll < target, "over" when roll > target. With w winning rolls out
 * of 10,000 the multiplier is RTP / (w / 10,000) = rtpBps / w exactly, so the expected return of
 * every target is the configured RTP.
 */
export const DICE_OUTCOMES = 10_000;
/** Win chance from 1 % to 98 % (100..9,800 winning rolls): the multiplier stays between ~1.01 and ~99. */
export const DICE_MIN_WINNING = 100;
export const DICE_MAX_WINNING = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceParams {
  /** Target in hundredths (50.50 → 5050). */
  target: number;
  direction: DiceDirection;
}

export function diceWinningRolls(params: DiceParams): number {
  return params.direction === 'under' ? params.target : DICE_OUTCOMES - 1 - params.target;
}

/** Whether the target and direction give a win chance inside the allowed range. */
export function diceParamsValid(params: DiceParams): boolean {
  if (!Number.isInteger(params.target) || params.target < 0 || params.target >= DICE_OUTCOMES) return false;
  const winning = diceWinningRolls(params);
  return winning >= DICE_MIN_WINNING && winning <= DICE_MAX_WINNING;
}

export function diceMultiplier(params: DiceParams, rtpBps: number): Ratio {
  return { num: BigInt(rtpBps), den: BigInt(diceWinningRolls(params)) };
}

export interface DiceOutcome {
  /** Roll in hundredths, 0..9999. */
  roll: number;
  win: boolean;
}

export function diceWins(roll: number, params: DiceParams): boolean {
  return params.direction === 'under' ? roll < params.target : roll > params.target;
}

export function playDice(stream: DrawStream, params: DiceParams): DiceOutcome {
  const roll = stream.int(DICE_OUTCOMES);
  return { roll, win: diceWins(roll, params) };
}
