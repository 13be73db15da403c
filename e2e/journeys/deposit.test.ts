import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, registerByUsername, th, uniqueUsername, visitAndPickRegion } from '../site';

/** A tiny real PNG (1×1), so the server's magic-byte check sees an image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface OperatorDeposit { id: number; username: string; amount: string; status: string; receiptFileId: string | null }

describe.skipIf(!hasChromium)('member centre: deposit', () => {
  const j = journey();

  it('a bank-transfer deposit with a receipt, approved by the operator, shows as credited and updates the header balance', async () => {
    const { page } = await j.open();
    await visitAndPickRegion(page);
    const username = uniqueUsername('dp');
    await registerByUsername(page, username);

    // The header's deposit button leads to the member centre's deposit page.
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('deposit');
    await page.getByTestId('deposit-channel-BANK').check();
    await page.getByTestId('deposit-bank').waitFor();
    expect(await page.getByTestId('deposit-bank-number').textContent()).toBe('123-4-56789-0');

    // Below the channel's minimum: refused on the page, nothing sent.
    await fieldInput(page, 'deposit-amount').fill('50');
    await fieldInput(page, 'deposit-reference').fill('KB-2026-001');
    await page.getByTestId('deposit-submit').click();
    await page.getByText(th.deposit.form.amount_below_min.replace('{{min}}', '฿ 100.00')).waitFor();

    await fieldInput(page, 'deposit-amount').fill('1500');
    await page.getByTestId('deposit-receipt').locator('input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-form-done').waitFor();
    const row = page.locator('[data-testid^="deposit-status-"]').first();
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.textContent()).toBe(th.deposit.status.pending);

    // The operator finds the request with its receipt and approves it.
    const listed = await j.server.operator('GET', '/wps/operator/deposits?merchantCode=thailand&status=pending');
    const request = (listed.value as { list: OperatorDeposit[] }).list.find((d) => d.username === username);
    expect(request).toMatchObject({ amount: '1500.00', status: 'pending' });
    expect(request!.receiptFileId).toBeTruthy();
    const approved = await j.server.operator('POST', `/wps/operator/merchants/thailand/deposits/${request!.id}/approve`);
    expect(approved.success).toBe(true);

    // The page notices on its own (it looks again while a request is pending), and the header follows.
    await page.locator(`[data-testid="deposit-status-${request!.id}"][data-status="approved"]`).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId(`deposit-status-${request!.id}`).textContent()).toBe(th.deposit.status.approved);
    await page.getByTestId('header-balance-value').filter({ hasText: '1,500.00' }).waitFor({ timeout: 10_000 });
  });

  it('an online payment goes through the gateway\'s pay page and comes back credited', async () => {
    const { page } = await j.open();
    await visitAndPickRegion(page);
    await registerByUsername(page, uniqueUsername('gw'));
    await page.goto('/member?page=deposit');
    await page.getByTestId('deposit-channel-PAYSIM').check();
    await fieldInput(page, 'deposit-amount').fill('250.50');
    await page.getByTestId('deposit-submit').click();

    // The stand-in gateway's checkout (its own page), where the customer pays.
    await page.getByTestId('paysim-amount').waitFor();
    expect(await page.getByTestId('paysim-amount').textContent()).toBe('250.50 THB');
    // In the player's language, as a real gateway's page is when told the shopper's language (issue 17).
    expect(await page.locator('html').getAttribute('lang')).toBe('th-TH');
    expect(await page.getByTestId('paysim-pay').textContent()).toBe('ชำระเงิน');
    await page.getByTestId('paysim-pay').click();

    // Back on the deposit page: the signed callback already credited the request.
    await page.getByTestId('deposit-page').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('deposit');
    const status = page.locator('[data-testid^="deposit-status-"]').first();
    expect(await status.getAttribute('data-status')).toBe('approved');
    // The channel by its name in the page's language, not its code (PAYSIM).
    expect(await page.locator('td[data-testid^="deposit-row-channel-"]').first().textContent()).toBe('ชำระเงินออนไลน์');
    await page.getByTestId('header-balance-value').filter({ hasText: '250.50' }).waitFor({ timeout: 10_000 });
  });
});
