/**
 * The period's days as bars (inline SVG, no chart library: a few dozen rects cost less than a library's
 * kilobytes), with the same numbers as a table beside it for screen readers and for reading exact values.
 * Loaded lazily by the dashboard, so the home page's first paint does not wait for it.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardDay } from '@platform/contracts';
import { columnHelper, DataTable } from '../../../components/data-table';
import { formatCount, formatMoney } from '../../../lib/format';

export const CHART_MEASURES = ['ggr', 'deposits', 'withdrawals', 'bets', 'activePlayers', 'newRegistrations'] as const;
type Measure = (typeof CHART_MEASURES)[number];
const COUNTED: readonly Measure[] = ['activePlayers', 'newRegistrations'];

const W = 720;
const H = 220;
const PAD = { top: 12, bottom: 24, left: 8, right: 8 };
const helper = columnHelper<DashboardDay>();

export default function DayChart({ days, currency, isoCurrency }: { days: DashboardDay[]; currency: string; isoCurrency: string | undefined }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [measure, setMeasure] = useState<Measure>('ggr');
  const values = days.map((d) => Number(d[measure]));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const plotH = H - PAD.top - PAD.bottom;
  const zeroY = PAD.top + (max / span) * plotH;
  const step = (W - PAD.left - PAD.right) / Math.max(days.length, 1);
  const show = (v: number | string) => (COUNTED.includes(measure) ? formatCount(Number(v), i18n.language) : formatMoney(String(v), currency, isoCurrency, i18n.language));
  const total = values.reduce((a, b) => a + b, 0);

  const columns = useMemo(() => helper.columns([
    helper.accessor('day', { header: () => t('dashboard.columns.day') }),
    ...CHART_MEASURES.map((m) => helper.accessor(m, {
      header: () => t(`dashboard.figures.${m}`),
      cell: (c) => <span className="number">{COUNTED.includes(m) ? formatCount(Number(c.getValue()), i18n.language) : formatMoney(String(c.getValue()), currency, isoCurrency, i18n.language)}</span>,
    })),
  ]), [t, i18n.language, currency, isoCurrency]);

  return (
    <div className="chart-panel">
      <div className="field field-inline">
        <label className="field-label" htmlFor={id}>{t('dashboard.chart.measure')}</label>
        <select id={id} value={measure} onChange={(e) => setMeasure(e.target.value as Measure)} data-testid="chart-measure">
          {CHART_MEASURES.map((m) => <option key={m} value={m}>{t(`dashboard.figures.${m}`)}</option>)}
        </select>
      </div>
      <svg className="day-chart" viewBox={`0 0 ${W} ${H}`} role="img" data-testid="day-chart"
        aria-label={t('dashboard.chart.label', { measure: t(`dashboard.figures.${measure}`), days: days.length, total: show(total) })}>
        <line className="axis" x1={PAD.left} x2={W - PAD.right} y1={zeroY} y2={zeroY} />
        {days.map((d, i) => {
          const v = values[i]!;
          const h = (Math.abs(v) / span) * plotH;
          return (
            <rect key={d.day} className={v < 0 ? 'bar bar-negative' : 'bar'} x={PAD.left + i * step + step * 0.15} width={Math.max(step * 0.7, 1)}
              y={v < 0 ? zeroY : zeroY - h} height={Math.max(h, v === 0 ? 0 : 1)}>
              <title>{`${d.day}: ${show(v)}`}</title>
            </rect>
          );
        })}
        {days.length ? <text x={PAD.left} y={H - 6}>{days[0]!.day}</text> : null}
        {days.length > 1 ? <text x={W - PAD.right} y={H - 6} textAnchor="end">{days.at(-1)!.day}</text> : null}
      </svg>
      <details>
        <summary>{t('dashboard.chart.table')}</summary>
        <DataTable caption={t('dashboard.chart.table')} columns={columns} data={days} rowId={(d) => d.day} testId="day-table" />
      </details>
    </div>
  );
}
