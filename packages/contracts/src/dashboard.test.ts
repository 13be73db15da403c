import { describe, expect, it } from 'vitest';
import { bucketStart, dashboardBuckets, dashboardGranularity } from './dashboard';

describe('dashboard chart points', () => {
  it('charts by day up to 62 days and by week beyond, unless asked', () => {
    expect(dashboardGranularity('2026-01-01', '2026-03-03')).toBe('day'); // 62 days
    expect(dashboardGranularity('2026-01-01', '2026-03-04')).toBe('week');
    expect(dashboardGranularity('2025-11-29', '2026-11-28', 'month')).toBe('month');
    expect(dashboardGranularity('2026-11-01', '2026-11-07', 'week')).toBe('week');
  });

  it('starts weeks on Monday and months on the first, across years', () => {
    expect(bucketStart('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(bucketStart('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(bucketStart('2027-01-02', 'week')).toBe('2026-12-28');
    expect(bucketStart('2028-02-29', 'month')).toBe('2028-02-01');
    expect(bucketStart('2026-11-29', 'day')).toBe('2026-11-29');
  });

  it('covers the period with buckets clipped to it, none missing or doubled', () => {
    const weeks = dashboardBuckets('2025-11-29', '2026-11-28', 'week');
    expect(weeks[0]).toEqual({ day: '2025-11-29', to: '2025-11-30' }); // Saturday and Sunday of the first week
    expect(weeks[1]).toEqual({ day: '2025-12-01', to: '2025-12-07' });
    expect(weeks.at(-1)).toEqual({ day: '2026-11-23', to: '2026-11-28' });
    expect(weeks).toHaveLength(53);
    const months = dashboardBuckets('2027-12-15', '2028-03-10', 'month');
    expect(months).toEqual([
      { day: '2027-12-15', to: '2027-12-31' }, { day: '2028-01-01', to: '2028-01-31' },
      { day: '2028-02-01', to: '2028-02-29' }, { day: '2028-03-01', to: '2028-03-10' },
    ]);
    const days = dashboardBuckets('2026-02-27', '2026-03-02', 'day');
    expect(days.map((d) => [d.day, d.to])).toEqual([['2026-02-27', '2026-02-27'], ['2026-02-28', '2026-02-28'], ['2026-03-01', '2026-03-01'], ['2026-03-02', '2026-03-02']]);
    // Consecutive: each bucket starts the day after the one before ends.
    for (const list of [weeks, months]) for (let i = 1; i < list.length; i++) expect(list[i]!.day).toBe(new Date(Date.parse(`${list[i - 1]!.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  });
});
