import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, registerByUsername, th, uniqueUsername, visitAndPickRegion } from '../site';

/**
 * What must never reach a records page (issue 17): ledger keys (`withdrawal:1`, `member:1`), raw type
 * codes ("type 41", "ประเภท 41"), snake_case keys, i18n key paths and ISO timestamps.
 */
const RAW_CODES = [/\b[a-z]+(?:_[a-z]+)+\b/, /\b[a-z_]+:\d+\b/, /\btype \d+/i, /ประเภท \d+/, /\b(?:records|common|deposit|withdraw|memberCenter)\.[a-zA-Z]+/, /\d{4}-\d{2}-\d{2}T\d/];
async function expectWords(page: Page, testId: string) {
  const text = await page.getByTestId(testId).innerText();
  for (const pattern of RAW_CODES) expect(text, `${testId} shows ${pattern}`).not.toMatch(pattern);
}
/** The merchant's time (Bangkok) as the pages write it: Gregorian years, whatever zone the browser is in. */
const bangkok = (at: Date) => new Intl.DateTimeFormat('th-TH', { dateStyle: 'medium', timeStyle: 'short', calendar: 'gregory', timeZone: 'Asia/Bangkok' }).format(at);

describe.skipIf(!hasChromium)('member centre: account record and header balance', () => {
  const j = journey();

  it('the demo player sees an operator adjustment in the account record, and the header balance refreshes', async () => {
    const { page } = await j.open();
    await visitAndPickRegion(page);
    await page.getByTestId('header-login').click();
    await fieldInput(page, 'login-username').fill('demo_player');
    await fieldInput(page, 'login-password').fill('Demo@2026');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: 'demo_player' }).waitFor();
    await page.getByTestId('header-balance-value').filter({ hasText: '5,000.00' }).waitFor();

    // The account record shows the seeded opening deposit; no withdrawal in the last 7 days.
    await page.goto(`${j.server.baseUrl}/member?page=accountRecord`);
    await page.getByTestId('account-record').waitFor();
    const opening = page.getByTestId('account-record-row').first();
    await opening.waitFor();
    expect(await opening.getAttribute('data-type')).toBe('deposit');
    expect(await opening.getByTestId('account-record-amount').textContent()).toContain('5,000.00');
    // In words, not the ledger's reference; the page names the zone of its times once.
    expect(await opening.getByTestId('account-record-detail').textContent()).toBe(th.records.subject.opening);
    expect(await page.getByTestId('account-record-period-zone').textContent()).toBe(th.common.timesIn.replace('{{zone}}', 'GMT+7'));
    expect(await page.getByTestId('account-record').getByTestId(/-zone$/).count()).toBe(1);
    await expectWords(page, 'account-record');
    await page.getByTestId('account-record-type').selectOption('withdrawal');
    await page.getByTestId('account-record-empty').waitFor();
    expect(await page.getByTestId('account-record-empty').textContent()).toBe(th.records.account.empty);
    await page.getByTestId('account-record-type').selectOption('');

    // An operator credits the player (with an internal reason the player must not see).
    await page.getByTestId('header-account-button').click();
    const memberId = Number(/\d+/.exec((await page.getByTestId('header-member-id').textContent()) ?? '')?.[0]);
    await page.getByTestId('header-account-button').click();
    const adjustedAt = new Date();
    const adjusted = await j.server.operator('POST', `/wps/operator/merchants/thailand/members/${memberId}/wallet/adjust`, {
      amount: '123.45', reason: 'internal: goodwill after complaint', idempotencyKey: `journey-adjust-${memberId}`,
    });
    expect(adjusted.success).toBe(true);

    // The header's refresh button reads the balance again; hide and show keep working.
    await page.getByTestId('header-balance-refresh').click();
    await page.getByTestId('header-balance-value').filter({ hasText: '5,123.45' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('header-balance-toggle').click();
    expect(await page.getByTestId('header-balance-value').textContent()).toBe('****');
    await page.getByTestId('header-balance-toggle').click();
    await page.getByTestId('header-balance-value').filter({ hasText: '5,123.45' }).waitFor();

    // The record shows the posting with its type, signed amount and balance after; no operator note.
    await page.getByTestId('account-record-period-last7').click();
    // Newest first: the adjustment above the opening deposit (waiting for it, not for the list shown before).
    const row = page.locator('[data-testid="account-record-row"][data-type="adjustment"]');
    await row.waitFor();
    expect(await page.getByTestId('account-record-row').first().getAttribute('data-type')).toBe('adjustment');
    expect(await row.textContent()).toContain(th.records.types.adjustment);
    expect(await row.getByTestId('account-record-amount').textContent()).toContain('123.45');
    expect(await row.textContent()).not.toContain('internal');
    // The time in Bangkok, as every page writes it (the browser here runs in another zone).
    const shown = await row.locator('td').first().textContent();
    expect([bangkok(adjustedAt), bangkok(new Date(adjustedAt.getTime() + 60_000))]).toContain(shown);
    await expectWords(page, 'account-record');

    // Filtering by another type leaves nothing; stepping back a week shows the week before, empty too.
    await page.getByTestId('account-record-type').selectOption('withdrawal');
    await page.getByTestId('account-record-empty').waitFor();
    await page.getByTestId('account-record-type').selectOption('');
    await page.getByTestId('account-record-row').first().waitFor();
    await page.getByTestId('account-record-period-previous7').click();
    await page.getByTestId('account-record-empty').waitFor();
    expect(await page.getByTestId('account-record-period-next7').isDisabled()).toBe(false);

    // The other records pages and the money pages: words only, one zone note each.
    for (const [pageName, testId] of [['bettingRecord', 'betting-record'], ['personalProfit', 'personal-profit'], ['bonusDetails', 'bonus-details'], ['withdraw', 'withdraw-history'], ['deposit', 'deposit-history']] as const) {
      await page.goto(`${j.server.baseUrl}/member?page=${pageName}`);
      await page.getByTestId(testId).getByTestId(/-zone$/).waitFor();
      expect(await page.getByTestId(testId).getByTestId(/-zone$/).textContent(), testId).toContain('GMT+7');
      await expectWords(page, testId);
    }
  });

  it('a transfer to a game wallet moves the header balance without a refresh click', async () => {
    const { page } = await j.open();
    await visitAndPickRegion(page);
    await registerByUsername(page, uniqueUsername('tf'));
    await page.getByTestId('header-account-button').click();
    const memberId = Number(/\d+/.exec((await page.getByTestId('header-member-id').textContent()) ?? '')?.[0]);
    await page.getByTestId('header-account-button').click();
    expect((await j.server.moneySetting('PUT', '/wps/operator/merchants/thailand/wallet-mode', { isSingle: false })).success).toBe(true);
    expect((await j.server.operator('POST', `/wps/operator/merchants/thailand/members/${memberId}/wallet/adjust`, { amount: '200', reason: 'journey funds', idempotencyKey: `journey-fund-${memberId}` })).success).toBe(true);

    await page.goto(`${j.server.baseUrl}/member?page=walletTransfer`);
    await page.getByTestId('wallet-transfer-form').waitFor();
    await page.getByTestId('header-balance-value').filter({ hasText: '200.00' }).waitFor();
    await page.getByTestId('wallet-transfer-vendor').selectOption('PT');
    // More than the main wallet holds: refused on the page, nothing sent.
    await fieldInput(page, 'wallet-transfer-amount').fill('200.01');
    await page.getByTestId('wallet-transfer-submit').click();
    await page.getByTestId('wallet-transfer-error').waitFor();
    await fieldInput(page, 'wallet-transfer-amount').fill('50');
    await page.getByTestId('wallet-transfer-submit').click();
    await page.getByTestId('wallet-transfer-done').waitFor();
    await page.getByTestId('header-balance-value').filter({ hasText: '150.00' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('wallet-PT').filter({ hasText: '50.00' }).waitFor();
    expect(await page.getByTestId('wallet-transfer-total').textContent()).toContain('200.00');
    expect((await j.server.moneySetting('PUT', '/wps/operator/merchants/thailand/wallet-mode', { isSingle: true })).success).toBe(true);
  });
});
