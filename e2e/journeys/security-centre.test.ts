import { errorMessage } from '@platform/contracts';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, PASSWORD, registerByUsername, storageKeys, th, uniqueUsername, visitAndPickRegion } from '../site';

describe.skipIf(!hasChromium)('member centre: account security', () => {
  const j = journey();

  /** The newest message the development sender "delivered" to an address, as an operator reads the outbox. */
  async function mailedCode(email: string): Promise<string> {
    const outbox = await j.server.operator('GET', `/wps/operator/outbox?destination=${encodeURIComponent(email)}`);
    expect(outbox.success).toBe(true);
    const code = (outbox.value as { body: string }[])[0]?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${email}`);
    return code;
  }

  const statusOf = (page: Page, card: string) => page.getByTestId(`security-${card}-status`).textContent();

  it('binds an e-mail, turns on the authenticator and sets a fund password; the overview follows', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const username = uniqueUsername('sc');
    await registerByUsername(page, username);

    // The member centre opens on account security, with the full menu of spec §2.
    await page.goto('/member');
    await page.getByTestId('member-page-securityCenter').waitFor();
    const menu = page.getByTestId('member-menu');
    expect(await menu.getByRole('link').count()).toBe(14);
    expect(await page.getByTestId('member-menu-securityCenter').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('security-last-login').textContent()).toContain(username);
    expect(await statusOf(page, 'email')).toBe(th.security.status.notBound);
    expect(await statusOf(page, 'totp')).toBe(th.security.status.off);
    expect(await statusOf(page, 'fund')).toBe(th.security.status.notSet);
    expect(await page.getByTestId('security-level').textContent()).toBe(th.security.levels.low);

    // E-mail: the code goes to the new address; the login password confirms.
    const email = `${username}@example.com`;
    await page.getByTestId('security-email-action').click();
    const emailDialog = page.getByTestId('security-email-dialog');
    await emailDialog.waitFor();
    await fieldInput(page, 'security-email-email').fill(email);
    await page.getByTestId('security-email-code-send').click();
    await page.getByTestId('security-email-code-sent').waitFor();
    expect(await page.getByTestId('security-email-code-send').isDisabled()).toBe(true);
    await fieldInput(page, 'security-email-code').fill(await mailedCode(email));
    await fieldInput(page, 'security-email-password').fill(PASSWORD);
    await page.getByTestId('security-email-submit').click();
    await emailDialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('security-notice').textContent()).toBe(th.security.email.done);
    await page.getByTestId('security-email-status').filter({ hasText: th.security.status.verified }).waitFor();
    expect(await page.getByTestId('security-email-value').textContent()).toBe(`${username[0]}•••@example.com`);

    // Authenticator: password, then the key shown on screen feeds the app (computed here), then a code.
    await page.getByTestId('security-totp-action').click();
    const totpDialog = page.getByTestId('security-totp-dialog');
    await totpDialog.waitFor();
    await fieldInput(page, 'security-totp-password').fill(PASSWORD);
    await page.keyboard.press('Enter');
    const qr = page.getByTestId('security-totp-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = ((await page.getByTestId('security-totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Focus moved on to the code input, so the player can type straight away.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('code');
    const now = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const wrong = now === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    await page.getByTestId('security-totp-enable-submit').click();
    await page.getByTestId('security-totp-code-error').waitFor();
    expect(await page.getByTestId('security-totp-code-error').textContent()).toBe(errorMessage('security.totp_code_wrong', 'TH'));
    await fieldInput(page, 'security-totp-code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByTestId('security-totp-enable-submit').click();
    await totpDialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('security-notice').textContent()).toBe(th.security.totp.done);
    await page.getByTestId('security-totp-status').filter({ hasText: th.security.status.on }).waitFor();

    // Fund password: the merchant's rule (6 digits) is checked before anything is sent.
    await page.getByTestId('security-fund-action').click();
    const fundDialog = page.getByTestId('security-fund-dialog');
    await fundDialog.waitFor();
    await fieldInput(page, 'security-fund-loginPassword').fill(PASSWORD);
    await fieldInput(page, 'security-fund-newFundPassword').fill('12ab');
    await fieldInput(page, 'security-fund-confirmFundPassword').fill('12ab');
    await page.getByTestId('security-fund-submit').click();
    const ruleText = th.validation.pattern.DIGITS.replace('{{range}}', th.validation.lengthExact.replace('{{count}}', '6'));
    expect(await page.getByTestId('security-fund-newFundPassword-error').textContent()).toBe(ruleText);
    await fieldInput(page, 'security-fund-newFundPassword').fill('246810');
    await fieldInput(page, 'security-fund-confirmFundPassword').fill('246810');
    await page.getByTestId('security-fund-submit').click();
    await fundDialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('security-notice').textContent()).toBe(th.security.fund.done);
    await page.getByTestId('security-fund-status').filter({ hasText: th.security.status.set }).waitFor();
    expect(await page.getByTestId('security-fund-action').textContent()).toBe(th.security.change);

    // What the page shows is what the server holds: a reload shows the same.
    await page.reload();
    await page.getByTestId('security-summary').waitFor();
    expect(await statusOf(page, 'email')).toBe(th.security.status.verified);
    expect(await statusOf(page, 'totp')).toBe(th.security.status.on);
    expect(await statusOf(page, 'fund')).toBe(th.security.status.set);
    expect(await page.getByTestId('security-level').textContent()).toBe(th.security.levels.medium);
    await context.close();
  });

  it('keeps the selected page in the query and opens menu entries from the keyboard', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await registerByUsername(page, uniqueUsername('sk'));
    await page.goto('/member?page=rewardCenter');
    await page.getByTestId('member-page-rewardCenter').waitFor();
    expect(await page.getByTestId('member-menu-rewardCenter').getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('member-page-rewardCenter').getByRole('heading', { level: 1 }).textContent()).toBe(th.memberCenter.pages.rewardCenter);

    await page.getByTestId('member-menu-messages').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('member-page-messages').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('messages');
    // No unread messages, missions or rewards yet: no red badges.
    expect(await page.getByTestId('member-badge-messages').count()).toBe(0);

    await page.goBack();
    await page.getByTestId('member-page-rewardCenter').waitFor();
    await page.goto('/member?page=nothing-like-this');
    await page.getByTestId('member-page-securityCenter').waitFor();
    await context.close();
  });

  it('shows a trial account the real-account notice instead of the member pages', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.goto('/login');
    await page.getByTestId('login-free-play').click();
    await page.getByTestId('header-trial').waitFor();
    await page.goto('/member');
    await page.getByTestId('member-trial-notice').waitFor();
    expect(await page.getByTestId('member-trial-notice').getByRole('heading').textContent()).toBe(th.memberCenter.trialTitle);
    expect(await page.getByTestId('member-menu').count()).toBe(0);
    // Registering ends the trial session, on the server too, and opens the register popup.
    const trialToken = (await storageKeys(page)).session.token;
    await page.getByTestId('member-trial-register').click();
    await page.getByTestId('register-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect((await storageKeys(page)).session.token).toBeUndefined();
    await expect.poll(() => page.evaluate(async (t) => (await fetch('/wps/member/info', { headers: { Authorization: t ?? '' } })).status, trialToken)).toBe(401);
    await context.close();
  });
});
