/**
 * Wallet reconciliation in the back office: the demo owner (after the forced password change) opens
 * Reconciliation from the navigation, runs it on Thailand and sees every check passed, "no differences",
 * and the way to corrections (Adjustments). axe finds nothing serious before and after the run at 1280 px
 * and at 768 px, where the page itself does not scroll sideways.
 */
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { firstOwnerLogin } from '../admin';
import { journey } from '../journey';


describe.skipIf(!hasChromium)('back office: wallet reconciliation', () => {
  const j = journey();

  it('runs reconciliation on Thailand and finds no differences', async () => {
    const { page } = await j.open(1280, 860);
    await firstOwnerLogin(page);

    await page.getByTestId('nav-reconcile').click();
    await page.getByRole('heading', { name: en.reconcile.title, level: 1 }).waitFor();
    expect(await page.getByTestId('merchant-picker').inputValue()).toBe('thailand');
    // Nothing runs before the button: the whole-ledger scan is the operator's decision.
    expect(await page.getByTestId('reconcile-outcome').count()).toBe(0);
    const findings: Finding[] = [];
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/wallet/reconcile'));

    await page.getByTestId('reconcile-run').click();
    await page.getByTestId('reconcile-outcome').filter({ hasText: en.reconcile.noDifferences }).waitFor();
    expect(await page.getByTestId('reconcile-checked-at').textContent()).toContain('Asia/Bangkok');
    // Ten checks, each passed; no table of differences.
    expect(await page.getByTestId('reconcile-checks-row').count()).toBe(10);
    expect(await page.getByTestId('reconcile-check-ledger_not_zero').textContent()).toBe(en.reconcile.passed);
    expect(await page.locator('[data-testid^="reconcile-differences-"]').count()).toBe(0);
    expect(await page.getByTestId('reconcile-truncated').count()).toBe(0);
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/wallet/reconcile (ran)'));

    // A 768 px tablet: the page itself never scrolls sideways (the checks table scrolls in its own region).
    await page.setViewportSize({ width: 768, height: 1024 });
    await settle(page);
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/reconcile-768.png`, fullPage: true });
    // What sticks out, so a failure names it.
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !e.closest('.table-scroll'))
      .slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), wide.join(', ')).toBe(true);
    findings.push(...await audit(page, '768 /admin/wallet/reconcile (ran)'));

    // Corrections are adjustments: the link keeps the merchant.
    await page.getByTestId('reconcile-adjustments').click();
    await page.waitForURL((url) => url.pathname === '/admin/adjustments' && url.searchParams.get('merchant') === 'thailand');
    expect(report(findings)).toBe('');
  });
});
