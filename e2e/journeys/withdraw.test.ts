import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, PASSWORD, th, uniqueThaiMobile, uniqueUsername, visitAndPickRegion } from '../site';

interface OperatorWithdraw { id: number; memberId: number; amount: string; status: string }

describe.skipIf(!hasChromium)('member centre: withdraw', () => {
  const j = journey();

  it('binds an account, requests a withdrawal, the operator pays it out and the player confirms receipt', async () => {
    const { page } = await j.open();
    await visitAndPickRegion(page);

    // A player registers with their real name: withdrawal accounts must carry it.
    const username = uniqueUsername('wd');
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-dialog').waitFor();
    await page.getByTestId('register-dialog').getByRole('tab', { name: th.auth.usernameRegister }).click();
    await fieldInput(page, 'register-username').fill(username);
    await fieldInput(page, 'register-password').fill(PASSWORD);
    await fieldInput(page, 'register-confirmPassword').fill(PASSWORD);
    await fieldInput(page, 'register-mobileNum').fill(uniqueThaiMobile());
    await fieldInput(page, 'register-payeeName').fill('Somchai Jaidee');
    await page.getByTestId('register-confirm-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor({ state: 'attached' });

    // The operator credits 1,000.00 to the new member (found by the id the account menu shows).
    await page.getByTestId('header-account-button').click();
    const memberId = Number(/\d+/.exec((await page.getByTestId('header-member-id').textContent()) ?? '')?.[0]);
    await page.keyboard.press('Escape');
    const credited = await j.server.operator('POST', `/wps/operator/merchants/thailand/members/${memberId}/wallet/adjust`, { amount: '1000', reason: 'journey', idempotencyKey: `wd-journey-${memberId}` });
    expect(credited.success).toBe(true);

    // Without a fund password the page sends the player to the security centre to set one.
    await page.goto('/member?page=withdraw');
    await page.getByTestId('withdraw-page').waitFor();
    await page.getByTestId('withdraw-security-link').click();
    await page.getByTestId('security-fund-action').click();
    await page.getByTestId('security-fund-dialog').waitFor();
    await fieldInput(page, 'security-fund-loginPassword').fill(PASSWORD);
    await fieldInput(page, 'security-fund-newFundPassword').fill('246810');
    await fieldInput(page, 'security-fund-confirmFundPassword').fill('246810');
    await page.getByTestId('security-fund-submit').click();
    await page.getByTestId('security-fund-dialog').waitFor({ state: 'detached' });

    // Bind an account: the holder name is compared with the real name as people type it.
    await page.goto('/member?page=withdraw');
    await page.getByTestId('withdraw-account-add').click();
    await fieldInput(page, 'withdraw-account-bankName').fill('Kasikorn Bank');
    await fieldInput(page, 'withdraw-account-bankCode').fill('KBANK');
    await fieldInput(page, 'withdraw-account-accountNumber').fill('1234567890');
    await fieldInput(page, 'withdraw-account-holderName').fill('somchai  jaidee');
    await page.getByTestId('withdraw-account-submit').click();
    await page.getByTestId('withdraw-accounts').getByText('•••• 7890').waitFor();

    // Above the balance: refused on the page. Then 300.00 with the fund password.
    await fieldInput(page, 'withdraw-amount').fill('1500');
    await fieldInput(page, 'withdraw-fund-password').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    await page.getByText(th.withdraw.form.amount_above_balance).waitFor();
    await fieldInput(page, 'withdraw-amount').fill('300');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-form-done').waitFor();
    await page.getByTestId('header-balance-value').filter({ hasText: '700.00' }).waitFor({ timeout: 10_000 });

    // The operator pays it out.
    const listed = await j.server.operator('GET', `/wps/operator/merchants/thailand/withdrawals?status=pending&memberId=${memberId}`);
    const request = (listed.value as { list: OperatorWithdraw[] }).list[0]!;
    expect(request).toMatchObject({ amount: '300.00', status: 'pending' });
    const row = page.getByTestId(`withdraw-row-${request.id}-status`);
    expect(await row.textContent()).toBe(th.withdraw.status.pending);
    const approved = await j.server.operator('POST', `/wps/operator/merchants/thailand/withdrawals/${request.id}/approve`, {});
    expect(approved.success).toBe(true);

    // The player sees it paid out and confirms that all of it arrived.
    await page.reload();
    await page.getByTestId(`withdraw-row-${request.id}-confirm`).click();
    await page.getByTestId('withdraw-confirm-dialog').waitFor();
    await page.getByTestId('withdraw-outcome-received').check();
    await page.getByTestId('withdraw-confirm-submit').click();
    await page.getByTestId('withdraw-confirm-dialog').waitFor({ state: 'detached' });
    await page.locator(`[data-testid="withdraw-row-${request.id}"][data-status="received"]`).waitFor();
    expect(await row.textContent()).toBe(th.withdraw.status.received);
    const after = await j.server.operator('GET', `/wps/operator/merchants/thailand/withdrawals/${request.id}`);
    expect(after.value).toMatchObject({ status: 'received', forcedReceipt: false });
  });
});
