/**
 * The player site's promotions (issue 19, slice 1): the welcome banner opens its promotion's page, the
 * list shows the demo catalogue with each card's state in its window and the merchant's zone said once,
 * a category tab narrows it (the side menu's `?type=` too), an unknown code says so with the way back,
 * and a promotion the back office publishes appears on the site. axe at 390 and 1280 px.
 */
import { describe, expect, it } from 'vitest';
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { th, visitAndPickRegion } from '../site';

describe.skipIf(!hasChromium)('promotions on the player site', () => {
  const j = journey();
  const findings: Finding[] = [];

  it('opens the welcome promotion from the home banner, lists the catalogue and narrows it by category', async () => {
    const { context, page } = await j.open(390, 844);
    await visitAndPickRegion(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const carousel = page.getByRole('region', { name: th.content.bannersLabel });
    // A mouse over the carousel makes Swiper in place of the still slide (decision 0041): the click goes to the
    // slide once it is there, not to the one being replaced (on a loaded machine the swap can meet the click).
    await carousel.hover();
    await carousel.locator('.swiper-initialized').waitFor();
    await carousel.locator('.swiper-slide-active').getByText('โบนัสต้อนรับ 100%').click();
    await page.waitForURL((url) => url.pathname === '/promotionDetail' && url.searchParams.get('code') === 'WELCOME');
    await page.getByTestId('promotion-title').filter({ hasText: 'โบนัสต้อนรับ 100%' }).waitFor();
    expect(await page.getByTestId('promotion-period').textContent()).toContain(th.promotions.period.RUNNING);
    expect(await page.getByTestId('promotion-content').textContent()).toContain('หนึ่งโบนัสต่อสมาชิกหนึ่งคน');
    await settle(page);
    findings.push(...await audit(page, '390 /promotionDetail?code=WELCOME'));

    await page.getByTestId('promotion-back').click();
    await page.waitForURL((url) => url.pathname === '/promotions');
    const cards = page.getByTestId('promotion-card');
    await cards.first().waitFor();
    const codes = await cards.evaluateAll((els) => els.map((e) => [e.getAttribute('data-code'), e.getAttribute('data-period')]));
    expect(codes).toEqual(expect.arrayContaining([['WELCOME', 'RUNNING'], ['WEEKLY_CASHBACK', 'COMING_SOON']]));
    // The cashback starts later: its card says when, in the merchant's zone, which the page names once.
    const cashback = page.locator('[data-testid="promotion-card"][data-code="WEEKLY_CASHBACK"]');
    expect(await cashback.getByTestId('promotion-card-period').textContent()).toContain(th.promotions.period.COMING_SOON);
    expect(await page.getByTestId('promotions-zone').textContent()).toContain('GMT+7');
    expect(await page.getByTestId('promotion-tab-ALL').getAttribute('aria-current')).toBe('page');
    await settle(page);
    findings.push(...await audit(page, '390 /promotions'));

    await page.getByTestId('promotion-tab-REBATE').click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'REBATE');
    // The list of the tab: the cashback, and no longer the welcome bonus (a new-member promotion).
    await expect.poll(async () => [
      await page.locator('[data-testid="promotion-card"][data-code="WELCOME"]').count(),
      await page.locator('[data-testid="promotion-card"][data-code="WEEKLY_CASHBACK"]').count(),
    ]).toEqual([0, 1]);
    expect(await page.getByTestId('promotion-tab-REBATE').getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('says when a promotion is not there, and shows one the back office publishes', async () => {
    const { context, page } = await j.open(1280, 900);
    await visitAndPickRegion(page, '/promotionDetail?code=NO_SUCH_PROMO');
    await page.getByTestId('promotion-not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(th.nav.promotions);
    await settle(page);
    findings.push(...await audit(page, '1280 /promotionDetail (unknown code)'));

    // The back office publishes a VIP promotion: the side menu's VIP entry (?type=VIP) lists it.
    const base = '/wps/operator/merchants/thailand/promotions';
    const made = await j.server.operator('POST', base, {
      code: 'E2E_VIP_WEEK', kind: 'check_in', category: 'VIP', titles: { EN: 'VIP week', TH: 'สัปดาห์ VIP' }, summaries: { TH: 'สิทธิพิเศษสำหรับสมาชิก VIP' },
    });
    expect(made.success).toBe(true);
    expect((await j.server.operator('PUT', `${base}/${(made.value as { id: number }).id}/status`, { status: 'active' })).success).toBe(true);
    await page.goto('/promotions?type=VIP');
    const card = page.locator('[data-testid="promotion-card"][data-code="E2E_VIP_WEEK"]');
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('สัปดาห์ VIP');
    expect(await page.getByTestId('promotion-tab-VIP').getAttribute('aria-current')).toBe('page');
    await settle(page);
    findings.push(...await audit(page, '1280 /promotions?type=VIP'));
    await card.getByTestId('promotion-card-link').click();
    await page.getByTestId('promotion-title').filter({ hasText: 'สัปดาห์ VIP' }).waitFor();
    await context.close();
    expect(findings, report(findings)).toEqual([]);
  });
});
