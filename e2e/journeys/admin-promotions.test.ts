/**
 * The back office's promotions catalogue (decision 0058): the owner adds a draft promotion with English and
 * Thai titles and a weekly reload bonus's rules, publishes it, pauses it and sees each status in the list (and
 * under the status filter); once published its code, kind, window and rules are read-only in the form, while
 * its title still changes; closing it asks first and leaves no edit. Its picture is uploaded in the form (a GIF
 * refused first) and shows on the player site's card. Its budget is funded from the merchant's bonus account
 * and, once the promotion is closed, given back. The page passes axe at 1280 px, list, form and budget, and at 768 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { firstOwnerLogin } from '../admin';
import { solidPng } from '../images';
import { journey } from '../journey';

const CODE = 'E2E_WEEKEND_RELOAD';
const TITLE_EN = 'Weekend reload 50%';
const TITLE_TH = 'โบนัสเติมเงินสุดสัปดาห์ 50%';
const done = (key: keyof typeof en.promotions.done) => en.promotions.done[key].replace('{{code}}', CODE);

describe.skipIf(!hasChromium)('back office: the promotions catalogue', () => {
  const j = journey();
  let page: Page;
  const findings: Finding[] = [];
  const row = () => page.getByTestId('promotions-table-row').filter({ has: page.getByTestId('promotion-row-code').getByText(CODE, { exact: true }) });
  const statusIs = (status: keyof typeof en.promotions.statuses) => row().getByTestId('promotion-row-status').filter({ hasText: en.promotions.statuses[status] }).waitFor();

  it('the owner adds a draft with EN and TH titles, publishes it and pauses it, and the list follows', async () => {
    ({ page } = await j.open(1280, 900));
    await firstOwnerLogin(page);
    await page.getByTestId('nav-promotions').click();
    await page.getByRole('heading', { name: en.promotions.title, level: 1 }).waitFor();
    await page.getByTestId('promotions-count').waitFor();

    await page.getByTestId('promotion-new').click();
    const form = page.getByTestId('promotion-form');
    // The merchant's languages (Thailand: TH, EN, CN), EN first.
    await form.getByTestId('promotion-title-CN').waitFor();
    // The English title is required before anything is sent.
    await form.getByTestId('promotion-code').fill(CODE.toLowerCase());
    await form.getByTestId('promotion-save').click();
    await form.getByTestId('promotion-problem').filter({ hasText: en.promotions.problems.titleRequired }).waitFor();
    expect(await form.getByTestId('promotion-code').inputValue()).toBe(CODE);
    await form.getByTestId('promotion-kind').selectOption('deposit_bonus');
    await form.getByTestId('promotion-category').selectOption('DEPOSIT');
    await form.getByTestId('promotion-title-EN').fill(TITLE_EN);
    await form.getByTestId('promotion-title-TH').fill(TITLE_TH);
    await form.getByTestId('promotion-summary-EN').fill('Half again on every weekend deposit.');
    await form.getByTestId('promotion-starts').fill('2026-01-01T00:00');
    await form.getByTestId('promotion-ends').fill('2036-01-01T00:00');
    // A deposit bonus's rules: the largest bonus is asked for before anything is sent; a reload picks how often it pays.
    const rules = form.getByTestId('promotion-deposit-rules');
    await rules.getByTestId('promotion-deposit-trigger').selectOption('reload');
    await rules.getByTestId('promotion-deposit-period').selectOption('weekly');
    await rules.getByTestId('promotion-deposit-percent').fill('50');
    await form.getByTestId('promotion-save').click();
    await form.getByTestId('promotion-problem').filter({ hasText: en.promotions.problems.depositCap }).waitFor();
    await rules.getByTestId('promotion-deposit-cap').fill('1,000');
    await rules.getByTestId('promotion-deposit-min').fill('100');
    await rules.getByTestId('promotion-deposit-weight-SPORTS').fill('50');
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/promotions (new promotion form)'));
    await form.getByTestId('promotion-save').click();
    await page.getByTestId('promotions-outcome').filter({ hasText: done('added') }).waitFor();
    await form.waitFor({ state: 'detached' });
    await statusIs('draft');
    expect(await row().getByTestId('promotion-row-title').textContent()).toBe(TITLE_EN);
    // The draft's preview: the page players of each language will see once it is published.
    await row().getByTestId('promotion-preview-open').click();
    const preview = page.getByTestId('promotion-preview');
    await preview.getByTestId('promotion-preview-heading').filter({ hasText: TITLE_EN }).waitFor();
    await preview.getByTestId('promotion-preview-language').selectOption('TH');
    await preview.getByTestId('promotion-preview-heading').filter({ hasText: TITLE_TH }).waitFor();
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/promotions (preview)'));
    await preview.getByTestId('promotion-preview-close').click();
    await preview.waitFor({ state: 'detached' });
    expect(await row().getByTestId('promotion-pause').count()).toBe(0);
    // The window was typed as the merchant's wall clock (Thailand: Asia/Bangkok), not this browser's.
    expect(await row().locator('time').first().getAttribute('datetime')).toBe('2025-12-31T17:00:00.000Z');

    // Publish: a draft offers Publish and Close; an active one Pause and Close.
    await row().getByTestId('promotion-publish').click();
    await page.getByTestId('promotions-outcome').filter({ hasText: done('publish') }).waitFor();
    await statusIs('active');
    expect(await row().getByTestId('promotion-publish').count()).toBe(0);

    await row().getByTestId('promotion-pause').click();
    await page.getByTestId('promotions-outcome').filter({ hasText: done('pause') }).waitFor();
    await statusIs('paused');
    await row().getByTestId('promotion-resume').waitFor();

    // The status filter, kept in the URL: the paused one is there, and not among the active ones.
    await page.getByTestId('promotion-filter-status').selectOption('paused');
    await page.waitForURL((url) => url.searchParams.get('status') === 'paused');
    await statusIs('paused');
    await page.getByTestId('promotion-filter-status').selectOption('active');
    await page.waitForURL((url) => url.searchParams.get('status') === 'active');
    await expect.poll(() => row().count()).toBe(0);
    await page.getByTestId('promotion-filter-status').selectOption('');
    await statusIs('paused');
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/promotions (list)'));
  });

  it('once published, the code, kind and window are read-only; the title still changes; close asks first and is final', async () => {
    await row().getByTestId('promotion-edit').click();
    const form = page.getByTestId('promotion-form');
    await form.getByTestId('promotion-fixed-hint').filter({ hasText: en.promotions.fixedHint }).waitFor();
    expect(await form.getByTestId('promotion-code').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByTestId('promotion-code').inputValue()).toBe(CODE);
    expect(await form.getByTestId('promotion-kind').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByTestId('promotion-starts').getAttribute('readonly')).not.toBeNull();
    expect(await form.getByTestId('promotion-title-TH').inputValue()).toBe(TITLE_TH);
    // The deposit bonus's rules come back as saved, read-only too.
    const rules = form.getByTestId('promotion-deposit-rules');
    expect(await rules.getByTestId('promotion-deposit-cap').inputValue()).toBe('1000.00');
    expect(await rules.getByTestId('promotion-deposit-cap').getAttribute('readonly')).not.toBeNull();
    expect(await rules.getByTestId('promotion-deposit-trigger').inputValue()).toBe(en.promotions.depositRules.triggers.reload);
    expect(await rules.getByTestId('promotion-deposit-period').inputValue()).toBe(en.promotions.applyRules.periods.weekly);
    expect(await rules.getByTestId('promotion-deposit-weight-SPORTS').inputValue()).toBe('50');
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/promotions (published promotion form)'));

    // The picture: a GIF is refused before it is sent; a PNG is previewed, uploaded and shown as uploaded.
    await form.getByTestId('promotion-image-state').filter({ hasText: en.promotions.image.drawnState }).waitFor();
    const input = form.getByTestId('promotion-image-input');
    await input.setInputFiles({ name: 'reload.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await form.getByTestId('promotion-image-outcome').filter({ hasText: en.image.type }).waitFor();
    expect(await form.getByTestId('promotion-image-upload').isDisabled()).toBe(true);
    await input.setInputFiles({ name: 'reload.png', mimeType: 'image/png', buffer: solidPng(240, 120, [200, 60, 90]) });
    await expect.poll(() => form.getByTestId('promotion-image-preview').getAttribute('src')).toMatch(/^blob:/);
    await form.getByTestId('promotion-image-upload').click();
    await form.getByTestId('promotion-image-outcome').filter({ hasText: en.image.uploaded }).waitFor();
    await form.getByTestId('promotion-image-state').filter({ hasText: en.promotions.image.uploadedState }).waitFor();
    expect(await form.getByTestId('promotion-image-preview').getAttribute('src')).toMatch(/^\/wps\/promotions\/image\/thailand\/\d+\.png\?v=\d+$/);
    // The player site's card shows it (a paused promotion is listed as closed).
    const site = await page.context().newPage();
    await site.goto('/promotions?type=DEPOSIT');
    const picture = site.locator(`[data-testid="promotion-card"][data-code="${CODE}"]`).getByTestId('promotion-image');
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(240);
    await site.close();

    await form.getByTestId('promotion-title-EN').fill(`${TITLE_EN} (VIP)`);
    await form.getByTestId('promotion-save').click();
    await page.getByTestId('promotions-outcome').filter({ hasText: done('saved') }).waitFor();
    await row().getByTestId('promotion-row-title').filter({ hasText: `${TITLE_EN} (VIP)` }).waitFor();

    // The budget: funded from the merchant's bonus account at once (below the approval threshold), with its movement listed.
    await row().getByTestId('promotion-budget-open').click();
    const budget = page.getByTestId('promotion-budget');
    await budget.getByTestId('promotion-budget-figures').waitFor();
    await budget.getByTestId('promotion-budget-submit').click();
    await budget.getByText(en.promotions.budget.problems.amount).waitFor();
    await budget.getByTestId('promotion-budget-amount').fill('500');
    await budget.getByTestId('promotion-budget-reason').fill('Weekend campaign');
    await budget.getByTestId('promotion-budget-submit').click();
    await budget.getByTestId('promotion-budget-outcome').filter({ hasText: '500.00' }).waitFor();
    await budget.getByTestId('promotion-budget-balance').filter({ hasText: '500.00' }).waitFor();
    await budget.getByTestId('promotion-budget-entries-row').filter({ hasText: en.playerActions.postingTypes.promotion_funding }).filter({ hasText: 'Weekend campaign' }).waitFor();
    await row().getByTestId('promotion-row-budget').filter({ hasText: '500.00' }).waitFor();
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/promotions (budget)'));
    await budget.getByTestId('promotion-budget-close').click();
    await budget.waitFor({ state: 'detached' });

    // Close asks first: Cancel leaves it paused, Close closes it for good (no edit, no status moves).
    await row().getByTestId('promotion-close').click();
    const dialog = page.getByTestId('promotion-close-dialog');
    await dialog.getByRole('button', { name: en.dialog.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await statusIs('paused');
    await row().getByTestId('promotion-close').click();
    await dialog.getByTestId('promotion-close-dialog-confirm').click();
    await page.getByTestId('promotions-outcome').filter({ hasText: done('close') }).waitFor();
    await statusIs('closed');
    // Only its preview and budget are left to open: what is left goes back to the bonus account (empty amount: all of it).
    expect(await row().getByRole('button').count()).toBe(2);
    await row().getByTestId('promotion-budget-open').click();
    await budget.getByRole('heading', { name: en.promotions.budget.form.return }).waitFor();
    await budget.getByTestId('promotion-budget-reason').fill('Campaign over');
    await budget.getByTestId('promotion-budget-submit').click();
    await budget.getByTestId('promotion-budget-balance').filter({ hasText: /(^|[^\d,.])0\.00$/ }).waitFor();
    await budget.getByText(en.promotions.budget.nothingLeft).waitFor();
    await budget.getByTestId('promotion-budget-entries-row').filter({ hasText: en.playerActions.postingTypes.promotion_defund }).waitFor();
    await settle(page);
    findings.push(...await audit(page, '1280 /admin/promotions (closed promotion budget)'));

    // A tablet: the list and a closed promotion's row pass axe at 768 px too.
    await page.setViewportSize({ width: 768, height: 1024 });
    await settle(page);
    findings.push(...await audit(page, '768 /admin/promotions (list)'));

    expect(report(findings)).toBe('');
  });
});
