import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { th, visitAndPickRegion } from '../site';

describe.skipIf(!hasChromium)('banners and notices on the home page', () => {
  const j = journey();

  it('shows the carousel with one pagination bullet per banner, autoplaying', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    // Again with the region kept and the mouse away from the carousel (a mouse over it makes Swiper at once).
    await page.mouse.move(1, 700);
    await page.reload();
    const carousel = page.getByRole('region', { name: th.content.bannersLabel });
    // Drawn still first (decision 0041): the first banner and the four bullets, Swiper not made yet.
    await carousel.getByText('โบนัสต้อนรับ 100%').waitFor();
    const shownAt = Date.now();
    expect(await carousel.locator('.swiper-pagination-bullet').count()).toBe(4);
    expect(await carousel.locator('.swiper-initialized').count()).toBe(0);
    // Swiper is made just before the first change is due, so the next banner comes on the usual beat.
    await carousel.locator('.swiper-initialized').waitFor();
    const bullets = carousel.locator('.swiper-pagination-bullet');
    // The demo has four w_home banners.
    expect(await bullets.count()).toBe(4);
    expect(await carousel.locator('.swiper-slide-active').getByText('โบนัสต้อนรับ 100%').isVisible()).toBe(true);
    // Autoplay: the next banner 5 s after the page showed (plus the 1 s slide).
    await page.waitForFunction(() => document.querySelector('.swiper-pagination-bullet-active')?.getAttribute('aria-label')?.includes('2'), undefined, { timeout: 9000 });
    expect(Date.now() - shownAt).toBeLessThan(8000);
    await context.close();
  });

  it('keeps the carousel still behind a dialog (/help) and starts it when the dialog closes', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.mouse.move(1, 700);
    await page.goto('/help');
    const dialog = page.getByRole('dialog', { name: th.help.title });
    await dialog.waitFor();
    // Past the moment Swiper would be made for the first change (4 s after the page showed): nothing moved.
    await page.waitForTimeout(5_500);
    const carousel = page.locator('[data-testid="banner-carousel"]');
    expect(await carousel.locator('.swiper-initialized').count()).toBe(0);
    expect(await carousel.locator('.swiper-pagination-bullet-active').getAttribute('aria-label')).toContain('1');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await carousel.locator('.swiper-initialized').waitFor({ timeout: 8_000 });
    await page.waitForFunction(() => document.querySelector('.swiper-pagination-bullet-active')?.getAttribute('aria-label')?.includes('2'), undefined, { timeout: 9_000 });
    await context.close();
  });

  it('opens a CATEGORY banner\'s lobby page when its slide is clicked (no autoplay for reduced motion)', async () => {
    const { context, page } = await j.open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visitAndPickRegion(page);
    await page.mouse.move(1, 700);
    await page.reload();
    const carousel = page.getByRole('region', { name: th.content.bannersLabel });
    // No autoplay: Swiper is made only when a bullet is picked (decision 0041).
    await carousel.locator('.swiper-pagination-bullet').first().waitFor();
    expect(await carousel.locator('.swiper-initialized').count()).toBe(0);
    const slide = carousel.locator('.swiper-slide-active [data-linkage="CATEGORY"]');
    // Picking the region keys the banners to the chosen merchant: their answer can draw the carousel
    // anew at its first slide just after the bullet was chosen (a CI run lost the slide so). The choice
    // is made again then, a few times at most; every step still has to happen.
    for (let attempt = 1; ; attempt++) {
      try {
        // Bullet 2 by keyboard: the live casino banner (CATEGORY → LIVE).
        await carousel.getByRole('button', { name: th.content.goToBanner.replace('{{index}}', '2') }).focus();
        await page.keyboard.press('Enter');
        await slide.getByText('คาสิโนสด').waitFor({ timeout: 8_000 });
        // The focus moved from the still bullet to Swiper's own bullet 2.
        expect(await page.evaluate(() => document.activeElement?.closest('.swiper-initialized') !== null && document.activeElement?.getAttribute('aria-label'))).toContain('2');
        await page.waitForFunction(() => !document.querySelector('.swiper-wrapper')?.getAttribute('style')?.includes('transition-duration: 1000ms'), undefined, { timeout: 8_000 });
        await slide.click({ timeout: 8_000 });
        break;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    await page.waitForURL((url) => url.pathname === '/live');
    await context.close();
  });

  it('opens a marquee notice in a dialog, by mouse and by keyboard', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const marquee = page.getByRole('region', { name: th.content.noticesLabel });
    await marquee.waitFor();
    // Hovering pauses the scroll, so the title holds still to be clicked.
    await marquee.hover();
    await marquee.getByRole('button', { name: /เกมใหม่ของเรา/ }).click();
    const dialog = page.getByTestId('notice-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'เกมใหม่ของเรา: ลูกเต๋า สล็อต และไมน์' }).isVisible()).toBe(true);
    expect(await dialog.locator('.notice-content strong').textContent()).toBe('พิสูจน์ความยุติธรรมได้');
    expect(await dialog.locator('.notice-content li').count()).toBe(3);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const headline = marquee.getByTestId('notice-marquee-item').first();
    await headline.focus();
    const paused = await marquee.locator('.notice-marquee-track').evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(paused).toBe('paused');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.getByText('ยอดเงินของคุณปลอดภัย').isVisible()).toBe(true);
    await context.close();
  });

  // Last: it adds a banner, which the other cases do not expect.
  it('sends a GAME banner to the launch page of its game, which asks a visitor to log in first', async () => {
    const hot = await (await fetch(`${j.server.baseUrl}/wps/relay/GCSGAME_hotGamesV2`, { headers: { merchant: 'thailand' } })).json() as { value: { games: { nodeId: number }[] } };
    const nodeId = hot.value.games[0]!.nodeId;
    const added = await j.server.operator('POST', '/wps/operator/merchants/thailand/banners', {
      groupName: 'w_home', titles: { EN: 'Play now', TH: 'เล่นเลย' }, theme: 'violet', motif: 'stars', linkageType: 'GAME', target: String(nodeId), sortOrder: 0,
    });
    expect(added.success).toBe(true);
    // First in the carousel: the operator's reorder puts it ahead of the seeded ones.
    const gameId = (added.value as { id: number }).id;
    const home = ((await j.server.operator('GET', '/wps/operator/merchants/thailand/banners?groupName=w_home&pageSize=100')).value as { list: { id: number }[] }).list;
    const order = await j.server.operator('PUT', '/wps/operator/merchants/thailand/banners/order', { ids: [gameId, ...home.map((b) => b.id).filter((id) => id !== gameId)] });
    expect(order.success).toBe(true);
    // A phone: a finger's tap, not a mouse that comes over the carousel first.
    const { context, page } = await j.open(390, 844, { hasTouch: true, isMobile: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The region picked by a tap too: no mouse comes over the carousel (that would make Swiper at once).
    await page.goto('/');
    await page.getByTestId('region-picker').waitFor();
    await page.getByTestId('region-option-thailand').tap();
    await page.getByTestId('region-picker').waitFor({ state: 'detached' });
    const carousel = page.getByRole('region', { name: th.content.bannersLabel });
    // A tap on the first banner before Swiper is made (no autoplay here) opens it all the same.
    await carousel.locator('.banner-still [data-linkage="GAME"]').getByText('เล่นเลย').tap();
    await page.waitForURL((url) => url.pathname === '/seamless' && url.searchParams.get('nodeId') === String(nodeId));
    await page.getByTestId('seamless-login-required').waitFor();
    await context.close();
  });
});
