import { describe, expect, it } from 'vitest';
import { instantOfZonedInput, zonedInputOf } from './zoned-input';

describe('time fields in the merchant\'s zone', () => {
  it('reads and writes the zone\'s wall clock, whatever this computer\'s zone', () => {
    expect(instantOfZonedInput('2026-12-01T09:30', 'Asia/Bangkok')).toBe('2026-12-01T02:30:00.000Z');
    expect(zonedInputOf('2026-12-01T02:30:00.000Z', 'Asia/Bangkok')).toBe('2026-12-01T09:30');
    expect(instantOfZonedInput('2026-12-01T00:00', 'Asia/Kolkata')).toBe('2026-11-30T18:30:00.000Z');
    expect(zonedInputOf('2026-11-30T18:30:00+00:00', 'Asia/Kolkata')).toBe('2026-12-01T00:00');
    expect(instantOfZonedInput('2026-12-01T00:00', 'America/Mexico_City')).toBe('2026-12-01T06:00:00.000Z');
    expect(instantOfZonedInput('2026-06-30T23:59', 'Asia/Yangon')).toBe('2026-06-30T17:29:00.000Z');
  });

  it('round-trips every field value of a day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 37) {
      const value = `2026-03-08T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      expect(zonedInputOf(instantOfZonedInput(value, 'America/Sao_Paulo'), 'America/Sao_Paulo')).toBe(value);
    }
  });

  it('reads a skipped time just after the clock change and a repeated one as its first occurrence', () => {
    // São Paulo, 2018-11-04: 00:00 → 01:00 (00:30 never happened); 2019-02-16: 24:00 → 23:00 (23:30 twice).
    expect(instantOfZonedInput('2018-11-04T00:30', 'America/Sao_Paulo')).toBe('2018-11-04T03:30:00.000Z');
    expect(instantOfZonedInput('2019-02-16T23:30', 'America/Sao_Paulo')).toBe('2019-02-17T01:30:00.000Z');
  });

  it('leaves empty and unreadable fields empty', () => {
    expect(instantOfZonedInput('', 'Asia/Bangkok')).toBeNull();
    expect(instantOfZonedInput('not a time', 'Asia/Bangkok')).toBeNull();
    expect(zonedInputOf(null, 'Asia/Bangkok')).toBe('');
    expect(zonedInputOf('nonsense', 'Asia/Bangkok')).toBe('');
  });
});
