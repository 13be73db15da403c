import { z } from 'zod';
import { addDays, daysBetween, localDate } from './records';

/**
 * The back office's dashboard and reports (issue 18, decision 0050), read from the merchant roll-up:
 * calendar days in the merchant's zone, amounts as decimal strings in major units of its currency.
 * GGR is bets less wins; NGR is GGR less bonuses credited and operator adjustments (credits less debits).
 */

/** `from`..`to` (both included, at most 366 days); by default the 30 days ending today in the merchant's zone. */
export const dashboardQuery = z.object({ from: localDate.optional(), to: localDate.optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;
export const DASHBOARD_DEFAULT_DAYS = 30;

/**
 * The merchant dashboard's chart points: one per calendar day, ISO week (Monday to Sunday) or calendar
 * month of the merchant's zone. Without a choice, a period of up to DASHBOARD_DAY_POINTS_UP_TO days answers
 * days and a longer one weeks (a year is 53 points, not 366); months only when asked; days at most
 * DASHBOARD_DAY_POINTS_MAX of them (longer answers system.invalid_input).
 */
export const DASHBOARD_GRANULARITIES = ['day', 'week', 'month'] as const;
export type DashboardGranularity = (typeof DASHBOARD_GRANULARITIES)[number];
export const DASHBOARD_DAY_POINTS_UP_TO = 62;
/**
 * The longest period a chart by day may cover (a quarter): 366 bars are thinner than a pixel on a tablet and
 * cost 8 ms of server a request; a year day by day is the GGR-by-day report's job (paged, exportable).
 */
export const DASHBOARD_DAY_POINTS_MAX = 92;
export const merchantDashboardQuery = dashboardQuery.extend({ granularity: z.enum(DASHBOARD_GRANULARITIES).optional() });
export type MerchantDashboardQuery = z.infer<typeof merchantDashboardQuery>;

/** The granularity a period is charted by: the one asked for, else days up to DASHBOARD_DAY_POINTS_UP_TO days, else weeks. */
export function dashboardGranularity(from: string, to: string, asked?: DashboardGranularity): DashboardGranularity {
  return asked ?? (daysBetween(from, to) <= DASHBOARD_DAY_POINTS_UP_TO ? 'day' : 'week');
}

/** The first day of the bucket holding `day` (calendar arithmetic: days are already the merchant's dates). */
export function bucketStart(day: string, granularity: DashboardGranularity): string {
  if (granularity === 'month') return `${day.slice(0, 8)}01`;
  if (granularity === 'week') return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return day;
}

/** The period's buckets in order, each clipped to the period: `day` its first day, `to` its last. */
export function dashboardBuckets(from: string, to: string, granularity: DashboardGranularity): { day: string; to: string }[] {
  const out: { day: string; to: string }[] = [];
  for (let day = from; day <= to;) {
    const start = bucketStart(day, granularity);
    const next = granularity === 'day' ? addDays(start, 1) : granularity === 'week' ? addDays(start, 7) : bucketStart(addDays(start, 31), 'month');
    const last = addDays(next, -1);
    out.push({ day, to: last < to ? last : to });
    day = next;
  }
  return out;
}

export const dashboardFigures = z.object({
  deposits: z.string(),
  depositCount: z.number().int(),
  withdrawals: z.string(),
  withdrawalCount: z.number().int(),
  bets: z.string(),
  wins: z.string(),
  rounds: z.number().int(),
  ggr: z.string(),
  bonuses: z.string(),
  adjustments: z.string(),
  ngr: z.string(),
  newRegistrations: z.number().int(),
  firstDepositors: z.number().int(),
  /** Distinct players with a settled real-money round or a deposit in the period. */
  activePlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/** One chart point: the figures of a bucket's days, `day`..`to` (both included, clipped to the period). */
export const dashboardPoint = dashboardFigures.extend({ day: z.string(), to: z.string() });
export type DashboardPoint = z.infer<typeof dashboardPoint>;

/** What waits for an operator now (live, not rolled up). */
export const dashboardPending = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  adjustments: z.number().int(),
  approvals: z.number().int(),
});

export const merchantDashboard = z.object({
  merchantCode: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  today: z.string(),
  from: z.string(),
  to: z.string(),
  /** The roll-up holds everything before this instant (it runs every minute, a minute behind). */
  asOf: z.string(),
  todayFigures: dashboardFigures,
  period: dashboardFigures,
  /** What each point covers: the query's `granularity`, or the one chosen for the period's length. */
  granularity: z.enum(DASHBOARD_GRANULARITIES),
  /** Every bucket of the period in order, zeros where nothing happened; active players are distinct within a bucket. */
  points: z.array(dashboardPoint),
  pending: dashboardPending,
});
export type MerchantDashboard = z.infer<typeof merchantDashboard>;

/** Every merchant side by side (unbound operators): no totals across merchants, whose currencies differ. */
export const allMerchantsDashboard = z.object({
  asOf: z.string(),
  merchants: z.array(z.object({
    merchantCode: z.string(), currency: z.string(), timeZone: z.string(), from: z.string(), to: z.string(),
    todayFigures: dashboardFigures, period: dashboardFigures, pending: dashboardPending,
  })),
});
export type AllMerchantsDashboard = z.infer<typeof allMerchantsDashboard>;

export const REPORT_KINDS = ['ggr-days', 'ggr-products', 'players', 'channels', 'agents'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportParam = z.object({ merchantCode: z.string().trim().min(1).max(32), report: z.enum(REPORT_KINDS) });

/** Columns a report may be sorted by (each report accepts the ones it has; others are refused). */
export const REPORT_SORTS = ['day', 'ggr', 'bets', 'net', 'amount', 'name'] as const;
export const reportQuery = dashboardQuery.extend({
  sort: z.enum(REPORT_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** ggr-products: by vendor within each category, or by category only. */
  level: z.enum(['category', 'vendor']).default('vendor'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReportQuery = z.infer<typeof reportQuery>;
export const reportExportQuery = dashboardQuery.extend({ level: z.enum(['category', 'vendor']).default('vendor') });
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

/**
 * One report page: `columns` name the cells of each row, in order (the CSV's header row); the client
 * words them from its locale files. Cells are strings (amounts in major units) or integers.
 */
export const reportPage = z.object({
  report: z.enum(REPORT_KINDS),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
  totalCount: z.number().int(),
});
export type ReportPage = z.infer<typeof reportPage>;

/** GGR by merchant (unbound operators): one row per merchant in its own currency. */
export const merchantGgrReport = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type MerchantGgrReport = z.infer<typeof merchantGgrReport>;
