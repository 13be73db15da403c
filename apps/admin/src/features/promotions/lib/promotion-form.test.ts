import { describe, expect, it } from 'vitest';
import { DEFAULT_TURNOVER_WEIGHTS, depositBonusRule, type OperatorPromotion } from '@platform/contracts';
import { draftOf, inputOf, titleIn } from './promotion-form';

const BKK = 'Asia/Bangkok';

const published: OperatorPromotion = {
  id: 7, merchantCode: 'thailand', code: 'WEEKEND_RELOAD', kind: 'deposit_bonus', category: 'DEPOSIT',
  titles: { EN: 'Weekend reload', TH: 'เติมเงินสุดสัปดาห์' }, summaries: {}, contents: { EN: '<p>Up to 50%</p>' },
  sortOrder: 3, startsAt: '2026-12-01T02:30:45.000Z', endsAt: null, status: 'active', imageUrl: null,
  budget: { currency: 'THB', balance: '0.00', funded: '0.00', returned: '0.00', paid: '0.00' }, rules: {},
  createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z',
};

describe('promotion form', () => {
  it('shows the title in the operator language, else in EN', () => {
    expect(titleIn(published.titles, 'TH')).toBe('เติมเงินสุดสัปดาห์');
    expect(titleIn(published.titles, 'CN')).toBe('Weekend reload');
  });

  it('reads and sends the window as the merchant\'s wall clock', () => {
    expect(draftOf(published, BKK).startsAt).toBe('2026-12-01T09:30');
    const sent = inputOf({ ...draftOf(null, BKK), depositCap: '1000', depositMinDeposit: '100', code: 'OK', titles: { EN: 'Title' }, startsAt: '2026-12-01T09:30', endsAt: '2026-12-02T00:00' }, null, BKK);
    expect(sent).toMatchObject({ input: { startsAt: '2026-12-01T02:30:00.000Z', endsAt: '2026-12-01T17:00:00.000Z' } });
    expect(inputOf({ ...draftOf(null, 'Asia/Kolkata'), depositCap: '1000', depositMinDeposit: '100', code: 'OK', titles: { EN: 'Title' }, startsAt: '2026-12-01T09:30' }, null, 'Asia/Kolkata'))
      .toMatchObject({ input: { startsAt: '2026-12-01T04:00:00.000Z' } });
  });

  it('maps a new draft to the input: code upper-cased, texts trimmed and only the filled ones', () => {
    const draft = { ...draftOf(null, BKK), depositCap: '1000', depositMinDeposit: '100', code: ' weekend_1 ', titles: { EN: ' Weekend ', TH: 'สุดสัปดาห์', CN: '  ' }, summaries: { EN: '' }, sortOrder: '5', startsAt: '2026-12-01T09:30', endsAt: '' };
    const result = inputOf(draft, null, BKK);
    expect(result).toEqual({
      input: {
        code: 'WEEKEND_1', kind: 'deposit_bonus', category: 'DEPOSIT', titles: { EN: 'Weekend', TH: 'สุดสัปดาห์' }, summaries: {}, contents: {},
        sortOrder: 5, startsAt: '2026-12-01T02:30:00.000Z', endsAt: null,
        rules: {
          trigger: 'first', join: 'before_deposit', nth: null, percent: 100, cap: '1000.00', minDeposit: '100.00', period: 'once',
          turnover: { multiple: 10, base: 'bonus', weights: {}, expiryDays: 30 },
        },
      },
    });
  });

  it('starts a new deposit bonus as a first deposit doubled, 10× the bonus in 30 days, at the default weights', () => {
    expect(draftOf(null, BKK)).toMatchObject({
      kind: 'deposit_bonus', depositTrigger: 'first', depositPercent: '100', depositCap: '', depositMinDeposit: '', depositPeriod: 'once',
      turnoverMultiple: '10', turnoverBase: 'bonus', turnoverExpiryDays: '30',
      turnoverWeights: Object.fromEntries(Object.entries(DEFAULT_TURNOVER_WEIGHTS).map(([g, w]) => [g, String(w)])),
    });
  });

  it('sends a deposit bonus\'s rules from its fields, as the contract takes them', () => {
    const base = { ...draftOf(null, BKK), code: 'RELOAD', titles: { EN: 'Reload' }, depositCap: '1,500.5', depositMinDeposit: '0' };
    const reload = inputOf({
      ...base, depositTrigger: 'reload', depositPeriod: 'weekly', depositPercent: '12.5', turnoverMultiple: '2.25', turnoverBase: 'deposit_bonus', turnoverExpiryDays: '7',
      turnoverWeights: { ...base.turnoverWeights, LIVE: '0', SPORTS: '50' },
    }, null, BKK);
    const rules = {
      trigger: 'reload', nth: null, percent: 12.5, cap: '1500.50', minDeposit: '0.00', period: 'weekly',
      turnover: { multiple: 2.25, base: 'deposit_bonus', weights: { LIVE: 0, SPORTS: 50 }, expiryDays: 7 },
    };
    expect(reload).toMatchObject({ input: { kind: 'deposit_bonus', rules } });
    expect(depositBonusRule.safeParse(rules).success).toBe(true);
    // Only a reload repeats; only an Nth deposit names which.
    expect(inputOf({ ...base, depositTrigger: 'nth', depositNth: '3', depositPeriod: 'daily' }, null, BKK))
      .toMatchObject({ input: { rules: { trigger: 'nth', nth: 3, period: 'once' } } });
    expect(inputOf({ ...base, depositTrigger: 'first', depositNth: '3', depositPeriod: 'daily' }, null, BKK))
      .toMatchObject({ input: { rules: { trigger: 'first', nth: null, period: 'once' } } });
    expect(inputOf({ ...draftOf(null, BKK), code: 'CLAIM', titles: { EN: 'Claim' }, depositJoin: 'after_deposit', depositCap: '100', depositMinDeposit: '0' }, null, BKK))
      .toMatchObject({ input: { rules: { join: 'after_deposit' } } });
  });

  it('finds a deposit bonus\'s problems before sending', () => {
    const base = { ...draftOf(null, BKK), code: 'RELOAD', titles: { EN: 'Reload' }, depositCap: '1000', depositMinDeposit: '100' };
    expect(inputOf(base, null, BKK)).toHaveProperty('input');
    const problem = (change: Partial<typeof base>) => inputOf({ ...base, ...change }, null, BKK);
    for (const nth of ['', '1', '101', '2.5']) expect(problem({ depositTrigger: 'nth', depositNth: nth })).toEqual({ problem: 'depositNth' });
    for (const percent of ['', '-1', '1000.01', '12.345', 'abc']) expect(problem({ depositPercent: percent })).toEqual({ problem: 'depositPercent' });
    for (const cap of ['', '0', '-5', '1.234']) expect(problem({ depositCap: cap })).toEqual({ problem: 'depositCap' });
    for (const min of ['', '-1', '1.234']) expect(problem({ depositMinDeposit: min })).toEqual({ problem: 'depositMinDeposit' });
    for (const multiple of ['', '100.5', '1.234']) expect(problem({ turnoverMultiple: multiple })).toEqual({ problem: 'turnoverMultiple' });
    for (const days of ['', '0', '366', '1.5']) expect(problem({ turnoverExpiryDays: days })).toEqual({ problem: 'turnoverExpiryDays' });
    for (const weight of ['', '101', '-1', '12.5']) expect(problem({ turnoverWeights: { ...base.turnoverWeights, FISH: weight } })).toEqual({ problem: 'turnoverWeights' });
    // The edges are allowed: no turnover, 0 % (and 1,000 %), a minimum of 0, a weight of 0 or 100.
    expect(problem({ depositPercent: '1000', turnoverMultiple: '0', depositMinDeposit: '0.00', turnoverExpiryDays: '365', turnoverWeights: { ...base.turnoverWeights, SPORTS: '100' } }))
      .toMatchObject({ input: { rules: { percent: 1000, minDeposit: '0.00', turnover: { multiple: 0, expiryDays: 365, weights: { SPORTS: 100 } } } } });
  });

  it('reads a stored deposit bonus into the draft and, published, sends its rules back as the server has them', () => {
    const rules = {
      trigger: 'nth', nth: 2, percent: 50, cap: '2000.00', minDeposit: '0.00', join: 'before_deposit', period: 'once',
      turnover: { multiple: 5, base: 'deposit_bonus', weights: { RNG: 80, SPORTS: 20 }, expiryDays: 14, maxBet: null, maxWin: null, model: 'wallet' },
    };
    const stored = { ...published, rules };
    expect(draftOf(stored, BKK)).toMatchObject({
      depositTrigger: 'nth', depositNth: '2', depositPercent: '50', depositCap: '2000.00', depositMinDeposit: '0.00', depositPeriod: 'once',
      turnoverMultiple: '5', turnoverBase: 'deposit_bonus', turnoverExpiryDays: '14',
      turnoverWeights: { RNG: '80', FISH: '100', LIVE: '10', SPORTS: '20', COCKFIGHT: '0' },
    });
    const sent = inputOf({ ...draftOf(stored, BKK), depositCap: '', depositPercent: '5000' }, stored, BKK);
    expect('input' in sent && sent.input.rules).toEqual(rules);
    // A draft sends its fields again, the weights that differ from the defaults only.
    expect(inputOf(draftOf({ ...stored, status: 'draft' }, BKK), { ...stored, status: 'draft' }, BKK)).toMatchObject({
      input: { rules: { trigger: 'nth', nth: 2, percent: 50, cap: '2000.00', minDeposit: '0.00', turnover: { multiple: 5, base: 'deposit_bonus', weights: { RNG: 80, SPORTS: 20 }, expiryDays: 14 } } },
    });
    // Another kind's rules are not read as a deposit bonus's.
    expect(draftOf({ ...published, kind: 'apply', rules: { period: 'weekly', maxAmount: '300.00', minImages: 1 } }, BKK)).toMatchObject({ depositPeriod: 'once', applyPeriod: 'weekly' });
  });

  it('sends an apply promotion\'s rules from its fields, and asks for a positive maximum first', () => {
    const base = { ...draftOf(null, BKK), code: 'SHARE_WIN', kind: 'apply' as const, titles: { EN: 'Share your win' } };
    expect(inputOf({ ...base, applyMaxAmount: '' }, null, BKK)).toEqual({ problem: 'maxAmount' });
    expect(inputOf({ ...base, applyMaxAmount: '-5' }, null, BKK)).toEqual({ problem: 'maxAmount' });
    expect(inputOf({ ...base, applyPeriod: 'daily', applyMaxAmount: '1,000', applyMinImages: '2' }, null, BKK))
      .toMatchObject({ input: { kind: 'apply', rules: { period: 'daily', maxAmount: '1000.00', minImages: 2 } } });
    const stored = { ...published, kind: 'apply' as const, rules: { period: 'weekly', maxAmount: '300.00', minImages: 1 } };
    expect(draftOf(stored, BKK)).toMatchObject({ applyPeriod: 'weekly', applyMaxAmount: '300.00', applyMinImages: '1' });
    // Published, the rules go back as the server has them.
    expect(inputOf({ ...draftOf(stored, BKK), applyMaxAmount: '999' }, stored, BKK)).toMatchObject({ input: { rules: stored.rules } });
  });

  it('finds the problems before sending', () => {
    const base = { ...draftOf(null, BKK), code: 'OK', titles: { EN: 'Title' }, depositCap: '1000', depositMinDeposit: '100' };
    expect(inputOf({ ...base, titles: { TH: 'ไทย' } }, null, BKK)).toEqual({ problem: 'titleRequired' });
    expect(inputOf({ ...base, code: 'BAD-CODE' }, null, BKK)).toEqual({ problem: 'code' });
    expect(inputOf({ ...base, code: '' }, null, BKK)).toEqual({ problem: 'code' });
    expect(inputOf({ ...base, sortOrder: '1.5' }, null, BKK)).toEqual({ problem: 'sortOrder' });
    expect(inputOf({ ...base, sortOrder: '-1' }, null, BKK)).toEqual({ problem: 'sortOrder' });
    expect(inputOf({ ...base, startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T00:00' }, null, BKK)).toEqual({ problem: 'window' });
    expect(inputOf({ ...base, sortOrder: '' }, null, BKK)).toMatchObject({ input: { sortOrder: 0 } });
  });

  it('round-trips a promotion through the draft', () => {
    const draft = draftOf(published, BKK);
    expect(draft).toMatchObject({ code: 'WEEKEND_RELOAD', sortOrder: '3', endsAt: '', titles: published.titles });
    expect(draft.titles).not.toBe(published.titles);
  });

  it('sends a published promotion\'s code, kind and window exactly as the server has them, whatever the draft says', () => {
    const draft = { ...draftOf(published, BKK), code: 'OTHER', kind: 'rebate' as const, startsAt: '', endsAt: '2030-01-01T00:00', category: 'EVENT' as const, titles: { EN: 'New title' } };
    expect(inputOf(draft, published, BKK)).toEqual({
      input: {
        code: 'WEEKEND_RELOAD', kind: 'deposit_bonus', category: 'EVENT', titles: { EN: 'New title' }, summaries: {}, contents: { EN: '<p>Up to 50%</p>' },
        sortOrder: 3, startsAt: '2026-12-01T02:30:45.000Z', endsAt: null, rules: {},
      },
    });
  });

  it('lets a draft change its code, kind and window', () => {
    const draft = { ...draftOf({ ...published, status: 'draft' }, BKK), code: 'OTHER', kind: 'rebate' as const, startsAt: '' };
    expect(inputOf(draft, { ...published, status: 'draft' }, BKK)).toMatchObject({ input: { code: 'OTHER', kind: 'rebate', startsAt: null } });
  });
});
