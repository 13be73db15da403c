/**
 * Installable and reachable (issue 17, decision 0039): the site installs (manifest, service worker,
 * Chromium's own installability check), opens offline, /down offers the app, support is one tap away
 * on every screen, and VIP entries show only when VIP is on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CHROMIUM_PATH, hasChromium, LAUNCH_ARGS } from '../browser';
import { journey } from '../journey';
import { th, visitAndPickRegion } from '../site';

/** Every URL held in the page's Cache Storage (the service worker's caches). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

describe.skipIf(!hasChromium)('installable, offline, support and VIP entries', () => {
  const j = journey();

  it('passes Chromium’s installability check, and a reload offline shows the offline page', async () => {
    // A profile on disk: Chromium never offers an install in an incognito context (every new context is one).
    const profile = mkdtempSync(join(tmpdir(), 'e2e-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS, baseURL: j.server.baseUrl, viewport: { width: 390, height: 844 },
    });
    onTestFinished(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
    const page = context.pages()[0] ?? await context.newPage();
    await visitAndPickRegion(page);
    await page.getByTestId('site-header').waitFor();
    // The worker registers after load; clientsClaim makes it control this page once active.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Royal Lotus', display: 'standalone' });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);

    // The shell is precached; nothing of the API (balances, sessions, money) is ever in a cache.
    const cached = await cachedUrls(page);
    // Precached files carry their revision in a query (__WB_REVISION__), hashed assets none.
    const paths = cached.map((url) => new URL(url).pathname);
    expect(paths).toContain('/offline.html');
    expect(paths.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(cached.filter((url) => /\/(wps|lgw|provider)\//.test(new URL(url).pathname))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    const offline = page.getByTestId('offline-page');
    await offline.waitFor();
    expect(await offline.getByRole('heading', { level: 1 }).textContent()).toBe(th.install.offline.title);
    expect(await page.getAttribute('html', 'lang')).toMatch(/^th/);

    // Back online, "try again" brings the site back.
    await context.setOffline(false);
    await page.getByRole('button', { name: th.install.offline.retry }).click();
    await page.getByTestId('site-header').waitFor();
  }, 150_000);

  it('/down shows the QR code of the configured address and both install guides with pictures', async () => {
    const { context, page } = await j.open(390, 844);
    await visitAndPickRegion(page, '/down');
    const down = page.getByTestId('page-download');
    await down.waitFor();
    // The configured main domain, not the address bar (127.0.0.1 here).
    expect(await page.getByTestId('install-url').textContent()).toBe('https://thailand.royallotus.example/');
    const qr = page.getByTestId('install-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.getAttribute('alt')).toContain('https://thailand.royallotus.example/');
    for (const platform of ['ios', 'android']) {
      const guide = page.getByTestId(`install-guide-${platform}`);
      expect(await guide.getByRole('listitem').count()).toBe(3);
      for (const step of [1, 2, 3]) expect(await guide.getByTestId(`guide-picture-${platform}-${step}`).count()).toBe(1);
    }
    expect(await page.getByTestId('install-guide-android').textContent()).toContain(th.install.android.step3);
    // Chromium offers the install only after its engagement checks; until then the page says to follow the guide.
    expect(await page.getByTestId('install-button').count() + await page.getByTestId('install-note').count()).toBe(1);
    await context.close();
  });

  it('"live chat" opens the merchant’s channels in a sheet, in the header, the phone bar and the status screens', async () => {
    const { context, page } = await j.open();
    try {
      await visitAndPickRegion(page);
      const before = page.url();
      await page.getByTestId('site-header').getByTestId('customer-service-button').click();
      const sheet = page.getByTestId('support-sheet');
      await sheet.waitFor();
      expect(await sheet.getByRole('heading').first().textContent()).toBe(th.support.title);
      const hrefs = await sheet.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs).toEqual([
        'https://line.me/R/ti/p/@royallotus_thailand',
        'https://t.me/royallotus_thailand',
        'https://wa.me/66800000000',
        'mailto:support+thailand@royallotus.example',
      ]);
      // No loop: the page stayed where it was, and nothing points back into the site.
      expect(page.url()).toBe(before);
      await sheet.getByRole('button', { name: th.common.close }).click();
      await sheet.waitFor({ state: 'detached' });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('bottom-nav-service').click();
      await sheet.getByTestId('support-channel-LINE').waitFor();

      // The maintenance and blocked screens' button opens the sheet too, rather than the same screen again.
      for (const [status, screen] of [[1, 'maintenance-screen'], [2, 'blocked-screen']] as const) {
        expect((await j.server.operator('PUT', '/wps/operator/merchants/thailand/status', { status })).success).toBe(true);
        await page.goto('/');
        await page.getByTestId(screen).getByTestId('customer-service-button').click();
        await sheet.getByTestId('support-channel-TELEGRAM').waitFor();
        expect(await page.getByTestId(screen).count()).toBe(1);
      }
    } finally {
      await context.close();
      expect((await j.server.operator('PUT', '/wps/operator/merchants/thailand/status', { status: 0 })).success).toBe(true);
    }
  });

  it('hides the VIP bonus entry from visitors while VIP is off, and shows it when it is on', async () => {
    const setVip = async (on: boolean) => expect((await j.server.operator('PUT', '/wps/operator/merchants/thailand/features', { VIP: on })).success).toBe(true);
    const { context, page } = await j.open();
    const vipEntries = () => page.getByTestId('side-menu').locator('a[href="/promotions?type=VIP"]').count();
    await setVip(false);
    try {
      await visitAndPickRegion(page);
      await page.getByTestId('side-menu').waitFor();
      expect(await vipEntries()).toBe(0);
    } finally {
      await setVip(true);
    }
    await page.reload();
    await page.getByTestId('side-menu').locator('a[href="/promotions?type=VIP"]').waitFor();
    expect(await vipEntries()).toBe(1);
    await context.close();
  });
});
