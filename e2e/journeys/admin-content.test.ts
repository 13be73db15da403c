/**
 * The back office's content and games screens (decision 0049): the demo owner creates a marketing operator
 * bound to Thailand; marketing logs in (no Players entry), changes the first home banner's title and
 * uploads its image (a GIF is refused in the browser first), and the player site's home carousel shows the
 * new title over the new image. In a group longer than a page, a row moves past the page's edge and back.
 * On the games page a provider's games are listed and a hot badge given shows in the lobby's look beside;
 * a new provider and a game of it are added and the game is listed.
 * The banners, notices and games pages pass axe at 1280 and 768 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { firstOwnerLogin, logIn } from '../admin';
import { solidPng } from '../images';
import { journey } from '../journey';
import { th, visitAndPickRegion } from '../site';

const MARKETING = 'marketing_th';
const MARKETING_PASSWORD = 'Papaya-Salad-Banner#2027';
const NEW_TITLE_EN = 'Weekend reload bonus';
const NEW_TITLE_TH = 'โบนัสเติมเงินสุดสัปดาห์';

async function auditPage(page: Page, nav: string, heading: string, ready: string, state: string): Promise<Finding[]> {
  await page.getByTestId(nav).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.getByTestId(ready).first().waitFor();
  await settle(page);
  return audit(page, state);
}

describe.skipIf(!hasChromium)('back office: banners, notices and games by the marketing role', () => {
  const j = journey();

  it('marketing edits a home banner and the player site shows it; the content pages pass axe at 1280 and 768 px', async () => {
    // The registration page's banners beyond one page of 20 (made through the API before the demo owner's password changes).
    const register = (await j.server.operator('GET', '/wps/operator/merchants/thailand/banners?groupName=w_register')).value as { totalCount: number };
    for (let i = register.totalCount; i < 21; i++) {
      const made = await j.server.operator('POST', '/wps/operator/merchants/thailand/banners', { groupName: 'w_register', titles: { EN: `Register banner ${i + 1}` }, sortOrder: 1000 + i });
      expect(made.success).toBe(true);
    }
    const { page } = await j.open(1280, 860);
    await firstOwnerLogin(page);

    // The owner creates a marketing operator bound to Thailand.
    await page.getByTestId('nav-operators').click();
    const form = page.getByTestId('create-operator');
    await form.getByLabel(en.operators.create.username).fill(MARKETING);
    await form.getByLabel(en.operators.create.password).fill(MARKETING_PASSWORD);
    await form.getByLabel(en.operators.create.role).selectOption('marketing');
    await form.getByLabel(en.operators.create.merchant).selectOption('thailand');
    await form.getByTestId('create-operator-submit').click();
    await page.getByTestId('operators-outcome').filter({ hasText: en.operators.created.replace('{{name}}', MARKETING) }).waitFor();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-notice').filter({ hasText: en.login.notice.loggedOut }).waitFor();

    // Marketing: content and games, no players.
    await logIn(page, MARKETING, MARKETING_PASSWORD);
    await page.getByTestId('shell-operator').filter({ hasText: MARKETING }).waitFor();
    await page.getByTestId('nav-banners').waitFor();
    expect(await page.getByTestId('nav-players').count()).toBe(0);
    expect(await page.getByTestId('nav-operators').count()).toBe(0);

    const findings: Finding[] = [];
    findings.push(...await auditPage(page, 'nav-banners', en.content.banners.title, 'banners-table-row', '1280 /admin/content/banners'));
    expect(await page.getByTestId('banner-group').inputValue()).toBe('w_home');
    const first = page.getByTestId('banners-table-row').first();
    expect(await first.getByTestId('banner-row-title').textContent()).toBe('Welcome bonus 100%');

    // The title in English and Thai, with the player site's look beside.
    await first.getByTestId('row-edit').click();
    const editor = page.getByTestId('banner-form');
    await editor.getByTestId('banner-title-EN').fill(NEW_TITLE_EN);
    await editor.getByTestId('banner-title-TH').fill(NEW_TITLE_TH);
    await editor.getByTestId('banner-preview').filter({ hasText: NEW_TITLE_EN }).waitFor();
    await editor.getByTestId('banner-save').click();
    await page.getByTestId('content-outcome').filter({ hasText: en.content.saved }).waitFor();
    await first.getByTestId('banner-row-title').filter({ hasText: NEW_TITLE_EN }).waitFor();

    // A GIF is refused before it is sent; a PNG is uploaded and replaces the drawn art.
    const input = editor.getByTestId('banner-image-input');
    await input.setInputFiles({ name: 'banner.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await editor.getByTestId('banner-image-outcome').filter({ hasText: en.image.type }).waitFor();
    expect(await editor.getByTestId('banner-image-upload').isDisabled()).toBe(true);
    await input.setInputFiles({ name: 'weekend.png', mimeType: 'image/png', buffer: solidPng(300, 100) });
    await expect.poll(() => editor.getByTestId('banner-preview').locator('img').getAttribute('src')).toMatch(/^blob:/);
    await editor.getByTestId('banner-image-upload').click();
    await editor.getByTestId('banner-image-outcome').filter({ hasText: en.image.uploaded }).waitFor();
    await editor.getByTestId('banner-image-state').filter({ hasText: en.content.image.uploadedState }).waitFor();
    const thumb = first.locator('img');
    await expect.poll(() => thumb.getAttribute('src')).toMatch(/\.png\?v=/);
    const src = (await thumb.getAttribute('src'))!;
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/content/banners (editing)'));


    // 20 to a page: "Down" on page 1's last row moves it past the page's edge, and the list follows it to page 2.
    await page.getByTestId('banner-group').selectOption('w_register');
    await page.getByTestId('pager-page').filter({ hasText: en.pager.pageOf.replace('{{page}}', '1').replace('{{pages}}', '2') }).waitFor();
    const rows = page.getByTestId('banners-table-row');
    expect(await rows.count()).toBe(20);
    const moving = (await rows.nth(19).getByTestId('banner-row-title').textContent())!;
    await rows.nth(19).getByTestId('row-down').click();
    await page.getByTestId('content-outcome').filter({ hasText: en.content.moved }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await rows.first().getByTestId('banner-row-title').filter({ hasText: moving }).waitFor();
    expect(await rows.first().locator('td').first().textContent()).toBe('21');
    // And back up to page 1.
    await rows.first().getByTestId('row-up').click();
    await page.waitForURL((url) => url.searchParams.get('page') === null);
    await rows.nth(19).getByTestId('banner-row-title').filter({ hasText: moving }).waitFor();

    findings.push(...await auditPage(page, 'nav-notices', en.content.notices.title, 'notices-table-row', '1280 /admin/content/notices'));
    findings.push(...await auditPage(page, 'nav-games', en.games.title, 'lobby-tile', '1280 /admin/games'));
    await page.getByTestId('games-table-row').first().waitFor();

    // One provider's games, and a hot badge given (or taken): the lobby's look beside follows the lobby.
    await page.getByTestId('vendors-table-row').filter({ hasText: 'PG Soft' }).getByTestId('vendor-games').click();
    await page.waitForURL((url) => url.searchParams.get('vendor') === 'PG');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('games-list-title');
    await page.getByTestId('games-table-row').first().filter({ hasText: 'PG' }).waitFor();
    // The lobby's first PG tile (the vendor's own card, first in the list, opens this very list: not a tile).
    const firstTile = page.getByTestId('lobby-tile').first();
    await page.getByTestId('lobby-preview').filter({ hasText: 'PG' }).waitFor();
    await expect.poll(() => page.getByTestId('lobby-preview').getAttribute('aria-busy')).toBe('false');
    const tileName = (await firstTile.locator('.lobby-tile-name').textContent())!;
    const firstGame = page.getByTestId('games-table-row').filter({ has: page.getByTestId('game-name').getByText(tileName, { exact: true }) });
    const wasHot = (await firstGame.getByTestId('game-hot').getAttribute('aria-pressed')) === 'true';
    await firstGame.getByTestId('game-hot').click();
    await page.getByTestId('games-outcome').waitFor();
    await expect.poll(() => firstGame.getByTestId('game-hot').getAttribute('aria-pressed')).toBe(String(!wasHot));
    await expect.poll(() => firstTile.getByText(en.games.hotBadge, { exact: true }).count()).toBe(wasHot ? 0 : 1);

    // A new provider and a first game of it: the provider joins its table, the game's row is listed at once.
    const vendorCode = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.getByTestId('vendor-new').click();
    await page.getByTestId('vendor-edit-code').fill(vendorCode);
    await page.getByTestId('vendor-edit-name').fill('Journey Games');
    await page.getByTestId('vendor-dialog-save').click();
    await page.getByTestId('vendor-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('vendors-table-row').filter({ hasText: vendorCode }).waitFor();
    await page.getByTestId('game-new').click();
    await page.getByTestId('game-edit-vendor').selectOption(vendorCode);
    await page.getByTestId('game-edit-code').fill('journey-slot-1');
    await page.getByTestId('game-edit-name-EN').fill('Journey Fortune');
    await page.getByTestId('game-dialog-save').click();
    await page.getByTestId('game-dialog').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.searchParams.get('vendor') === vendorCode);
    await page.getByTestId('games-table-row').filter({ has: page.getByTestId('game-name').getByText('Journey Fortune', { exact: true }) }).waitFor();
    await page.getByTestId('vendors-table-row').filter({ hasText: vendorCode }).getByText('1', { exact: true }).waitFor();

    // A tablet: the same three pages.
    await page.setViewportSize({ width: 768, height: 1024 });
    findings.push(...await auditPage(page, 'nav-games', en.games.title, 'games-table-row', '768 /admin/games'));
    findings.push(...await auditPage(page, 'nav-notices', en.content.notices.title, 'notices-table-row', '768 /admin/content/notices'));
    findings.push(...await auditPage(page, 'nav-banners', en.content.banners.title, 'banners-table-row', '768 /admin/content/banners'));
    expect(report(findings)).toBe('');

    // The player site's home carousel: the new Thai title over the uploaded image.
    const player = await j.open(1280, 860);
    await visitAndPickRegion(player.page);
    const carousel = player.page.getByRole('region', { name: th.content.bannersLabel });
    await carousel.getByText(NEW_TITLE_TH).first().waitFor();
    const slide = carousel.getByTestId('banner-slide').filter({ hasText: NEW_TITLE_TH }).first();
    expect(await slide.locator('img').getAttribute('src')).toBe(src);
    await player.context.close();
  });
});
