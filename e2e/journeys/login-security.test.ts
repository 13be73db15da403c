import { errorMessage } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, logOut, PASSWORD, registerByUsername, storageKeys, th, uniqueThaiMobile, uniqueUsername, visitAndPickRegion } from '../site';

const NEW_PASSWORD = 'Jasmine2027pw';

describe.skipIf(!hasChromium)('login security: agent site, unrecognised address, forced password change', () => {
  const j = journey();

  async function logIn(page: Page, username: string, password: string): Promise<void> {
    await page.getByTestId('login-dialog').waitFor();
    await fieldInput(page, 'login-username').fill(username);
    await fieldInput(page, 'login-password').fill(password);
    await page.getByTestId('login-submit').click();
  }

  it('refuses a member at the agent area login and keeps no session', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const username = uniqueUsername('ag');
    await registerByUsername(page, username);
    await logOut(page);

    await page.goto('/agent');
    const dialog = page.getByRole('dialog', { name: th.auth.agentLoginTitle });
    await dialog.waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/login?site=agent');
    await logIn(page, username, PASSWORD);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(errorMessage('member.not_agent', 'TH'));
    expect((await storageKeys(page)).session.token).toBeUndefined();
    expect(await page.getByTestId('header-login').count()).toBe(1);
    await context.close();
  });

  it('asks for a code sent to the mobile number when the player logs in from an unrecognised address', async () => {
    const typed = uniqueThaiMobile();
    const account = typed.slice(1);
    const first = await j.open();
    await visitAndPickRegion(first.page);
    await first.page.getByTestId('header-register').click();
    await fieldInput(first.page, 'register-mobileNum').fill(typed);
    await fieldInput(first.page, 'register-password').fill(PASSWORD);
    await fieldInput(first.page, 'register-confirmPassword').fill(PASSWORD);
    await first.page.getByTestId('register-confirm-age').check();
    await first.page.getByTestId('register-submit').click();
    await first.page.getByTestId('header-account-name').filter({ hasText: account }).waitFor();
    await first.context.close();

    // The same player, now behind another network (the server trusts one proxy hop in the journeys).
    const { context, page } = await j.open();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.50' });
    await visitAndPickRegion(page);
    await page.getByTestId('header-login').click();
    await logIn(page, account, PASSWORD);

    const step = page.getByTestId('login-verification');
    await step.waitFor();
    expect((await storageKeys(page)).session.token).toBeUndefined();
    const mobile = page.getByTestId('login-verify-method-mobile');
    expect(await mobile.locator('input').isChecked()).toBe(true);
    // The hint masks the number: its last digits only.
    expect(await mobile.textContent()).toContain(typed.slice(-4));
    expect(await mobile.textContent()).not.toContain(account);

    await page.getByTestId('login-verify-answer-send').click();
    await page.getByTestId('login-verify-answer-sent').waitFor();
    expect(await page.getByTestId('login-verify-answer-send').isDisabled()).toBe(true);
    const outbox = await j.server.operator('GET', `/wps/operator/outbox?destination=${encodeURIComponent(`66-${account}`)}`);
    const code = (outbox.value as { body: string }[])[0]?.body.match(/\b\d{6}\b/)?.[0];
    expect(code).toBeTruthy();

    // A wrong code is named under the field; the right one logs in.
    await fieldInput(page, 'login-verify-answer').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('login-verify-submit').click();
    await page.getByTestId('login-verify-answer-error').waitFor();
    expect(await page.getByTestId('login-verify-answer-error').textContent()).toBe(errorMessage('verification.code_invalid', 'TH'));
    await fieldInput(page, 'login-verify-answer').fill(code ?? '');
    await page.getByTestId('login-verify-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: account }).waitFor();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    expect((await storageKeys(page)).session.token).toBeTruthy();

    // The address is known now: the next login from it goes straight in.
    await logOut(page);
    await page.getByTestId('header-login').click();
    await logIn(page, account, PASSWORD);
    await page.getByTestId('header-account-name').filter({ hasText: account }).waitFor();
    await context.close();
  });

  it('makes a player with a default password change it before anything else', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const username = uniqueUsername('fd');
    await registerByUsername(page, username);
    const memberId = (JSON.parse((await storageKeys(page)).session.memberInfo ?? '{}') as { id?: number }).id;
    await logOut(page);

    // Customer support hands out a one-time default password (operator action).
    const reset = await j.server.operator('POST', `/wps/operator/merchants/thailand/members/${memberId}/default-password`);
    expect(reset.success).toBe(true);
    const temporary = (reset.value as { temporaryPassword: string }).temporaryPassword;

    await page.getByTestId('header-login').click();
    await logIn(page, username, temporary);
    const forced = page.getByTestId('forced-password-dialog');
    await forced.waitFor();
    expect(await page.getByTestId('forced-password-reason').textContent()).toBe(th.auth.forcedChangeText);
    // No way around it: no close button, and Escape does nothing.
    expect(await forced.getByRole('button', { name: th.common.close }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await forced.isVisible()).toBe(true);
    // It stays across a reload within the session.
    await page.reload();
    await forced.waitFor();

    await fieldInput(page, 'change-oldPassword').fill(temporary);
    await fieldInput(page, 'change-newPassword').fill(NEW_PASSWORD);
    await fieldInput(page, 'change-confirmNewPassword').fill(NEW_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('login-notice').waitFor();
    expect(await page.getByTestId('login-notice').textContent()).toBe(th.auth.passwordChangedDone);

    await logIn(page, username, NEW_PASSWORD);
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('forced-password-dialog').count()).toBe(0);
    await context.close();
  });

  it('lets the forced change end with logging out instead', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const username = uniqueUsername('fe');
    await registerByUsername(page, username);
    const memberId = (JSON.parse((await storageKeys(page)).session.memberInfo ?? '{}') as { id?: number }).id;
    await logOut(page);
    const reset = await j.server.operator('POST', `/wps/operator/merchants/thailand/members/${memberId}/default-password`);
    const temporary = (reset.value as { temporaryPassword: string }).temporaryPassword;

    await page.getByTestId('header-login').click();
    await logIn(page, username, temporary);
    await page.getByTestId('forced-password-dialog').waitFor();
    await page.getByTestId('forced-password-logout').click();
    await page.getByTestId('header-login').waitFor();
    await page.getByTestId('forced-password-dialog').waitFor({ state: 'detached' });
    expect((await storageKeys(page)).session.token).toBeUndefined();
    await context.close();
  });
});
