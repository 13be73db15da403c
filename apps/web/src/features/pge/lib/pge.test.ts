import { describe, expect, it } from 'vitest';
import type { PgeRoundView } from '@platform/contracts';
import { betProblem, diceMultiplier, diceWinChance, verifyBody, verifyFormFrom, verifyQuery } from './pge';

describe('pge helpers', () => {
  it('checks a bet against format, limits and balance', () => {
    expect(betProblem('10', 0.1, 10_000, 50)).toBeNull();
    expect(betProblem('1.005', 0.1, 10_000, 50)).toBe('invalid');
    expect(betProblem('abc', 0.1, 10_000, 50)).toBe('invalid');
    expect(betProblem('0.05', 0.1, 10_000, 50)).toBe('range');
    expect(betProblem('60', 0.1, 10_000, 50)).toBe('balance');
  });

  it('counts dice chances and multipliers as the server does', () => {
    expect(diceWinChance(50, 'under')).toBe(50);
    expect(diceWinChance(50, 'over')).toBe(49.99);
    expect(diceMultiplier(99, 50)).toBe('1.9800');
    expect(diceMultiplier(99, 69.74)).toBe('1.4195');
  });

  it('round-trips a revealed round through the verify query', () => {
    const round = {
      roundId: 'abc', game: 'dice', serverSeed: 'f'.repeat(64), clientSeed: 'me', nonce: 4,
      outcome: { game: 'dice', roll: 12.34, target: 30.25, direction: 'over', win: false },
    } as unknown as PgeRoundView;
    const form = verifyFormFrom(new URLSearchParams(verifyQuery(round)!));
    expect(verifyBody(form)).toEqual({ game: 'dice', serverSeed: 'f'.repeat(64), clientSeed: 'me', nonce: 4, target: 30.25, direction: 'over' });
    expect(verifyQuery({ ...round, serverSeed: null })).toBeNull();
  });
});
