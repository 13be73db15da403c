/**
 * Screenshots of a page at desktop and phone widths, for a human look:
 *   npm run screenshots -w @platform/e2e -- [path] [outDir]
 * Uses BASE_URL when set, else starts the real server like the journeys do.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../browser';
import { startServer } from '../harness';

const path = process.argv[2] ?? '/';
const outDir = process.argv[3] ?? join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = process.env.BASE_URL ? null : await startServer();
const baseURL = process.env.BASE_URL ?? server?.baseUrl ?? '';
const browser = await launchBrowser();
try {
  for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
    const context = await browser.newContext({ baseURL, viewport: { width, height }, deviceScaleFactor: 1 });
    await context.addInitScript(() => {
      if (!localStorage.getItem('merchantCode')) localStorage.setItem('merchantCode', 'thailand');
    });
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && console.log(`[${name}] console: ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[${name}] pageerror: ${e.message}`));
    await page.goto(path);
    await page.waitForTimeout(1500);
    const file = join(outDir, `${name}${path.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
}
