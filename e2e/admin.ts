/**
 * What the back-office journeys share: the login form, and the demo owner's first login, whose published
 * password is below the operator policy and must be changed before anything else (decision 0033).
 */
import type { Page } from 'playwright-core';
import en from '../apps/admin/src/locales/en.json' with { type: 'json' };

export const DEMO_OWNER = { username: 'admin', password: 'Demo@2026' } as const;
/** The demo owner's password after its forced change, in every admin journey. */
export const OWNER_PASSWORD = 'Lotus-Back-Office#2027';

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(en.login.username).fill(username);
  await page.getByLabel(en.login.password, { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** From /admin/: the demo owner logs in, changes its password as asked, logs in with the new one and is home. */
export async function firstOwnerLogin(page: Page): Promise<void> {
  await page.goto('/admin/');
  await page.waitForURL('**/admin/login');
  await logIn(page, DEMO_OWNER.username, DEMO_OWNER.password);
  await page.getByLabel(en.password.new, { exact: true }).fill(OWNER_PASSWORD);
  await page.getByLabel(en.password.confirm).fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: en.password.submit }).click();
  await page.getByTestId('login-notice').filter({ hasText: en.login.notice.passwordChanged }).waitFor();
  await logIn(page, DEMO_OWNER.username, OWNER_PASSWORD);
  await page.getByTestId('home-title').waitFor();
}
