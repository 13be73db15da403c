/**
 * A merchant's money settings wait for a second operator (decision 0052): the owner asks for a new
 * withdrawal approval threshold on the Money settings page; nothing changes, the request is listed as
 * waiting and the owner is offered no approval of its own; Thailand's merchant admin approves it on the
 * approvals page and the page shows the new threshold. axe finds nothing serious on the page at 1280 and
 * 768 px.
 */
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { firstOwnerLogin, logIn } from '../admin';
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { journey } from '../journey';

const CHECKER = 'money_admin_th';
const CHECKER_PASSWORD = 'Tom-Yum-Money-Admin#2027';

describe.skipIf(!hasChromium)('back office: money settings and their second pair of eyes', () => {
  const j = journey();

  it('asks for a new threshold, which applies only when another operator approves it', { timeout: 300_000 }, async () => {
    // Through the API before the owner's password changes (that ends the harness's session).
    const made = await j.server.operator('POST', '/wps/operator/operators', { username: CHECKER, password: CHECKER_PASSWORD, role: 'merchant_admin', merchantCode: 'thailand' });
    expect(made.errorCode).toBeNull();
    const findings: Finding[] = [];
    const { page } = await j.open(1280, 900);
    await firstOwnerLogin(page);

    await page.getByTestId('nav-money').click();
    await page.getByRole('heading', { name: en.money.title, level: 1 }).waitFor();
    const limits = page.getByTestId('money-limits');
    await limits.getByText('20000.00').waitFor();
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/money'));

    await page.getByLabel(en.money.limits.withdrawApprovalAbove).fill('15000');
    await page.getByTestId('money-limits-submit').click();
    const outcome = page.getByTestId('money-outcome');
    await outcome.waitFor();
    const requestId = /\d+/.exec((await outcome.textContent()) ?? '')?.[0];
    expect(requestId).toBeTruthy();
    // Nothing changed yet: the threshold in force is the old one, and the request waits.
    await page.getByTestId('money-pending').getByText('20000.00 → 15000.00').waitFor();
    expect(await limits.textContent()).toContain('20000.00');

    await page.getByTestId('nav-approvals').click();
    const request = page.getByTestId('approvals-table-row').filter({ hasText: en.approvals.kinds.walletLimits });
    await request.getByTestId('approval-own').waitFor();
    expect(await request.getByTestId('approval-approve').count()).toBe(0);

    await page.getByTestId('logout').click();
    await page.getByTestId('login-notice').filter({ hasText: en.login.notice.loggedOut }).waitFor();
    await logIn(page, CHECKER, CHECKER_PASSWORD);
    await page.getByTestId('shell-operator').filter({ hasText: CHECKER }).waitFor();
    await page.getByTestId('nav-approvals').click();
    await request.getByTestId('approval-approve').click();
    await page.getByTestId('approval-confirm').getByTestId('approval-confirm-confirm').click();
    await page.getByTestId('approvals-outcome').waitFor();

    await page.getByTestId('nav-money').click();
    await page.getByTestId('money-limits').getByText('15000.00').waitFor();
    await page.setViewportSize({ width: 768, height: 1024 });
    await settle(page);
    findings.push(...await audit(page, '768 /admin/money'));
    expect(findings, report(findings)).toEqual([]);
  });
});
