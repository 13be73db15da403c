import { errorMessage } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, logOut, PASSWORD, registerByUsername, storageKeys, th, uniqueThaiMobile, uniqueUsername, visitAndPickRegion } from '../site';

const NEW_PASSWORD = 'Orchid2027pw';

describe.skipIf(!hasChromium)('free play, SMS login, forgot and change password', () => {
  const j = journey();

  /** Reads the newest SMS code sent to a Thai number, as an operator would in the outbox. */
  async function smsCode(typedMobile: string): Promise<string> {
    const destination = `66-${typedMobile.replace(/^0+/, '')}`;
    const outbox = await j.server.operator('GET', `/wps/operator/outbox?destination=${encodeURIComponent(destination)}`);
    expect(outbox.success).toBe(true);
    const newest = (outbox.value as { body: string }[])[0];
    const code = newest?.body.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${destination}`);
    return code;
  }

  /** Registers on the popup's default mobile tab; the account is the number without its trunk zero. */
  async function registerByMobile(page: Page, typed: string, password = PASSWORD): Promise<void> {
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-dialog').waitFor();
    await fieldInput(page, 'register-mobileNum').fill(typed);
    await fieldInput(page, 'register-password').fill(password);
    await fieldInput(page, 'register-confirmPassword').fill(password);
    await page.getByTestId('register-confirm-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: typed.slice(1) }).waitFor();
  }

  async function logInByUsername(page: Page, username: string, password: string): Promise<void> {
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-dialog').waitFor();
    await fieldInput(page, 'login-username').fill(username);
    await fieldInput(page, 'login-password').fill(password);
    await page.getByTestId('login-submit').click();
  }

  it('plays for free from the login popup: a trial account, home, the header says trial', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.goto('/login');
    await page.getByTestId('login-dialog').waitFor();
    await page.getByTestId('login-free-play').click();
    await page.getByTestId('header-trial').waitFor();
    expect(await page.getByTestId('header-trial').textContent()).toBe(th.header.trial);
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    const memberInfo = JSON.parse((await storageKeys(page)).session.memberInfo ?? '{}') as { type?: number; isTrial?: boolean };
    expect(memberInfo).toMatchObject({ type: 4, isTrial: true });
    // A trial account has no password to change.
    await page.getByTestId('header-account-button').click();
    await page.getByTestId('header-account-menu').waitFor();
    expect(await page.getByTestId('header-change-password').count()).toBe(0);

    // Member pages need a real account (in_need_true_account): the trial player is told to register first.
    await page.getByTestId('header-account').click();
    const notice = page.getByTestId('trial-notice-dialog');
    await notice.waitFor();
    expect(await page.getByTestId('trial-notice-text').textContent()).toBe(th.auth.trialNoticeText);
    await page.getByTestId('trial-notice-confirm').click();
    await notice.waitFor({ state: 'detached' });
    await page.getByTestId('header-deposit').click();
    await notice.waitFor();
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    // Registering from the notice ends the trial session and opens the register popup.
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('trial-notice-register').click();
    await page.getByTestId('register-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect((await storageKeys(page)).session.token).toBeUndefined();
    await context.close();
  });

  it('explains a refused SMS code request in a warning with a submit button', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-dialog').getByRole('tab', { name: th.auth.smsLogin }).click();
    // Long enough for the popup's own check, too short for the merchant's phone rule.
    await fieldInput(page, 'login-mobile').fill('0812345');
    await page.getByTestId('login-code-send').click();
    const warning = page.getByTestId('login-code-send-failed');
    await warning.waitFor();
    expect(await page.getByTestId('login-code-send-failed-message').textContent()).toBe(errorMessage('verification.mobile_invalid', 'TH'));
    const confirm = page.getByTestId('login-code-send-failed-confirm');
    expect(await confirm.textContent()).toBe(th.auth.submit);
    // The confirm button has focus (a dialog takes it after its first frame, decision 0060), so the keyboard closes it.
    await expect.poll(() => confirm.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await warning.waitFor({ state: 'detached' });
    // Back in the login popup, which stays open, and the send button can be used again.
    expect(await page.getByTestId('login-code-send').isDisabled()).toBe(false);
    await context.close();
  });

  it('logs in with a code sent by SMS; the send button counts down meanwhile', async () => {
    const typed = uniqueThaiMobile();
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await registerByMobile(page, typed);
    await logOut(page);

    await page.getByTestId('header-login').click();
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByRole('tab', { name: th.auth.smsLogin }).click();
    expect(await page.getByTestId('login-mobile').textContent()).toContain('+66');
    // The number is checked before a code is asked for.
    await page.getByTestId('login-code-send').click();
    expect(await page.getByTestId('login-mobile-error').textContent()).toBe(th.validation.mobileRequired);
    await fieldInput(page, 'login-mobile').fill(typed);
    await page.getByTestId('login-code-send').click();
    await page.getByTestId('login-code-sent').waitFor();
    const send = page.getByTestId('login-code-send');
    expect(await send.isDisabled()).toBe(true);
    expect(await send.textContent()).toMatch(/\d+/);
    const seconds = Number((await send.textContent())?.match(/\d+/)?.[0]);
    expect(seconds).toBeGreaterThan(50);

    await fieldInput(page, 'login-code').fill(await smsCode(typed));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: typed.slice(1) }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('resets a forgotten password by phone, ends logged in, and the new password works afterwards', async () => {
    const typed = uniqueThaiMobile();
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await registerByMobile(page, typed);
    await logOut(page);

    await page.getByTestId('header-login').click();
    await page.getByTestId('login-forgot').click();
    const dialog = page.getByTestId('forgot-dialog');
    await dialog.waitFor();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    expect(await dialog.getByRole('tab', { name: th.auth.forgotByPhone }).getAttribute('aria-selected')).toBe('true');
    await fieldInput(page, 'forgot-mobile').fill(typed);
    await page.getByTestId('forgot-code-send').click();
    await page.getByTestId('forgot-code-sent').waitFor();
    await fieldInput(page, 'forgot-code').fill(await smsCode(typed));
    await fieldInput(page, 'forgot-newPassword').fill(NEW_PASSWORD);
    await fieldInput(page, 'forgot-confirmPassword').fill(NEW_PASSWORD + 'x');
    await page.getByTestId('forgot-submit').click();
    expect(await page.getByTestId('forgot-confirmPassword-error').textContent()).toBe(th.validation.mismatch);
    await fieldInput(page, 'forgot-confirmPassword').fill(NEW_PASSWORD);
    await page.getByTestId('forgot-submit').click();

    await page.getByTestId('header-account-name').filter({ hasText: typed.slice(1) }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');

    await logOut(page);
    await logInByUsername(page, typed.slice(1), NEW_PASSWORD);
    await page.getByTestId('header-account-name').filter({ hasText: typed.slice(1) }).waitFor();
    await context.close();
  });

  it('asks for a reset link by e-mail with the same answer either way, and a bad link says so', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-forgot').click();
    const dialog = page.getByTestId('forgot-dialog');
    await dialog.getByRole('tab', { name: th.auth.forgotByEmail }).click();
    await fieldInput(page, 'forgot-username').fill(uniqueUsername('ue'));
    await fieldInput(page, 'forgot-email').fill('nobody@example.com');
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-email-sent').waitFor();
    expect(await page.getByTestId('forgot-email-sent').textContent()).toBe(th.auth.forgotEmailSent);

    await page.goto(`/?resetToken=${'1.'.padEnd(40, 'x')}`);
    const reset = page.getByTestId('reset-password-dialog');
    await reset.waitFor();
    await fieldInput(page, 'reset-newPassword').fill(NEW_PASSWORD);
    await fieldInput(page, 'reset-confirmPassword').fill(NEW_PASSWORD);
    await page.getByTestId('reset-password-submit').click();
    await page.getByTestId('reset-password-error').waitFor();
    expect(await page.getByTestId('reset-password-error').textContent()).toBe(errorMessage('verification.code_invalid', 'TH'));
    await context.close();
  });

  it('resets the password with the e-mailed link: new password, then the login popup says so', async () => {
    // The merchant asks for the e-mail on registration, so the account has one.
    const merchants = await j.server.operator('GET', '/wps/operator/merchants');
    const thailand = (merchants.value as { merchant: { merchantCode: string }; registerFields: { field: string; enabled: boolean }[] }[])
      .find((m) => m.merchant.merchantCode === 'thailand');
    const emailField = thailand?.registerFields.find((f) => f.field === 'email');
    expect(emailField).toBeTruthy();
    const enabled = await j.server.operator('PUT', '/wps/operator/merchants/thailand/register-fields', [{ ...emailField, enabled: true, required: false }]);
    expect(enabled.success).toBe(true);

    const username = uniqueUsername('ug');
    const email = `${username}@example.com`;
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-dialog').getByRole('tab', { name: th.auth.usernameRegister }).click();
    await fieldInput(page, 'register-username').fill(username);
    await fieldInput(page, 'register-password').fill(PASSWORD);
    await fieldInput(page, 'register-confirmPassword').fill(PASSWORD);
    await fieldInput(page, 'register-mobileNum').fill(uniqueThaiMobile());
    await fieldInput(page, 'register-email').fill(email);
    await page.getByTestId('register-confirm-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor({ state: 'attached' });
    await logOut(page);

    await page.getByTestId('header-login').click();
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-dialog').getByRole('tab', { name: th.auth.forgotByEmail }).click();
    await fieldInput(page, 'forgot-username').fill(username);
    await fieldInput(page, 'forgot-email').fill(email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-email-sent').waitFor();

    const outbox = await j.server.operator('GET', `/wps/operator/outbox?destination=${encodeURIComponent(email)}`);
    const token = (outbox.value as { body: string }[])[0]?.body.match(/resetToken=([^\s"'<&]+)/)?.[1];
    expect(token).toBeTruthy();
    await page.goto(`/?resetToken=${token}`);
    await page.getByTestId('reset-password-dialog').waitFor();
    await fieldInput(page, 'reset-newPassword').fill(NEW_PASSWORD);
    await fieldInput(page, 'reset-confirmPassword').fill(NEW_PASSWORD + 'x');
    await page.getByTestId('reset-password-submit').click();
    expect(await page.getByTestId('reset-confirmPassword-error').textContent()).toBe(th.validation.mismatch);
    await fieldInput(page, 'reset-confirmPassword').fill(NEW_PASSWORD);
    await page.getByTestId('reset-password-submit').click();

    await page.getByTestId('login-notice').waitFor();
    expect(await page.getByTestId('login-notice').textContent()).toBe(th.auth.passwordResetDone);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/login');
    expect(url.search).toBe('');
    await fieldInput(page, 'login-username').fill(username);
    await fieldInput(page, 'login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor({ state: 'attached' });
    await context.close();
  });

  it('asks for an SMS code on the register popup when the operator turns SMS verification on', async () => {
    const on = await j.server.operator('PUT', '/wps/operator/merchants/thailand/features', { SMS_VERIFY_REGISTER: true });
    expect(on.success).toBe(true);
    try {
      const typed = uniqueThaiMobile();
      const { context, page } = await j.open();
      await visitAndPickRegion(page);
      await page.getByTestId('header-register').click();
      await page.getByTestId('register-dialog').waitFor();
      await fieldInput(page, 'register-mobileNum').fill(typed);
      await fieldInput(page, 'register-password').fill(PASSWORD);
      await fieldInput(page, 'register-confirmPassword').fill(PASSWORD);
      await page.getByTestId('register-confirm-age').check();
      await page.getByTestId('register-submit').click();
      expect(await page.getByTestId('register-verificationCode-error').textContent()).toBe(th.validation.required);

      await page.getByTestId('register-verificationCode-send').click();
      await page.getByTestId('register-verificationCode-sent').waitFor();
      expect(await page.getByTestId('register-verificationCode-send').isDisabled()).toBe(true);
      await fieldInput(page, 'register-verificationCode').fill(await smsCode(typed));
      await page.getByTestId('register-submit').click();
      await page.getByTestId('header-account-name').filter({ hasText: typed.slice(1) }).waitFor();
      await context.close();
    } finally {
      await j.server.operator('PUT', '/wps/operator/merchants/thailand/features', { SMS_VERIFY_REGISTER: false });
    }
  });

  // Last: the failed login with the old password makes the server ask this address for a captcha.
  it('changes the password from the account menu, logs in again with the new one, and the old one fails', async () => {
    const username = uniqueUsername('uf');
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await registerByUsername(page, username);

    await page.getByTestId('header-account-button').click();
    await page.getByTestId('header-change-password').click();
    await page.getByTestId('change-password-dialog').waitFor();
    await fieldInput(page, 'change-oldPassword').fill('Not-my-password-1');
    await fieldInput(page, 'change-newPassword').fill(NEW_PASSWORD);
    await fieldInput(page, 'change-confirmNewPassword').fill(NEW_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('change-oldPassword-error').waitFor();
    expect(await page.getByTestId('change-oldPassword-error').textContent()).toBe(errorMessage('member.password_wrong', 'TH'));

    const token = (await storageKeys(page)).session.token;
    await fieldInput(page, 'change-oldPassword').fill(PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(await page.getByTestId('login-notice').textContent()).toBe(th.auth.passwordChangedDone);
    expect(await page.getByTestId('header-login').isVisible()).toBe(true);
    expect((await storageKeys(page)).session.token).toBeUndefined();
    // The old session is over on the server too.
    const info = await page.evaluate(async (t) => (await fetch('/wps/member/info', { headers: { Authorization: t ?? '' } })).status, token);
    expect(info).toBe(401);

    await fieldInput(page, 'login-username').fill(username);
    await fieldInput(page, 'login-password').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor();
    await logOut(page);

    await logInByUsername(page, username, PASSWORD);
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toBe(errorMessage('member.login_failed', 'TH'));
    await context.close();
  });
});
