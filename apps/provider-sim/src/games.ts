import crypto from 'node:crypto';

/**
 * The simulator's three games. Outcomes come from the process's CSPRNG; the pay tables return about
 * 96% to the player, as a real slot would (these are stand-ins, not the in-house provably fair games).
 */

export type GameKind = 'slot' | 'fish' | 'table';

export interface Outcome {
  /** What the page draws. */
  result: Record<string, unknown>;
  /** The amount paid back, in minor units (0 for a loss). */
  win: number;
}

// ---- Slot: 3 reels, one line ----
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
/** Reel weights: common fruit, rare sevens. */
export const WEIGHTS = [34, 28, 20, 12, 6];
/** Three of a kind pays this many times the stake; two cherries return the stake (97.4% RTP, see games.test.ts). */
export const THREE = { cherry: 6, lemon: 10, bell: 20, star: 50, seven: 200 } as const;
export const TWO_CHERRIES = 1;
const TOTAL = WEIGHTS.reduce((a, b) => a + b, 0);

function spinReel(): (typeof SYMBOLS)[number] {
  let r = crypto.randomInt(TOTAL);
  for (let i = 0; i < SYMBOLS.length; i++) {
    r -= WEIGHTS[i]!;
    if (r < 0) return SYMBOLS[i]!;
  }
  return SYMBOLS[0];
}

export function slotMultiplier(reels: readonly (typeof SYMBOLS)[number][]): number {
  if (reels[0] === reels[1] && reels[1] === reels[2]) return THREE[reels[0]!];
  return reels.filter((s) => s === 'cherry').length === 2 ? TWO_CHERRIES : 0;
}

export function playSlot(stake: number): Outcome {
  const reels = [spinReel(), spinReel(), spinReel()];
  const multiplier = slotMultiplier(reels);
  return { result: { reels, multiplier }, win: stake * multiplier };
}

// ---- Fishing: shoot one fish; bigger fish are harder to catch and pay more ----
export const FISH = {
  clown: { odds: 0.48, pays: 2 },
  puffer: { odds: 0.19, pays: 5 },
  turtle: { odds: 0.096, pays: 10 },
  shark: { odds: 0.032, pays: 30 },
  dragon: { odds: 0.0096, pays: 100 },
} as const;
export type Fish = keyof typeof FISH;

export function playFish(stake: number, target: string): Outcome {
  const fish = (Object.hasOwn(FISH, target) ? target : 'clown') as Fish;
  const caught = crypto.randomInt(1_000_000) < FISH[fish].odds * 1_000_000;
  return { result: { fish, caught, multiplier: caught ? FISH[fish].pays : 0 }, win: caught ? stake * FISH[fish].pays : 0 };
}

// ---- Table: Dragon Tiger, one card each, the higher wins; a tie pays 8:1 and halves the other bets ----
export type TableBet = 'dragon' | 'tiger' | 'tie';

export function playTable(stake: number, choice: string): Outcome {
  const bet: TableBet = choice === 'tiger' || choice === 'tie' ? choice : 'dragon';
  const dragon = crypto.randomInt(52);
  const tiger = crypto.randomInt(52);
  const rank = (card: number) => (card % 13) + 1;
  const winner: TableBet = rank(dragon) === rank(tiger) ? 'tie' : rank(dragon) > rank(tiger) ? 'dragon' : 'tiger';
  let win = 0;
  if (bet === 'tie') win = winner === 'tie' ? stake * 9 : 0;
  else if (winner === 'tie') win = Math.floor(stake / 2);
  else if (winner === bet) win = stake * 2;
  return { result: { dragon, tiger, winner, bet }, win };
}

export function play(kind: GameKind, stake: number, choice: string): Outcome {
  if (kind === 'fish') return playFish(stake, choice);
  if (kind === 'table') return playTable(stake, choice);
  return playSlot(stake);
}
