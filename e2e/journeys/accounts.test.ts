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
    // The merchant asks for the human-verification challenge, solved in the browser before sending.
    expect(calls).toContain('GET /wps/verification/challenge');
    await page.getByTestId('register-dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('header-login').count()).toBe(0);
    const { session } = await storageKeys(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.memberInfo ?? '{}').account).toBe(username);

    await page.reload();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor();
    // The balance comes from the player's public state (0 until wallets exist), with the merchant's symbol.
    const balance = page.getByTestId('header-balance-value');
    await balance.filter({ hasText: '0.00' }).waitFor();
    expect(await balance.textContent()).toBe('฿ 0.00');
    const stateCalls = () => calls.filter((c) => c === 'GET /wps/member/public/state').length;
    const before = stateCalls();
    await page.getByTestId('header-balance-refresh').click();
    await expect.poll(stateCalls).toBeGreaterThan(before);
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

  it('remembers the login for a day: next time the username is filled in and no password is typed, and none is kept', async () => {
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
    const everything = JSON.stringify({ local, session, cookies: await page.evaluate(() => document.cookie) });
    expect(everything).not.toContain(PASSWORD);
    expect(everything.toLowerCase()).not.toContain('password');
    const remembered = JSON.parse(local.rememberedLogin ?? '{}') as { username?: string; expiresAt?: number };
    expect(remembered.username).toBe(username);
    expect(remembered.expiresAt).toBeGreaterThan(Date.now() + 86_400_000 - 120_000);
    // The server's remember-me token lives in an HttpOnly cookie that scripts cannot read.
    const rememberCookie = (await context.cookies()).find((c) => c.httpOnly && c.value.length >= 20 && c.expires > Date.now() / 1000 + 80_000);
    expect(rememberCookie).toBeTruthy();

    const logins: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/session/login') logins.push(r.method());
    });
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(await fieldInput(page, 'login-username').inputValue()).toBe(username);
    expect(await fieldInput(page, 'login-password').inputValue()).toBe('');
    expect(await page.getByTestId('login-remember').isChecked()).toBe(true);
    expect(await page.getByTestId('login-password-hint').textContent()).toBe(th.auth.rememberedHint);
    // The hint is announced with the password field.
    expect(await fieldInput(page, 'login-password').getAttribute('aria-describedby')).toBe(await page.getByTestId('login-password-hint').getAttribute('id'));
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor();
    expect(logins).toEqual(['POST']);

    // Without the server's cookie (cleared, expired or revoked) the popup says so and asks for the password.
    await logOut(page);
    await context.clearCookies();
    await page.getByTestId('header-login').click();
    await page.getByTestId('login-password-hint').waitFor();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toBe(errorMessage('auth.remember_invalid', 'TH'));
    expect(await page.getByTestId('login-password-hint').count()).toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('password');
    await fieldInput(page, 'login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor();
    await context.close();
  });

  it('checks a typed invitation code before registering and warns about an unknown one', async () => {
    const merchants = await j.server.operator('GET', '/wps/operator/merchants');
    const thailand = (merchants.value as { merchant: { merchantCode: string }; registerFields: { field: string }[] }[]).find((m) => m.merchant.merchantCode === 'thailand');
    const field = thailand?.registerFields.find((f) => f.field === 'affiliateCode');
    expect(field).toBeTruthy();
    expect((await j.server.operator('PUT', '/wps/operator/merchants/thailand/register-fields', [{ ...field, enabled: true, required: false }])).success).toBe(true);
    try {
      const { context, page } = await j.open();
      await visitAndPickRegion(page);
      const sent: string[] = [];
      page.on('request', (r) => sent.push(`${r.method()} ${new URL(r.url()).pathname}`));
      // A code in the link fills the shown field.
      await page.goto('/register?aff=NOSUCHAGENT1');
      await page.getByTestId('register-dialog').getByRole('tab', { name: th.auth.usernameRegister }).click();
      expect(await fieldInput(page, 'register-affiliateCode').inputValue()).toBe('NOSUCHAGENT1');
      await fieldInput(page, 'register-username').fill(uniqueUsername('uh'));
      await fieldInput(page, 'register-password').fill(PASSWORD);
      await fieldInput(page, 'register-confirmPassword').fill(PASSWORD);
      await fieldInput(page, 'register-mobileNum').fill(uniqueThaiMobile());
      await page.getByTestId('register-confirm-age').check();
      await page.getByTestId('register-submit').click();

      const warning = page.getByTestId('register-affiliate-invalid');
      await warning.waitFor();
      expect(await page.getByTestId('register-affiliate-invalid-message').textContent()).toBe(th.auth.affiliateInvalid);
      expect(await page.getByTestId('register-affiliate-invalid-confirm').textContent()).toBe(th.auth.submit);
      expect(sent).toContain('GET /wps/agent/affiliate');
      expect(sent).not.toContain('PUT /wps/member/register');
      await page.getByTestId('register-affiliate-invalid-confirm').click();
      await warning.waitFor({ state: 'detached' });
      expect(await page.getByTestId('header-login').isVisible()).toBe(true);
      await context.close();
    } finally {
      await j.server.operator('PUT', '/wps/operator/merchants/thailand/register-fields', [field]);
    }
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
