import { describe, expect, it } from 'vitest';
import type { OperatorPromotion } from '@platform/contracts';
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
    const sent = inputOf({ ...draftOf(null, BKK), code: 'OK', titles: { EN: 'Title' }, startsAt: '2026-12-01T09:30', endsAt: '2026-12-02T00:00' }, null, BKK);
    expect(sent).toMatchObject({ input: { startsAt: '2026-12-01T02:30:00.000Z', endsAt: '2026-12-01T17:00:00.000Z' } });
    expect(inputOf({ ...draftOf(null, 'Asia/Kolkata'), code: 'OK', titles: { EN: 'Title' }, startsAt: '2026-12-01T09:30' }, null, 'Asia/Kolkata'))
      .toMatchObject({ input: { startsAt: '2026-12-01T04:00:00.000Z' } });
  });

  it('maps a new draft to the input: code upper-cased, texts trimmed and only the filled ones', () => {
    const draft = { ...draftOf(null, BKK), code: ' weekend_1 ', titles: { EN: ' Weekend ', TH: 'สุดสัปดาห์', CN: '  ' }, summaries: { EN: '' }, sortOrder: '5', startsAt: '2026-12-01T09:30', endsAt: '' };
    const result = inputOf(draft, null, BKK);
    expect(result).toEqual({
      input: {
        code: 'WEEKEND_1', kind: 'deposit_bonus', category: 'DEPOSIT', titles: { EN: 'Weekend', TH: 'สุดสัปดาห์' }, summaries: {}, contents: {},
        sortOrder: 5, startsAt: '2026-12-01T02:30:00.000Z', endsAt: null, rules: {},
      },
    });
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
    const base = { ...draftOf(null, BKK), code: 'OK', titles: { EN: 'Title' } };
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
