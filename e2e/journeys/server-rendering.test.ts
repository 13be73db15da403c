/**
 * The served HTML already shows the page (issue 17, decision 0035): without JavaScript a phone sees the
 * header, banner, category menu and footer; with it, React takes that HTML over (hydration: the drawn
 * nodes stay, no mismatch reported) and the site works as before.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { en, th } from '../site';

/** Console errors and uncaught exceptions of `page`, and whether a server-drawn header was ever removed (a redraw, not a takeover). */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { headerRemoved: boolean; themeTouched: number };
    w.headerRemoved = false;
    w.themeTouched = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        for (const node of r.removedNodes) {
          if (node instanceof Element && (node.matches('[data-testid="site-header"]') || node.querySelector('[data-testid="site-header"]'))) w.headerRemoved = true;
        }
        // The drawn theme style moved or rewritten, or the colours written on <html>: each restyles the
        // whole page. (The parser adding its text is no change: only removals and edits count.)
        const target = r.target instanceof Element ? r.target : r.target.parentElement;
        const removed = [...r.removedNodes];
        if ((target?.id === 'ssr-theme' && (r.type === 'characterData' || removed.length > 0)) || removed.some((n) => n instanceof Element && n.id === 'ssr-theme')) w.themeTouched += 1;
        if (r.type === 'attributes' && r.target === document.documentElement && r.attributeName === 'style') w.themeTouched += 1;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['style'] });
  });
  return {
    errors,
    headerRemoved: () => page.evaluate(() => (window as unknown as { headerRemoved: boolean }).headerRemoved),
    themeTouched: () => page.evaluate(() => (window as unknown as { themeTouched: number }).themeTouched),
  };
}

describe.skipIf(!hasChromium)('server-rendered pages', () => {
  const j = journey();

  it('without JavaScript, a phone sees the header, banner, category menu, bottom bar and footer in Thai', async () => {
    const { context: ctx, page } = await j.open(390, 844, { javaScriptEnabled: false });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    const header = page.getByTestId('site-header');
    expect(await header.getByText(th.header.login).isVisible()).toBe(true);
    const banner = page.locator('img.banner-art').first();
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    await page.waitForFunction(() => (document.querySelector('img.banner-art') as HTMLImageElement | null)?.complete === true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.getBoundingClientRect().height > 50)).toBe(true);
    expect(await page.getByTestId('category-menu').isVisible()).toBe(true);
    expect(await page.getByTestId('bottom-nav').getByText(th.nav.promotions).isVisible()).toBe(true);
    const footer = page.getByTestId('site-footer');
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByText(th.footer.ageStatement).isVisible()).toBe(true);
    expect(await page.getByTestId('global-loader').count()).toBe(0);

    // English by the address, as a search engine follows the hreflang links.
    await page.goto('/?lang=EN');
    expect(await page.getByTestId('site-header').getByText(en.header.login).isVisible()).toBe(true);
    await ctx.close();
  });

  it('on a phone, what is below the first screen is taken over when it comes into view, and the first tap anywhere works', async () => {
    const { context, page } = await j.open(390, 844);
    const seen = await watch(page);
    // React marks each node it took over; a part still waiting keeps the server's nodes unmarked.
    const takenOver = (testId: string) => page.getByTestId(testId).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
    const takeOver = async (path: string) => {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
      await page.waitForLoadState('networkidle');
    };
    // The first visit's region picker is chosen once, so the next loads have nothing over the page.
    await page.goto('/');
    await page.getByTestId('region-picker').waitFor({ state: 'visible' });
    await page.getByTestId('region-option-thailand').click();
    await page.getByTestId('region-picker').waitFor({ state: 'detached' });

    await takeOver('/');
    expect(await takenOver('site-header')).toBe(true);
    expect(await takenOver('category-menu')).toBe(true);
    // Long enough for every turn of the old chain (a task apart each) to have come.
    await page.waitForTimeout(600);
    expect(await takenOver('site-footer')).toBe(false);
    expect(await takenOver('home-row-grid-RNG')).toBe(false);
    expect(await takenOver('side-menu')).toBe(false);
    // Scrolled to without any input (a script, an anchor): its turn comes as it shows.
    await page.getByTestId('site-footer').evaluate((el) => el.scrollIntoView());
    await expect.poll(() => takenOver('site-footer')).toBe(true);

    // The closed drawer waits for an input; opening it is that input, and it opens with its links.
    await takeOver('/');
    await page.getByTestId('header-menu-button').click();
    const drawer = page.getByTestId('side-menu');
    await expect.poll(() => drawer.getAttribute('data-mobile-open')).toBe('true');
    await drawer.getByRole('link', { name: th.nav.live }).click();
    await page.waitForURL((url) => url.pathname === '/live');

    // A tap on a row still waiting for its turn is handled: its "more" opens the category.
    await takeOver('/');
    await page.getByTestId('home-row-more-RNG').click();
    await page.getByTestId('home-category-lobby').waitFor();
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  for (const [width, height] of [[390, 844], [1280, 860]] as const) {
    it(`with JavaScript at ${width} px: the drawn pages are taken over without a hydration error, and navigation works`, async () => {
      const { context, page } = await j.open(width, height);
      const seen = await watch(page);
      // A first visit: the region picker opens once the browser has its own location (after hydrating).
      await page.goto('/');
      const picker = page.getByTestId('region-picker');
      await picker.waitFor({ state: 'visible' });
      await page.getByTestId('region-option-thailand').click();
      await picker.waitFor({ state: 'detached' });
      expect(await seen.headerRemoved()).toBe(false);
      // The language went to the server as a cookie.
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('TH');

      for (const path of ['/live', '/help', '/promotions', '/']) {
        const served = await page.goto(path);
        const html = (await served?.text()) ?? '';
        expect(html, path).toContain('data-testid="site-header"');
        // The app ran on its own permission answer, and kept the theme the page was drawn with as it was.
        await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
        await page.waitForLoadState('networkidle');
        // And the page's own title: the merchant's branding once set the site name alone on every page.
        const servedTitle = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').title, html);
        expect(servedTitle, path).toMatch(/ \| /);
        expect(await page.title(), path).toBe(servedTitle);
        expect(await page.evaluate(() => document.getElementById('ssr-theme')?.textContent ?? ''), path).toContain('--color-primary:');
        expect(await seen.themeTouched(), path).toBe(0);
        if (path === '/help') await page.getByTestId('help-center').waitFor();
        else await page.getByTestId('site-footer').getByRole('link').first().waitFor();
        expect(await seen.headerRemoved(), path).toBe(false);
      }
      expect(seen.errors).toEqual([]);

      // The taken-over page navigates in place (no new document).
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      if (width < 900) await page.getByTestId('bottom-nav').getByRole('link', { name: th.nav.promotions }).click();
      else await page.getByTestId('side-menu').getByRole('link', { name: th.nav.live }).click();
      await page.waitForURL((url) => url.pathname === (width < 900 ? '/promotions' : '/live'));
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await context.close();
    });
  }
});
