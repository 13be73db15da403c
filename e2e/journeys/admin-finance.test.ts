/**
 * The finance queues (issue 18, decision 0047): a finance operator has the deposits queue open; the demo
 * player makes a bank-transfer deposit on the player site; the request appears in the queue without a
 * reload (the live stream), the operator opens it, approves it, and the player's balance goes up by the
 * amount. axe finds nothing serious on both queues at 1280 px and at 768 px (tablet).
 */
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { logIn } from '../admin';
import { journey } from '../journey';
import { fieldInput, logInDemoPlayer, visitAndPickRegion } from '../site';

const FINANCE = 'finance_e2e';
// Compliant with the operator policy (decision 0033), so no forced change follows its first login.
const FINANCE_PASSWORD = 'Tamarind-Ledger#2027';
const AMOUNT = '1234.50';

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe.skipIf(!hasChromium)('back office: finance queues', () => {
  const j = journey();

  it('a new deposit appears live in the queue; the finance operator approves it and the player\'s balance goes up', async () => {
    const created = await j.server.operator('POST', '/wps/operator/operators', { username: FINANCE, password: FINANCE_PASSWORD, role: 'finance', merchantCode: 'thailand' });
    expect(created.errorCode).toBeNull();

    // The operator, with the waiting deposits open.
    const { page: admin } = await j.open(1280, 900);
    await admin.goto('/admin/');
    await admin.waitForURL('**/admin/login');
    await logIn(admin, FINANCE, FINANCE_PASSWORD);
    await admin.getByTestId('home-title').waitFor();
    await admin.getByTestId('nav-deposits').click();
    await admin.getByRole('heading', { name: en.finance.deposits.title, level: 1 }).waitFor();
    await admin.locator('[data-testid="finance-live"][data-state="live"]').waitFor({ timeout: 20_000 });
    // The sound toggle is a pressed/unpressed button whose choice the browser keeps.
    const sound = admin.getByTestId('finance-sound');
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    expect(await admin.evaluate(() => localStorage.getItem('finance.sound'))).toBe('off');
    await sound.click();
    await settle(admin);
    const findings: Finding[] = [...await audit(admin, '1280 /admin/finance/deposits')];

    // The player deposits by bank transfer.
    const { page: player } = await j.open();
    await visitAndPickRegion(player);
    await logInDemoPlayer(player);
    // Straight to the deposit page: the home page may greet a logged-in player with its notices first.
    await player.goto('/member?page=deposit');
    await player.getByTestId('deposit-page').waitFor();
    const balance = player.getByTestId('header-balance-value');
    await balance.filter({ hasText: /\d/ }).waitFor();
    const before = amountOf(await balance.textContent());
    await player.getByTestId('deposit-channel-BANK').check();
    await fieldInput(player, 'deposit-amount').fill(AMOUNT);
    await fieldInput(player, 'deposit-reference').fill(`E2E-${Date.now()}`);
    await player.getByTestId('deposit-submit').click();
    await player.getByTestId('deposit-form-done').waitFor();

    // It appears in the open queue without a reload.
    const row = admin.getByTestId('deposits-table-row').filter({ hasText: 'demo_player' }).filter({ hasText: '1,234.50' });
    await row.first().waitFor({ timeout: 20_000 });
    await row.first().getByTestId('deposit-open').click();
    const dialog = admin.getByTestId('deposit-dialog');
    await dialog.getByTestId('deposit-amount').filter({ hasText: '1,234.50' }).waitFor();
    await settle(admin);
    findings.push(...await audit(admin, '1280 deposit dialog'));
    await dialog.getByTestId('deposit-approve').click();
    const confirm = admin.getByTestId('deposit-approve-dialog');
    await confirm.getByRole('heading', { name: en.finance.actions.approveTitle }).waitFor();
    await confirm.getByTestId('deposit-approve-dialog-confirm').click();
    await dialog.getByTestId('deposit-done').filter({ hasText: en.finance.actions.done.approve }).waitFor();
    await dialog.getByTestId('deposit-dialog-close').click();

    // The player's balance goes up by the amount (the deposit page looks again while a request waits).
    await expect.poll(async () => amountOf(await balance.textContent()), { timeout: 30_000 })
      .toBeCloseTo(before + Number(AMOUNT), 2);

    // The withdrawals queue, and both queues at tablet width.
    await admin.getByTestId('nav-withdrawals').click();
    await admin.getByRole('heading', { name: en.finance.withdrawals.title, level: 1 }).waitFor();
    await admin.getByTestId('withdrawals-count').waitFor();
    await settle(admin);
    findings.push(...await audit(admin, '1280 /admin/finance/withdrawals'));
    await admin.setViewportSize({ width: 768, height: 1024 });
    await settle(admin);
    findings.push(...await audit(admin, '768 /admin/finance/withdrawals'));
    await admin.getByTestId('nav-deposits').click();
    await admin.getByTestId('deposits-count').waitFor();
    await settle(admin);
    findings.push(...await audit(admin, '768 /admin/finance/deposits'));
    expect(report(findings)).toBe('');
  });
});
