import { describe, expect, it } from 'vitest';
import { diceMultiplier, diceParamsValid, diceWinningRolls, diceWins, DICE_OUTCOMES, playDice } from './dice';
import { drawStream } from './fair';
import { choose, minesCountValid, minesMultiplier, MINES_TILES, placeMines } from './mines';
import { effectiveRtp, multiplierText, payoutOf } from './rtp';
import { evaluateSlot, playSlot, slotMultiplier, SLOT_OUTCOMES, SLOT_STRIP_LENGTH, SLOT_TOTAL_UNITS } from './slot';

const SEED = '0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const stream = (nonce: number) => drawStream({ serverSeed: SEED, clientSeed: 'lucky-player', nonce });

/** Σ multiplier over equally likely outcomes, as an exact fraction compared with RTP × outcomes. */
const sumEquals = (terms: { num: bigint; den: bigint }[], rtpBps: number, outcomes: bigint) => {
  const den = terms.reduce((d, t) => (d * t.den) / gcd(d, t.den), 1n);
  const num = terms.reduce((n, t) => n + (t.num * den) / t.den, 0n);
  // num / den === rtpBps / 10000 × outcomes
  return num * 10_000n === BigInt(rtpBps) * outcomes * den;
};
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

describe('dice', () => {
  it('rolls the first word of HMAC(server seed, client seed:nonce) modulo 10,000', () => {
    // nonce 0: 0x9b1e87f5 = 2602469365 → 93.65; nonce 7: 0x3dfc2727 = 1039935271 → 52.71
    expect(playDice(stream(0), { target: 5000, direction: 'over' })).toEqual({ roll: 9365, win: true });
    expect(playDice(stream(7), { target: 5000, direction: 'under' })).toEqual({ roll: 5271, win: false });
  });

  it('returns exactly the configured RTP for every allowed target and direction', () => {
    // Every 97th target plus both edges of each range: counting all 10,000 rolls for all targets is 10^8 steps.
    const targets = [...Array.from({ length: 104 }, (_, i) => i * 97), 99, 100, 198, 199, 9800, 9801, 9899, 9900, 9999];
    for (const rtp of [9900, 9700]) {
      for (const direction of ['under', 'over'] as const) {
        for (const target of targets) {
          const params = { target, direction };
          if (!diceParamsValid(params)) continue;
          let wins = 0;
          for (let roll = 0; roll < DICE_OUTCOMES; roll += 1) if (diceWins(roll, params)) wins += 1;
          expect(wins).toBe(diceWinningRolls(params));
          const m = diceMultiplier(params, rtp);
          expect(m.num * BigInt(wins) * 10_000n).toBe(BigInt(rtp) * BigInt(DICE_OUTCOMES) * m.den);
        }
      }
    }
  });

  it('allows win chances from 1 % to 98 % only', () => {
    expect(diceParamsValid({ target: 100, direction: 'under' })).toBe(true);
    expect(diceParamsValid({ target: 99, direction: 'under' })).toBe(false);
    expect(diceParamsValid({ target: 9800, direction: 'under' })).toBe(true);
    expect(diceParamsValid({ target: 9801, direction: 'under' })).toBe(false);
    expect(diceParamsValid({ target: 9899, direction: 'over' })).toBe(true);
    expect(diceParamsValid({ target: 9900, direction: 'over' })).toBe(false);
    expect(diceParamsValid({ target: 199, direction: 'over' })).toBe(true);
    expect(diceParamsValid({ target: 198, direction: 'over' })).toBe(false);
    expect(diceParamsValid({ target: 50.5, direction: 'under' })).toBe(false);
    expect(diceParamsValid({ target: -1, direction: 'over' })).toBe(false);
  });

  it('pays 1.98× at 50 % and 99 % RTP, floored to the minor unit', () => {
    const m = diceMultiplier({ target: 5000, direction: 'under' }, 9900);
    expect(multiplierText(m)).toBe('1.9800');
    expect(payoutOf(10_000n, m)).toBe(19_800n);
    expect(payoutOf(1n, m)).toBe(1n);
    expect(multiplierText(diceMultiplier({ target: 100, direction: 'under' }, 9900))).toBe('99.0000');
  });
});

describe('slot', () => {
  it('takes one stop per reel from successive words', () => {
    // nonce 7 words: 1039935271 % 20 = 11, 242593052 % 20 = 12, 452862308 % 20 = 8
    expect(playSlot(stream(7)).stops).toEqual([11, 12, 8]);
  });

  it('has units adding up to SLOT_TOTAL_UNITS over all 8,000 stops, so the RTP is exact', () => {
    let total = 0;
    const multipliers = [];
    for (let a = 0; a < SLOT_STRIP_LENGTH; a += 1) {
      for (let b = 0; b < SLOT_STRIP_LENGTH; b += 1) {
        for (let c = 0; c < SLOT_STRIP_LENGTH; c += 1) {
          const { units } = evaluateSlot([a, b, c]);
          total += units;
          multipliers.push(slotMultiplier(units, 9700));
        }
      }
    }
    expect(total).toBe(SLOT_TOTAL_UNITS);
    expect(sumEquals(multipliers, 9700, BigInt(SLOT_OUTCOMES))).toBe(true);
    expect(sumEquals(multipliers, 9600, BigInt(SLOT_OUTCOMES))).toBe(false);
  });

  it('pays three of a kind and two cherries from the left on each line', () => {
    // Stops 0,0,0 show seven/seven/seven on the top row.
    const sevens = evaluateSlot([0, 0, 0]);
    expect(sevens.grid[0]).toEqual(['seven', 'seven', 'seven']);
    expect(sevens.lines).toContainEqual({ line: 0, symbol: 'seven', count: 3, units: 40 });
    const cherries = evaluateSlot([1, 2, 0]);
    expect(cherries.grid[0]!.slice(0, 2)).toEqual(['cherry', 'cherry']);
    expect(cherries.lines).toContainEqual({ line: 0, symbol: 'cherry', count: 2, units: 1 });
    expect(cherries.units).toBe(cherries.lines.reduce((s, l) => s + l.units, 0));
  });
});

describe('mines', () => {
  it('places a uniformly random subset: every tile is a mine equally often', () => {
    const counts = new Array<number>(MINES_TILES).fill(0);
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const mines = placeMines(stream(nonce), 3);
      expect(new Set(mines).size).toBe(3);
      for (const tile of mines) counts[tile]! += 1;
    }
    const expected = (rounds * 3) / MINES_TILES;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(42.98); // χ² 99 % with 24 degrees of freedom
  });

  it('places 24 mines leaving one safe tile, 1 mine leaving 24', () => {
    expect(placeMines(stream(1), 24)).toHaveLength(24);
    expect(placeMines(stream(1), 1)).toHaveLength(1);
    expect(minesCountValid(0)).toBe(false);
    expect(minesCountValid(25)).toBe(false);
    expect(minesCountValid(2.5)).toBe(false);
  });

  it('returns exactly the RTP for every cash-out point (enumerated over all placements for up to 3 mines)', () => {
    for (let mines = 1; mines <= 3; mines += 1) {
      const placements: number[][] = [];
      const build = (start: number, acc: number[]) => {
        if (acc.length === mines) return void placements.push(acc);
        for (let t = start; t < MINES_TILES; t += 1) build(t + 1, [...acc, t]);
      };
      build(0, []);
      for (let revealed = 1; revealed <= MINES_TILES - mines; revealed += 1) {
        // The player reveals tiles 0..revealed-1 and cashes out; a mine among them pays nothing.
        const m = minesMultiplier(mines, revealed, 9800);
        const terms = placements.map((p) => (p.every((tile) => tile >= revealed) ? m : { num: 0n, den: 1n }));
        expect(sumEquals(terms, 9800, BigInt(placements.length)), `${mines} mines, ${revealed} revealed`).toBe(true);
      }
    }
  });

  it('returns exactly the RTP for every mine count by the survival identity', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let revealed = 1; revealed <= MINES_TILES - mines; revealed += 1) {
        const m = minesMultiplier(mines, revealed, 9800);
        const survive = { num: choose(MINES_TILES - revealed, mines), den: choose(MINES_TILES, mines) };
        expect(m.num * survive.num * 10_000n).toBe(9800n * m.den * survive.den);
      }
    }
    expect(multiplierText(minesMultiplier(24, 1, 9800))).toBe('24.5000');
    expect(multiplierText(minesMultiplier(1, 1, 9800))).toBe('1.0208');
  });
});

describe('configured RTP', () => {
  it('uses the catalogue value when sane and the default otherwise', () => {
    expect(effectiveRtp(9650, 9900)).toBe(9650);
    expect(effectiveRtp(null, 9900)).toBe(9900);
    expect(effectiveRtp(15_000, 9900)).toBe(9900);
    expect(effectiveRtp(5000, 9900)).toBe(9900);
  });
});
