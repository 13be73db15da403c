import { describe, expect, it } from 'vitest';
import { resolvePeriod } from '@platform/contracts';
import { canStepForward, customQuery, stepQuery } from './period';

describe('period steps', () => {
  const shown = { from: '2026-03-01', to: '2026-03-07' };
  it('steps back and forward by 7 or 30 days from the shown period, as the server resolves it', () => {
    expect(resolvePeriod(stepQuery('previous7', shown), '2026-04-01')).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(resolvePeriod(stepQuery('previous30', shown), '2026-04-01')).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(resolvePeriod(stepQuery('next7', shown), '2026-04-01')).toEqual({ from: '2026-03-08', to: '2026-03-14' });
    expect(resolvePeriod(stepQuery('next30', shown), '2026-04-01')).toEqual({ from: '2026-03-08', to: '2026-04-06' });
  });

  it('stops at today in the merchant\'s zone', () => {
    const now = new Date('2026-03-07T18:00:00Z'); // already 8 March in Bangkok, still 7 March in Mexico City
    expect(canStepForward({ to: '2026-03-07', timeZone: 'Asia/Bangkok' }, now)).toBe(true);
    expect(canStepForward({ to: '2026-03-07', timeZone: 'America/Mexico_City' }, now)).toBe(false);
  });

  it('takes a custom period only when it is whole and in order', () => {
    expect(customQuery('2026-03-01', '2026-03-02')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(customQuery('2026-03-02', '2026-03-01')).toBeNull();
    expect(customQuery('', '2026-03-01')).toBeNull();
  });
});
