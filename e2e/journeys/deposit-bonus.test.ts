/**
 * A deposit bonus end to end (issue 19, decision 0058), on a phone: a new player opens the seeded first
 * deposit bonus WELCOME (100 % up to 1,000 THB, turnover 10× the bonus), joins it, deposits 300 THB by bank
 * transfer and an operator approves it; the bonus (300) is paid with 3,000 to wager, which the promotion's
 * page, the bonus details and the withdraw page all name. Rounds of the in-house dice game (RNG, counted in
 * full) meet the turnover and the withdraw page stops waiting. Then a reload bonus the operator made is joined,
 * paid by a second deposit and forfeited from the bonus details: it is taken back, and withdrawals are free
 * again. axe finds nothing serious on each page and dialog added to.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { solidPng } from '../images';
import { journey } from '../journey';
import { fieldInput, memberCall, registerByUsername, th, uniqueUsername, visitAndPickRegion } from '../site';

const RELOAD = 'E2E_RELOAD';
const baht = (figure: string) => `฿ ${figure}`;
const filled = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

interface OperatorDeposit { id: number; username: string; amount: string; status: string }
interface Bonuses { list: { id: number; promotionCode: string; status: string; turnoverLeft: number }[]; turnoverLeft: number }


/** A bank-transfer deposit through the member centre's form; answers the request the operator then sees. */
async function bankDeposit(page: Page, amount: string, username: string, list: () => Promise<OperatorDeposit[]>): Promise<OperatorDeposit> {
  await page.getByTestId('deposit-page').waitFor();
  await page.getByTestId('deposit-channel-BANK').check();
  await fieldInput(page, 'deposit-amount').fill(amount);
  await fieldInput(page, 'deposit-reference').fill(`KB-${Date.now()}`);
  await page.getByTestId('deposit-receipt').locator('input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: solidPng(40, 60) });
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-form-done').waitFor();
  const request = (await list()).find((d) => d.username === username && d.status === 'pending');
  expect(request).toMatchObject({ amount: `${amount}.00`, status: 'pending' });
  return request!;
}

describe.skipIf(!hasChromium)('promotions: a deposit bonus joined, paid, wagered and forfeited', () => {
  const j = journey();
  const findings: Finding[] = [];
  const pendingDeposits = async () => ((await j.server.operator('GET', '/wps/operator/deposits?merchantCode=thailand&status=pending')).value as { list: OperatorDeposit[] }).list;
  const approve = async (id: number) => expect((await j.server.operator('POST', `/wps/operator/merchants/thailand/deposits/${id}/approve`)).success).toBe(true);

  it('a new player joins WELCOME, deposits, sees the bonus and its turnover everywhere, meets it, and forfeits a second bonus', async () => {
    const { page } = await j.open(390, 844);
    await visitAndPickRegion(page, '/promotionDetail?code=WELCOME');
    // A visitor is asked to log in first.
    await page.getByTestId('promotion-join-login').filter({ hasText: th.promotions.join.loginFirst }).waitFor();
    const username = uniqueUsername('wb');
    await registerByUsername(page, username);

    // The promotions page offers Join on its card.
    await page.goto('/promotions?type=NEW_MEMBER');
    const card = page.locator('[data-testid="promotion-card"][data-code="WELCOME"][data-state="JOIN"]');
    await card.getByTestId('promotion-card-link').filter({ hasText: th.promotions.join.action }).waitFor();
    expect(await card.getByTestId('promotion-card-link').getAttribute('data-action')).toBe('join');
    await card.getByTestId('promotion-card-link').click();

    // Its page: open to join; joined, with the way to the deposit page.
    const join = page.getByTestId('promotion-join');
    await page.locator('[data-testid="promotion-join"][data-view="JOIN"]').waitFor();
    await join.getByTestId('promotion-join-hint').waitFor();
    await settle(page);
    findings.push(...await audit(page, '390 /promotionDetail (deposit bonus, open)'));
    await join.getByTestId('promotion-join-action').click();
    await page.locator('[data-testid="promotion-join"][data-state="JOINED"]').waitFor();
    expect(await join.getByTestId('promotion-state').textContent()).toBe(th.promotions.join.states.JOINED);
    // The button went away: the new state has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('promotion-join-title');
    await settle(page);
    findings.push(...await audit(page, '390 /promotionDetail (deposit bonus, joined)'));

    // 300 THB by bank transfer, approved by an operator: the bonus is paid with it.
    await join.getByTestId('promotion-join-deposit').click();
    const request = await bankDeposit(page, '300', username, pendingDeposits);
    await approve(request.id);
    // The header's balance is in the page (behind the phone's menu at this width): the deposit and its bonus.
    await page.getByTestId('header-balance-value').filter({ hasText: '600.00' }).waitFor({ state: 'attached', timeout: 20_000 });

    // The promotion's page: paid, 0 of 3,000 wagered, 3,000 left, a date to meet it by.
    await page.goto('/promotionDetail?code=WELCOME');
    await page.locator('[data-testid="promotion-join"][data-state="ISSUED"]').waitFor();
    await join.getByTestId('promotion-join-issued').filter({ hasText: baht('300.00') }).waitFor();
    const progress = join.getByTestId('promotion-join-grant');
    expect(await progress.getByTestId('promotion-join-grant-turnover').textContent()).toBe(filled(th.promotions.bonuses.turnover, { done: baht('0.00'), required: baht('3,000.00') }));
    expect(await progress.getByTestId('promotion-join-grant-left').textContent()).toBe(filled(th.promotions.bonuses.left, { amount: baht('3,000.00') }));
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await progress.getByTestId('promotion-join-grant-expires').textContent()).toMatch(/\d{4}/);
    await settle(page);
    findings.push(...await audit(page, '390 /promotionDetail (deposit bonus, paid)'));

    // The bonus details: the bonus with its turnover, and its posting below.
    await join.getByTestId('promotion-join-bonuses').click();
    const mine = page.getByTestId('my-bonuses');
    const welcome = mine.locator('[data-testid="my-bonus"][data-status="active"]');
    await welcome.getByTestId('my-bonus-amount').filter({ hasText: baht('300.00') }).waitFor();
    expect(await welcome.getByTestId('my-bonus-status').textContent()).toBe(th.promotions.bonuses.statuses.active);
    expect(await welcome.getByTestId('my-bonus-progress-left').textContent()).toBe(filled(th.promotions.bonuses.left, { amount: baht('3,000.00') }));
    await page.locator('[data-testid="bonus-details-row"][data-type="bonus"]').filter({ hasText: '300.00' }).waitFor();
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=bonusDetails (an open bonus)'));

    // The withdraw page names what is left, with the way to the bonus details.
    await page.goto('/member?page=withdraw');
    const note = page.getByTestId('withdraw-bonus-turnover');
    await note.filter({ hasText: filled(th.withdraw.bonusTurnover, { amount: baht('3,000.00') }) }).waitFor();
    await note.getByTestId('withdraw-bonus-details').waitFor();
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=withdraw (a bonus\'s turnover open)'));

    // Rounds of the provably fair dice (RNG, counted in full) at a 95 % win chance until 3,000 is wagered.
    let left = 3000;
    let balance = 600;
    for (let n = 0; left > 0; n++) {
      expect(n).toBeLessThan(80);
      // Half the balance at most, so a lost round or two only makes the next stakes smaller.
      const stake = Math.min(left, Math.floor(balance / 2));
      expect(stake).toBeGreaterThan(0);
      const rolled = await memberCall<{ balance: number }>(page, 'POST', '/wps/pge/dice', { requestId: `wb-${username}-${n}`, amount: stake.toFixed(2), target: 95, direction: 'under' });
      expect(rolled.errorCode).toBeNull();
      balance = rolled.value.balance;
      left = (await memberCall<Bonuses>(page, 'GET', '/wps/member/bonuses')).value.turnoverLeft;
    }
    await page.goto('/member?page=withdraw');
    await page.getByTestId('withdraw-balance').waitFor();
    expect(await page.getByTestId('withdraw-bonus-turnover').count()).toBe(0);
    // Met: the promotion's page and the bonus details say so.
    await page.goto('/promotionDetail?code=WELCOME');
    await join.getByTestId('promotion-join-met').waitFor();
    expect(await join.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    // A reload bonus of the operator's (10 %, turnover 1×): joined, paid by a second deposit of 200.
    const added = await j.server.operator('POST', '/wps/operator/merchants/thailand/promotions', {
      code: RELOAD, kind: 'deposit_bonus', category: 'DEPOSIT', startsAt: null, endsAt: null,
      titles: { EN: 'Reload 10%', TH: 'โบนัสฝากเงิน 10%' }, summaries: { EN: 'Ten percent of every deposit.', TH: 'รับโบนัส 10% ทุกการฝากเงิน' },
      rules: { trigger: 'reload', percent: 10, cap: '100', minDeposit: '100', turnover: { multiple: 1, expiryDays: 7 } },
    });
    expect(added.errorCode).toBeNull();
    const id = (added.value as { id: number }).id;
    expect((await j.server.operator('PUT', `/wps/operator/merchants/thailand/promotions/${id}/status`, { status: 'active' })).errorCode).toBeNull();
    expect((await j.server.operator('POST', `/wps/operator/merchants/thailand/promotions/${id}/budget`, { action: 'fund', amount: '1000.00', reason: 'E2E', idempotencyKey: 'e2e-reload' })).errorCode).toBeNull();
    await page.goto(`/promotionDetail?code=${RELOAD}`);
    await page.locator('[data-testid="promotion-join"][data-view="JOIN"]').getByTestId('promotion-join-action').click();
    await page.locator('[data-testid="promotion-join"][data-state="JOINED"]').getByTestId('promotion-join-deposit').click();
    await approve((await bankDeposit(page, '200', username, pendingDeposits)).id);
    await expect.poll(async () => (await memberCall<Bonuses>(page, 'GET', '/wps/member/bonuses')).value.turnoverLeft, { timeout: 20_000 }).toBe(20);

    // Forfeited from the bonus details, after a confirmation that says it is taken back.
    await page.goto('/member?page=bonusDetails');
    const reload = mine.locator('[data-testid="my-bonus"][data-status="active"]');
    await reload.getByTestId('my-bonus-amount').filter({ hasText: baht('20.00') }).waitFor();
    expect(await mine.locator('[data-testid="my-bonus"][data-status="met"]').count()).toBe(1);
    await reload.getByTestId('my-bonus-forfeit').click();
    const dialog = page.getByTestId('my-bonus-forfeit-dialog');
    await dialog.getByTestId('my-bonus-forfeit-text').filter({ hasText: baht('20.00') }).waitFor();
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=bonusDetails (forfeit confirmation)'));
    await dialog.getByTestId('my-bonus-forfeit-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await mine.getByTestId('my-bonuses-outcome').filter({ hasText: baht('20.00') }).waitFor();
    await mine.locator('[data-testid="my-bonus"][data-status="forfeited"]').getByTestId('my-bonus-progress-taken-back').filter({ hasText: baht('20.00') }).waitFor();
    expect(await mine.getByTestId('my-bonus-forfeit').count()).toBe(0);
    // The taking back is among the bonus postings, and the balance follows.
    await page.locator('[data-testid="bonus-details-row"][data-type="bonus_forfeit"]').filter({ hasText: th.records.types.bonus_forfeit }).waitFor();
    await settle(page);
    findings.push(...await audit(page, '390 /member?page=bonusDetails (met and forfeited bonuses)'));
    await page.goto('/member?page=withdraw');
    await page.getByTestId('withdraw-balance').waitFor();
    expect(await page.getByTestId('withdraw-bonus-turnover').count()).toBe(0);

    expect(report(findings)).toBe('');
  }, 300_000);
});
