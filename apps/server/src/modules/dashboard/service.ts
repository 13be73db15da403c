import { Readable } from 'node:stream';
import {
  DASHBOARD_DAY_POINTS_MAX, DASHBOARD_DEFAULT_DAYS, addDays, bucketStart, daysBetween, dashboardBuckets, dashboardGranularity, resolvePeriod, todayIn,
  type AllMerchantsDashboard, type DashboardFigures, type DashboardQuery, type MerchantDashboard, type MerchantDashboardQuery, type MerchantGgrReport,
  type ReportExportQuery, type ReportKind, type ReportPage, type ReportQuery,
} from '@platform/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatAmount } from '../../lib/money';
import type { Actor, AuditService } from '../audit/service';
import type { Merchant, MerchantService } from '../merchant/service';
import * as repo from './repo';
import * as reports from './reports-repo';

/** Rows per read of a CSV export: each batch is written out before the next is read. */
export const EXPORT_BATCH = 1000;

const big = (v: string | null | undefined) => BigInt(v ?? '0');
const money = (v: bigint) => formatAmount(v);

function figuresOf(r: repo.FigureRow): DashboardFigures {
  const ggr = big(r.bet) - big(r.win);
  return {
    deposits: money(big(r.deposit_amount)), depositCount: Number(r.deposit_count),
    withdrawals: money(big(r.withdrawal_amount)), withdrawalCount: Number(r.withdrawal_count),
    bets: money(big(r.bet)), wins: money(big(r.win)), rounds: Number(r.rounds), ggr: money(ggr),
    bonuses: money(big(r.bonus_amount)), adjustments: money(big(r.adjustment_amount)),
    ngr: money(ggr - big(r.bonus_amount) - big(r.adjustment_amount)),
    newRegistrations: Number(r.new_members), firstDepositors: Number(r.first_depositors), activePlayers: Number(r.active),
  };
}
const ZERO: repo.FigureRow = {
  rounds: '0', bet: '0', win: '0', deposit_count: '0', deposit_amount: '0', withdrawal_count: '0', withdrawal_amount: '0',
  bonus_amount: '0', adjustment_amount: '0', new_members: '0', first_depositors: '0', active: '0',
};

/** A CSV cell: quoted when it holds a separator, a quote or a line break; a leading formula sign is defused (CSV injection). */
export function csvCell(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The back office's dashboard and reports (decision 0050): figures from the merchant roll-up, per
 * merchant and period in its zone; an operator bound to one merchant reads only it (the merchant
 * service's scope check), and the all-merchants view is for unbound operators only.
 */
export function createDashboardService(deps: { db: Db; audit: AuditService; merchants: MerchantService; now?: () => Date }) {
  const { db, audit, merchants } = deps;
  const now = deps.now ?? (() => new Date());

  function periodOf(merchant: Merchant, q: DashboardQuery) {
    const today = todayIn(merchant.timeZone, now());
    const to = q.to ?? (q.from ? undefined : today);
    const period = resolvePeriod({ from: q.from ?? (to ? addDays(to, -(DASHBOARD_DEFAULT_DAYS - 1)) : undefined), to }, today);
    if (!period) throw new AppError('records.period_invalid');
    return { today, ...period };
  }

  async function summary(merchant: Merchant, q: DashboardQuery) {
    const p = periodOf(merchant, q);
    const m = merchant.merchantCode;
    const [todayRow, periodRow, pending] = await Promise.all([repo.periodFigures(db, m, p.today, p.today), repo.periodFigures(db, m, p.from, p.to), repo.pending(db, m)]);
    return { p, todayFigures: figuresOf(todayRow), period: figuresOf(periodRow), pending };
  }

  function scope(actor: Actor, merchantCode: string, q: DashboardQuery & { level?: 'category' | 'vendor' }) {
    const merchant = merchants.assertOperatorScope(actor, merchantCode);
    const p = periodOf(merchant, q);
    return { merchant, s: { merchantCode, from: p.from, to: p.to, level: q.level ?? 'vendor' } as reports.Scope };
  }

  const cellsOf = (kind: ReportKind, row: Record<string, string | null>) =>
    reports.reportColumns(kind).map((c) => (c.kind === 'amount' ? money(big(row[c.name])) : c.kind === 'int' ? Number(row[c.name] ?? 0) : row[c.name] ?? ''));

  return {
    async merchantDashboard(actor: Actor, merchantCode: string, q: MerchantDashboardQuery): Promise<MerchantDashboard> {
      const merchant = merchants.assertOperatorScope(actor, merchantCode);
      const p = periodOf(merchant, q);
      const granularity = dashboardGranularity(p.from, p.to, q.granularity);
      if (granularity === 'day' && daysBetween(p.from, p.to) > DASHBOARD_DAY_POINTS_MAX) {
        throw new AppError('system.invalid_input', [{ path: '/granularity', message: `day: periods of up to ${DASHBOARD_DAY_POINTS_MAX} days; week or month for longer` }]);
      }
      // Today is a point of its own only when the chart is by day and the period holds it: else it is read on its own.
      const todayIsPoint = granularity === 'day' && p.today >= p.from && p.today <= p.to;
      const buckets = dashboardBuckets(p.from, p.to, granularity);
      // A first week or month cut by the period's start counts its players from the histogram (repo.bucketSeries).
      const cut = granularity !== 'day' && bucketStart(p.from, granularity) !== p.from ? buckets[0]! : null;
      const [periodRow, series, pending, asOf, todayRow, cutActive] = await Promise.all([
        repo.periodFigures(db, merchantCode, p.from, p.to),
        granularity === 'day' ? repo.daySeries(db, merchantCode, p.from, p.to) : repo.bucketSeries(db, merchantCode, p.from, p.to, granularity),
        repo.pending(db, merchantCode), repo.rolledUntil(db),
        todayIsPoint ? null : repo.periodFigures(db, merchantCode, p.today, p.today),
        cut ? repo.activeBetween(db, merchantCode, cut.day, cut.to) : null,
      ]);
      // Every bucket of the period, zeros where the roll-up has no row: a chart's gaps are quiet days, not missing bars.
      const byStart = new Map(series.map((r) => [r.day, r]));
      const todayFigures = figuresOf(todayRow ?? byStart.get(p.today) ?? ZERO);
      const points = buckets.map((b) => ({ ...b, ...figuresOf(byStart.get(b.day) ?? ZERO) }));
      if (cutActive !== null) points[0]!.activePlayers = cutActive;
      return {
        merchantCode, currency: merchant.currency, timeZone: merchant.timeZone, today: p.today, from: p.from, to: p.to,
        asOf: asOf.toISOString(), todayFigures, period: figuresOf(periodRow), granularity, points, pending,
      };
    },

    async allMerchants(actor: Actor, q: DashboardQuery): Promise<AllMerchantsDashboard> {
      if (actor.type === 'operator' && actor.merchantCode !== null) throw new AppError('auth.forbidden');
      const list = merchants.list();
      const [asOf, ...each] = await Promise.all([repo.rolledUntil(db), ...list.map((m) => summary(m, q))]);
      return {
        asOf: asOf.toISOString(),
        merchants: list.map((m, i) => ({
          merchantCode: m.merchantCode, currency: m.currency, timeZone: m.timeZone, from: each[i]!.p.from, to: each[i]!.p.to,
          todayFigures: each[i]!.todayFigures, period: each[i]!.period, pending: each[i]!.pending,
        })),
      };
    },

    async report(actor: Actor, merchantCode: string, kind: ReportKind, q: ReportQuery): Promise<ReportPage> {
      const { merchant, s } = scope(actor, merchantCode, q);
      if (!reports.sortable(kind, q.sort)) throw new AppError('system.invalid_input', [{ path: '/sort', message: `one of the ${kind} report's columns` }]);
      const { list, total } = await reports.page(db, kind, s, { sort: q.sort, order: q.order, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
      return {
        report: kind, currency: merchant.currency, from: s.from, to: s.to,
        columns: reports.reportColumns(kind).map((c) => c.name), rows: list.map((r) => cellsOf(kind, r)), totalCount: total,
      };
    },

    /** GGR by merchant (unbound operators): each merchant's period in its own zone and currency. */
    async merchantGgr(actor: Actor, q: DashboardQuery): Promise<MerchantGgrReport> {
      if (actor.type === 'operator' && actor.merchantCode !== null) throw new AppError('auth.forbidden');
      const list = merchants.list();
      const each = await Promise.all(list.map(async (m) => {
        const p = periodOf(m, q);
        return { m, p, f: figuresOf(await repo.periodFigures(db, m.merchantCode, p.from, p.to)) };
      }));
      return {
        from: q.from ?? null, to: q.to ?? null,
        columns: ['merchant', 'currency', 'from', 'to', 'rounds', 'bets', 'wins', 'ggr', 'bonuses', 'adjustments', 'ngr', 'activePlayers'],
        rows: each.map(({ m, p, f }) => [m.merchantCode, m.currency, p.from, p.to, f.rounds, f.bets, f.wins, f.ggr, f.bonuses, f.adjustments, f.ngr, f.activePlayers]),
      };
    },

    /**
     * A report as CSV, streamed: the header row, then batches read along the report's key and written as
     * they come (the response never holds the whole report). Audited as an export before the first byte.
     */
    async exportCsv(actor: Actor, merchantCode: string, kind: ReportKind, q: ReportExportQuery) {
      const { s } = scope(actor, merchantCode, q);
      await db.transaction((tx) => audit.record(tx, actor, {
        merchantCode, action: 'report.export', target: `report:${kind}`, before: null, after: { from: s.from, to: s.to, level: s.level },
      }));
      const columns = reports.reportColumns(kind);
      async function* lines() {
        yield `${columns.map((c) => csvCell(c.name)).join(',')}\r\n`;
        let after: (string | null)[] | null = null;
        for (;;) {
          const found = await reports.batch(db, kind, s, after, EXPORT_BATCH);
          if (found.length) yield found.map((r) => `${cellsOf(kind, r).map(csvCell).join(',')}\r\n`).join('');
          if (found.length < EXPORT_BATCH) return;
          after = reports.keyOf(kind, found[found.length - 1]!);
        }
      }
      return { filename: `${kind}-${merchantCode}-${s.from}-${s.to}.csv`, stream: Readable.from(lines()) };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
