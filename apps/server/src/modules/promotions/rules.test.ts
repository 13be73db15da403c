import { DEFAULT_TURNOVER_WEIGHTS, depositBonusRule, turnoverRule, type DepositBonusRule } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { applicationPeriodKey, countedBet, depositBonus, depositQualifies, distributeBet, forfeitedAmount, grantExpiresAt, turnoverRequired, turnoverTerms } from './rules';

const turnover = turnoverRule.parse({ multiple: 10, expiryDays: 7 });
const firstDeposit: DepositBonusRule = depositBonusRule.parse({ trigger: 'first', percent: 100, cap: '1000', minDeposit: '100', turnover });

describe('a deposit bonus', () => {
  it('is its percentage of the deposit, rounded down to the minor unit, never above the cap', () => {
    expect(depositBonus(firstDeposit, 50_000n)).toBe(50_000n);
    expect(depositBonus(firstDeposit, 250_000n)).toBe(100_000n);
    const reload = depositBonusRule.parse({ trigger: 'reload', percent: 12.5, cap: '500', minDeposit: '0', turnover });
    expect(depositBonus(reload, 333n)).toBe(41n); // 41.625 → 41
    expect(depositBonus(reload, 10_000_000n)).toBe(50_000n);
  });

  it('pays nothing below the minimum deposit, exactly at it in full', () => {
    expect(depositBonus(firstDeposit, 9_999n)).toBe(0n);
    expect(depositBonus(firstDeposit, 10_000n)).toBe(10_000n);
    expect(depositBonus(firstDeposit, 0n)).toBe(0n);
  });

  it('answers the first, the nth or every deposit', () => {
    expect([1, 2].map((n) => depositQualifies(firstDeposit, n))).toEqual([true, false]);
    const third = depositBonusRule.parse({ trigger: 'nth', nth: 3, percent: 50, cap: '300', minDeposit: '100', turnover });
    expect([2, 3, 4].map((n) => depositQualifies(third, n))).toEqual([false, true, false]);
    const reload = depositBonusRule.parse({ trigger: 'reload', percent: 10, cap: '300', minDeposit: '100', turnover });
    expect([1, 7].map((n) => depositQualifies(reload, n))).toEqual([true, true]);
  });

  it('refuses rules a form can send wrong', () => {
    expect(depositBonusRule.safeParse({ trigger: 'nth', percent: 50, cap: '300', minDeposit: '100', turnover }).success).toBe(false);
    expect(depositBonusRule.safeParse({ trigger: 'first', nth: 2, percent: 50, cap: '300', minDeposit: '100', turnover }).success).toBe(false);
    expect(depositBonusRule.safeParse({ trigger: 'first', percent: 1.005, cap: '300', minDeposit: '100', turnover }).success).toBe(false);
    expect(depositBonusRule.safeParse({ trigger: 'first', percent: 50, cap: '1.234', minDeposit: '100', turnover }).success).toBe(false);
    expect(turnoverRule.safeParse({ multiple: 101, expiryDays: 7 }).success).toBe(false);
    expect(turnoverRule.safeParse({ multiple: 10, expiryDays: 7, weights: { RNG: 120 } }).success).toBe(false);
  });
});

describe('turnover', () => {
  it('is the multiple of the bonus, or of deposit and bonus, rounded up', () => {
    expect(turnoverRequired(turnoverTerms(turnover), 10_000n, 10_000n)).toBe(100_000n);
    const both = turnoverTerms(turnoverRule.parse({ multiple: 12.5, base: 'deposit_bonus', expiryDays: 7 }));
    expect(turnoverRequired(both, 10_000n, 10_000n)).toBe(250_000n);
    expect(turnoverRequired(both, 1n, 0n)).toBe(13n); // 12.5 → 13: never less than the rule
    expect(turnoverRequired(turnoverTerms(turnoverRule.parse({ multiple: 0, expiryDays: 1 })), 10_000n, 0n)).toBe(0n);
  });

  it('counts each game type by its weight, the defaults unless the promotion sets its own', () => {
    const terms = turnoverTerms(turnover);
    expect(countedBet(terms, 10_000n, 'RNG')).toBe(10_000n);
    expect(countedBet(terms, 10_000n, 'LIVE')).toBe(1_000n);
    expect(countedBet(terms, 10_000n, 'SPORTS')).toBe(0n);
    expect(countedBet(terms, 10_000n, null)).toBe(0n);
    expect(countedBet(terms, 10_000n, 'BINGO')).toBe(0n);
    const own = turnoverTerms(turnoverRule.parse({ multiple: 5, expiryDays: 3, weights: { SPORTS: 50, RNG: 80 } }));
    expect(countedBet(own, 999n, 'SPORTS')).toBe(499n);
    expect(countedBet(own, 10_000n, 'RNG')).toBe(8_000n);
    expect(countedBet(own, 10_000n, 'LIVE')).toBe(1_000n);
  });

  it('fills the oldest open grant first and passes the rest of the bet on, keeping nothing no grant needs', () => {
    const w = DEFAULT_TURNOVER_WEIGHTS;
    const grants = [{ id: 1, required: 1_000n, done: 900n, weights: w }, { id: 2, required: 500n, done: 500n, weights: w }, { id: 3, required: 2_000n, done: 0n, weights: w }];
    expect(distributeBet(grants, 50n, 'RNG')).toEqual([{ id: 1, add: 50n }]);
    expect(distributeBet(grants, 300n, 'RNG')).toEqual([{ id: 1, add: 100n }, { id: 3, add: 200n }]);
    expect(distributeBet(grants, 5_000n, 'RNG')).toEqual([{ id: 1, add: 100n }, { id: 3, add: 2_000n }]);
    expect(distributeBet(grants, 0n, 'RNG')).toEqual([]);
    expect(distributeBet([], 100n, 'RNG')).toEqual([]);
    expect(distributeBet(grants, 100n, null)).toEqual([]);
  });

  it('counts the bet at each grant\'s own weight, spending only the part of the bet a grant used', () => {
    // Live at 10 %: the first grant needs 20 counted, i.e. 200 of the bet; the other 800 pass to a grant that weighs live in full.
    const grants = [
      { id: 1, required: 100n, done: 80n, weights: { ...DEFAULT_TURNOVER_WEIGHTS } },
      { id: 2, required: 10_000n, done: 0n, weights: { ...DEFAULT_TURNOVER_WEIGHTS, LIVE: 100 } },
    ];
    expect(distributeBet(grants, 1_000n, 'LIVE')).toEqual([{ id: 1, add: 20n }, { id: 2, add: 800n }]);
    // Sports count for neither by default, for the second only when it says so.
    expect(distributeBet(grants, 1_000n, 'SPORTS')).toEqual([]);
    const sports = [grants[0]!, { ...grants[1]!, weights: { ...DEFAULT_TURNOVER_WEIGHTS, SPORTS: 50 } }];
    expect(distributeBet(sports, 1_000n, 'SPORTS')).toEqual([{ id: 2, add: 500n }]);
    // A need that does not divide by the weight spends the bet rounded up: 7 counted at 30 % is 24 of the bet (23.3…).
    const odd = [{ id: 1, required: 7n, done: 0n, weights: { ...DEFAULT_TURNOVER_WEIGHTS, LIVE: 30 } }, { id: 2, required: 1_000n, done: 0n, weights: DEFAULT_TURNOVER_WEIGHTS }];
    expect(distributeBet(odd, 100n, 'LIVE')).toEqual([{ id: 1, add: 7n }, { id: 2, add: 7n }]);
  });
});

describe('a grant\'s expiry', () => {
  it('is midnight in the merchant\'s zone after its last whole day, whatever the hour it was made', () => {
    // Made 23:30 and 00:10 Bangkok time on 1 December: both expire at the start of 9 December, Bangkok.
    expect(grantExpiresAt(new Date('2026-12-01T16:30:00Z'), 7, 'Asia/Bangkok').toISOString()).toBe('2026-12-08T17:00:00.000Z');
    expect(grantExpiresAt(new Date('2026-11-30T17:10:00Z'), 7, 'Asia/Bangkok').toISOString()).toBe('2026-12-08T17:00:00.000Z');
    // Half-hour zones and month ends.
    expect(grantExpiresAt(new Date('2026-01-30T20:00:00Z'), 1, 'Asia/Kolkata').toISOString()).toBe('2026-02-01T18:30:00.000Z');
  });

  it('follows a daylight saving change (Mexico City has none now; São Paulo had one in 2018)', () => {
    // 2018-11-04 00:00 did not exist in São Paulo (clocks went from 00:00 to 01:00): that day starts at 01:00 local, 03:00 UTC.
    expect(grantExpiresAt(new Date('2018-11-01T12:00:00Z'), 2, 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(grantExpiresAt(new Date('2026-06-15T12:00:00Z'), 1, 'America/Mexico_City').toISOString()).toBe('2026-06-17T06:00:00.000Z');
  });
});

describe('forfeiting a wallet-model bonus', () => {
  it('takes back the bonus, or only what the wallet still holds', () => {
    expect(forfeitedAmount(10_000n, 25_000n)).toBe(10_000n);
    expect(forfeitedAmount(10_000n, 4_000n)).toBe(4_000n);
    expect(forfeitedAmount(10_000n, 0n)).toBe(0n);
  });

  it('keys an application by its period in the merchant\'s zone, whose midnight is not UTC\'s', () => {
    // 2026-12-06 23:30 in Bangkok is a Sunday; 17:30 UTC.
    const sunday = new Date('2026-12-06T16:30:00Z');
    expect(applicationPeriodKey('once', sunday, 'Asia/Bangkok')).toBe('once');
    expect(applicationPeriodKey('daily', sunday, 'Asia/Bangkok')).toBe('daily:2026-12-06');
    expect(applicationPeriodKey('weekly', sunday, 'Asia/Bangkok')).toBe('weekly:2026-11-30');
    expect(applicationPeriodKey('monthly', sunday, 'Asia/Bangkok')).toBe('monthly:2026-12-01');
    // Half an hour later it is Monday in Bangkok (a new day and week) but still Sunday in UTC.
    const monday = new Date('2026-12-06T17:30:00Z');
    expect(applicationPeriodKey('daily', monday, 'Asia/Bangkok')).toBe('daily:2026-12-07');
    expect(applicationPeriodKey('weekly', monday, 'Asia/Bangkok')).toBe('weekly:2026-12-07');
    expect(applicationPeriodKey('daily', monday, 'UTC')).toBe('daily:2026-12-06');
  });
});
