/**
 * An apply-type promotion end to end (issue 19, decision 0058): the owner has published one with a
 * funded budget; the demo player opens its page on a phone, applies with a remark and a picture and sees
 * "applying"; a support operator finds the application in the back office, sees the picture, issues an
 * amount, and the player's page then says issued with the amount, which its wallet got. axe finds nothing
 * serious on the player's page (390 px) and the review (1280 px).
 */
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { logIn } from '../admin';
import { solidPng } from '../images';
import { journey } from '../journey';
import { logInDemoPlayer, visitAndPickRegion } from '../site';

const CODE = 'E2E_SHARE_WIN';
const SUPPORT = { username: 'support_e2e', password: 'Mango-Review-Desk#2027' };
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe.skipIf(!hasChromium)('promotions: an application with a picture, issued in the back office', () => {
  const j = journey();
  const findings: Finding[] = [];

  it('the player applies; support issues an amount from the budget; the player sees it issued', async () => {
    const added = await j.server.operator('POST', '/wps/operator/merchants/thailand/promotions', {
      code: CODE, kind: 'apply', category: 'EVENT', startsAt: null, endsAt: null,
      titles: { EN: 'Share your big win', TH: 'แชร์ยอดชนะใหญ่รับโบนัส' },
      summaries: { EN: 'Send us a screenshot of a big win for a bonus.', TH: 'ส่งภาพหน้าจอยอดชนะใหญ่เพื่อรับโบนัส' },
      rules: { period: 'once', maxAmount: '300.00', minImages: 1 },
    });
    expect(added.errorCode).toBeNull();
    const id = (added.value as { id: number }).id;
    expect((await j.server.operator('PUT', `/wps/operator/merchants/thailand/promotions/${id}/status`, { status: 'active' })).errorCode).toBeNull();
    expect((await j.server.operator('POST', `/wps/operator/merchants/thailand/promotions/${id}/budget`, { action: 'fund', amount: '1000.00', reason: 'E2E', idempotencyKey: 'e2e-share-win' })).errorCode).toBeNull();
    expect((await j.server.operator('POST', '/wps/operator/operators', { ...SUPPORT, role: 'support', merchantCode: 'thailand' })).errorCode).toBeNull();

    // The player, on a phone.
    const { page: player } = await j.open(390, 844);
    await visitAndPickRegion(player);
    await logInDemoPlayer(player);
    await player.goto(`/promotionDetail?code=${CODE}`);
    const apply = player.getByTestId('promotion-apply');
    await player.locator('[data-testid="promotion-apply"][data-state="JOIN"]').waitFor();
    // The header's balance is in the page (hidden behind the phone's menu at this width).
    const balance = player.getByTestId('header-balance-value');
    await expect.poll(() => balance.textContent()).toMatch(/\d/);
    const before = amountOf(await balance.textContent());
    await apply.getByTestId('promotion-apply-open').click();
    const dialog = player.getByTestId('promotion-apply-dialog');
    await dialog.getByTestId('promotion-apply-remark').fill('Big win on Dragon Tiger, 40× my bet');
    // The picture the promotion asks for is missing: refused before anything is sent.
    await dialog.getByTestId('promotion-apply-submit').click();
    await dialog.getByTestId('promotion-apply-error').waitFor();
    await dialog.getByTestId('promotion-apply-images-input').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: solidPng(120, 80, [30, 160, 90]) });
    await settle(player);
    findings.push(...await audit(player, '390 /promotionDetail (application form)'));
    await dialog.getByTestId('promotion-apply-submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await player.locator('[data-testid="promotion-apply"][data-state="APPLYING"]').waitFor();
    await apply.getByTestId('promotion-apply-applying').waitFor();
    await settle(player);
    findings.push(...await audit(player, '390 /promotionDetail (applying)'));

    // Support reviews it in the back office: the picture, then 250.00 issued from the budget.
    const { page: admin } = await j.open(1280, 900);
    await admin.goto('/admin/');
    await admin.waitForURL('**/admin/login');
    await logIn(admin, SUPPORT.username, SUPPORT.password);
    await admin.getByTestId('home-title').waitFor();
    await admin.getByTestId('nav-applications').click();
    await admin.getByRole('heading', { name: en.promotions.applications.title, level: 1 }).waitFor();
    const row = admin.getByTestId('applications-table-row').filter({ hasText: CODE });
    await row.waitFor();
    await row.getByTestId('application-open').click();
    const review = admin.getByTestId('application-review');
    await review.getByTestId('application-remark').filter({ hasText: 'Big win on Dragon Tiger' }).waitFor();
    await expect.poll(() => review.getByTestId('finance-proof').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(120);
    // What the reviewer weighs: the player's play so far (the demo player's opening deposit) and linked accounts.
    const checks = review.getByTestId('application-checks');
    await checks.getByText(en.promotions.applications.checks.ggr).waitFor();
    await checks.filter({ hasText: '5,000.00' }).waitFor();
    await settle(admin);
    findings.push(...await audit(admin, '1280 /admin/promotions/applications (review)'));
    await review.getByTestId('application-amount').fill('250');
    await review.getByTestId('application-approve').click();
    await admin.getByTestId('applications-outcome').filter({ hasText: '250.00' }).waitFor();
    await review.waitFor({ state: 'detached' });
    // The promotion's budget panel reports it: 250.00 paid to one player, 750.00 left.
    await admin.getByTestId('nav-promotions').click();
    const promotionRow = admin.getByTestId('promotions-table-row').filter({ hasText: CODE });
    await promotionRow.getByTestId('promotion-budget-open').click();
    const budget = admin.getByTestId('promotion-budget');
    await budget.getByTestId('promotion-budget-report').filter({ hasText: '1 issued' }).filter({ hasText: 'players paid: 1' }).waitFor();
    await budget.getByTestId('promotion-budget-balance').filter({ hasText: '750.00' }).waitFor();
    await budget.getByTestId('promotion-budget-entries-row').filter({ hasText: en.playerActions.postingTypes.bonus }).filter({ hasText: '250.00' }).waitFor();
    await settle(admin);
    findings.push(...await audit(admin, '1280 /admin/promotions (budget of an apply promotion)'));
    // Its report opens this promotion's applications, every status: the one just issued.
    await budget.getByRole('link', { name: en.promotions.budget.toApplications }).click();
    await admin.getByTestId('applications-one-promotion').filter({ hasText: CODE }).waitFor();
    await admin.getByTestId('applications-table-row').filter({ hasText: CODE }).getByTestId('application-row-status').filter({ hasText: en.promotions.applications.statuses.approved }).waitFor();
    expect(await admin.getByTestId('applications-table-row').count()).toBe(1);

    // The player's page says issued, with the amount, and the wallet got it.
    await player.reload();
    await player.locator('[data-testid="promotion-apply"][data-state="ISSUED"]').waitFor();
    expect(await player.getByTestId('promotion-apply-issued').textContent()).toMatch(/250\.00/);
    await expect.poll(async () => amountOf(await balance.textContent())).toBeCloseTo(before + 250, 2);
    // Its card on the promotions page says so too; the demo's own apply promotion still offers Apply.
    await player.goto('/promotions?type=EVENT');
    await player.locator(`[data-testid="promotion-card"][data-code="${CODE}"][data-state="ISSUED"]`).waitFor();
    await player.locator('[data-testid="promotion-card"][data-code="SHARE_WIN"][data-state="JOIN"]').getByTestId('promotion-card-link').waitFor();
    await settle(player);
    findings.push(...await audit(player, '390 /promotions (a player\'s states)'));

    expect(report(findings)).toBe('');
  });
});
