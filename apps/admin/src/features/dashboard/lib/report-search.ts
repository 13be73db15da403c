/**
 * The dashboard's and the reports' state in the URL (`?from=&to=&by=&report=&sort=&order=&level=&page=&size=`),
 * so a link, a reload and the back button keep the period and the report. Dates are calendar days in the
 * merchant's zone; an unusable date in the URL is dropped (the server's default period applies).
 */
import { DASHBOARD_GRANULARITIES, REPORT_KINDS, type DashboardGranularity, type ReportKind } from '@platform/contracts';
import { PAGE_SIZES } from '../../../components/pager';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export interface Period { from?: string; to?: string }
export interface ReportSearch extends Period {
  report: ReportKind;
  sort?: string;
  order: 'asc' | 'desc';
  level: 'category' | 'vendor';
  page: number;
  size: number;
}

const date = (value: string | null) => (value && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined);

export function readPeriod(params: URLSearchParams): Period {
  return { from: date(params.get('from')), to: date(params.get('to')) };
}

/** The dashboard chart's points (`?by=`): undefined lets the server choose by the period's length. */
export function readGranularity(params: URLSearchParams): DashboardGranularity | undefined {
  const by = params.get('by');
  return (DASHBOARD_GRANULARITIES as readonly string[]).includes(by ?? '') ? (by as DashboardGranularity) : undefined;
}

/** What is wrong with a period the operator typed (a locale key under dashboard.period), or null. */
export function periodProblem(p: Period): 'order' | 'tooLong' | null {
  if (!p.from || !p.to) return null;
  const days = (Date.parse(`${p.to}T00:00:00Z`) - Date.parse(`${p.from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) return 'order';
  return days > MAX_DAYS ? 'tooLong' : null;
}

export function readReportSearch(params: URLSearchParams): ReportSearch {
  const report = params.get('report');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    ...readPeriod(params),
    report: (REPORT_KINDS as readonly string[]).includes(report ?? '') ? (report as ReportKind) : 'ggr-days',
    sort: params.get('sort') ?? undefined,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    level: params.get('level') === 'category' ? 'category' : 'vendor',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
}

/** The URL's parameters with the search written over them (others, like `?merchant=`, kept). */
export function writeReportSearch(params: URLSearchParams, s: Partial<ReportSearch> & { view?: 'all'; by?: DashboardGranularity }): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(s)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** The query string the server reads for a report page (its own names: pageNo, pageSize). */
export function reportQueryOf(s: ReportSearch): URLSearchParams {
  const q = new URLSearchParams({ order: s.order, level: s.level, pageNo: String(s.page), pageSize: String(s.size) });
  if (s.from) q.set('from', s.from);
  if (s.to) q.set('to', s.to);
  if (s.sort) q.set('sort', s.sort);
  return q;
}

/** The sorts each report offers, first its default (as the server's report definitions). */
export const REPORT_SORTS: Record<ReportKind, readonly string[]> = {
  'ggr-days': ['day', 'ggr', 'bets'],
  'ggr-products': ['ggr', 'bets', 'name'],
  players: ['net', 'bets', 'name'],
  channels: ['amount', 'name'],
  agents: ['bets', 'ggr', 'name'],
};

/** The column a sort key orders by, so its header shows the arrow. */
export const SORT_COLUMN: Record<ReportKind, Record<string, string>> = {
  'ggr-days': { day: 'day', ggr: 'ggr', bets: 'bets' },
  'ggr-products': { ggr: 'ggr', bets: 'bets', name: 'category' },
  players: { net: 'net', bets: 'bets', name: 'username' },
  channels: { amount: 'amount', name: 'channel' },
  agents: { bets: 'bets', ggr: 'profitLoss', name: 'username' },
};

/** A click on a sortable header: the same column flips its order, another starts descending. */
export function sortBy(s: ReportSearch, column: string): Partial<ReportSearch> {
  const key = Object.entries(SORT_COLUMN[s.report]).find(([, c]) => c === column)?.[0];
  if (!key) return {};
  const current = s.sort ?? REPORT_SORTS[s.report][0];
  return { sort: key, order: current === key && s.order === 'desc' ? 'asc' : 'desc', page: 1 };
}
