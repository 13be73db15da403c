/**
 * The back office (apps/admin, decision 0043): the demo operator logs in at /admin (proof of work in the
 * browser, the forced new password of decision 0033, then the new password), sees its home page and its
 * sessions, ends another browser's session, switches to Thai and logs out. axe finds nothing serious on
 * the login and sessions pages at 1280 px. A failed login from another address shows the captcha.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import th from '../../apps/admin/src/locales/th.json' with { type: 'json' };
import { audit, report, settle } from '../a11y';
import { hasChromium } from '../browser';
import { journey } from '../journey';

const USERNAME = 'admin';
const DEMO_PASSWORD = 'Demo@2026';
const NEW_PASSWORD = 'Lotus-Back-Office#2027';

async function logIn(page: Page, password: string): Promise<void> {
  await page.getByLabel(en.login.username).fill(USERNAME);
  await page.getByLabel(en.login.password, { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

describe.skipIf(!hasChromium)('back office: operator login and own sessions', () => {
  const j = journey();

  // First: a failure spends one attempt of the demo operator's budget, from an address of its own.
  it('shows the captcha after a wrong password', async () => {
    const { context, page } = await j.open();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.77' });
    await page.goto('/admin/');
    await page.waitForURL('**/admin/login');
    await logIn(page, 'Not-the-password#1');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(en.errors.operator.login_failed);
    await page.getByTestId('login-captcha').waitFor();
    await page.getByRole('img', { name: en.login.captchaImage }).waitFor();
    await context.close();
  });

  it('logs in, changes the demo password, lists and ends sessions, speaks Thai and logs out', async () => {
    const { context, page } = await j.open(1280, 860);
    await page.goto('/admin/');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: en.login.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await settle(page);
    const loginFindings = await audit(page, '1280 /admin/login');

    // The published demo password is below the operator policy: a new one is asked before any page.
    await logIn(page, DEMO_PASSWORD);
    await page.getByRole('heading', { name: en.password.title }).waitFor();
    await page.getByLabel(en.password.new, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(en.password.confirm).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: en.password.submit }).click();
    const notice = page.getByTestId('login-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(en.login.notice.passwordChanged);

    await logIn(page, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByTestId('home-title').filter({ hasText: en.home.welcome.replace('{{name}}', USERNAME) }).waitFor();
    expect(await page.getByTestId('shell-operator').textContent()).toBe(USERNAME);
    expect(await page.getByTestId('home-merchant').textContent()).toBe(en.home.allMerchants);
    expect(await page.getByTestId('home-role').textContent()).toBe(en.home.roles.owner);

    // A second browser of the same operator, to be ended from the first.
    const other = await j.open(1280, 860);
    await other.page.goto('/admin/login');
    await logIn(other.page, NEW_PASSWORD);
    await other.page.getByTestId('home-title').filter({ hasText: USERNAME }).waitFor();

    await page.getByTestId('nav-sessions').click();
    await page.getByRole('heading', { name: en.sessions.title }).waitFor();
    const rows = page.getByTestId('sessions-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByTestId('session-current').textContent()).toBe(en.sessions.current);
    await settle(page);
    const sessionsFindings = await audit(page, '1280 /admin/sessions');
    expect(report([...loginFindings, ...sessionsFindings])).toBe('');

    await page.getByRole('button', { name: en.sessions.revoke }).click();
    await page.getByTestId('sessions-outcome').filter({ hasText: en.sessions.revoked }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    // The ended browser's next call goes back to the login, saying why.
    await other.page.getByTestId('nav-sessions').click();
    await other.page.getByTestId('login-notice').filter({ hasText: en.login.notice.expired }).waitFor();
    await other.context.close();

    await page.getByTestId('language-picker').selectOption('TH');
    await page.getByRole('heading', { name: th.sessions.title }).waitFor();
    await page.getByRole('link', { name: th.nav.home }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

    await page.getByTestId('logout').click();
    await page.getByTestId('login-notice').filter({ hasText: th.login.notice.loggedOut }).waitFor();
    await page.getByRole('heading', { name: th.login.title }).waitFor();
    // Nothing of the session outlives the page: no token in web storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/token/i);
    await context.close();
  });
});
