import { describe, expect, it } from 'vitest';
import type { MemberPromotionState, MemberRush } from '@platform/contracts';
import { clockOf, rushTarget, rushView, secondsUntil } from './rush';

const rush = (over: Partial<MemberRush> = {}): MemberRush => ({
  startsAt: '2026-12-04T13:00:00.000Z', endsAt: '2026-12-04T13:15:00.000Z', open: true, left: 40, envelopes: 100, claimed: null, depositNeeded: null, ...over,
});
const state = (over: Partial<MemberPromotionState>) => ({ state: 'CLAIM' as MemberPromotionState['state'], canJoin: true, rush: rush(), ...over });

describe("a red envelope's state as the player reads it", () => {
  it('tells a CLAIM the player can take from one that waits for a deposit', () => {
    expect(rushView(state({}))).toBe('CLAIM');
    expect(rushView(state({ canJoin: false, rush: rush({ depositNeeded: 300 }) }))).toBe('DEPOSIT_NEEDED');
  });

  it('tells an open rush with nothing left from one still to come', () => {
    expect(rushView(state({ state: 'COMING_SOON', canJoin: false, rush: rush({ left: 0 }) }))).toBe('ALL_TAKEN');
    expect(rushView(state({ state: 'COMING_SOON', canJoin: false, rush: rush({ open: false, left: null }) }))).toBe('COMING_SOON');
  });

  it("keeps the server's CLAIMED and CLOSE, and offers nothing for a state that is not a red envelope's", () => {
    expect(rushView(state({ state: 'CLAIMED', canJoin: false, rush: rush({ claimed: 7.25 }) }))).toBe('CLAIMED');
    expect(rushView(state({ state: 'CLOSE', canJoin: false, rush: null }))).toBe('CLOSE');
    expect(rushView(state({ state: 'APPLYING' }))).toBe('CLOSE');
  });
});

describe('what a rush counts down to', () => {
  it("is the open rush's end, the coming rush's start, and nothing once no rush is left", () => {
    expect(rushTarget('CLAIM', rush())).toBe('2026-12-04T13:15:00.000Z');
    expect(rushTarget('DEPOSIT_NEEDED', rush())).toBe('2026-12-04T13:15:00.000Z');
    expect(rushTarget('CLAIMED', rush({ claimed: 3 }))).toBe('2026-12-04T13:15:00.000Z');
    expect(rushTarget('ALL_TAKEN', rush({ left: 0 }))).toBe('2026-12-04T13:15:00.000Z');
    expect(rushTarget('COMING_SOON', rush({ open: false }))).toBe('2026-12-04T13:00:00.000Z');
    expect(rushTarget('CLOSE', rush())).toBeNull();
    expect(rushTarget('CLOSE', null)).toBeNull();
  });

  it('counts whole seconds up, never below zero', () => {
    const at = Date.parse('2026-12-04T13:00:00.000Z');
    expect(secondsUntil('2026-12-04T13:00:00.000Z', at - 200)).toBe(1);
    expect(secondsUntil('2026-12-04T13:00:00.000Z', at - 60_000)).toBe(60);
    expect(secondsUntil('2026-12-04T13:00:00.000Z', at + 5)).toBe(0);
    expect(secondsUntil('not a time', at)).toBe(0);
  });

  it('reads as MM:SS within the hour and H:MM:SS past it', () => {
    expect(clockOf(0)).toBe('00:00');
    expect(clockOf(65)).toBe('01:05');
    expect(clockOf(3_599)).toBe('59:59');
    expect(clockOf(3_600)).toBe('1:00:00');
    expect(clockOf(23 * 3_600 + 59 * 60 + 9)).toBe('23:59:09');
  });
});
