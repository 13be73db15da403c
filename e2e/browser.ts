/** Debian Chromium through playwright-core (never a downloaded browser). */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);
export const SKIP_LINE = `e2e: skipped — ${CHROMIUM_PATH} not installed (set E2E_REQUIRED=1 to fail instead)`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function newPage(browser: Browser, baseURL: string, width = 1280, height = 860): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, reducedMotion: 'no-preference' });
  const page = await context.newPage();
  return { context, page };
}
