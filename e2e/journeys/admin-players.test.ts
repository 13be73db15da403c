/**
 * The back office's first working screens (decisions 0044, 0046): the demo operator (an owner) logs in,
 * searches the players, opens the demo player and shows its e-mail in clear; a reload goes through the
 * login and comes back to the same search. It creates a support operator bound to Thailand and a finance
 * operator bound to demo_agent's team, logs out and logs in as the first: no Operators entry, and the
 * merchant is Thailand; then as the second: its home shows the team's figures and opens it in the agent
 * tree. axe finds nothing serious on the players list, the player page, the operators page and the
 * team's home at 1280 px.
 */
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle } from '../a11y';
import { hasChromium } from '../browser';
import { firstOwnerLogin, logIn, OWNER_PASSWORD } from '../admin';
import { journey } from '../journey';

const SUPPORT = 'support_th';
const TEAM_FINANCE = 'finance_team';
// Compliant with the operator policy (decision 0033), so no forced change follows its first login.
const SUPPORT_PASSWORD = 'Mango-Sticky-Rice#2027';

describe.skipIf(!hasChromium)('back office: players and operators by role', () => {
  const j = journey();

  it('searches players, shows a masked value, creates a support operator that sees only its pages', async () => {
    const { page } = await j.open(1280, 860);
    await firstOwnerLogin(page);

    // Players: the owner reaches every merchant; the default (Thailand) is picked.
    await page.getByTestId('nav-players').click();
    await page.getByRole('heading', { name: en.players.title, level: 1 }).waitFor();
    expect(await page.getByTestId('merchant-picker').inputValue()).toBe('thailand');
    await page.getByTestId('players-zone').filter({ hasText: 'Asia/Bangkok' }).waitFor();
    await page.getByLabel(en.players.search.text, { exact: true }).fill('demo_player');
    await page.getByTestId('players-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'demo_player');
    const link = page.getByTestId('player-link').filter({ hasText: /^demo_player$/ });
    await link.waitFor();
    expect(await page.getByRole('columnheader', { name: en.players.columns.createdAt }).getAttribute('aria-sort')).toBe('descending');
    await page.getByTestId('sort-username').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'username');
    await expect.poll(() => page.getByRole('columnheader', { name: en.players.columns.username }).getAttribute('aria-sort')).toBe('ascending');
    await settle(page);
    const listFindings = await audit(page, '1280 /admin/players');

    // A reload ends the in-memory session; the login brings the operator back to the same search.
    const searched = new URL(page.url());
    await page.reload();
    await page.waitForURL('**/admin/login');
    await logIn(page, 'admin', OWNER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin/players' && url.searchParams.get('q') === 'demo_player');
    expect(new URL(page.url()).search).toBe(searched.search);
    expect(await page.getByTestId('players-q').inputValue()).toBe('demo_player');

    await link.click();
    await page.getByTestId('player-title').waitFor();
    expect(await page.getByTestId('pii-email').textContent()).not.toContain('demo.player@example.com');
    await page.getByTestId('player-recorded').waitFor();
    await page.getByTestId('agent-path').getByRole('link', { name: 'demo_agent' }).waitFor();
    await settle(page);
    const playerFindings = await audit(page, '1280 /admin/players/:id');
    await page.getByTestId('pii-email-show').click();
    const email = page.getByTestId('pii-email-clear');
    await email.waitFor();
    expect(await email.textContent()).toBe('demo.player@example.com');
    // The button it replaced is gone: focus is on the value, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('pii-email-clear');

    // Operators: a support operator bound to Thailand.
    await page.getByTestId('nav-operators').click();
    await page.getByRole('heading', { name: en.operators.title, level: 1 }).waitFor();
    await page.getByTestId('operators-table').waitFor();
    const form = page.getByTestId('create-operator');
    await form.getByLabel(en.operators.create.username).fill(SUPPORT);
    await form.getByLabel(en.operators.create.password).fill(SUPPORT_PASSWORD);
    await form.getByLabel(en.operators.create.role).selectOption('support');
    expect(await form.getByTestId('operator-role-hint').textContent()).toBe(en.operators.roleDescriptions.support);
    await form.getByLabel(en.operators.create.merchant).selectOption('thailand');
    await form.getByTestId('create-operator-submit').click();
    await page.getByTestId('operators-outcome').filter({ hasText: en.operators.created.replace('{{name}}', SUPPORT) }).waitFor();
    const row = page.getByTestId('operators-table-row').filter({ hasText: SUPPORT });
    await row.filter({ hasText: en.home.roles.support }).filter({ hasText: 'Thailand' }).waitFor();

    // Disable, then cancel the enable: the native dialog, confirmed and dismissed by keyboard.
    await row.getByTestId('operator-disable').click();
    const dialog = page.getByTestId('operator-confirm');
    await dialog.getByRole('heading', { name: en.operators.confirmDisable.title }).waitFor();
    await dialog.getByTestId('operator-confirm-confirm').click();
    await page.getByTestId('operators-outcome').filter({ hasText: en.operators.disabled.replace('{{name}}', SUPPORT) }).waitFor();
    await row.getByTestId('operator-enable').click();
    await dialog.getByRole('heading', { name: en.operators.confirmEnable.title }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('operator-enable');
    await row.getByTestId('operator-enable').click();
    await dialog.getByTestId('operator-confirm-confirm').click();
    await page.getByTestId('operators-outcome').filter({ hasText: en.operators.enabled.replace('{{name}}', SUPPORT) }).waitFor();
    // A finance operator bound to demo_agent's team (decision 0053).
    await form.getByLabel(en.operators.create.username).fill(TEAM_FINANCE);
    await form.getByLabel(en.operators.create.password).fill(SUPPORT_PASSWORD);
    await form.getByLabel(en.operators.create.role).selectOption('finance');
    await form.getByLabel(en.operators.create.merchant).selectOption('thailand');
    await form.getByLabel(en.operators.create.agent).fill('demo_agent');
    await form.getByTestId('create-operator-submit').click();
    await page.getByTestId('operators-outcome').filter({ hasText: en.operators.created.replace('{{name}}', TEAM_FINANCE) }).waitFor();
    await settle(page);
    const operatorsFindings = await audit(page, '1280 /admin/operators');
    expect(report([...listFindings, ...playerFindings, ...operatorsFindings])).toBe('');

    // The support operator: players yes, operators no, and its one merchant named.
    await page.getByTestId('logout').click();
    await page.getByTestId('login-notice').filter({ hasText: en.login.notice.loggedOut }).waitFor();
    await logIn(page, SUPPORT, SUPPORT_PASSWORD);
    // After a logout the next operator starts at home, not on the page the last one left (Operators).
    await page.getByTestId('shell-operator').waitFor();
    expect(await page.getByTestId('not-allowed').count()).toBe(0);
    expect(await page.getByTestId('shell-operator').textContent()).toBe(SUPPORT);
    expect(await page.getByTestId('shell-merchant').textContent()).toBe('Thailand');
    await page.getByTestId('nav-players').waitFor();
    expect(await page.getByTestId('nav-operators').count()).toBe(0);
    expect(await page.getByTestId('merchant-picker').count()).toBe(0);

    // The team-bound operator: no merchant dashboard; its home names the team, shows its figures and
    // opens it in the agent tree.
    await page.getByTestId('logout').click();
    await page.getByTestId('login-notice').filter({ hasText: en.login.notice.loggedOut }).waitFor();
    await logIn(page, TEAM_FINANCE, SUPPORT_PASSWORD);
    const team = page.getByTestId('team-home');
    await team.getByRole('heading', { name: en.home.team.title.replace('{{agent}}', 'demo_agent'), level: 2 }).waitFor();
    await team.getByTestId('team-home-report').waitFor();
    expect(await page.getByTestId('dashboard-today').count()).toBe(0);
    await team.getByTestId('team-home-report-period').selectOption('previous30');
    await team.getByTestId('team-home-report').waitFor();
    await settle(page);
    expect(report(await audit(page, '1280 /admin/ (team home)'))).toBe('');
    await team.getByTestId('team-home-tree').click();
    await page.getByTestId('agent-title').filter({ hasText: 'demo_agent' }).waitFor();
  });
});
