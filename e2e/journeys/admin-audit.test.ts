/**
 * Maker-checker and the audit log in the back office (decisions 0042, 0045): the demo owner creates a
 * second owner and a support operator, asks for the support operator's role to become finance, sees the
 * request pending on Approvals without an Approve button (its own: only Withdraw), and logs out; the
 * second owner approves it; the audit log, filtered by action, shows `operator.role.set` with the role's
 * change in the entry's diff and the chain's state. axe finds nothing serious on the role dialog,
 * Approvals and Audit at 1280 px; at 768 px neither page scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { firstOwnerLogin, logIn } from '../admin';
import { journey } from '../journey';

const SECOND_OWNER = 'owner_two';
// Compliant with the operator policy (decision 0033), so no forced change follows their first login.
const SECOND_PASSWORD = 'Durian-Season-Owner#2027';
const CLERK = 'clerk_th';
const CLERK_PASSWORD = 'Pad-Thai-Clerk#2027';
const CHANGE = en.approvals.change.operatorRole
  .replace('{{name}}', CLERK).replace('{{from}}', en.home.roles.support).replace('{{to}}', en.home.roles.finance);

async function createOperator(page: Page, username: string, password: string, role: string, merchant?: string): Promise<void> {
  const form = page.getByTestId('create-operator');
  await form.getByLabel(en.operators.create.username).fill(username);
  await form.getByLabel(en.operators.create.password).fill(password);
  await form.getByLabel(en.operators.create.role).selectOption(role);
  if (merchant) await form.getByLabel(en.operators.create.merchant).selectOption(merchant);
  await form.getByTestId('create-operator-submit').click();
  await page.getByTestId('operators-outcome').filter({ hasText: en.operators.created.replace('{{name}}', username) }).waitFor();
}

describe.skipIf(!hasChromium)('back office: approvals and the audit log', () => {
  const j = journey();

  it('asks a role change, a second owner approves it, and the audit log shows its diff', async () => {
    const findings: Finding[] = [];
    const { page } = await j.open(1280, 900);
    await firstOwnerLogin(page);

    // A second owner for all merchants, and a support operator whose role will change.
    await page.getByTestId('nav-operators').click();
    await page.getByTestId('operators-table').waitFor();
    await createOperator(page, SECOND_OWNER, SECOND_PASSWORD, 'owner');
    await createOperator(page, CLERK, CLERK_PASSWORD, 'support', 'thailand');
    // Not on one's own row: the server refuses one's own role change.
    expect(await page.getByTestId('operators-table-row').filter({ hasText: /^admin/ }).getByTestId('operator-change-role').count()).toBe(0);

    const row = page.getByTestId('operators-table-row').filter({ hasText: CLERK });
    await row.getByTestId('operator-change-role').click();
    const dialog = page.getByTestId('change-role');
    await dialog.getByRole('heading', { name: en.operators.changeRole.title.replace('{{name}}', CLERK) }).waitFor();
    await dialog.getByLabel(en.operators.changeRole.newRole).selectOption('finance');
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/operators (change role)'));
    await dialog.getByTestId('change-role-confirm').click();
    const pending = en.operators.changeRole.pending.replace('{{name}}', CLERK).replace('{{role}}', en.home.roles.finance);
    await page.getByTestId('operators-outcome').filter({ hasText: pending }).waitFor();
    // Nothing changed yet.
    await row.filter({ hasText: en.home.roles.support }).waitFor();

    // Approvals: pending by default; the maker may withdraw its request but is offered no Approve.
    await page.getByTestId('operators-approvals-link').click();
    await page.getByRole('heading', { name: en.approvals.title, level: 1 }).waitFor();
    const request = page.getByTestId('approvals-table-row').filter({ hasText: CHANGE });
    await request.filter({ hasText: en.approvals.kinds.operatorRole }).filter({ hasText: en.approvals.statuses.pending }).waitFor();
    await request.getByTestId('approval-own').waitFor();
    expect(await request.getByTestId('approval-approve').count()).toBe(0);
    expect(await request.getByTestId('approval-cancel').count()).toBe(1);
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/approvals (maker)'));

    await page.getByTestId('logout').click();
    await page.getByTestId('login-notice').filter({ hasText: en.login.notice.loggedOut }).waitFor();

    // The second owner approves, behind the confirmation dialog.
    await logIn(page, SECOND_OWNER, SECOND_PASSWORD);
    await page.getByTestId('shell-operator').filter({ hasText: SECOND_OWNER }).waitFor();
    await page.getByTestId('nav-approvals').click();
    await request.getByTestId('approval-approve').click();
    const confirm = page.getByTestId('approval-confirm');
    await confirm.getByRole('heading', { name: en.approvals.confirm.approveTitle }).waitFor();
    await confirm.getByText(CHANGE).waitFor();
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/approvals (approve dialog)'));
    await confirm.getByTestId('approval-confirm-confirm').click();
    await page.getByTestId('approvals-outcome').filter({ hasText: en.approvals.done.approve.replace('{{change}}', CHANGE) }).waitFor();
    await page.getByTestId('approvals-empty').waitFor();
    await page.getByTestId('approvals-status').selectOption('approved');
    await page.getByTestId('approvals-submit').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
    await request.getByTestId('approval-status').filter({ hasText: en.approvals.statuses.approved }).filter({ hasText: SECOND_OWNER }).waitFor();

    // The audit log: the role change by its action, with the role's before and after.
    await page.getByTestId('nav-audit').click();
    await page.getByRole('heading', { name: en.audit.title, level: 1 }).waitFor();
    await page.getByTestId('audit-chain').getByTestId('audit-chain-sealed').waitFor();
    await page.getByLabel(en.audit.filters.action).fill('operator.role.set');
    await page.getByTestId('audit-submit').click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'operator.role.set');
    const entry = page.getByTestId('audit-table-row').filter({ hasText: 'operator.role.set' });
    // The unfiltered page stays on screen until the filtered one arrives: wait for the count to say so.
    await page.getByTestId('audit-count').filter({ hasText: en.audit.count.replace('{{total}}', '1') }).waitFor();
    await entry.filter({ hasText: SECOND_OWNER }).waitFor();
    // The rows follow the count: the previous page's rows stay on screen until the new ones arrive.
    await expect.poll(() => page.getByTestId('audit-table-row').count()).toBe(1);
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/audit'));

    await entry.getByTestId('audit-details').click();
    const details = page.getByTestId('audit-entry');
    await details.getByTestId('audit-entry-action').filter({ hasText: 'operator.role.set' }).waitFor();
    const role = details.locator('[data-testid="audit-diff-row"][data-path="role"]');
    await role.filter({ hasText: en.audit.diff.kinds.changed }).filter({ hasText: 'support' }).filter({ hasText: 'finance' }).waitFor();
    await details.locator('[data-testid="audit-diff-row"][data-path="requestId"]').filter({ hasText: en.audit.diff.kinds.added }).waitFor();
    // Sealed within a minute by the job, or said to be waiting: either way its chain place is named.
    await details.locator('[data-testid="audit-entry-sealed"], [data-testid="audit-entry-unsealed"]').first().waitFor();
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/audit (entry)'));
    await page.keyboard.press('Escape');
    await expect.poll(() => details.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('audit-details');

    // A 768 px tablet: the page itself never scrolls sideways (wide tables scroll in their own region).
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.setViewportSize({ width: 768, height: 1024 });
    await settle(page);
    expect(await fits()).toBe(true);
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/audit-768.png`, fullPage: true });
    await entry.getByTestId('audit-details').click();
    await details.getByTestId('audit-diff').waitFor();
    expect(await fits()).toBe(true);
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/audit-entry-768.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('nav-approvals').click();
    await page.getByTestId('approvals-status').selectOption('all');
    await page.getByTestId('approvals-submit').click();
    await request.waitFor();
    await settle(page);
    expect(await fits()).toBe(true);
    if (process.env.JOURNEY_SHOTS) await page.screenshot({ path: `${process.env.JOURNEY_SHOTS}/approvals-768.png`, fullPage: true });

    expect(report(findings)).toBe('');
  });
});
