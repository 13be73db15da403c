import { describe, expect, it } from 'vitest';
import { cashbackRule, DEFAULT_TURNOVER_WEIGHTS, depositBonusRule, promotionInput, rebateRule, redEnvelopeRule, type OperatorPromotion } from '@platform/contracts';
import { ApiError } from '../../../lib/api-client';
import { draftOf, inputOf, serverProblemOf, titleIn, type PromotionDraft } from './promotion-form';

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
    const draft = { ...draftOf(published, BKK), code: 'OTHER', kind: 'referral' as const, startsAt: '', endsAt: '2030-01-01T00:00', category: 'EVENT' as const, titles: { EN: 'New title' } };
    expect(inputOf(draft, published, BKK)).toEqual({
      input: {
        code: 'WEEKEND_RELOAD', kind: 'deposit_bonus', category: 'EVENT', titles: { EN: 'New title' }, summaries: {}, contents: { EN: '<p>Up to 50%</p>' },
        sortOrder: 3, startsAt: '2026-12-01T02:30:45.000Z', endsAt: null, rules: {},
      },
    });
  });

  it('lets a draft change its code, kind and window', () => {
    const draft = { ...draftOf({ ...published, status: 'draft' }, BKK), code: 'OTHER', kind: 'referral' as const, startsAt: '' };
    expect(inputOf(draft, { ...published, status: 'draft' }, BKK)).toMatchObject({ input: { code: 'OTHER', kind: 'referral', startsAt: null } });
  });

  describe('a red envelope', () => {
    const base: PromotionDraft = {
      ...draftOf(null, BKK), code: 'RUSH', kind: 'red_envelope', category: 'EVENT', titles: { EN: 'Red envelopes' },
      rushPool: '1,000', rushMin: '5', rushMax: '20.5',
    };
    const problem = (change: Partial<PromotionDraft>) => inputOf({ ...base, ...change }, null, BKK);

    it('starts as one rush a day at 20:00 for 10 minutes, 100 envelopes, for every player, 1× the envelope in 7 days', () => {
      expect(draftOf(null, BKK)).toMatchObject({
        rushTimes: ['20:00'], rushMinutes: '10', rushPool: '', rushEnvelopes: '100', rushMin: '', rushMax: '', rushMinDepositToday: '0',
        rushTurnoverMultiple: '1', rushTurnoverExpiryDays: '7',
        rushTurnoverWeights: Object.fromEntries(Object.entries(DEFAULT_TURNOVER_WEIGHTS).map(([g, w]) => [g, String(w)])),
      });
    });

    it('sends exactly the rule the contract takes: times earliest first, amounts exact, the turnover without a base', () => {
      const sent = problem({
        rushTimes: ['21:30', '9:05', '12:00:00'], rushMinutes: '15', rushEnvelopes: '50', rushMinDepositToday: '300',
        rushTurnoverMultiple: '2.5', rushTurnoverExpiryDays: '3', rushTurnoverWeights: { ...base.rushTurnoverWeights, LIVE: '50', RNG: '100' },
      });
      const rules = {
        times: ['09:05', '12:00', '21:30'], minutes: 15, pool: '1000.00', envelopes: 50, min: '5.00', max: '20.50', minDepositToday: '300.00',
        turnover: { multiple: 2.5, weights: { LIVE: 50 }, expiryDays: 3 },
      };
      expect(sent).toEqual({
        input: {
          code: 'RUSH', kind: 'red_envelope', category: 'EVENT', titles: { EN: 'Red envelopes' }, summaries: {}, contents: {},
          sortOrder: 0, startsAt: null, endsAt: null, rules,
        },
      });
      expect(redEnvelopeRule.safeParse(rules).success).toBe(true);
      expect('input' in sent && promotionInput.safeParse(sent.input).success).toBe(true);
      // The defaults: every player, the default weights (none sent).
      expect(inputOf(base, null, BKK)).toMatchObject({ input: { rules: { times: ['20:00'], minutes: 10, envelopes: 100, minDepositToday: '0.00', turnover: { multiple: 1, weights: {}, expiryDays: 7 } } } });
    });

    it('finds its problems before sending, in the order of its fields', () => {
      expect(inputOf(base, null, BKK)).toHaveProperty('input');
      for (const rushTimes of [[], [''], ['24:00'], ['12:60'], ['noon'], ['20:00', '20:00'], ['08:00', '8:00'], Array.from({ length: 25 }, (_, i) => `${String(i % 24).padStart(2, '0')}:${i < 24 ? '00' : '30'}`)]) {
        expect(problem({ rushTimes, rushMinutes: '1' }), rushTimes.join()).toEqual({ problem: 'rushTimes' });
      }
      for (const rushMinutes of ['', '0', '241', '1.5', '-5']) expect(problem({ rushMinutes })).toEqual({ problem: 'rushMinutes' });
      // Rushes never overlap, the last of a day with the first of the next included.
      expect(problem({ rushTimes: ['20:00', '20:09'], rushMinutes: '10' })).toEqual({ problem: 'rushOverlap' });
      expect(problem({ rushTimes: ['23:55', '00:04'], rushMinutes: '10' })).toEqual({ problem: 'rushOverlap' });
      expect(problem({ rushTimes: ['20:00', '20:10', '23:55', '00:05'], rushMinutes: '10' })).toHaveProperty('input');
      expect(problem({ rushTimes: ['00:00', '04:00'], rushMinutes: '240' })).toHaveProperty('input');
      expect(problem({ rushTimes: Array.from({ length: 24 }, (_, i) => `${String(i).padStart(2, '0')}:00`), rushMinutes: '60' })).toHaveProperty('input');
      for (const rushEnvelopes of ['', '0', '100001', '2.5']) expect(problem({ rushEnvelopes })).toEqual({ problem: 'rushEnvelopes' });
      for (const rushMin of ['', '0', '-1', '1.234']) expect(problem({ rushMin })).toEqual({ problem: 'rushMin' });
      for (const rushMax of ['', '0', '4.99', '1.234']) expect(problem({ rushMax })).toEqual({ problem: 'rushMax' });
      for (const rushPool of ['', '0', '-1', '1.234']) expect(problem({ rushPool })).toEqual({ problem: 'rushPool' });
      // The pool is the envelopes' sum: from 100 × 5.00 to 100 × 20.50.
      expect(problem({ rushPool: '499.99' })).toEqual({ problem: 'rushPoolRange', values: { low: '500.00', high: '2050.00' } });
      expect(problem({ rushPool: '2050.01' })).toEqual({ problem: 'rushPoolRange', values: { low: '500.00', high: '2050.00' } });
      expect(problem({ rushPool: '500' })).toHaveProperty('input');
      expect(problem({ rushPool: '2050', rushMax: '20.50' })).toHaveProperty('input');
      expect(problem({ rushEnvelopes: '1', rushPool: '7', rushMin: '7', rushMax: '7' })).toMatchObject({ input: { rules: { pool: '7.00', envelopes: 1, min: '7.00', max: '7.00' } } });
      for (const rushMinDepositToday of ['', '-1', '1.234']) expect(problem({ rushMinDepositToday })).toEqual({ problem: 'rushMinDepositToday' });
      for (const rushTurnoverMultiple of ['', '100.5', '1.234']) expect(problem({ rushTurnoverMultiple })).toEqual({ problem: 'turnoverMultiple' });
      for (const rushTurnoverExpiryDays of ['', '0', '366']) expect(problem({ rushTurnoverExpiryDays })).toEqual({ problem: 'turnoverExpiryDays' });
      expect(problem({ rushTurnoverWeights: { ...base.rushTurnoverWeights, PVP: '101' } })).toEqual({ problem: 'turnoverWeights' });
      // A deposit bonus's fields are not a red envelope's: left empty, they are no problem.
      expect(problem({ depositCap: '', depositMinDeposit: '', turnoverMultiple: '' })).toHaveProperty('input');
      expect(problem({ rushTurnoverMultiple: '0' })).toMatchObject({ input: { rules: { turnover: { multiple: 0 } } } });
    });

    it('reads a stored red envelope into the draft and sends it back the same, or, published, as the server has it', () => {
      const rules = {
        times: ['12:00', '20:00'], minutes: 30, pool: '10000.00', envelopes: 500, min: '5.00', max: '88.00', minDepositToday: '100.00',
        turnover: { multiple: 3, base: 'bonus', weights: { SPORTS: 50 }, expiryDays: 5, maxBet: null, maxWin: null, model: 'wallet' },
      };
      const stored: OperatorPromotion = { ...published, code: 'RUSH', kind: 'red_envelope', category: 'EVENT', rules };
      expect(draftOf(stored, BKK)).toMatchObject({
        rushTimes: ['12:00', '20:00'], rushMinutes: '30', rushPool: '10000.00', rushEnvelopes: '500', rushMin: '5.00', rushMax: '88.00', rushMinDepositToday: '100.00',
        rushTurnoverMultiple: '3', rushTurnoverExpiryDays: '5', rushTurnoverWeights: { RNG: '100', LIVE: '10', SPORTS: '50' },
        // Its turnover is not read as a deposit bonus's.
        turnoverMultiple: '10', turnoverExpiryDays: '30',
      });
      const sent = inputOf({ ...draftOf(stored, BKK), rushPool: '', rushTimes: ['25:00'] }, stored, BKK);
      expect('input' in sent && sent.input.rules).toEqual(rules);
      const draft = { ...stored, status: 'draft' as const };
      expect(inputOf(draftOf(draft, BKK), draft, BKK)).toMatchObject({
        input: { rules: { times: ['12:00', '20:00'], minutes: 30, pool: '10000.00', envelopes: 500, min: '5.00', max: '88.00', minDepositToday: '100.00', turnover: { multiple: 3, weights: { SPORTS: 50 }, expiryDays: 5 } } },
      });
      // Another kind's rules are not read as a red envelope's.
      expect(draftOf({ ...published, rules: { trigger: 'first', turnover: { multiple: 5, expiryDays: 14 } } }, BKK)).toMatchObject({ rushTimes: ['20:00'], rushTurnoverMultiple: '1', rushTurnoverExpiryDays: '7' });
    });

    it('says what the server refused in it as the field\'s problem', () => {
      const refused = (...paths: string[]) => new ApiError('system.invalid_input', 400, null, paths.map((path) => ({ path, message: 'refused' })));
      const draft = { ...base, rushPool: '3000' };
      expect(serverProblemOf(refused('/rules/pool'), draft)).toEqual({ problem: 'rushPoolRange', values: { low: '500.00', high: '2050.00' } });
      expect(serverProblemOf(refused('/rules/pool'), { ...draft, rushPool: 'x' })).toEqual({ problem: 'rushPool' });
      expect(serverProblemOf(refused('/rules/times/1'), draft)).toEqual({ problem: 'rushTimes' });
      expect(serverProblemOf(refused('/rules/times'), draft)).toEqual({ problem: 'rushTimes' });
      expect(serverProblemOf(refused('/rules/minutes'), draft)).toEqual({ problem: 'rushOverlap' });
      expect(serverProblemOf(refused('/rules/minutes'), { ...draft, rushMinutes: '999' })).toEqual({ problem: 'rushMinutes' });
      expect(serverProblemOf(refused('/rules/envelopes'), draft)).toEqual({ problem: 'rushEnvelopes' });
      expect(serverProblemOf(refused('/rules/min'), draft)).toEqual({ problem: 'rushMin' });
      expect(serverProblemOf(refused('/rules/max'), draft)).toEqual({ problem: 'rushMax' });
      expect(serverProblemOf(refused('/rules/minDepositToday'), draft)).toEqual({ problem: 'rushMinDepositToday' });
      expect(serverProblemOf(refused('/rules/turnover/weights/LIVE'), draft)).toEqual({ problem: 'turnoverWeights' });
      expect(serverProblemOf(refused('/rules/turnover/expiryDays'), draft)).toEqual({ problem: 'turnoverExpiryDays' });
      // The first path the form has a field for; none: the page says the failure.
      expect(serverProblemOf(refused('/rules/turnover/model', '/code'), draft)).toEqual({ problem: 'code' });
      expect(serverProblemOf(refused('/rules/turnover/model'), draft)).toBeNull();
      expect(serverProblemOf(refused('/rules/minimum'), draft)).toBeNull();
      expect(serverProblemOf(new ApiError('system.invalid_input', 400), draft)).toBeNull();
      expect(serverProblemOf(new ApiError('promotion.not_found', 404, null, [{ path: '/rules/pool' }]), draft)).toBeNull();
      expect(serverProblemOf(new Error('boom'), draft)).toBeNull();
      // A deposit bonus's paths are its own fields'.
      expect(serverProblemOf(refused('/rules/cap'), { ...draft, kind: 'deposit_bonus' })).toEqual({ problem: 'depositCap' });
      expect(serverProblemOf(refused('/rules/pool'), { ...draft, kind: 'deposit_bonus' })).toBeNull();
    });
  });

  const refused = (...paths: string[]) => new ApiError('system.invalid_input', 400, null, paths.map((path) => ({ path, message: 'refused' })));
  const defaultWeights = Object.fromEntries(Object.entries(DEFAULT_TURNOVER_WEIGHTS).map(([g, w]) => [g, String(w)]));

  describe('a rebate', () => {
    const base: PromotionDraft = { ...draftOf(null, BKK), code: 'REBATE', kind: 'rebate', category: 'REBATE', titles: { EN: 'Daily rebate' } };
    const problem = (change: Partial<PromotionDraft>) => inputOf({ ...base, ...change }, null, BKK);

    it('starts as 0.8 % on slots and fishing, 0.5 % on live, card games and sports, at least 1 paid, no daily limit, claimable, 1× the rebate in 7 days', () => {
      expect(draftOf(null, BKK)).toMatchObject({
        rebateRates: { RNG: '0.8', FISH: '0.8', LIVE: '0.5', PVP: '0.5', SPORTS: '0.5', ESPORTS: '0', LOTT: '0', ELOTT: '0', COCKFIGHT: '0' },
        rebateMinPayout: '1', rebateMaxPerDay: '', rebateManual: true,
        rebateTurnoverMultiple: '1', rebateTurnoverExpiryDays: '7', rebateTurnoverWeights: defaultWeights,
      });
    });

    it('sends exactly the rule the contract takes: the rates above 0, amounts exact, the turnover without a base', () => {
      const sent = problem({
        rebateRates: { ...base.rebateRates, RNG: '1.25', FISH: '0', SPORTS: '5' }, rebateMinPayout: '0', rebateMaxPerDay: '2,000.5', rebateManual: false,
        rebateTurnoverMultiple: '2.5', rebateTurnoverExpiryDays: '3', rebateTurnoverWeights: { ...base.rebateTurnoverWeights, SPORTS: '50' },
      });
      const rules = {
        rates: { RNG: 1.25, LIVE: 0.5, PVP: 0.5, SPORTS: 5 }, minPayout: '0.00', maxPerDay: '2000.50', manual: false,
        turnover: { multiple: 2.5, weights: { SPORTS: 50 }, expiryDays: 3 },
      };
      expect(sent).toEqual({
        input: {
          code: 'REBATE', kind: 'rebate', category: 'REBATE', titles: { EN: 'Daily rebate' }, summaries: {}, contents: {},
          sortOrder: 0, startsAt: null, endsAt: null, rules,
        },
      });
      expect(rebateRule.safeParse(rules).success).toBe(true);
      expect('input' in sent && promotionInput.safeParse(sent.input).success).toBe(true);
      // The defaults: no daily limit, claimable, the default weights (none sent).
      const defaults = inputOf(base, null, BKK);
      expect(defaults).toMatchObject({
        input: { rules: { rates: { RNG: 0.8, FISH: 0.8, LIVE: 0.5, PVP: 0.5, SPORTS: 0.5 }, minPayout: '1.00', maxPerDay: null, manual: true, turnover: { multiple: 1, weights: {}, expiryDays: 7 } } },
      });
      expect('input' in defaults && promotionInput.safeParse(defaults.input).success).toBe(true);
    });

    it('finds its problems before sending, in the order of its fields', () => {
      expect(inputOf(base, null, BKK)).toHaveProperty('input');
      for (const RNG of ['', '5.01', '-1', '0.125', 'x']) expect(problem({ rebateRates: { ...base.rebateRates, RNG } }), RNG).toEqual({ problem: 'rebateRates' });
      const none = Object.fromEntries(Object.keys(base.rebateRates).map((g) => [g, '0'])) as PromotionDraft['rebateRates'];
      expect(problem({ rebateRates: none })).toEqual({ problem: 'rebateRatesNone' });
      expect(problem({ rebateRates: { ...none, COCKFIGHT: '0.01' } })).toMatchObject({ input: { rules: { rates: { COCKFIGHT: 0.01 } } } });
      for (const rebateMinPayout of ['', '-1', '1.234']) expect(problem({ rebateMinPayout })).toEqual({ problem: 'rebateMinPayout' });
      for (const rebateMaxPerDay of ['0', '-1', '1.234', 'x']) expect(problem({ rebateMaxPerDay })).toEqual({ problem: 'rebateMaxPerDay' });
      expect(problem({ rebateMaxPerDay: '  ' })).toMatchObject({ input: { rules: { maxPerDay: null } } });
      for (const rebateTurnoverMultiple of ['', '100.5', '1.234']) expect(problem({ rebateTurnoverMultiple })).toEqual({ problem: 'turnoverMultiple' });
      for (const rebateTurnoverExpiryDays of ['', '0', '366']) expect(problem({ rebateTurnoverExpiryDays })).toEqual({ problem: 'turnoverExpiryDays' });
      expect(problem({ rebateTurnoverWeights: { ...base.rebateTurnoverWeights, PVP: '101' } })).toEqual({ problem: 'turnoverWeights' });
      // Another kind's fields are not a rebate's: left empty, they are no problem.
      expect(problem({ depositCap: '', rushPool: '', turnoverMultiple: '', rushTurnoverMultiple: '', cashbackCap: '' })).toHaveProperty('input');
      expect(problem({ rebateTurnoverMultiple: '0' })).toMatchObject({ input: { rules: { turnover: { multiple: 0 } } } });
    });

    it('reads a stored rebate into the draft and sends it back the same, or, published, as the server has it', () => {
      const rules = {
        rates: { LIVE: 1.5, SPORTS: 0.3 }, minPayout: '10.00', maxPerDay: '5000.00', manual: false,
        turnover: { multiple: 3, base: 'bonus', weights: { SPORTS: 50 }, expiryDays: 5, maxBet: null, maxWin: null, model: 'wallet' },
      };
      const stored: OperatorPromotion = { ...published, code: 'REBATE', kind: 'rebate', category: 'REBATE', rules };
      expect(draftOf(stored, BKK)).toMatchObject({
        // A game type the rule sets no rate for has none.
        rebateRates: { RNG: '0', FISH: '0', LIVE: '1.5', PVP: '0', SPORTS: '0.3' }, rebateMinPayout: '10.00', rebateMaxPerDay: '5000.00', rebateManual: false,
        rebateTurnoverMultiple: '3', rebateTurnoverExpiryDays: '5', rebateTurnoverWeights: { RNG: '100', LIVE: '10', SPORTS: '50' },
        // Its turnover is not read as a red envelope's.
        rushTurnoverMultiple: '1', rushTurnoverExpiryDays: '7',
      });
      expect(draftOf({ ...stored, rules: { ...rules, maxPerDay: null } }, BKK)).toMatchObject({ rebateMaxPerDay: '' });
      const sent = inputOf({ ...draftOf(stored, BKK), rebateMinPayout: '', rebateRates: base.rebateRates }, stored, BKK);
      expect('input' in sent && sent.input.rules).toEqual(rules);
      const draft = { ...stored, status: 'draft' as const };
      expect(inputOf(draftOf(draft, BKK), draft, BKK)).toMatchObject({
        input: { rules: { rates: { LIVE: 1.5, SPORTS: 0.3 }, minPayout: '10.00', maxPerDay: '5000.00', manual: false, turnover: { multiple: 3, weights: { SPORTS: 50 }, expiryDays: 5 } } },
      });
      // Another kind's rules are not read as a rebate's.
      expect(draftOf({ ...published, rules: { trigger: 'first', turnover: { multiple: 5, expiryDays: 14 } } }, BKK)).toMatchObject({ rebateRates: { RNG: '0.8' }, rebateTurnoverMultiple: '1', rebateManual: true });
    });

    it('says what the server refused in it as the field\'s problem', () => {
      expect(serverProblemOf(refused('/rules/rates/LIVE'), base)).toEqual({ problem: 'rebateRates' });
      // The rates read well, so the server found none above 0.
      expect(serverProblemOf(refused('/rules/rates'), base)).toEqual({ problem: 'rebateRatesNone' });
      expect(serverProblemOf(refused('/rules/rates'), { ...base, rebateRates: { ...base.rebateRates, RNG: '9' } })).toEqual({ problem: 'rebateRates' });
      expect(serverProblemOf(refused('/rules/minPayout'), base)).toEqual({ problem: 'rebateMinPayout' });
      expect(serverProblemOf(refused('/rules/maxPerDay'), base)).toEqual({ problem: 'rebateMaxPerDay' });
      expect(serverProblemOf(refused('/rules/turnover/multiple'), base)).toEqual({ problem: 'turnoverMultiple' });
      expect(serverProblemOf(refused('/rules/turnover/weights/PVP'), base)).toEqual({ problem: 'turnoverWeights' });
      expect(serverProblemOf(refused('/rules/turnover/model'), base)).toBeNull();
      // A red envelope's paths are not a rebate's fields.
      expect(serverProblemOf(refused('/rules/pool'), base)).toBeNull();
    });
  });

  describe('a cashback', () => {
    const base: PromotionDraft = { ...draftOf(null, BKK), code: 'CASHBACK', kind: 'cashback', category: 'REBATE', titles: { EN: 'Weekly cashback' } };
    const problem = (change: Partial<PromotionDraft>) => inputOf({ ...base, ...change }, null, BKK);

    it('starts as 5 % of a week\'s net loss of at least 100, at most 1000, 1× the cashback in 7 days', () => {
      expect(draftOf(null, BKK)).toMatchObject({
        cashbackPeriod: 'weekly', cashbackPercent: '5', cashbackMinLoss: '100', cashbackCap: '1000',
        cashbackTurnoverMultiple: '1', cashbackTurnoverExpiryDays: '7', cashbackTurnoverWeights: defaultWeights,
      });
    });

    it('sends exactly the rule the contract takes: amounts exact, the turnover without a base', () => {
      const sent = problem({
        cashbackPeriod: 'daily', cashbackPercent: '12.5', cashbackMinLoss: '0', cashbackCap: '1,500.5',
        cashbackTurnoverMultiple: '2', cashbackTurnoverExpiryDays: '14', cashbackTurnoverWeights: { ...base.cashbackTurnoverWeights, RNG: '80' },
      });
      const rules = { period: 'daily', percent: 12.5, minLoss: '0.00', cap: '1500.50', turnover: { multiple: 2, weights: { RNG: 80 }, expiryDays: 14 } };
      expect(sent).toEqual({
        input: {
          code: 'CASHBACK', kind: 'cashback', category: 'REBATE', titles: { EN: 'Weekly cashback' }, summaries: {}, contents: {},
          sortOrder: 0, startsAt: null, endsAt: null, rules,
        },
      });
      expect(cashbackRule.safeParse(rules).success).toBe(true);
      expect('input' in sent && promotionInput.safeParse(sent.input).success).toBe(true);
      const defaults = inputOf(base, null, BKK);
      expect(defaults).toMatchObject({ input: { rules: { period: 'weekly', percent: 5, minLoss: '100.00', cap: '1000.00', turnover: { multiple: 1, weights: {}, expiryDays: 7 } } } });
      expect('input' in defaults && promotionInput.safeParse(defaults.input).success).toBe(true);
    });

    it('finds its problems before sending, in the order of its fields', () => {
      expect(inputOf(base, null, BKK)).toHaveProperty('input');
      for (const cashbackPercent of ['', '0', '0.00', '100.01', '-5', '1.234']) expect(problem({ cashbackPercent }), cashbackPercent).toEqual({ problem: 'cashbackPercent' });
      expect(problem({ cashbackPercent: '100' })).toMatchObject({ input: { rules: { percent: 100 } } });
      expect(problem({ cashbackPercent: '0.01' })).toMatchObject({ input: { rules: { percent: 0.01 } } });
      for (const cashbackMinLoss of ['', '-1', '1.234']) expect(problem({ cashbackMinLoss })).toEqual({ problem: 'cashbackMinLoss' });
      for (const cashbackCap of ['', '0', '-1', '1.234']) expect(problem({ cashbackCap })).toEqual({ problem: 'cashbackCap' });
      for (const cashbackTurnoverMultiple of ['', '100.5', '1.234']) expect(problem({ cashbackTurnoverMultiple })).toEqual({ problem: 'turnoverMultiple' });
      for (const cashbackTurnoverExpiryDays of ['', '0', '366']) expect(problem({ cashbackTurnoverExpiryDays })).toEqual({ problem: 'turnoverExpiryDays' });
      expect(problem({ cashbackTurnoverWeights: { ...base.cashbackTurnoverWeights, LIVE: '1.5' } })).toEqual({ problem: 'turnoverWeights' });
      // Another kind's fields are not a cashback's: left empty, they are no problem.
      expect(problem({ depositCap: '', rebateMinPayout: '', rebateTurnoverMultiple: '' })).toHaveProperty('input');
    });

    it('reads a stored cashback into the draft and sends it back the same, or, published, as the server has it', () => {
      const rules = {
        period: 'daily', percent: 10, minLoss: '0.00', cap: '300.00',
        turnover: { multiple: 0, base: 'bonus', weights: {}, expiryDays: 1, maxBet: null, maxWin: null, model: 'wallet' },
      };
      const stored: OperatorPromotion = { ...published, code: 'CASHBACK', kind: 'cashback', category: 'REBATE', rules };
      expect(draftOf(stored, BKK)).toMatchObject({
        cashbackPeriod: 'daily', cashbackPercent: '10', cashbackMinLoss: '0.00', cashbackCap: '300.00',
        cashbackTurnoverMultiple: '0', cashbackTurnoverExpiryDays: '1', cashbackTurnoverWeights: defaultWeights,
        // Its turnover is not read as a rebate's.
        rebateTurnoverMultiple: '1', rebateTurnoverExpiryDays: '7',
      });
      const sent = inputOf({ ...draftOf(stored, BKK), cashbackCap: '', cashbackPercent: '0' }, stored, BKK);
      expect('input' in sent && sent.input.rules).toEqual(rules);
      const draft = { ...stored, status: 'draft' as const };
      expect(inputOf(draftOf(draft, BKK), draft, BKK)).toMatchObject({
        input: { rules: { period: 'daily', percent: 10, minLoss: '0.00', cap: '300.00', turnover: { multiple: 0, weights: {}, expiryDays: 1 } } },
      });
      // Another kind's rules are not read as a cashback's.
      expect(draftOf({ ...published, rules: { period: 'daily', percent: 50, cap: '10.00' } }, BKK)).toMatchObject({ cashbackPeriod: 'weekly', cashbackPercent: '5', cashbackCap: '1000' });
    });

    it('says what the server refused in it as the field\'s problem', () => {
      expect(serverProblemOf(refused('/rules/percent'), base)).toEqual({ problem: 'cashbackPercent' });
      expect(serverProblemOf(refused('/rules/minLoss'), base)).toEqual({ problem: 'cashbackMinLoss' });
      expect(serverProblemOf(refused('/rules/cap'), base)).toEqual({ problem: 'cashbackCap' });
      expect(serverProblemOf(refused('/rules/turnover/expiryDays'), base)).toEqual({ problem: 'turnoverExpiryDays' });
      // A deposit bonus's and a rebate's paths are not a cashback's fields.
      expect(serverProblemOf(refused('/rules/minDeposit'), base)).toBeNull();
      expect(serverProblemOf(refused('/rules/rates'), base)).toBeNull();
      expect(serverProblemOf(refused('/rules/cap'), { ...base, kind: 'rebate' })).toBeNull();
    });
  });
});
