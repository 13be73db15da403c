/**
 * A period picked as calendar days in the merchant's time zone, as the instants the server filters on:
 * `from` the start of its first day, `to` the start of the day after its last (excluded). Two operators
 * in different countries looking at the same player see the same rows.
 */

/** Minutes the zone is ahead of UTC at `at` (Bangkok +420). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a calendar day (`2026-11-27`) starts in the zone; undefined for anything else. */
export function dayStart(day: string, timeZone: string, plusDays = 0): string | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const midnightUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays);
  if (Number.isNaN(midnightUtc)) return undefined;
  let zone = 'UTC';
  try {
    zoneOffsetMinutes(new Date(midnightUtc), timeZone);
    zone = timeZone;
  } catch {
    // An unknown zone reads as UTC rather than failing the page (as the dates on screen do).
  }
  // The offset at the guess, then at the result: right across a daylight-saving change too.
  const first = midnightUtc - zoneOffsetMinutes(new Date(midnightUtc), zone) * 60_000;
  return new Date(midnightUtc - zoneOffsetMinutes(new Date(first), zone) * 60_000).toISOString();
}

/** The server's period for the days picked; an empty day leaves that side open. */
export function periodOf(fromDay: string, toDay: string, timeZone: string): { from?: string; to?: string } {
  return { from: fromDay ? dayStart(fromDay, timeZone) : undefined, to: toDay ? dayStart(toDay, timeZone, 1) : undefined };
}
