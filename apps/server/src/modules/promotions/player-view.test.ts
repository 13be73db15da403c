import { describe, expect, it } from 'vitest';
import { orderedCategories, periodOf } from './player-view';

const at = new Date('2026-12-01T12:00:00Z');
const d = (s: string) => new Date(s);

describe('periodOf', () => {
  it('runs from its start (included) to its end (excluded), with open ends', () => {
    expect(periodOf({ status: 'active', startsAt: null, endsAt: null }, at)).toBe('RUNNING');
    expect(periodOf({ status: 'active', startsAt: at, endsAt: d('2026-12-02T00:00:00Z') }, at)).toBe('RUNNING');
    expect(periodOf({ status: 'active', startsAt: d('2026-12-01T12:00:00.001Z'), endsAt: null }, at)).toBe('COMING_SOON');
    expect(periodOf({ status: 'active', startsAt: null, endsAt: at }, at)).toBe('CLOSE');
  });

  it('is over while paused, whatever the window says', () => {
    expect(periodOf({ status: 'paused', startsAt: null, endsAt: null }, at)).toBe('CLOSE');
    expect(periodOf({ status: 'paused', startsAt: d('2027-01-01T00:00:00Z'), endsAt: null }, at)).toBe('CLOSE');
  });
});

describe('orderedCategories', () => {
  it('gives the tabs in the catalogue\'s order and drops what is not a category', () => {
    expect(orderedCategories(['VIP', 'EVENT', 'NEW_MEMBER', 'JACKPOT'])).toEqual(['NEW_MEMBER', 'VIP', 'EVENT']);
  });
});
