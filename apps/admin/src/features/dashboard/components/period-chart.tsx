/**
 * The period's points (days, weeks or months) as bars (inline SVG, no chart library: a few dozen rects cost
 * less than a library's kilobytes), with the same numbers as a table beside it for screen readers and for
 * reading exact values. Loaded lazily by the dashboard, so the home page's first paint does not wait for it.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_GRANULARITIES, type DashboardGranularity, type DashboardPoint } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatCount, formatMoney } from '../../../lib/format';

export const CHART_MEASURES = ['ggr', 'deposits', 'withdrawals', 'bets', 'activePlayers', 'newRegistrations'] as const;
type Measure = (typeof CHART_MEASURES)[number];
const COUNTED: readonly Measure[] = ['activePlayers', 'newRegistrations'];

const W = 720;
const H = 220;
const PAD = { top: 12, bottom: 24, left: 8, right: 8 };
const helper = columnHelper<DashboardPoint>();
/** A point's days: one day as itself, a week or a month as its first and last day (clipped to the period). */
const span = (p: DashboardPoint) => (p.day === p.to ? p.day : `${p.day} – ${p.to}`);

interface Props {
  points: DashboardPoint[];
  granularity: DashboardGranularity;
  /** False when the period is longer than a chart by day may be (DASHBOARD_DAY_POINTS_MAX days). */
  daysAllowed: boolean;
  onGranularity: (g: DashboardGranularity) => void;
  currency: string;
  isoCurrency: string | undefined;
}

export default function PeriodChart({ points, granularity, daysAllowed, onGranularity, currency, isoCurrency }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [measure, setMeasure] = useState<Measure>('ggr');
  const values = points.map((d) => Number(d[measure]));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const range = max - min || 1;
  const plotH = H - PAD.top - PAD.bottom;
  const zeroY = PAD.top + (max / range) * plotH;
  const step = (W - PAD.left - PAD.right) / Math.max(points.length, 1);
  const show = (v: number | string) => (COUNTED.includes(measure) ? formatCount(Number(v), i18n.language) : formatMoney(String(v), currency, isoCurrency, i18n.language));
  const total = values.reduce((a, b) => a + b, 0);

  const columns = useMemo(() => helper.columns([
    helper.accessor((p) => span(p), { id: 'day', header: () => t(granularity === 'day' ? 'dashboard.columns.day' : 'dashboard.columns.period') }),
    ...CHART_MEASURES.map((m) => helper.accessor(m, {
      header: () => t(`dashboard.figures.${m}`),
      cell: (c) => <span className="number">{COUNTED.includes(m) ? formatCount(Number(c.getValue()), i18n.language) : formatMoney(String(c.getValue()), currency, isoCurrency, i18n.language)}</span>,
    })),
  ]), [t, i18n.language, currency, isoCurrency, granularity]);

  return (
    <div className="chart-panel">
      <div className="chart-controls">
        <div className="field field-inline">
          <label className="field-label" htmlFor={`${id}-by`}>{t('dashboard.chart.granularity')}</label>
          <select id={`${id}-by`} value={granularity} onChange={(e) => onGranularity(e.target.value as DashboardGranularity)} data-testid="chart-granularity">
            {DASHBOARD_GRANULARITIES.map((g) => <option key={g} value={g} disabled={g === 'day' && !daysAllowed}>{t(`dashboard.chart.by.${g}`)}</option>)}
          </select>
        </div>
        <div className="field field-inline">
          <label className="field-label" htmlFor={id}>{t('dashboard.chart.measure')}</label>
          <select id={id} value={measure} onChange={(e) => setMeasure(e.target.value as Measure)} data-testid="chart-measure">
            {CHART_MEASURES.map((m) => <option key={m} value={m}>{t(`dashboard.figures.${m}`)}</option>)}
          </select>
        </div>
      </div>
      <svg className="period-chart" viewBox={`0 0 ${W} ${H}`} role="img" data-testid="period-chart"
        aria-label={t(`dashboard.chart.label.${granularity}`, { measure: t(`dashboard.figures.${measure}`), count: points.length, total: show(total) })}>
        <line className="axis" x1={PAD.left} x2={W - PAD.right} y1={zeroY} y2={zeroY} />
        {points.map((d, i) => {
          const v = values[i]!;
          const h = (Math.abs(v) / range) * plotH;
          return (
            <rect key={d.day} className={v < 0 ? 'bar bar-negative' : 'bar'} x={PAD.left + i * step + step * 0.15} width={Math.max(step * 0.7, 1)}
              y={v < 0 ? zeroY : zeroY - h} height={Math.max(h, v === 0 ? 0 : 1)}>
              <title>{`${span(d)}: ${show(v)}`}</title>
            </rect>
          );
        })}
        {points.length ? <text x={PAD.left} y={H - 6}>{points[0]!.day}</text> : null}
        {points.length > 1 ? <text x={W - PAD.right} y={H - 6} textAnchor="end">{points.at(-1)!.to}</text> : null}
      </svg>
      {granularity !== 'day' && measure === 'activePlayers' ? <p className="note" data-testid="chart-active-note">{t('dashboard.chart.activeNote')}</p> : null}
      <details>
        <summary>{t(`dashboard.chart.table.${granularity}`)}</summary>
        <DataTable caption={t(`dashboard.chart.table.${granularity}`)} columns={columns} data={points} rowId={(d) => d.day} testId="point-table" />
      </details>
    </div>
  );
}
