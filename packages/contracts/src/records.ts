import { z } from 'zod';
import { pageQuery } from './envelope';
import { MEMBER_POSTING_TYPES, POSTING_TYPES } from './wallet';

/**
 * Member records (account record, betting record, personal profit, bonus details) read over a period
 * of whole days in the merchant's time zone. Spec §9 lists the date presets "next/previous 7 and 30
 * days": previousN is the N days ending at `to` (default today), nextN the N days starting at `from`
 * (default today). Without a preset, the period is `from`..`to`, by default the 7 days ending today.
 */
export const RECORD_PRESETS = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type RecordPreset = (typeof RECORD_PRESETS)[number];
/** The longest period one request may read (about a year), so one query stays bounded. */
export const RECORD_MAX_DAYS = 366;
export const RECORD_DEFAULT_DAYS = 7;

const DAY_MS = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date "YYYY-MM-DD" that exists (no 2025-02-30). */
export function isLocalDate(text: string): boolean {
  const m = LOCAL_DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
}

export const localDate = z.string().refine(isLocalDate, 'a date YYYY-MM-DD between 2000 and 2100');

/** Adds whole days to a calendar date (no time zone involved: calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const m = LOCAL_DATE.exec(date)!;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/**
 * One formatter per (kind, zone): building an `Intl.DateTimeFormat` costs far more than formatting with
 * one (a few hundred µs of CPU, on every records and agent request otherwise). A handful of zones exist.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = kind === 'date'
      ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      : new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(key, f);
  }
  return f;
}

/** Today's calendar date in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = formatter('date', timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * An instant as "YYYY-MM-DD HH:MM:SS" in a time zone: how exports write times (decision 0038), in the
 * merchant's zone as every page shows them.
 */
export function localDateTime(at: Date, timeZone: string): string {
  const parts = formatter('time', timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value.padStart(2, '0');
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The zone's offset from UTC in milliseconds at one instant. */
function offsetAt(timeZone: string, at: number): number {
  const parts = formatter('time', timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a calendar day starts in a time zone (midnight local; daylight-saving aware: the offset
 * is taken at the guessed instant and corrected once, which is exact outside a gap at midnight).
 */
export function startOfDay(date: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let at = utcMidnight - offsetAt(timeZone, utcMidnight);
  at = utcMidnight - offsetAt(timeZone, at);
  return new Date(at);
}

export interface RecordPeriodInput { preset?: RecordPreset; from?: string; to?: string }
export interface RecordPeriod { from: string; to: string }

/** The period a query asks for, given today's date in the merchant's zone; null when it is not a valid period. */
export function resolvePeriod(q: RecordPeriodInput, today: string): RecordPeriod | null {
  let from: string;
  let to: string;
  if (q.preset) {
    const days = q.preset.endsWith('30') ? 30 : 7;
    if (q.preset.startsWith('previous')) {
      to = q.to ?? today;
      from = addDays(to, -(days - 1));
    } else {
      from = q.from ?? today;
      to = addDays(from, days - 1);
    }
  } else {
    to = q.to ?? today;
    from = q.from ?? addDays(to, -(RECORD_DEFAULT_DAYS - 1));
  }
  const span = daysBetween(from, to);
  return span >= 1 && span <= RECORD_MAX_DAYS ? { from, to } : null;
}

export const recordPeriodQuery = z.object({
  preset: z.enum(RECORD_PRESETS).optional(),
  from: localDate.optional(),
  to: localDate.optional(),
});

/** The period as answered: calendar dates in the merchant's zone, both included. */
export const recordPeriod = z.object({ from: z.string(), to: z.string(), timeZone: z.string() });

const recordPage = pageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(20) });

export const accountRecordQuery = recordPeriodQuery.extend(recordPage.shape).extend({ type: z.enum(MEMBER_POSTING_TYPES).optional() });
export type AccountRecordQuery = z.infer<typeof accountRecordQuery>;
export const pagedRecordQuery = recordPeriodQuery.extend(recordPage.shape);
export type PagedRecordQuery = z.infer<typeof pagedRecordQuery>;
export type RecordPeriodQuery = z.infer<typeof recordPeriodQuery>;

/**
 * What a posting was for, as parts the page turns into words in the player's language (issue 17): the
 * ledger's own reference and memo (`withdrawal:1`, `member:1`, game codes) never leave the server.
 * Names are already in the request's language (the catalogue's game and vendor names, the deposit
 * channel's name); `direction` says whether the money left the wallet (`out`) or came in.
 */
const direction = z.enum(['in', 'out']);
export const recordSubject = z.discriminatedUnion('kind', [
  /** A deposit request (its number, the channel's name), or a deposit with no request behind it. */
  z.object({ kind: z.literal('deposit'), id: z.number().int().nullable(), channel: z.string().nullable() }),
  /** The opening balance a demo account starts with. */
  z.object({ kind: z.literal('opening') }),
  /** A withdrawal request: held, paid out, released or refunded. */
  z.object({ kind: z.literal('withdrawal'), id: z.number().int().nullable() }),
  /** A game round: the game and vendor names from the catalogue (null when no longer in it). */
  z.object({ kind: z.literal('game'), game: z.string().nullable(), vendor: z.string().nullable() }),
  /** Money moved between the main wallet and a vendor's wallet. */
  z.object({ kind: z.literal('vendor'), vendor: z.string(), direction }),
  /** A transfer between a member and their agent: `upline` seen from the member sending up, `downline` from the agent sending down. */
  z.object({ kind: z.literal('upline'), direction, username: z.string().nullable() }),
  z.object({ kind: z.literal('downline'), direction, username: z.string().nullable() }),
  /** An agent contract's payment (dividend or salary). */
  z.object({ kind: z.literal('commission'), contract: z.string().nullable() }),
  /** A bonus; `name` is the promotion's name when one was given. */
  z.object({ kind: z.literal('bonus'), name: z.string().nullable() }),
  /** Anything else: the posting type alone says it (adjustment, trial credit). */
  z.object({ kind: z.literal('none') }),
]);
export type RecordSubject = z.infer<typeof recordSubject>;

/** One posting on the member's main wallet; amounts are numbers with 2 decimals (spec §9). */
export const accountRecordItem = z.object({
  postingId: z.number().int(),
  type: z.enum(POSTING_TYPES),
  /** Signed: positive credits the wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  createdAt: z.string(),
  subject: recordSubject,
});
export type AccountRecordItem = z.infer<typeof accountRecordItem>;

const paged = { pageNo: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int(), totalCount: z.number().int() };

export const accountRecordPage = z.object({ period: recordPeriod, currency: z.string(), list: z.array(accountRecordItem), ...paged });
export type AccountRecordPage = z.infer<typeof accountRecordPage>;

/** One game round: the bet, win and refund postings that share the provider's round reference. */
export const bettingRecordItem = z.object({
  /** The provider's round id: a key for the list, not shown (a player quotes the time and game). */
  roundId: z.string(),
  /** The catalogue's names in the request's language; null when the game is no longer in the catalogue. */
  game: z.string().nullable(),
  vendor: z.string().nullable(),
  betAmount: z.number(),
  winAmount: z.number(),
  refundAmount: z.number(),
  /** win + refund − bet. */
  profit: z.number(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type BettingRecordItem = z.infer<typeof bettingRecordItem>;

export const bettingRecordPage = z.object({
  period: recordPeriod, currency: z.string(), list: z.array(bettingRecordItem), ...paged,
  summary: z.object({ rounds: z.number().int(), betAmount: z.number(), winAmount: z.number(), refundAmount: z.number(), profit: z.number() }),
});
export type BettingRecordPage = z.infer<typeof bettingRecordPage>;

/**
 * Personal profit over a period: positive sums per kind, and net profit = wins + refunds + bonuses − bets
 * (what play and promotions earned; deposits, withdrawals, transfers and adjustments move money but are not profit).
 */
export const personalProfit = z.object({
  period: recordPeriod,
  currency: z.string(),
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  wins: z.number(),
  refunds: z.number(),
  bonuses: z.number(),
  /** Signed: operator corrections in the member's favour are positive. */
  adjustments: z.number(),
  netProfit: z.number(),
  /** Every kind that moved the wallet in the period: signed net amount and number of postings. */
  byType: z.array(z.object({ type: z.enum(POSTING_TYPES), amount: z.number(), count: z.number().int() })),
});
export type PersonalProfit = z.infer<typeof personalProfit>;
