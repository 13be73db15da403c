/** Shared steps of the journeys, written as a visitor acts. */
import type { FrameLocator, Page } from 'playwright-core';
import en from '../apps/web/src/locales/en.json' with { type: 'json' };
import th from '../apps/web/src/locales/th.json' with { type: 'json' };

export { en, th };

/** A first visit from 127.0.0.1 has no country, so the region picker opens: the visitor picks one. */
export async function visitAndPickRegion(page: Page, path = '/', merchantCode = 'thailand'): Promise<void> {
  await page.goto(path);
  const picker = page.getByTestId('region-picker');
  await picker.waitFor({ state: 'visible' });
  await page.getByTestId(`region-option-${merchantCode}`).click();
  await picker.waitFor({ state: 'detached' });
}

export async function storageKeys(page: Page): Promise<{ local: Record<string, string>; session: Record<string, string> }> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [k, s.getItem(k) ?? '']));
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
}

/** A password that satisfies every merchant's default rules (8–20 characters, no spaces). */
export const PASSWORD = 'Lotus2026pw';

/** A fresh, valid username for each registration (letter first, 4–16 letters and digits). */
export function uniqueUsername(prefix = 'pl'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

/** A 9-digit Thai mobile number that starts with a trunk zero when typed: "0" + 9 digits. */
export function uniqueThaiMobile(): string {
  return `08${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/** The input inside a form field of the popups. */
export function fieldInput(page: Page, testId: string) {
  return page.getByTestId(testId).locator('input');
}

/** Registers by username through the popup (the visitor is on the site, logged out) and waits for the logged-in header. */
export async function registerByUsername(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByTestId('header-register').click();
  const dialog = page.getByTestId('register-dialog');
  await dialog.waitFor();
  await dialog.getByRole('tab', { name: th.auth.usernameRegister }).click();
  await fieldInput(page, 'register-username').fill(username);
  await fieldInput(page, 'register-password').fill(password);
  await fieldInput(page, 'register-confirmPassword').fill(password);
  await fieldInput(page, 'register-mobileNum').fill(uniqueThaiMobile());
  await page.getByTestId('register-confirm-age').check();
  await page.getByTestId('register-submit').click();
  // The name is hidden on phones beside the avatar, so wait for it in the page rather than on screen.
  await page.getByTestId('header-account-name').filter({ hasText: username }).waitFor({ state: 'attached' });
}

/** Logs out through the account menu and its confirmation. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('header-account-button').click();
  await page.getByTestId('header-logout').click();
  await page.getByTestId('logout-confirm').click();
  await page.getByTestId('header-login').waitFor();
}

/** Logs the demo player in through the login popup: opened from the header, or already open. */
export async function logInDemoPlayer(page: Page, openFromHeader = true): Promise<void> {
  if (openFromHeader) await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-dialog');
  await dialog.waitFor();
  await fieldInput(page, 'login-username').fill('demo_player');
  await fieldInput(page, 'login-password').fill('Demo@2026');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('header-account-name').filter({ hasText: 'demo_player' }).waitFor({ state: 'attached' });
  await dialog.waitFor({ state: 'detached' });
}

/**
 * The game popup's frame, once the popup has finished opening. The popup scales in; a click into the
 * frame is aimed by page coordinates while the frame's own content holds still, so a click sent during
 * the scale could land beside its button without Playwright noticing (CI: "the game sent no /api/play",
 * three times on busy machines).
 */
export async function openedGameFrame(page: Page): Promise<FrameLocator> {
  await page.getByTestId('game-frame-dialog').waitFor();
  await page.waitForFunction(() => {
    const layer = document.querySelector('[data-testid="game-frame-dialog"]')?.closest('.dialog-layer');
    return layer?.getAttribute('data-state') === 'open' && layer.getAnimations({ subtree: true }).length === 0;
  });
  return page.frameLocator('[data-testid="game-frame"]');
}

/**
 * A call of the player's own API from its page, with its session's token (as the site's client sends it): for
 * what a journey checks behind the screen (the bonuses' figures, a refused second claim).
 */
export async function memberCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ success: boolean; value: T; errorCode: string | null; message?: string }> {
  return page.evaluate(async ({ method, path, body }) => {
    const headers: Record<string, string> = { Authorization: sessionStorage.getItem('token') ?? '', Merchant: 'thailand', Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return response.json();
  }, { method, path, body });
}
