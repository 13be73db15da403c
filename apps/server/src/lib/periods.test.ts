import { describe, expect, it } from 'vitest';
import { closedPeriods, periodAt, periodLabel, startOfLocalDay, type PeriodKind } from './periods';

const iso = (d: Date) => d.toISOString();
const span = (kind: PeriodKind, at: string, tz: string) => {
  const p = periodAt(kind, new Date(at), tz);
  return [iso(p.start), iso(p.end)];
};

describe('periods in a zone without daylight saving (Asia/Bangkok, UTC+7)', () => {
  const tz = 'Asia/Bangkok';
  it('a day runs from local midnight to local midnight', () => {
    expect(span('daily', '2026-03-10T16:59:59Z', tz)).toEqual(['2026-03-09T17:00:00.000Z', '2026-03-10T17:00:00.000Z']);
    expect(span('daily', '2026-03-10T17:00:00Z', tz)).toEqual(['2026-03-10T17:00:00.000Z', '2026-03-11T17:00:00.000Z']);
  });

  it('months end on the 28th, 29th, 30th or 31st', () => {
    expect(span('monthly', '2026-02-14T00:00:00Z', tz)).toEqual(['2026-01-31T17:00:00.000Z', '2026-02-28T17:00:00.000Z']);
    expect(span('monthly', '2028-02-29T10:00:00Z', tz)).toEqual(['2028-01-31T17:00:00.000Z', '2028-02-29T17:00:00.000Z']); // leap year
    expect(span('monthly', '2100-02-20T10:00:00Z', tz)).toEqual(['2100-01-31T17:00:00.000Z', '2100-02-28T17:00:00.000Z']); // not a leap year
    expect(span('monthly', '2026-04-30T16:00:00Z', tz)).toEqual(['2026-03-31T17:00:00.000Z', '2026-04-30T17:00:00.000Z']);
    expect(span('monthly', '2026-12-31T16:59:59Z', tz)).toEqual(['2026-11-30T17:00:00.000Z', '2026-12-31T17:00:00.000Z']); // into the next year
  });

  it('a half month is the 1st to the 15th, then the 16th to the month end', () => {
    expect(span('semimonthly', '2026-02-15T16:59:59Z', tz)).toEqual(['2026-01-31T17:00:00.000Z', '2026-02-15T17:00:00.000Z']);
    expect(span('semimonthly', '2026-02-15T17:00:00Z', tz)).toEqual(['2026-02-15T17:00:00.000Z', '2026-02-28T17:00:00.000Z']);
    expect(span('semimonthly', '2028-02-20T00:00:00Z', tz)).toEqual(['2028-02-15T17:00:00.000Z', '2028-02-29T17:00:00.000Z']);
    expect(span('semimonthly', '2026-01-31T12:00:00Z', tz)).toEqual(['2026-01-15T17:00:00.000Z', '2026-01-31T17:00:00.000Z']);
  });

  it('weeks run Monday to Sunday, across a month and a year end', () => {
    // 2026-12-31 is a Thursday.
    expect(span('weekly', '2026-12-31T05:00:00Z', tz)).toEqual(['2026-12-27T17:00:00.000Z', '2027-01-03T17:00:00.000Z']);
    // Sunday 23:30 local still belongs to the week that began on Monday.
    expect(span('weekly', '2027-01-03T16:30:00Z', tz)).toEqual(['2026-12-27T17:00:00.000Z', '2027-01-03T17:00:00.000Z']);
  });

  it('hours and 5-minute periods', () => {
    expect(span('hourly', '2026-03-10T10:42:13.5Z', tz)).toEqual(['2026-03-10T10:00:00.000Z', '2026-03-10T11:00:00.000Z']);
    expect(span('realtime', '2026-03-10T10:42:13.5Z', tz)).toEqual(['2026-03-10T10:40:00.000Z', '2026-03-10T10:45:00.000Z']);
    expect(span('realtime', '2026-03-10T10:45:00Z', tz)).toEqual(['2026-03-10T10:45:00.000Z', '2026-03-10T10:50:00.000Z']);
  });
});

describe('zones with half-hour offsets', () => {
  it('hours start at the local hour (Asia/Kolkata, UTC+5:30)', () => {
    expect(span('hourly', '2026-03-10T10:42:00Z', 'Asia/Kolkata')).toEqual(['2026-03-10T10:30:00.000Z', '2026-03-10T11:30:00.000Z']);
    expect(span('daily', '2026-03-10T10:42:00Z', 'Asia/Kolkata')).toEqual(['2026-03-09T18:30:00.000Z', '2026-03-10T18:30:00.000Z']);
  });
});

describe('daylight saving', () => {
  it('America/Sao_Paulo 2018-11-04: midnight did not exist, the day starts at 01:00 and lasts 23 hours', () => {
    const start = startOfLocalDay(2018, 11, 4, 'America/Sao_Paulo');
    expect(iso(start)).toBe('2018-11-04T03:00:00.000Z');
    expect(span('daily', '2018-11-04T12:00:00Z', 'America/Sao_Paulo')).toEqual(['2018-11-04T03:00:00.000Z', '2018-11-05T02:00:00.000Z']);
    // The day before ends where that one starts: no gap, no overlap.
    expect(span('daily', '2018-11-04T02:59:59Z', 'America/Sao_Paulo')).toEqual(['2018-11-03T03:00:00.000Z', '2018-11-04T03:00:00.000Z']);
  });

  it('America/Sao_Paulo 2019-02-16: clocks went back at midnight, the day lasts 25 hours', () => {
    expect(span('daily', '2019-02-16T12:00:00Z', 'America/Sao_Paulo')).toEqual(['2019-02-16T02:00:00.000Z', '2019-02-17T03:00:00.000Z']);
  });

  it('America/Mexico_City: 2022-04-03 was 23 hours, 2022-10-30 25 hours, and since then a fixed UTC-6', () => {
    expect(span('daily', '2022-04-03T18:00:00Z', 'America/Mexico_City')).toEqual(['2022-04-03T06:00:00.000Z', '2022-04-04T05:00:00.000Z']);
    expect(span('daily', '2022-10-30T18:00:00Z', 'America/Mexico_City')).toEqual(['2022-10-30T05:00:00.000Z', '2022-10-31T06:00:00.000Z']);
    expect(span('daily', '2026-07-01T18:00:00Z', 'America/Mexico_City')).toEqual(['2026-07-01T06:00:00.000Z', '2026-07-02T06:00:00.000Z']);
    // The month that lost an hour in April 2022.
    expect(span('monthly', '2022-04-15T00:00:00Z', 'America/Mexico_City')).toEqual(['2022-04-01T06:00:00.000Z', '2022-05-01T05:00:00.000Z']);
  });

  it('the repeated hour of a fall-back night is two hourly periods', () => {
    // America/Mexico_City 2022-10-30: 02:00 CDT went back to 01:00 CST; local 01:00-02:00 happened twice.
    expect(span('hourly', '2022-10-30T06:30:00Z', 'America/Mexico_City')).toEqual(['2022-10-30T06:00:00.000Z', '2022-10-30T07:00:00.000Z']);
    expect(span('hourly', '2022-10-30T07:30:00Z', 'America/Mexico_City')).toEqual(['2022-10-30T07:00:00.000Z', '2022-10-30T08:00:00.000Z']);
  });
});

describe('closed periods', () => {
  it('lists the last periods that ended before now less the grace, oldest first, back to back', () => {
    const list = closedPeriods('realtime', new Date('2026-03-10T10:45:30Z'), 'Asia/Bangkok', 3, 60_000);
    // 10:44:30 is in 10:40-10:45, which is not yet past the grace: the last closed one is 10:35-10:40.
    expect(list.map((p) => iso(p.start))).toEqual(['2026-03-10T10:25:00.000Z', '2026-03-10T10:30:00.000Z', '2026-03-10T10:35:00.000Z']);
    const days = closedPeriods('daily', new Date('2026-03-01T00:00:00Z'), 'Asia/Bangkok', 2, 60_000);
    expect(days.map((p) => [iso(p.start), iso(p.end)])).toEqual([
      ['2026-02-26T17:00:00.000Z', '2026-02-27T17:00:00.000Z'], ['2026-02-27T17:00:00.000Z', '2026-02-28T17:00:00.000Z'],
    ]);
  });

  it('labels periods in local time', () => {
    const tz = 'Asia/Bangkok';
    expect(periodLabel(periodAt('hourly', new Date('2026-03-10T10:42:00Z'), tz), tz)).toBe('2026-03-10 17:00');
    expect(periodLabel(periodAt('semimonthly', new Date('2026-03-20T10:42:00Z'), tz), tz)).toBe('2026-03-16');
  });
});
