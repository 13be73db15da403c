import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import agentTh from '../../apps/web/src/features/agent/locales/th.json' with { type: 'json' };
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, openedGameFrame, PASSWORD, uniqueUsername, visitAndPickRegion } from '../site';

const NEW_PASSWORD = 'Lotus2026new';
/** Real-time salary periods are 5 minutes (spec §9), aligned to the hour in every merchant's zone. */
const PERIOD_MS = 5 * 60_000;

async function logInAtAgentSite(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-dialog').waitFor();
  await fieldInput(page, 'login-username').fill(username);
  await fieldInput(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The first login's welcome (spec §4 first-login action), when it shows, is answered "later". */
async function laterWelcome(page: Page): Promise<void> {
  const welcome = page.getByTestId('welcome-dialog');
  await page.getByTestId('page-agent').waitFor();
  await welcome.waitFor({ timeout: 3_000 }).catch(() => undefined);
  if (await welcome.isVisible()) {
    await page.getByTestId('welcome-later').click();
    await welcome.waitFor({ state: 'detached' });
  }
}

/** The demo agent into its agent area, past the welcome. */
async function demoAgentLogin(page: Page): Promise<void> {
  await visitAndPickRegion(page);
  await page.goto('/agentHome');
  await page.waitForURL('**/login?site=agent');
  await logInAtAgentSite(page, 'demo_agent', 'Demo@2026');
  await page.waitForURL('**/agentHome');
  await laterWelcome(page);
}

/** A downline's first login at the agent site: the welcome, the change its first password requires, then in again. */
async function firstAgentLogin(page: Page, username: string): Promise<void> {
  await visitAndPickRegion(page);
  await page.goto('/agentHome');
  await page.waitForURL('**/login?site=agent');
  await logInAtAgentSite(page, username, PASSWORD);
  await page.getByTestId('welcome-dialog').waitFor();
  await page.getByTestId('welcome-later').click();
  await page.getByTestId('forced-password-dialog').waitFor();
  await fieldInput(page, 'change-oldPassword').fill(PASSWORD);
  await fieldInput(page, 'change-newPassword').fill(NEW_PASSWORD);
  await fieldInput(page, 'change-confirmNewPassword').fill(NEW_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await page.getByTestId('login-notice').waitFor();
  await logInAtAgentSite(page, username, NEW_PASSWORD);
  await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
}

/** Register center: an agent account with an initial daily salary contract at `rate` %. */
async function openWithContract(page: Page, username: string, rate: string): Promise<void> {
  await page.goto('/agentHome?page=registerCenter');
  await page.getByTestId('agent-register-form').waitFor();
  await fieldInput(page, 'agent-register-username').fill(username);
  await fieldInput(page, 'agent-register-password').fill(PASSWORD);
  await fieldInput(page, 'agent-register-confirm').fill(PASSWORD);
  await page.getByTestId('agent-register-type').selectOption('1');
  await page.getByTestId('agent-register-with-contract').check();
  await page.getByTestId('agent-register-contract-type').selectOption('daily');
  await page.getByTestId('agent-register-terms-threshold').fill('0');
  await page.getByTestId('agent-register-terms-rate').fill(rate);
  await page.getByTestId('agent-register-submit').click();
  await page.getByTestId('agent-register-done').filter({ hasText: username }).waitFor();
  await page.getByTestId('agent-register-contract-done').waitFor();
}

const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

describe.skipIf(!hasChromium)('agent contracts', () => {
  const j = journey();

  it('an agent opens a downline account and offers it a real-time salary; the downline accepts, plays, the period settles and pays it', async () => {
    // The agent: register center (an agent account), then the real-time salary page's offer.
    const { page } = await j.open();
    await demoAgentLogin(page);
    await page.getByTestId('agent-menu-realtimeSalary').waitFor();

    await page.getByTestId('agent-menu-registerCenter').click();
    await page.getByTestId('agent-register-form').waitFor();
    const username = uniqueUsername('rt');
    await fieldInput(page, 'agent-register-username').fill(username);
    await fieldInput(page, 'agent-register-password').fill(PASSWORD);
    await fieldInput(page, 'agent-register-confirm').fill(PASSWORD);
    await page.getByTestId('agent-register-type').selectOption('1');
    await page.getByTestId('agent-register-submit').click();
    await page.getByTestId('agent-register-done').filter({ hasText: username }).waitFor();

    await page.getByTestId('agent-menu-realtimeSalary').click();
    await page.getByTestId('agent-contracts').waitFor();
    expect(await page.getByTestId('agent-contracts').getAttribute('data-type')).toBe('realtime');
    await page.getByTestId('agent-contract-offer').click();
    const form = page.getByTestId('agent-contract-form');
    await form.waitFor();
    await page.getByTestId('agent-contract-form-search').fill(username);
    await page.locator(`[data-testid="agent-contract-form-downline"] option:text-is("${username}")`).waitFor({ state: 'attached' });
    await page.getByTestId('agent-contract-form-downline').selectOption({ label: username });
    // A rate above 100 % is refused before anything is sent.
    await page.getByTestId('agent-contract-terms-threshold').fill('0');
    await page.getByTestId('agent-contract-terms-rate').fill('120');
    await page.getByTestId('agent-contract-form-submit').click();
    expect(await page.getByTestId('agent-contract-form-error').textContent()).toBe(agentTh.terms.problems.rate);
    await page.getByTestId('agent-contract-terms-rate').fill('10');
    await page.getByTestId('agent-contract-form-remark').fill('journey offer');
    await page.getByTestId('agent-contract-form-submit').click();
    await form.waitFor({ state: 'detached' });
    const row = page.locator(`[data-testid="agent-contract-row"][data-username="${username}"]`);
    await row.and(page.locator('[data-status="offered"]')).waitFor();
    const contractId = Number(await row.getAttribute('data-contract-id'));
    const downlineId = Number(await row.getAttribute('data-downline-id'));

    // The house funds the new account (operator adjustment, audited) so it can play.
    const funded = await j.server.operator('POST', `/wps/operator/merchants/thailand/members/${downlineId}/wallet/adjust`, { amount: '1000', reason: 'journey stake', idempotencyKey: `journey-${username}` });
    expect(funded.success).toBe(true);

    // The downline: first login with the agent's password, the forced change, then its own password.
    const { page: dl } = await j.open();
    await firstAgentLogin(dl, username);
    await dl.goto('/agentHome?page=realtimeSalary');
    await laterWelcome(dl);

    // It accepts the offer made to it, with the keyboard: the dialog's confirm takes Enter.
    const offered = dl.locator(`[data-testid="agent-contract-mine-item"][data-contract-id="${contractId}"]`);
    await offered.and(dl.locator('[data-status="offered"]')).waitFor();
    await offered.getByTestId('agent-contract-accept').click();
    await dl.getByTestId('agent-contract-action').waitFor();
    await dl.getByTestId('agent-contract-action-remark').fill('journey accept');
    await dl.getByTestId('agent-contract-action-confirm').focus();
    await dl.keyboard.press('Enter');
    await dl.getByTestId('agent-contract-action').waitFor({ state: 'detached' });
    await offered.and(dl.locator('[data-status="active"]')).waitFor();
    await offered.getByTestId('agent-contract-preview').waitFor();

    // Play: one provably fair dice round of 100.00 (a valid bet of the team, which is the downline itself).
    await dl.goto('/rng?vassalage=PGE');
    await dl.getByTestId('page-lobby-grid').locator('[data-game-code="dice"]').getByTestId('lobby-game-card-open').click();
    const game = await openedGameFrame(dl);
    await game.getByTestId('pge-balance').filter({ hasText: '1,000.00' }).waitFor();
    await game.getByTestId('pge-bet').fill('100');
    await game.getByTestId('pge-target').fill('50');
    // The preview below shows the open period: play where the period has a minute left, so the page is
    // read before it closes (a boundary between the roll and the page showed the next period's 0.00).
    const left = PERIOD_MS - (Date.now() % PERIOD_MS);
    if (left < 60_000) await new Promise((r) => setTimeout(r, left + 1_000));
    const playedFrom = Date.now();
    await game.getByTestId('pge-roll-button').click();
    await game.getByTestId('pge-roll').waitFor();
    const playedTo = Date.now();
    const won = (await game.getByTestId('pge-roll').getAttribute('class'))!.includes('is-win');
    await game.getByTestId('pge-balance').filter({ hasText: won ? '1,098.00' : '900.00' }).waitFor();
    const afterPlay = won ? 1098 : 900;

    // The preview shows what the open period would pay so far: 10 % of 100.00.
    await dl.goto('/agentHome?page=realtimeSalary');
    await offered.getByTestId('agent-contract-preview-amount').filter({ hasText: '10.00' }).waitFor();

    // The upline's downline profit and loss has the round at once (the roll-up's live tail): the downline's
    // row is an agent's, and opens its own (empty) downline below a trail that leads back.
    await page.goto('/agentHome?page=downlineProfitLoss');
    const plRow = page.locator(`[data-testid="agent-profit-row"][data-username="${username}"]`);
    await plRow.filter({ hasText: '100.00' }).waitFor();
    await plRow.getByTestId('agent-profit-open').click();
    await page.getByTestId('agent-profit-trail').getByText(username).waitFor();
    await page.getByTestId('agent-profit-empty').waitFor();
    await page.getByTestId('agent-profit-trail').getByRole('button').click();
    await plRow.waitFor();

    // The period closes (at most 5 minutes); the operator's audited re-run settles a period never settled
    // (the scheduled job would do the same a minute later). The round may sit in either period the play spans.
    const periods = [...new Set([playedFrom, playedTo].map((t) => Math.floor(t / PERIOD_MS) * PERIOD_MS))];
    const closesAt = periods[periods.length - 1]! + PERIOD_MS;
    await new Promise((r) => setTimeout(r, Math.max(0, closesAt - Date.now()) + 2_000));
    for (const start of periods) {
      const settled = await j.server.operator('POST', `/wps/operator/merchants/thailand/agent-contracts/${contractId}/rerun`, {
        periodStart: new Date(start).toISOString(), reason: 'journey: settle the closed period now', idempotencyKey: `journey-${contractId}-${start}`,
      });
      expect(settled.success, JSON.stringify(settled)).toBe(true);
    }

    // My income shows the settlement; the balance moved by it.
    await dl.goto('/agentHome?page=myIncome');
    const income = dl.locator('[data-testid="agent-income-row"][data-type="realtime"]');
    await income.first().waitFor();
    // One row pays the round. When the contract was accepted in the period before the play (the wait for a
    // minute left, or a boundary), that period settles too, at 0.00, and is listed as well (seen in CI).
    expect(await income.filter({ hasText: '10.00' }).count()).toBe(1);
    expect(money(await dl.getByTestId('agent-income-total').locator('dd').textContent())).toBe(10);
    await dl.getByTestId('header-balance-refresh').click();
    await dl.getByTestId('header-balance-value').filter({ hasText: (afterPlay + 10).toLocaleString('en-US', { minimumFractionDigits: 2 }) }).waitFor();

    // The history names every change with its remark; the upline sees the same contract in force.
    await dl.goto('/agentHome?page=realtimeSalary');
    await offered.getByTestId('agent-contract-details-open').click();
    await dl.getByTestId('agent-contract-history').waitFor();
    expect(await dl.getByTestId('agent-contract-history-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')))).toEqual(['offer', 'accept']);
    expect(await dl.getByTestId('agent-contract-history-remark').allTextContents()).toEqual(['journey offer', 'journey accept']);
    await page.goto('/agentHome?page=realtimeSalary');
    await row.and(page.locator('[data-status="active"]')).waitFor();
  }, 600_000);

  it('register center with an initial contract; a lower new rate ends the downline contracts above it only after the agent agrees', async () => {
    const { page } = await j.open();
    await demoAgentLogin(page);
    // D opens with a 5 % daily salary, in force at once.
    const d = uniqueUsername('dd');
    await openWithContract(page, d, '5');
    await page.goto('/agentHome?page=dailySalary');
    const dRow = page.locator(`[data-testid="agent-contract-row"][data-username="${d}"]`);
    await dRow.and(page.locator('[data-status="active"]')).waitFor();

    // D gives E 4 % the same way; D's own contract shows the preview of the open day.
    const { page: dp } = await j.open();
    await firstAgentLogin(dp, d);
    const e = uniqueUsername('de');
    await openWithContract(dp, e, '4');
    await dp.goto('/agentHome?page=dailySalary');
    await dp.locator('[data-testid="agent-contract-mine-item"][data-status="active"]').getByTestId('agent-contract-preview').waitFor();
    await dp.locator(`[data-testid="agent-contract-row"][data-username="${e}"][data-status="active"]`).waitFor();

    // The upline offers D a new contract at 3 %, starting from the current terms.
    await page.reload();
    await dRow.getByTestId('agent-contract-reoffer').click();
    await page.getByTestId('agent-contract-form').waitFor();
    await page.getByTestId('agent-contract-terms-rate').fill('3');
    await page.getByTestId('agent-contract-form-submit').click();
    await page.getByTestId('agent-contract-form').waitFor({ state: 'detached' });

    // D accepts: the dialog names E (4 % is above the new 3 %); cancelling changes nothing, agreeing ends E's.
    await dp.reload();
    const offer = dp.locator('[data-testid="agent-contract-mine-item"][data-status="offered"]');
    await offer.getByTestId('agent-contract-accept').click();
    await dp.getByTestId('agent-contract-action-confirm').click();
    await dp.getByTestId('agent-contract-affected').waitFor();
    expect(await dp.getByTestId('agent-contract-affected-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-username')))).toEqual([e]);
    // Focus is back inside the dialog, on Cancel: Escape closes it.
    expect(await dp.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('agent-contract-action-cancel');
    await dp.keyboard.press('Escape');
    await dp.getByTestId('agent-contract-action').waitFor({ state: 'detached' });
    await offer.waitFor();
    await offer.getByTestId('agent-contract-accept').click();
    await dp.getByTestId('agent-contract-action-confirm').click();
    await dp.getByTestId('agent-contract-affected').waitFor();
    await dp.getByTestId('agent-contract-action-confirm').click();
    await dp.getByTestId('agent-contract-action').waitFor({ state: 'detached' });
    await dp.locator('[data-testid="agent-contract-mine-item"][data-status="active"]').waitFor();
    await dp.locator(`[data-testid="agent-contract-row"][data-username="${e}"][data-status="terminated"]`).waitFor();
  }, 180_000);

  it('a contract type the operator turns off leaves the menu; its address shows it is not available', async () => {
    const off = await j.server.operator('PUT', '/wps/operator/merchants/thailand/features', { AGENT_CONTRACT_DIVIDEND: false });
    expect(off.success).toBe(true);
    const { page } = await j.open();
    await demoAgentLogin(page);
    await page.getByTestId('agent-menu-realtimeSalary').waitFor();
    expect(await page.getByTestId('agent-menu-dividend').count()).toBe(0);
    expect(await page.getByTestId('agent-menu').getByRole('link').count()).toBe(11);
    await page.goto('/agentHome?page=dividend');
    await page.getByTestId('agent-page-unavailable').waitFor();
    expect(await page.getByTestId('agent-page-unavailable').textContent()).toContain(agentTh.contracts.unavailableText);
    await j.server.operator('PUT', '/wps/operator/merchants/thailand/features', { AGENT_CONTRACT_DIVIDEND: true });
  });
});
