import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isLocalDate, localDateTime, resolvePeriod, startOfDay, todayIn } from './records';

describe('record periods', () => {
  it('resolves presets around an anchor date, and the default week', () => {
    const today = '2026-03-10';
    expect(resolvePeriod({}, today)).toEqual({ from: '2026-03-04', to: today });
    expect(resolvePeriod({ preset: 'previous7' }, today)).toEqual({ from: '2026-03-04', to: today });
    expect(resolvePeriod({ preset: 'previous30', to: '2026-03-01' }, today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(resolvePeriod({ preset: 'next7', from: '2026-02-26' }, today)).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(resolvePeriod({ preset: 'next30' }, today)).toEqual({ from: today, to: '2026-04-08' });
    expect(resolvePeriod({ from: '2026-03-05' }, today)).toEqual({ from: '2026-03-05', to: today });
    expect(resolvePeriod({ from: '2026-03-11', to: '2026-03-10' }, today)).toBeNull();
    expect(resolvePeriod({ from: '2025-03-09', to: '2026-03-10' }, today)).toBeNull();
    expect(resolvePeriod({ from: '2025-03-10', to: '2026-03-10' }, today)).toEqual({ from: '2025-03-10', to: '2026-03-10' });
  });

  it('does calendar arithmetic across months, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(1);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-1-01')).toBe(false);
  });

  it('finds local midnight in each zone, daylight saving included', () => {
    expect(startOfDay('2026-03-01', 'Asia/Bangkok').toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(startOfDay('2026-03-01', 'America/Mexico_City').toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(startOfDay('2026-03-01', 'Asia/Yangon').toISOString()).toBe('2026-02-28T17:30:00.000Z');
    // São Paulo has no daylight saving now; New York does: winter UTC-5, summer UTC-4.
    expect(startOfDay('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfDay('2026-07-15', 'America/New_York').toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('knows today in the merchant\'s zone', () => {
    const at = new Date('2026-03-07T18:00:00Z');
    expect(todayIn('Asia/Bangkok', at)).toBe('2026-03-08');
    expect(todayIn('America/Mexico_City', at)).toBe('2026-03-07');
  });

  it('writes an instant for exports in the merchant zone (decision 0038)', () => {
    const at = new Date('2026-11-20T18:32:05Z');
    expect(localDateTime(at, 'Asia/Bangkok')).toBe('2026-11-21 01:32:05');
    expect(localDateTime(at, 'America/Mexico_City')).toBe('2026-11-20 12:32:05');
    expect(localDateTime(new Date('2026-11-20T17:00:00Z'), 'Asia/Bangkok')).toBe('2026-11-21 00:00:00');
  });
});
