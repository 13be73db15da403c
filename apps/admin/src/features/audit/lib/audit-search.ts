/**
 * The audit list's filters as they sit in the URL (`?actor=&action=&target=&scope=&from=&to=&page=&size=`),
 * dates as `YYYY-MM-DD` days in the time zone the page names; unknown values fall back to the default.
 */
import { PAGE_SIZES } from '../../../components/pager';

export interface AuditSearch {
  actor: string;
  action: string;
  target: string;
  /** A merchant's code, or '' for every merchant the operator reaches. */
  scope: string;
  /** First day included, `YYYY-MM-DD`, or ''. */
  from: string;
  /** Last day included, `YYYY-MM-DD`, or ''. */
  to: string;
  page: number;
  size: number;
}

export const DEFAULT_AUDIT_SEARCH: AuditSearch = { actor: '', action: '', target: '', scope: '', from: '', to: '', page: 1, size: 20 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '');
const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    actor: text(params.get('actor'), 100),
    action: text(params.get('action'), 64),
    target: text(params.get('target'), 200),
    scope: text(params.get('scope'), 32),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_AUDIT_SEARCH.size,
  };
}

/** The URL's parameters: defaults left out, others (the merchant picked at the top) kept. */
export function writeAuditSearch(base: URLSearchParams, search: AuditSearch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(DEFAULT_AUDIT_SEARCH) as (keyof AuditSearch)[]) {
    const value = search[key];
    if (value === DEFAULT_AUDIT_SEARCH[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The zone's offset from UTC at an instant, in minutes (Bangkok: +420). */
function offsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(at / 1000) * 1000) / 60_000);
}

/**
 * The instant a day starts in a zone, as ISO text in UTC: `2030-01-02` in Asia/Bangkok is
 * `2030-01-01T17:00:00.000Z`. `plusDays` moves to a later day (the exclusive end of a period).
 */
export function dayStart(dayText: string, timeZone: string, plusDays = 0): string {
  const [y, m, d] = dayText.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d + plusDays);
  let zone = 'UTC';
  try {
    offsetMinutes(utc, timeZone);
    zone = timeZone;
  } catch {
    // An unknown zone: UTC, as the dates shown fall back to it.
  }
  // Twice, so a day that starts next to a daylight-saving change gets the offset in force at its start.
  let at = utc - offsetMinutes(utc, zone) * 60_000;
  at = utc - offsetMinutes(at, zone) * 60_000;
  return new Date(at).toISOString();
}

/** The server's query for a search: days turned into instants in the zone, `to` the start of the day after. */
export function auditQueryOf(search: AuditSearch, timeZone: string): URLSearchParams {
  const q = new URLSearchParams({ pageNo: String(search.page), pageSize: String(search.size) });
  if (search.actor) q.set('actor', search.actor);
  if (search.action) q.set('action', search.action);
  if (search.target) q.set('target', search.target);
  if (search.scope) q.set('merchantCode', search.scope);
  if (search.from) q.set('from', dayStart(search.from, timeZone));
  if (search.to) q.set('to', dayStart(search.to, timeZone, 1));
  return q;
}
