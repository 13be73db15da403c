import { describe, expect, it } from 'vitest';
import { dayStart, periodOf, zoneOffsetMinutes } from './period';

describe('period in the merchant\'s time zone', () => {
  it('starts a day at the zone\'s midnight', () => {
    expect(zoneOffsetMinutes(new Date('2026-11-27T00:00:00Z'), 'Asia/Bangkok')).toBe(420);
    expect(dayStart('2026-11-27', 'Asia/Bangkok')).toBe('2026-11-26T17:00:00.000Z');
    expect(dayStart('2026-11-27', 'America/Sao_Paulo')).toBe('2026-11-27T03:00:00.000Z');
  });

  it('ends after the last day picked, and keeps an open side open', () => {
    expect(periodOf('2026-11-01', '2026-11-30', 'Asia/Bangkok')).toEqual({ from: '2026-10-31T17:00:00.000Z', to: '2026-11-30T17:00:00.000Z' });
    expect(periodOf('', '2026-12-31', 'UTC')).toEqual({ from: undefined, to: '2027-01-01T00:00:00.000Z' });
  });

  it('follows daylight saving and treats an unknown zone or a malformed day safely', () => {
    expect(dayStart('2026-07-01', 'Europe/London')).toBe('2026-06-30T23:00:00.000Z');
    expect(dayStart('2026-07-01', 'Not/AZone')).toBe('2026-07-01T00:00:00.000Z');
    expect(dayStart('yesterday', 'UTC')).toBeUndefined();
  });
});
