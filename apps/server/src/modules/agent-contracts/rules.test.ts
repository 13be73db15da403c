import { describe, expect, it } from 'vitest';
import {
  applyRate, contractRate, exceedingDownlineContracts, parseRate, payoutFor, periodKindOf, rateAllowed, reachedTier, termsProblem, type Terms,
} from './rules';

const dividend: Terms = {
  period: 'Monthly',
  minValidBet: 100_00n,
  tiers: [
    { threshold: 10_000_00n, activeMembers: 3, rateBp: 2000 },
    { threshold: 50_000_00n, activeMembers: 5, rateBp: 3000 },
    { threshold: 100_000_00n, activeMembers: 10, rateBp: 4000 },
  ],
};
const salary: Terms = {
  period: null,
  minValidBet: 0n,
  tiers: [
    { threshold: 1_000_00n, activeMembers: 0, rateBp: 10 },
    { threshold: 10_000_00n, activeMembers: 2, rateBp: 25 },
  ],
};

describe('dividend tiers', () => {
  it('pays the highest tier both the profit and loss and the active members reach', () => {
    const p = payoutFor('dividend', dividend, { validBet: 900_000_00n, profitLoss: 60_000_00n, activeMembers: 7 });
    expect(p.tier?.rateBp).toBe(3000);
    expect(p.amount).toBe(18_000_00n);
  });

  it('falls back to a lower tier when the team has too few active members for the higher one', () => {
    const p = payoutFor('dividend', dividend, { validBet: 0n, profitLoss: 200_000_00n, activeMembers: 4 });
    expect(p.tier?.rateBp).toBe(2000);
    expect(p.amount).toBe(40_000_00n);
  });

  it('pays nothing below the first tier, and nothing on a losing period (no negative dividend)', () => {
    expect(payoutFor('dividend', dividend, { validBet: 0n, profitLoss: 9_999_99n, activeMembers: 50 }).amount).toBe(0n);
    expect(payoutFor('dividend', dividend, { validBet: 0n, profitLoss: 9_999_99n, activeMembers: 50 }).tier).toBeNull();
    const zeroTier: Terms = { ...dividend, tiers: [{ threshold: 0n, activeMembers: 0, rateBp: 5000 }] };
    expect(payoutFor('dividend', zeroTier, { validBet: 10n, profitLoss: -5_000_00n, activeMembers: 1 }).amount).toBe(0n);
  });

  it('rounds down to the minor unit in integers (no float rounding)', () => {
    expect(applyRate(1n, 9999)).toBe(0n);
    expect(applyRate(333n, 3333)).toBe(110n); // 110.9889
    expect(applyRate(9_007_199_254_740_993n, 5000)).toBe(4_503_599_627_370_496n); // beyond 2^53, still exact
  });
});

describe('salary tiers', () => {
  it('daily, hourly and real-time salaries pay a rate of the team valid bet', () => {
    const f = { validBet: 12_345_67n, profitLoss: -1n, activeMembers: 2 };
    for (const type of ['daily', 'hourly', 'realtime'] as const) {
      const p = payoutFor(type, salary, f);
      expect(p.tier?.rateBp).toBe(25);
      expect(p.amount).toBe(3_086n); // 0.25 % of 12,345.67 = 30.86
    }
  });

  it('uses the bet amount, not profit and loss, and needs the active members of the tier', () => {
    expect(reachedTier('daily', salary, { validBet: 50_000_00n, profitLoss: 0n, activeMembers: 1 })?.rateBp).toBe(10);
    expect(reachedTier('daily', salary, { validBet: 999_99n, profitLoss: 10_000_000n, activeMembers: 9 })).toBeNull();
  });
});

describe('terms', () => {
  it('accepts sound terms and names what is wrong otherwise', () => {
    expect(termsProblem('dividend', dividend)).toBeNull();
    expect(termsProblem('hourly', salary)).toBeNull();
    expect(termsProblem('daily', dividend)).toMatch(/only dividends/);
    expect(termsProblem('dividend', salary)).toMatch(/needs a period/);
    expect(termsProblem('daily', { ...salary, tiers: [] })).toMatch(/tiers/);
    expect(termsProblem('daily', { ...salary, tiers: [{ threshold: 0n, activeMembers: 0, rateBp: 10_001 }] })).toMatch(/rate/);
    expect(termsProblem('daily', { ...salary, tiers: [{ threshold: 0n, activeMembers: 0, rateBp: 0 }] })).toMatch(/rate/);
    expect(termsProblem('daily', { ...salary, tiers: [salary.tiers[1]!, salary.tiers[0]!] })).toMatch(/more than/);
    expect(termsProblem('daily', { ...salary, tiers: [{ ...salary.tiers[0]!, rateBp: 50 }, salary.tiers[1]!] })).toMatch(/lower rate/);
  });

  it('a contract rate is its highest tier rate', () => {
    expect(contractRate(dividend)).toBe(4000);
    expect(contractRate(salary)).toBe(25);
  });

  it('maps types and dividend periods to period kinds', () => {
    expect(periodKindOf('realtime', salary)).toBe('realtime');
    expect(periodKindOf('hourly', salary)).toBe('hourly');
    expect(periodKindOf('daily', salary)).toBe('daily');
    expect(periodKindOf('dividend', { ...dividend, period: 'Semimonthly' })).toBe('semimonthly');
    expect(periodKindOf('dividend', { ...dividend, period: 'Weekly' })).toBe('weekly');
  });

  it('reads rates as percent with up to 2 decimals into basis points', () => {
    expect(parseRate('35')).toBe(3500);
    expect(parseRate(0.5)).toBe(50);
    expect(parseRate('12.25')).toBe(1225);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate('100.01')).toBeNull();
    expect(parseRate(0.1 + 0.2)).toBeNull();
    expect(parseRate('1e2')).toBeNull();
    expect(parseRate(-1)).toBeNull();
  });
});

describe('the rate rule', () => {
  it('a downline rate never exceeds the upline own rate; a top agent is bounded by 100 %', () => {
    expect(rateAllowed(3000, 3000)).toBe(true);
    expect(rateAllowed(3001, 3000)).toBe(false);
    expect(rateAllowed(10_000, null)).toBe(true);
    expect(rateAllowed(10_001, null)).toBe(false);
  });

  it('a lower new rate names exactly the downline contracts above it', () => {
    const downline = [{ id: 1, rateBp: 2000 }, { id: 2, rateBp: 2500 }, { id: 3, rateBp: 3000 }];
    expect(exceedingDownlineContracts(downline, 2500).map((c) => c.id)).toEqual([3]);
    expect(exceedingDownlineContracts(downline, 3000)).toEqual([]);
  });
});
