import { errorMessage } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { fieldInput, logOut, PASSWORD, registerByUsername, storageKeys, th, uniqueThaiMobile, uniqueUsername, visitAndPickRegion } from '../site';

describe.skipIf(!hasChromium)('accounts: register, log in, remember me, log out', () => {
  const j = journey();

  it('registers by username through the popup, shows the account in the header and keeps the session on reload', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const username = uniqueUsername('ua');
    const calls: string[] = [];
    page.on('request', (r) => calls.push(`${r.method()} ${new URL(r.url()).pathname} ${r.headers().encryption ? 'E' : ''}`.trim()));

    await registerByUsername(page, username);
    expect(calls).toContain('PUT /wps/member/register E');
    await page.getByTestId('register-dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('header-login').count()).toBe(0);
    const { session } = await storageKeys(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.memberInfo ?? '{}').account).toBe(username);

    await page.reload();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor();
    // No balance until the wallet exists: a placeholder, and show/hide still works.
    expect(await page.getByTestId('header-balance-value').textContent()).toBe(th.header.balancePlaceholder);
    await page.getByTestId('header-balance-toggle').click();
    expect(await page.getByTestId('header-balance-value').textContent()).toBe('****');
    expect(await page.getByTestId('header-balance-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('header-account-button').click();
    expect(await page.getByTestId('header-menu-account').textContent()).toBe(username);
    await page.getByTestId('header-copy-id').click();
    await page.getByRole('dialog', { name: th.header.copied }).waitFor();
    // With a session the member centre opens instead of the login popup.
    await page.goto('/member');
    await page.getByTestId('page-member').waitFor();
    expect(new URL(page.url()).pathname).toBe('/member');
    await context.close();
  });

  it('registers by mobile number on the default tab; the account is the number without its leading zero', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const typed = uniqueThaiMobile();
    await page.getByTestId('header-register').click();
    const dialog = page.getByTestId('register-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('tab', { name: th.auth.mobileRegister }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('register-username').count()).toBe(0);
    expect(await page.getByTestId('register-mobileNum').textContent()).toContain('+66');
    await fieldInput(page, 'register-mobileNum').fill(typed);
    await fieldInput(page, 'register-password').fill(PASSWORD);
    await fieldInput(page, 'register-confirmPassword').fill(PASSWORD);
    await page.getByTestId('register-confirm-age').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: typed.slice(1) }).waitFor();
    expect(await page.getByTestId('header-account-name').textContent()).toBe(typed.slice(1));
    await context.close();
  });

  it('shows the rules under the fields for a bad username and a password mismatch, and sends nothing', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/wps/member/register')) sent.push(r.url());
    });
    await page.getByTestId('header-register').click();
    const dialog = page.getByTestId('register-dialog');
    await dialog.getByRole('tab', { name: th.auth.usernameRegister }).click();
    await fieldInput(page, 'register-username').fill('1bad');
    await fieldInput(page, 'register-password').fill(PASSWORD);
    await fieldInput(page, 'register-confirmPassword').fill(PASSWORD + 'x');
    await fieldInput(page, 'register-mobileNum').fill(uniqueThaiMobile());
    await page.getByTestId('register-confirm-age').check();
    await page.getByTestId('register-submit').click();

    const usernameError = page.getByTestId('register-username-error');
    await usernameError.waitFor();
    const range = th.validation.lengthRange.replace('{{min}}', '4').replace('{{max}}', '16');
    expect(await usernameError.textContent()).toBe(th.validation.pattern.LETTER_FIRST_ALPHANUMERIC.replace('{{range}}', range));
    expect(await page.getByTestId('register-confirmPassword-error').textContent()).toBe(th.validation.mismatch);
    // The problem is announced with the field and the first invalid field has focus.
    expect(await fieldInput(page, 'register-username').getAttribute('aria-invalid')).toBe('true');
    expect(await fieldInput(page, 'register-username').getAttribute('aria-describedby')).toBe(await usernameError.getAttribute('id'));
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('username');
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
    expect(await page.getByTestId('register-error').count()).toBe(0);
    await context.close();
  });

  it('remembers the username for the next login without keeping the password', async () => {
    const username = uniqueUsername('uc');
    const first = await j.open();
    await visitAndPickRegion(first.page);
    await registerByUsername(first.page, username);
    await first.context.close();

    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.getByTestId('header-login').click();
    await fieldInput(page, 'login-username').fill(username);
    await fieldInput(page, 'login-password').fill(PASSWORD);
    await page.getByTestId('login-remember').check();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor();

    await logOut(page);
    const { local, session } = await storageKeys(page);
    const everything = JSON.stringify({ local, session });
    expect(everything).not.toContain(PASSWORD);
    expect(everything.toLowerCase()).not.toContain('password');
    const remembered = JSON.parse(local.rememberedLogin ?? '{}') as { username?: string; expiresAt?: number };
    expect(remembered.username).toBe(username);
    expect(remembered.expiresAt).toBeGreaterThan(Date.now() + 86_400_000 - 120_000);

    await page.getByTestId('header-login').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(await fieldInput(page, 'login-username').inputValue()).toBe(username);
    expect(await fieldInput(page, 'login-password').inputValue()).toBe('');
    expect(await page.getByTestId('login-remember').isChecked()).toBe(true);
    await context.close();
  });

  it('logs out after confirmation, back to the logged-out header, and /member asks for login again', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const username = uniqueUsername('ud');
    await registerByUsername(page, username);
    const token = (await storageKeys(page)).session.token;

    await page.getByTestId('header-account-button').click();
    await page.getByTestId('header-logout').click();
    const confirm = page.getByRole('dialog', { name: th.header.logoutTitle });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: th.common.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByTestId('header-account-name').isVisible()).toBe(true);

    await logOut(page);
    expect(await page.getByTestId('header-register').isVisible()).toBe(true);
    expect((await storageKeys(page)).session.token).toBeUndefined();
    // The token is revoked on the server, not only forgotten by the browser.
    const info = await page.evaluate(async (t) => (await fetch('/wps/member/info', { headers: { Authorization: t ?? '' } })).status, token);
    expect(info).toBe(401);

    await page.goto('/member');
    await page.getByTestId('login-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  // Last: a failed login makes the server ask this address for a captcha from then on.
  it('shows the server message for a wrong password and then asks for the captcha', async () => {
    const username = uniqueUsername('ub');
    const first = await j.open();
    await visitAndPickRegion(first.page);
    await registerByUsername(first.page, username);
    await first.context.close();

    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(await page.getByTestId('login-captcha').count()).toBe(0);
    await fieldInput(page, 'login-username').fill(username);
    await fieldInput(page, 'login-password').fill('Wrong-password-1');
    await page.getByTestId('login-submit').click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(errorMessage('member.login_failed', 'TH'));
    await page.getByTestId('login-captcha').waitFor();
    await page.getByRole('img', { name: th.auth.captchaImage }).waitFor();
    expect(await fieldInput(page, 'login-password').inputValue()).toBe('');
    expect(await page.getByTestId('header-login').isVisible()).toBe(true);
    await context.close();
  });
});
