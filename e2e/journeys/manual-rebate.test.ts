/**
 * A rebate claimed by hand end to end (issue 19, decision 0058 "Rebates and cashback"), on a phone. A new
 * player's member centre has no rebate to claim yet, and says so with the way to the promotions. An operator
 * makes E2E_REBATE on the Thailand merchant (1 % of the valid bets on slots, the smallest payment 1 THB,
 * claimable by hand, no turnover), publishes and funds it. The player is credited 500 and rolls the in-house
 * dice (RNG) for 200: the manual rebate page shows today's valid bets, the 2.00 earned and unpaid, the rate
 * of slots and the smallest payment, with Claim. Claimed: the amount is said, the unpaid figure is 0, the
 * button is gone and the card's heading has the focus; the server's own claim finds nothing left. One more
 * round earns 0.50, below the smallest payment, which the card then says. axe finds nothing serious on each state.
 */
import { describe, expect, it } from 'vitest';
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { memberCall, registerByUsername, th, uniqueUsername, visitAndPickRegion } from '../site';

const CODE = 'E2E_REBATE';
const baht = (figure: string) => `฿ ${figure}`;
const filled = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

interface Rebates { list: { code: string; validBet: number; earned: number; paid: number; unpaid: number; canClaim: boolean }[] }


describe.skipIf(!hasChromium)('promotions: a rebate claimed by hand', () => {
  const j = journey();
  const findings: Finding[] = [];

  it('a player with no rebate is shown the promotions; then plays slots, sees the rebate earned, claims it and sees it paid', async () => {
    const { page } = await j.open(390, 844);
    await visitAndPickRegion(page, '/');
    const username = uniqueUsername('mr');
    await registerByUsername(page, username);

    // No rebate to claim by hand yet: the page says so, with the way to the promotions.
    await page.goto('/member?page=manualRebate');
    const section = page.getByTestId('manual-rebate');
    expect(await section.getByRole('heading', { level: 1 }).textContent()).toBe(th.memberCenter.pages.manualRebate);
    const empty = section.getByTestId('manual-rebate-empty');
    await empty.filter({ hasText: th.promotions.rebates.emptyTitle }).waitFor();
    expect(await empty.getByTestId('manual-rebate-promotions').getAttribute('href')).toBe('/promotions');
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=manualRebate (none running)'));

    // The operator's rebate: 1 % of the valid bets on slots, claimable by hand from 1 THB, without turnover.
    const added = await j.server.operator('POST', '/wps/operator/merchants/thailand/promotions', {
      code: CODE, kind: 'rebate', category: 'REBATE', startsAt: null, endsAt: null,
      titles: { EN: 'Slots rebate 1%', TH: 'เงินคืนสล็อต 1%' }, summaries: { EN: 'One percent of your valid bets on slots, every day.', TH: 'รับเงินคืน 1% ของยอดเดิมพันที่มีผลในสล็อตทุกวัน' },
      rules: { rates: { RNG: 1 }, minPayout: '1', maxPerDay: null, manual: true, turnover: { multiple: 0, expiryDays: 1 } },
    });
    expect(added.errorCode).toBeNull();
    const id = (added.value as { id: number }).id;
    expect((await j.server.operator('PUT', `/wps/operator/merchants/thailand/promotions/${id}/status`, { status: 'active' })).errorCode).toBeNull();
    expect((await j.server.operator('POST', `/wps/operator/merchants/thailand/promotions/${id}/budget`, { action: 'fund', amount: '100.00', reason: 'E2E', idempotencyKey: 'e2e-manual-rebate' })).errorCode).toBeNull();

    // Before any bet the rebate is there with nothing to claim.
    await page.reload();
    const card = section.locator(`[data-testid="manual-rebate-card"][data-code="${CODE}"]`);
    await section.locator(`[data-testid="manual-rebate-card"][data-code="${CODE}"][data-view="NOTHING"]`).waitFor();
    expect(await card.getByTestId('manual-rebate-nothing').textContent()).toBe(th.promotions.rebates.nothing);
    expect(await card.getByTestId('manual-rebate-claim').count()).toBe(0);

    // The operator credits 500 to the new member (found by the id the account menu shows), who rolls the dice for 200.
    await page.getByTestId('header-account-button').click();
    const memberId = Number(/\d+/.exec((await page.getByTestId('header-member-id').textContent()) ?? '')?.[0]);
    await page.keyboard.press('Escape');
    expect((await j.server.operator('POST', `/wps/operator/merchants/thailand/members/${memberId}/wallet/adjust`, { amount: '500', reason: 'journey funds', idempotencyKey: `e2e-manual-rebate-${memberId}` })).success).toBe(true);
    const roll = async (n: number) => {
      const rolled = await memberCall<{ balance: number }>(page, 'POST', '/wps/pge/dice', { requestId: `mr-${username}-${n}`, amount: '50.00', target: 95, direction: 'under' });
      expect(rolled.errorCode).toBeNull();
    };
    for (let n = 0; n < 4; n++) await roll(n);
    await expect.poll(async () => (await memberCall<Rebates>(page, 'GET', '/wps/member/rebates')).value.list.find((r) => r.code === CODE)?.unpaid, { timeout: 20_000 }).toBe(2);

    // The page: today's valid bets, earned, paid, unpaid, the rate of slots and the smallest payment, and Claim.
    await page.reload();
    await section.locator(`[data-testid="manual-rebate-card"][data-code="${CODE}"][data-view="CLAIM"]`).waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('เงินคืนสล็อต 1%');
    expect(await card.getByTestId('manual-rebate-day').textContent()).toMatch(/\d/);
    expect(await card.getByTestId('manual-rebate-valid-bet').textContent()).toBe(baht('200.00'));
    expect(await card.getByTestId('manual-rebate-earned').textContent()).toBe(baht('2.00'));
    expect(await card.getByTestId('manual-rebate-paid').textContent()).toBe(baht('0.00'));
    expect(await card.getByTestId('manual-rebate-unpaid').textContent()).toBe(baht('2.00'));
    expect(await card.getByTestId('manual-rebate-min-payout').textContent()).toBe(baht('1.00'));
    const rate = card.getByTestId('manual-rebate-rates').locator('[data-type="RNG"]');
    expect(await rate.locator('dt').textContent()).toBe(th.nav.rng);
    expect(await rate.locator('dd').textContent()).toBe('1%');
    const claim = card.getByTestId('manual-rebate-claim');
    expect(await claim.textContent()).toBe(th.promotions.rebates.claimAction);
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=manualRebate (a rebate to claim)'));

    // Claimed: the amount is said, nothing is unpaid, the button is gone and the heading has the focus.
    await claim.click();
    await card.getByTestId('manual-rebate-claimed').filter({ hasText: filled(th.promotions.rebates.claimed, { amount: baht('2.00') }) }).waitFor();
    await card.getByTestId('manual-rebate-unpaid').filter({ hasText: baht('0.00') }).waitFor();
    expect(await card.getByTestId('manual-rebate-paid').textContent()).toBe(baht('2.00'));
    expect(await card.getByTestId('manual-rebate-claim').count()).toBe(0);
    await card.getByTestId('manual-rebate-nothing').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`manual-rebate-${CODE}-title`);
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=manualRebate (claimed)'));
    // The server's own claim finds nothing left.
    const again = await memberCall<null>(page, 'POST', `/wps/member/rebates/${CODE}/claim`);
    expect(again.errorCode).toBe('promotion.nothing_to_claim');

    // One more round earns 0.50: below the smallest payment, which the card names.
    await roll(4);
    await expect.poll(async () => (await memberCall<Rebates>(page, 'GET', '/wps/member/rebates')).value.list.find((r) => r.code === CODE)?.unpaid, { timeout: 20_000 }).toBe(0.5);
    await page.reload();
    await section.locator(`[data-testid="manual-rebate-card"][data-code="${CODE}"][data-view="BELOW_MINIMUM"]`).waitFor();
    expect(await card.getByTestId('manual-rebate-below-minimum').textContent()).toBe(filled(th.promotions.rebates.belowMinimum, { amount: baht('1.00') }));
    expect(await card.getByTestId('manual-rebate-claim').count()).toBe(0);
    expect((await memberCall<null>(page, 'POST', `/wps/member/rebates/${CODE}/claim`)).errorCode).toBe('promotion.below_minimum');
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=manualRebate (below the smallest payment)'));

    expect(report(findings)).toBe('');
  }, 180_000);
});
