/** Debian Chromium through playwright-core (never a downloaded browser). */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);
export const SKIP_LINE = `e2e: skipped — ${CHROMIUM_PATH} not installed (set E2E_REQUIRED=1 to fail instead)`;

/** Also for a journey that needs a persistent (not incognito) profile: chromium.launchPersistentContext. */
export const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: LAUNCH_ARGS,
  });
}

export async function newPage(browser: Browser, baseURL: string, width = 1280, height = 860, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height }, reducedMotion: 'no-preference', ...options });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForTheAppOnLoad(page);
  return { context, page };
}

/**
 * A server-drawn page (decision 0035) shows its buttons before the app is live; a click then would do
 * nothing. `goto` and `reload` wait for the app's mark (BootstrapGate) on pages of the web app (#root).
 */
function waitForTheAppOnLoad(page: Page): void {
  const check = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'live', undefined, { timeout: 30_000 });
  // Once more when the app itself reloaded the page meanwhile (a merchant switch), which ends the first wait.
  const live = () => check().catch(() => check());
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await live();
    return response;
  }) as Page['goto'];
  page.reload = (async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await live();
    return response;
  }) as Page['reload'];
}
