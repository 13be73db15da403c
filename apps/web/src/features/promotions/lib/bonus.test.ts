import { describe, expect, it } from 'vitest';
import type { MemberPromotionState } from '@platform/contracts';
import { canForfeit, cardAction, depositBonusView, stateTextKey, stateView, turnoverPercent } from './bonus';

const state = (over: Partial<MemberPromotionState>): MemberPromotionState => ({
  code: 'WELCOME', kind: 'deposit_bonus', state: 'JOIN', canApply: false, canJoin: true, grant: null, period: null, minImages: 0, application: null, rush: null, ...over,
});

describe('the action a promotion card offers', () => {
  it('offers Apply, Apply again or Join when the state allows it now, otherwise the details', () => {
    expect(cardAction(undefined)).toBe('details');
    expect(cardAction(state({ kind: 'apply', canApply: true, canJoin: false }))).toBe('apply');
    expect(cardAction(state({ kind: 'apply', state: 'REJECTED', canApply: true, canJoin: false }))).toBe('applyAgain');
    expect(cardAction(state({ kind: 'apply', state: 'APPLYING', canApply: false, canJoin: false }))).toBe('details');
    expect(cardAction(state({}))).toBe('join');
    expect(cardAction(state({ state: 'CLAIM', canJoin: true }))).toBe('claim');
    // A first-deposit bonus after the first deposit, one already joined.
    expect(cardAction(state({ canJoin: false }))).toBe('details');
    expect(cardAction(state({ state: 'JOINED', canJoin: false }))).toBe('details');
  });

  it('offers Take on a red envelope only while its open rush has an envelope the player may take', () => {
    const rush = { startsAt: '2026-12-04T13:00:00.000Z', endsAt: '2026-12-04T13:15:00.000Z', open: true, left: 40, envelopes: 100, claimed: null, depositNeeded: null };
    expect(cardAction(state({ kind: 'red_envelope', state: 'CLAIM', canJoin: true, rush }))).toBe('take');
    expect(cardAction(state({ kind: 'red_envelope', state: 'CLAIM', canJoin: false, rush: { ...rush, depositNeeded: 100 } }))).toBe('details');
    expect(cardAction(state({ kind: 'red_envelope', state: 'CLAIMED', canJoin: false, rush: { ...rush, claimed: 5.5 } }))).toBe('details');
    expect(cardAction(state({ kind: 'red_envelope', state: 'COMING_SOON', canJoin: false, rush: { ...rush, open: false, left: null } }))).toBe('details');
    expect(stateTextKey(state({ kind: 'red_envelope', state: 'COMING_SOON', canJoin: false, rush: { ...rush, left: 0 } }))).toBe('promotions.rush.states.ALL_TAKEN');
  });
});

describe("a deposit bonus's state as the player reads it", () => {
  it('tells a JOIN the player cannot take from one it can', () => {
    expect(depositBonusView(state({}))).toBe('JOIN');
    expect(depositBonusView(state({ canJoin: false }))).toBe('NOT_ELIGIBLE');
    for (const s of ['JOINED', 'CLAIM', 'ISSUED', 'COMING_SOON', 'CLOSE'] as const) expect(depositBonusView(state({ state: s, canJoin: false }))).toBe(s);
    // An apply promotion's state never offers a deposit bonus anything.
    expect(depositBonusView(state({ state: 'APPLYING' }))).toBe('CLOSE');
  });

  it("names the state in the kind's own words", () => {
    expect(stateTextKey(state({ canJoin: false }))).toBe('promotions.join.states.NOT_ELIGIBLE');
    expect(stateTextKey(state({ kind: 'apply', state: 'APPLYING' }))).toBe('promotions.apply.states.APPLYING');
    expect(stateView(state({ canJoin: false }))).toBe('NOT_ELIGIBLE');
    expect(stateView(state({ kind: 'apply', state: 'JOIN', canApply: true, canJoin: false }))).toBe('JOIN');
  });
});

describe("a bonus's turnover", () => {
  it('reads as whole percent from 0 to 100, not done before it is', () => {
    expect(turnoverPercent({ turnoverDone: 0, turnoverRequired: 3000, status: 'active' })).toBe(0);
    expect(turnoverPercent({ turnoverDone: 750, turnoverRequired: 3000, status: 'active' })).toBe(25);
    expect(turnoverPercent({ turnoverDone: 2999.99, turnoverRequired: 3000, status: 'active' })).toBe(99);
    expect(turnoverPercent({ turnoverDone: 3200, turnoverRequired: 3000, status: 'active' })).toBe(100);
    expect(turnoverPercent({ turnoverDone: 3000, turnoverRequired: 3000, status: 'met' })).toBe(100);
    expect(turnoverPercent({ turnoverDone: 0, turnoverRequired: 0, status: 'met' })).toBe(100);
    expect(turnoverPercent({ turnoverDone: -5, turnoverRequired: 100, status: 'active' })).toBe(0);
    // A forfeited or expired one shows what had been done.
    expect(turnoverPercent({ turnoverDone: 1500, turnoverRequired: 3000, status: 'forfeited' })).toBe(50);
  });

  it('can be given up only while open', () => {
    expect(canForfeit({ status: 'active' })).toBe(true);
    for (const status of ['met', 'forfeited', 'expired'] as const) expect(canForfeit({ status })).toBe(false);
  });
});
