/**
 * The back office's dashboard and reports (decision 0050): the demo owner logs in and sees today's
 * figures and the default period on the home page, switches the period and the chart to weeks, opens the reports, sorts one,
 * and downloads a report as CSV (the token in a header, the file from a blob) whose first line is the
 * header row. axe finds nothing serious or critical on the dashboard and the reports at 1280 and 768 px.
 */
import { readFileSync } from 'node:fs';
import { dashboardBuckets } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { firstOwnerLogin } from '../admin';
import { journey } from '../journey';

const ZONE = 'Asia/Bangkok';

/** A calendar date in the merchant's zone, `days` from today. */
function dayIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** axe at both widths the back office serves (a desktop and a tablet), the page left at 1280. */
async function auditBoth(page: Page, state: string): Promise<Finding[]> {
  await settle(page);
  const wide = await audit(page, `1280 ${state}`);
  await page.setViewportSize({ width: 768, height: 1024 });
  await settle(page);
  const tablet = await audit(page, `768 ${state}`);
  await page.setViewportSize({ width: 1280, height: 860 });
  return [...wide, ...tablet];
}

describe.skipIf(!hasChromium)('back office: dashboard and reports', () => {
  const j = journey();

  it('shows today and a chosen period, opens the reports and downloads one as CSV', async () => {
    const { page } = await j.open(1280, 860);
    await firstOwnerLogin(page);

    // Today's figures and the default period (30 days ending today in the merchant's zone).
    await page.getByRole('heading', { name: en.dashboard.title, level: 2 }).waitFor();
    await page.getByTestId('dashboard-today').waitFor();
    await page.getByRole('heading', { name: en.dashboard.today.replace('{{day}}', dayIn(0)) }).waitFor();
    expect(await page.getByTestId('dashboard-today-ggr').textContent()).toMatch(/\d/);
    expect(await page.getByTestId('dashboard-period-title').textContent()).toBe(en.dashboard.period.title.replace('{{from}}', dayIn(-29)).replace('{{to}}', dayIn(0)));
    await page.getByTestId('period-chart').waitFor();
    expect(await page.getByTestId('dashboard-as-of').textContent()).toContain(ZONE);
    const dashboardFindings = await auditBoth(page, '/admin/ (dashboard)');

    // Another period: the last 7 days; the URL keeps it.
    await page.getByTestId('dashboard-from').fill(dayIn(-6));
    await page.getByTestId('dashboard-to').fill(dayIn(0));
    await page.getByTestId('dashboard-apply').click();
    await page.waitForURL((url) => url.searchParams.get('from') === dayIn(-6));
    await page.getByTestId('dashboard-period-title').filter({ hasText: en.dashboard.period.title.replace('{{from}}', dayIn(-6)).replace('{{to}}', dayIn(0)) }).waitFor();
    // A backwards period is refused beside the field, before any request.
    await page.getByTestId('dashboard-from').fill(dayIn(1));
    await page.getByTestId('dashboard-to').fill(dayIn(0));
    await page.getByTestId('dashboard-apply').click();
    await page.getByText(en.dashboard.period.order).waitFor();

    // The per-day table behind the chart lists every day of the period.
    await page.getByText(en.dashboard.chart.table.day, { exact: true }).first().click();
    await expect.poll(() => page.getByTestId('point-table-row').count()).toBe(7);
    // By week (Monday to Sunday, clipped to the period): the URL keeps the choice, the table lists the weeks.
    await page.getByTestId('chart-granularity').selectOption('week');
    await page.waitForURL((url) => url.searchParams.get('by') === 'week');
    await page.getByRole('heading', { name: en.dashboard.chart.title.week, level: 3 }).waitFor();
    await page.getByText(en.dashboard.chart.table.week, { exact: true }).first().waitFor(); // the same details, still open
    await expect.poll(() => page.getByTestId('point-table-row').count()).toBe(dashboardBuckets(dayIn(-6), dayIn(0), 'week').length);

    // Reports: GGR by day, sorted by the server, then player profit and loss.
    await page.getByTestId('dashboard-reports-link').click();
    await page.getByRole('heading', { name: en.dashboard.reports.title, level: 1 }).waitFor();
    await page.getByTestId('report-count').waitFor();
    await page.getByTestId('report-kind').selectOption('ggr-days');
    const reportsFindings = await auditBoth(page, '/admin/reports');
    await page.getByTestId('report-kind').selectOption('players');
    await page.waitForURL((url) => url.searchParams.get('report') === 'players');
    await page.getByTestId('report-count').waitFor();

    // The CSV: fetched with the token in a header and saved from a blob; its first line is the header row.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^players-thailand-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    expect(readFileSync(file, 'utf8').split('\r\n')[0]).toBe('playerId,username,rounds,bets,wins,net,deposits,withdrawals,bonuses');
    await page.getByTestId('report-csv-status').filter({ hasText: download.suggestedFilename() }).waitFor();

    expect(report([...dashboardFindings, ...reportsFindings])).toBe('');
  });
});
