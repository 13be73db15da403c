import { describe, expect, it } from 'vitest';
import { formatRate, gameTypeKey, ratedTypes, rebateView } from './rebate';

describe("a manual rebate's card", () => {
  it('offers Claim when the server says it can be claimed, otherwise says why not', () => {
    expect(rebateView({ canClaim: true, unpaid: 2.5 })).toBe('CLAIM');
    // Nothing earned yet today, or all of it already paid.
    expect(rebateView({ canClaim: false, unpaid: 0 })).toBe('NOTHING');
    // Something earned, less than the smallest payment.
    expect(rebateView({ canClaim: false, unpaid: 0.4 })).toBe('BELOW_MINIMUM');
    // The server decides: its canClaim is never second-guessed from the figures.
    expect(rebateView({ canClaim: false, unpaid: 5 })).toBe('BELOW_MINIMUM');
  });

  it("names the game types with the lobby's words, a cockfight with the rebate's, an unknown type by its code", () => {
    expect(gameTypeKey('RNG')).toBe('nav.rng');
    expect(gameTypeKey('LIVE')).toBe('nav.live');
    expect(gameTypeKey('ESPORTS')).toBe('nav.esports');
    expect(gameTypeKey('COCKFIGHT')).toBe('promotions.rebates.cockfight');
    expect(gameTypeKey('BINGO')).toBeNull();
  });

  it("lists the rated game types in the site's order, the unrated left out", () => {
    expect(ratedTypes({ LIVE: 0.5, RNG: 1, SPORTS: 0, BINGO: 0.2, FISH: 0.8 })).toEqual([
      { type: 'RNG', rate: 1 }, { type: 'LIVE', rate: 0.5 }, { type: 'FISH', rate: 0.8 }, { type: 'BINGO', rate: 0.2 },
    ]);
    expect(ratedTypes({})).toEqual([]);
  });

  it('writes a rate in percent as the language does, with up to 2 decimals', () => {
    expect(formatRate(1, 'EN')).toBe('1%');
    expect(formatRate(0.8, 'EN')).toBe('0.8%');
    expect(formatRate(1.25, 'EN')).toBe('1.25%');
    expect(formatRate(0.8, 'PT')).toBe('0,8%');
  });
});
