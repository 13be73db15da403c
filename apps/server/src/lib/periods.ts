/**
 * Settlement periods of agent contracts in the merchant's time zone (spec §9: Daily, Weekly,
 * Semimonthly, Monthly; hourly salary each hour; real-time salary every 5 minutes). A period is a
 * half-open interval of instants [start, end). Calendar periods are whole local days: a day that
 * daylight saving shortens or lengthens is 23 or 25 hours, and a day whose midnight falls in a gap
 * starts at the first instant that has its date.
 */

export const PERIOD_KINDS = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period { kind: PeriodKind; start: Date; end: Date }

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const REALTIME_MS = 5 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface LocalTime { year: number; month: number; day: number; hour: number; minute: number; second: number }

/** The wall-clock reading of an instant in a zone. */
export function localTime(at: number, timeZone: string): LocalTime {
  const parts = formatter(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** A calendar date as a day count (UTC calendar arithmetic, no zone involved). */
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

/**
 * The first instant whose local date is (year, month, day) or later. Local dates never go backwards
 * in any zone we serve, so a binary search over whole minutes (every offset and transition is on a
 * minute) around UTC midnight finds it, gaps at midnight included (America/Sao_Paulo, 2018-11-04).
 */
export function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  // Remembered: the search formats a dozen instants, and a rush's claims or a day's jobs ask for the same few days.
  const key = `${timeZone}|${year}-${month}-${day}`;
  const known = localMidnights.get(key);
  if (known !== undefined) return new Date(known);
  const found = searchStartOfLocalDay(year, month, day, timeZone);
  if (localMidnights.size >= LOCAL_MIDNIGHTS_KEPT) localMidnights.clear();
  localMidnights.set(key, found.getTime());
  return found;
}

const localMidnights = new Map<string, number>();
const LOCAL_MIDNIGHTS_KEPT = 4096;

function searchStartOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const target = dayNumber(year, month, day);
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Offsets lie within ±15 hours.
  let lo = (utcMidnight - 15 * HOUR_MS) / MINUTE_MS;
  let hi = (utcMidnight + 15 * HOUR_MS) / MINUTE_MS;
  const reached = (minute: number) => {
    const t = localTime(minute * MINUTE_MS, timeZone);
    return dayNumber(t.year, t.month, t.day) >= target;
  };
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (reached(mid)) hi = mid;
    else lo = mid + 1;
  }
  return new Date(lo * MINUTE_MS);
}

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** (year, month, day) moved by whole days. */
function shiftDate(year: number, month: number, day: number, days: number) {
  const d = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The period of a kind that contains an instant, in a zone. */
export function periodAt(kind: PeriodKind, at: Date, timeZone: string): Period {
  const t = at.getTime();
  if (kind === 'realtime') {
    // Every zone's offset is a whole number of 5 minutes, so local and UTC 5-minute marks coincide.
    const start = Math.floor(t / REALTIME_MS) * REALTIME_MS;
    return { kind, start: new Date(start), end: new Date(start + REALTIME_MS) };
  }
  const local = localTime(t, timeZone);
  if (kind === 'hourly') {
    // Local hours (Asia/Kolkata's start at :30 UTC); an hour repeated by daylight saving is two periods.
    const start = Math.floor(t / 1000) * 1000 - (local.minute * 60 + local.second) * 1000;
    return { kind, start: new Date(start), end: new Date(start + HOUR_MS) };
  }
  let from: { year: number; month: number; day: number };
  let to: { year: number; month: number; day: number };
  const { year, month, day } = local;
  switch (kind) {
    case 'daily':
      from = { year, month, day };
      to = shiftDate(year, month, day, 1);
      break;
    case 'weekly': {
      // ISO weeks: Monday to Sunday.
      const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      from = shiftDate(year, month, day, -weekday);
      to = shiftDate(from.year, from.month, from.day, 7);
      break;
    }
    case 'semimonthly':
      if (day <= 15) {
        from = { year, month, day: 1 };
        to = { year, month, day: 16 };
      } else {
        from = { year, month, day: 16 };
        to = shiftDate(year, month, daysInMonth(year, month), 1);
      }
      break;
    case 'monthly':
      from = { year, month, day: 1 };
      to = shiftDate(year, month, daysInMonth(year, month), 1);
      break;
  }
  return { kind, start: startOfLocalDay(from.year, from.month, from.day, timeZone), end: startOfLocalDay(to.year, to.month, to.day, timeZone) };
}

/** The period right before one (its start's previous instant's period). */
export function previousPeriod(period: Period, timeZone: string): Period {
  return periodAt(period.kind, new Date(period.start.getTime() - 1), timeZone);
}

/**
 * The last `count` periods that ended at least `graceMs` before `now`, oldest first. The grace lets
 * rounds whose transactions began before a period's end commit before it is settled.
 */
export function closedPeriods(kind: PeriodKind, now: Date, timeZone: string, count: number, graceMs: number): Period[] {
  let p = previousPeriod(periodAt(kind, new Date(now.getTime() - graceMs), timeZone), timeZone);
  const out: Period[] = [];
  for (let i = 0; i < count; i++) {
    out.unshift(p);
    p = previousPeriod(p, timeZone);
  }
  return out;
}

/** The period's first local date (and hour and minute for short periods), for people and keys. */
export function periodLabel(period: Period, timeZone: string): string {
  const l = localTime(period.start.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${l.year}-${pad(l.month)}-${pad(l.day)}`;
  return period.kind === 'realtime' || period.kind === 'hourly' ? `${date} ${pad(l.hour)}:${pad(l.minute)}` : date;
}
