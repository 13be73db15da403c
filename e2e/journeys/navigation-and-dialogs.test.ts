import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { th, visitAndPickRegion } from '../site';

describe.skipIf(!hasChromium)('navigation, guard and dialogs', () => {
  const j = journey();

  it('sends a visitor without a session from /member to /login with the login popup open', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.goto('/member');
    await page.getByTestId('login-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByRole('dialog', { name: th.auth.loginTitle }).isVisible()).toBe(true);
    expect(await page.getByTestId('page-member').count()).toBe(0);
    await context.close();
  });

  it('collapses and expands the side menu', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    const menu = page.getByTestId('side-menu');
    const toggle = page.getByTestId('side-menu-toggle');
    const home = menu.getByRole('link', { name: th.nav.home });
    const wide = (await menu.boundingBox())?.width ?? 0;
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await home.locator('.side-label').isVisible()).toBe(true);

    await toggle.click();
    await page.waitForFunction((w) => (document.querySelector('[data-testid="side-menu"]')?.getBoundingClientRect().width ?? w) < w / 2, wide);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await home.locator('.side-label').isVisible()).toBe(false);
    expect(await home.isVisible()).toBe(true);

    await toggle.click();
    await page.waitForFunction((w) => (document.querySelector('[data-testid="side-menu"]')?.getBoundingClientRect().width ?? 0) >= w - 1, wide);
    expect(await home.locator('.side-label').isVisible()).toBe(true);
    await context.close();
  });

  it('on a phone the closed drawer takes no focus; opened, its links are reached, and closed it leaves the keyboard\'s order again', async () => {
    const { context, page } = await j.open(390, 844);
    await visitAndPickRegion(page);
    const inDrawer = () => page.evaluate(() => document.activeElement?.closest('#side-menu') !== null);
    // Tab on from the header's menu button, through the header and into the page: the closed drawer
    // (slid out of view, next in the document) takes no focus.
    await page.getByTestId('header-menu-button').focus();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inDrawer()).toBe(false);
    }
    await page.getByTestId('header-menu-button').click();
    const drawer = page.getByTestId('side-menu');
    await expect.poll(() => drawer.getAttribute('data-mobile-open')).toBe('true');
    const home = drawer.getByRole('link', { name: th.nav.home });
    await expect.poll(() => home.isVisible()).toBe(true);
    await home.focus();
    expect(await inDrawer()).toBe(true);
    await drawer.getByRole('button', { name: th.common.close }).click();
    await expect.poll(() => drawer.getAttribute('data-mobile-open')).toBe('false');
    // Once slid out it leaves the keyboard's order again.
    await expect.poll(() => home.isVisible()).toBe(false);
    await context.close();
  });

  it('hides the side menu on full-width game pages', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.goto('/seamless?gameCode=PG-1');
    await page.getByTestId('page-seamless').waitFor();
    expect(await page.getByTestId('side-menu').count()).toBe(0);
    // No game named (nodeId, vassalage): the page says so instead of launching anything.
    expect(await page.getByTestId('seamless-invalid').isVisible()).toBe(true);
    await context.close();
  });

  it('drags a dialog by its header, ignores outside clicks, restores the scroll position on close', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY === 400);

    await page.getByTestId('header-register').click();
    const dialog = page.getByRole('dialog', { name: th.auth.registerTitle });
    await dialog.waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.scrollLocked === 'true');
    // The page behind does not scroll under the wheel, and stays where it was.
    await page.mouse.move(8, 600);
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
    // Measure once the fade-in has finished (the panel scales from 0.96 while fading in).
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAnimations().length === 0);
    const before = await dialog.boundingBox();
    const handle = await dialog.getByTestId('dialog-drag-handle').boundingBox();
    if (!before || !handle) throw new Error('dialog not laid out');

    const x = handle.x + 24;
    const y = handle.y + handle.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y + 30, { steps: 4 });
    await page.mouse.move(x + 120, y + 60, { steps: 4 });
    await page.mouse.up();
    const after = await dialog.boundingBox();
    expect(Math.round((after?.x ?? 0) - before.x)).toBe(120);
    expect(Math.round((after?.y ?? 0) - before.y)).toBe(60);

    // A click on the backdrop, outside the panel, leaves the dialog open.
    await page.mouse.click(8, 800);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/register');

    await dialog.getByRole('button', { name: th.common.close }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.waitForFunction(() => document.documentElement.dataset.scrollLocked === undefined && window.scrollY === 400);
    await context.close();
  });

  it('keeps keyboard focus inside a dialog and closes it with Escape, even from behind it', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.getByTestId('header-login').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: th.auth.loginTitle });
    await dialog.waitFor();
    // Focus stays in, both ways.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      }
    }
    // A click on the backdrop leaves focus on <body>, behind the dialog (as does a key pressed before focus
    // reaches a dialog that has just opened): the keyboard still belongs to the dialog.
    const onBody = () => page.evaluate(() => document.activeElement === document.body);
    await page.mouse.click(4, 4);
    expect(await onBody()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.mouse.click(4, 4);
    expect(await onBody()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('header-login');
    await context.close();
  });

  it('opens the help center with the terms from /help#term', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await page.goto('/help#term');
    const dialog = page.getByRole('dialog', { name: th.help.title });
    await dialog.waitFor();
    const current = dialog.locator('[aria-current="true"]');
    await current.waitFor();
    expect(await current.getAttribute('data-testid')).toBe('help-item-term');
    expect((await page.getByTestId('help-content').textContent())?.length ?? 0).toBeGreaterThan(40);
    await context.close();
  });
});
