import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { startServer, type RunningServer } from './harness';

/**
 * Starts the real server and Chromium once for a journey file (call inside `describe`) and stops them
 * after it; `open()` gives a fresh browser context and page on that server.
 */
export function journey() {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  // A failed journey shows what the server said meanwhile (a CI run on another machine leaves nothing else).
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => console.log(`--- the server's last output ---\n${server?.logTail() ?? ''}`));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server(): RunningServer {
      return server;
    },
    /** `options`: e.g. `{ javaScriptEnabled: false }` for what a browser sees before any script runs. */
    open(width?: number, height?: number, options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }> {
      return newPage(browser, server.baseUrl, width, height, options);
    },
  };
}
