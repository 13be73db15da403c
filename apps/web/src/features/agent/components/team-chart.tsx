/**
 * One team overview chart (uPlot, decision 0027): a line per figure over the period's days. Its own
 * chunk, loaded by the overview page only. Canvas text cannot read CSS variables, so the theme's
 * colours are read once per draw; day labels and values go through Intl like the rest of the page.
 * The same figures are in the page's daily table for keyboard and screen-reader users.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartLine {
  label: string;
  values: number[];
  /** A theme variable (e.g. `--color-primary`) or a colour. */
  color: string;
}

const HEIGHT = 240;

function cssColor(name: string): string {
  if (!name.startsWith('--')) return name;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#f5b642';
}

export default function TeamChart({ dates, lines, formatValue, formatDay, label, dateLabel, testId }: {
  /** Calendar dates (YYYY-MM-DD), oldest first. */
  dates: string[];
  lines: ChartLine[];
  formatValue: (n: number) => string;
  formatDay: (date: Date) => string;
  label: string;
  /** The legend's name for the day under the cursor. */
  dateLabel: string;
  testId: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const axisColor = cssColor('--color-muted');
    const gridColor = cssColor('--color-border');
    const xs = dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const axis = { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { stroke: gridColor, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: HEIGHT,
        // Dates are calendar days, stored as UTC midnights: draw them in UTC so no zone shifts a day.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        series: [
          { label: dateLabel, value: (_u, v) => (v == null ? '—' : formatDay(new Date(v * 1000))) },
          ...lines.map((l) => {
            const color = cssColor(l.color);
            return { label: l.label, stroke: color, width: 2, points: { size: 5, fill: color }, value: (_u: uPlot, v: number | null) => (v == null ? '—' : formatValue(v)) };
          }),
        ],
        axes: [
          { ...axis, values: (_u, splits) => splits.map((s) => formatDay(new Date(s * 1000))) },
          { ...axis, size: 80, values: (_u, splits) => splits.map((s) => formatValue(s)) },
        ],
        scales: { x: { time: true } },
        cursor: { drag: { x: false, y: false } },
      },
      [xs, ...lines.map((l) => l.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 280), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [dates, lines, formatValue, formatDay, dateLabel]);

  return (
    <figure className="agent-chart" data-testid={testId}>
      <figcaption className="agent-chart-title">{label}</figcaption>
      <div ref={box} className="agent-chart-canvas" role="img" aria-label={label} data-testid={`${testId}-canvas`} />
    </figure>
  );
}
