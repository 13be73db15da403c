import { readFile } from 'node:fs/promises';
import { errorMessage } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import agentTh from '../../apps/web/src/features/agent/locales/th.json' with { type: 'json' };
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, logInDemoPlayer, PASSWORD, uniqueUsername, visitAndPickRegion } from '../site';

const FUND_PASSWORD = '135790';

/** The agent area's route sends a visitor to the agent site's login; the demo agent logs in there and lands on /agentHome. */
async function logInAtAgentArea(page: Page, username: string): Promise<void> {
  await visitAndPickRegion(page);
  await page.goto('/agentHome');
  await page.waitForURL('**/login?site=agent');
  const dialog = page.getByTestId('login-dialog');
  await dialog.waitFor();
  await fieldInput(page, 'login-username').fill(username);
  await fieldInput(page, 'login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
}

/** The demo agent has no fund password yet: it sets one in the security centre (login password first). */
async function setFundPassword(page: Page): Promise<void> {
  await page.goto('/member?page=securityCenter');
  await page.getByTestId('security-fund-action').click();
  const dialog = page.getByTestId('security-fund-dialog');
  await dialog.waitFor();
  await fieldInput(page, 'security-fund-loginPassword').fill('Demo@2026');
  await fieldInput(page, 'security-fund-newFundPassword').fill(FUND_PASSWORD);
  await fieldInput(page, 'security-fund-confirmFundPassword').fill(FUND_PASSWORD);
  await page.getByTestId('security-fund-submit').click();
  await dialog.waitFor({ state: 'detached' });
}

describe.skipIf(!hasChromium)('agent area', () => {
  const j = journey();

  it('the demo agent sees its team with charts, lists its downline, opens an account and funds it', async () => {
    const { page } = await j.open();
    await logInAtAgentArea(page, 'demo_agent');

    // Team overview is the default page: the team's figures and both charts, drawn by the chart library.
    await page.waitForURL('**/agentHome');
    // The seeded agent's first login: the welcome (spec §4 first-login action) is answered "later".
    await page.getByTestId('welcome-dialog').waitFor();
    await page.getByTestId('welcome-later').click();
    await page.getByTestId('welcome-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('page-agent').waitFor();
    expect(await page.getByTestId('page-agent').getAttribute('data-page')).toBe('agentTeamOverview');
    // Spec §2's twelve entries: the demo merchant enables the four contract pages.
    expect(await page.getByTestId('agent-menu').getByRole('link').count()).toBe(12);
    expect(await page.getByTestId('agent-menu-agentTeamOverview').getAttribute('aria-current')).toBe('page');
    await page.getByTestId('agent-overview-stats').waitFor();
    const teamSize = Number((await page.getByTestId('agent-stat-teamSize').locator('dd').textContent())?.replace(/\D/g, ''));
    expect(teamSize).toBeGreaterThan(0);
    await page.locator('[data-testid="agent-chart-members-canvas"] canvas').waitFor();
    await page.locator('[data-testid="agent-chart-money-canvas"] canvas').waitFor();
    expect(await page.getByTestId('agent-chart-members').textContent()).toContain(agentTh.overview.newMembers);
    // A longer period answers one point per day: the daily table follows it.
    await page.getByTestId('agent-overview-period-last30').click();
    await page.getByTestId('agent-overview-period-shown').filter({ hasText: /./ }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="agent-overview-days"] tbody tr').length === 30);

    // Downline management: the direct downline, a search, then the whole team (one level deeper).
    await page.getByTestId('agent-menu-downlineManagement').click();
    const rows = page.getByTestId('agent-downline-row');
    await page.locator('[data-testid="agent-downline-row"][data-username="demo_player"]').waitFor();
    const direct = await rows.count();
    // Two characters are too few to search: the box says so and the list stays as it was.
    await page.getByTestId('agent-downlines-search').fill('de');
    await page.getByTestId('agent-downlines-submit').click();
    expect(await page.getByTestId('agent-downlines-search-hint').textContent()).toBe(agentTh.filters.tooShort.replace('{{count}}', '3'));
    expect(await rows.count()).toBe(direct);
    await page.getByTestId('agent-downlines-search').fill('demo_member1');
    await page.getByTestId('agent-downlines-submit').click();
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid="agent-downline-row"]')].map((r) => r.getAttribute('data-username'));
      return shown.length === 1 && shown[0] === 'demo_member1';
    });
    await page.getByTestId('agent-downlines-search').fill('');
    await page.getByTestId('agent-downlines-scope-team').check();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="agent-downline-row"]').length > n, direct);
    await page.locator('[data-testid="agent-downline-row"][data-username="demo_member3"]').waitFor();

    // The CSV export is a file the server writes, with its header row.
    const download = page.waitForEvent('download');
    await page.getByTestId('agent-downlines-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^downlines-.*\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toContain('username');
    expect(csv).toContain('demo_member3');

    // Register center: a new direct downline, then a transfer to it with the fund password.
    await setFundPassword(page);
    await page.goto('/agentHome?page=registerCenter');
    await page.getByTestId('agent-register-form').waitFor();
    // Account types in words, never a raw type code ("ประเภท 41", issue 17).
    expect(await page.getByTestId('agent-register-type').locator('option').allTextContents()).toEqual([agentTh.downlines.member, agentTh.downlines.agent]);
    const username = uniqueUsername('dl');
    await fieldInput(page, 'agent-register-username').fill(username);
    await fieldInput(page, 'agent-register-password').fill(PASSWORD);
    await fieldInput(page, 'agent-register-confirm').fill(`${PASSWORD}x`);
    await page.getByTestId('agent-register-submit').click();
    await page.getByTestId('agent-register-confirm-error').waitFor();
    await fieldInput(page, 'agent-register-confirm').fill(PASSWORD);
    await page.getByTestId('agent-register-submit').click();
    await page.getByTestId('agent-register-done').filter({ hasText: username }).waitFor();

    await page.getByTestId('agent-register-transfer').click();
    const dialog = page.getByTestId('agent-transfer-dialog');
    await dialog.waitFor();
    expect(await page.getByTestId('agent-transfer-username').textContent()).toBe(username);
    // The amount field has focus: typing goes straight in (keyboard use).
    await page.keyboard.type('250.5');
    await page.getByTestId('agent-transfer-submit').click();
    expect(await page.getByTestId('agent-transfer-fund-password-error').textContent()).toBe(agentTh.transfer.fundPasswordRequired);
    await fieldInput(page, 'agent-transfer-fund-password').fill('000000');
    await page.getByTestId('agent-transfer-submit').click();
    await page.getByTestId('agent-transfer-fund-password-error').filter({ hasText: /./ }).waitFor();
    await fieldInput(page, 'agent-transfer-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('agent-transfer-submit').click();
    await page.getByTestId('agent-transfer-done').waitFor();
    expect(await page.getByTestId('agent-transfer-done').textContent()).toContain('250.50');
    await page.getByTestId('agent-transfer-close').click();
    await dialog.waitFor({ state: 'detached' });
    // The header balance follows (5,000.00 opening balance less the transfer).
    await page.getByTestId('header-balance-value').filter({ hasText: '4,749.50' }).waitFor();

    // The new account is in the direct downline with the money it received.
    await page.getByTestId('agent-menu-downlineManagement').click();
    const created = page.locator(`[data-testid="agent-downline-row"][data-username="${username}"]`);
    await created.waitFor();
    expect(await created.textContent()).toContain('250.50');

    // My income: nothing paid yet under contracts, and the total says so.
    await page.getByTestId('agent-menu-myIncome').click();
    await page.getByTestId('agent-income-empty').waitFor();
    expect(await page.getByTestId('agent-income-total').textContent()).toContain('0.00');
    await page.getByTestId('agent-menu-downlineManagement').click();
    await created.waitFor();

    // Disabling asks first; the row then shows the new status.
    await created.getByTestId('agent-downline-status').click();
    await page.getByTestId('agent-status-dialog').waitFor();
    await page.getByTestId('agent-status-confirm').click();
    await page.locator(`[data-testid="agent-downline-row"][data-username="${username}"][data-status="disabled"]`).waitFor();
  }, 150_000);

  it('a player is refused: at the agent site login, and in the agent area when logged in as a member', async () => {
    const { page } = await j.open();
    await logInAtAgentArea(page, 'demo_player');
    await page.getByTestId('login-error').filter({ hasText: errorMessage('member.not_agent', 'TH') }).waitFor();
    expect(await page.getByTestId('header-login').isVisible()).toBe(true);

    await page.goto('/');
    await logInDemoPlayer(page);
    await page.goto('/agentHome');
    await page.getByTestId('agent-not-agent').waitFor();
    expect(await page.getByTestId('agent-not-agent').textContent()).toContain(agentTh.notAgent.title);
    expect(await page.getByTestId('page-agent').count()).toBe(0);
  });
});
