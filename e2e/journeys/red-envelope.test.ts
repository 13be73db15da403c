/**
 * A red envelope rush end to end (issue 19, decision 0058 "Red envelopes"), on a phone. An operator makes
 * three red envelopes on the Thailand merchant: E2E_RUSH open now with one envelope (its pool of 2 THB, turnover 1×),
 * E2E_RUSH_DEPOSIT open now for players who deposited 100 today, and E2E_RUSH_LATER opening hours from now.
 * A new player sees Take on the rush's card, opens its page (the envelopes left, the countdown to its close),
 * takes the envelope: its amount is said, paid into the wallet with its turnover, and a second press is not
 * offered; the deposit one asks for the deposit, with the way to the deposit page; the later one counts down
 * to its opening. A second player finds the rush all taken, and the server's own claim refuses it. The
 * operator's rushes list shows the envelope taken and paid. axe finds nothing serious on each state.
 */
import { describe, expect, it } from 'vitest';
import { audit, report, settle, type Finding } from '../a11y';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { memberCall, registerByUsername, th, uniqueUsername, visitAndPickRegion } from '../site';

const ZONE = 'Asia/Bangkok';
const baht = (figure: string) => `฿ ${figure}`;
const filled = (text: string, values: Record<string, string>) => text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

/** A wall-clock time of day in the merchant's zone, `minutes` from now (floored to the minute), as HH:MM. */
function zonedTime(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('hour')}:${part('minute')}`;
}


describe.skipIf(!hasChromium)('promotions: a red envelope rush', () => {
  const j = journey();
  const findings: Finding[] = [];

  /** A published, funded red envelope of one rush a day at `time` for 60 minutes. */
  async function redEnvelope(code: string, time: string, rules: { envelopes: number; pool: string; min: string; max: string; minDepositToday: string }) {
    const added = await j.server.operator('POST', '/wps/operator/merchants/thailand/promotions', {
      code, kind: 'red_envelope', category: 'EVENT', startsAt: null, endsAt: null,
      titles: { EN: `Red envelope ${code}`, TH: `อั่งเปา ${code}` }, summaries: { EN: 'One red envelope per player per rush.', TH: 'รับอั่งเปาได้คนละหนึ่งซองต่อรอบแจก' },
      rules: { times: [time], minutes: 60, ...rules, turnover: { multiple: 1, expiryDays: 1 } },
    });
    expect(added.errorCode).toBeNull();
    const id = (added.value as { id: number }).id;
    expect((await j.server.operator('PUT', `/wps/operator/merchants/thailand/promotions/${id}/status`, { status: 'active' })).errorCode).toBeNull();
    expect((await j.server.operator('POST', `/wps/operator/merchants/thailand/promotions/${id}/budget`, { action: 'fund', amount: '100.00', reason: 'E2E', idempotencyKey: `e2e-${code}` })).errorCode).toBeNull();
    return id;
  }

  it('a player takes the only envelope of an open rush, another finds it all taken, and the other rushes wait for a deposit or their time', async () => {
    // Opened a minute ago (so the rush is open on the server's clock too) for an hour.
    const now = zonedTime(-1);
    const rushId = await redEnvelope('E2E_RUSH', now, { envelopes: 1, pool: '2.00', min: '1.00', max: '3.00', minDepositToday: '0' });
    await redEnvelope('E2E_RUSH_DEPOSIT', now, { envelopes: 10, pool: '20.00', min: '1.00', max: '3.00', minDepositToday: '100' });
    await redEnvelope('E2E_RUSH_LATER', zonedTime(180), { envelopes: 10, pool: '20.00', min: '1.00', max: '3.00', minDepositToday: '0' });

    const { page } = await j.open(390, 844);
    await visitAndPickRegion(page, '/promotionDetail?code=E2E_RUSH');
    // A visitor is asked to log in first.
    await page.getByTestId('promotion-rush-login').filter({ hasText: th.promotions.rush.loginFirst }).waitFor();
    await registerByUsername(page, uniqueUsername('re'));

    // The promotions page offers Take on the open rush's card, details on the others.
    await page.goto('/promotions?type=EVENT');
    const card = (code: string) => page.locator(`[data-testid="promotion-card"][data-code="${code}"]`).getByTestId('promotion-card-link');
    await card('E2E_RUSH').filter({ hasText: th.promotions.rush.action }).waitFor();
    expect(await card('E2E_RUSH').getAttribute('data-action')).toBe('take');
    expect(await card('E2E_RUSH_DEPOSIT').getAttribute('data-action')).toBe('details');
    expect(await card('E2E_RUSH_LATER').getAttribute('data-action')).toBe('details');
    await card('E2E_RUSH').click();

    // Its page: open, one of one envelope left, counting down to its close.
    const rush = page.getByTestId('promotion-rush');
    await page.locator('[data-testid="promotion-rush"][data-view="CLAIM"]').waitFor();
    expect(await rush.getByTestId('promotion-state').textContent()).toBe(th.promotions.rush.states.CLAIM);
    expect(await rush.getByTestId('promotion-rush-left').textContent()).toBe(filled(th.promotions.rush.left, { left: '1', envelopes: '1' }));
    const countdown = rush.getByTestId('promotion-rush-countdown');
    expect(await countdown.getAttribute('role')).toBe('timer');
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
    await settle(page);
    findings.push(...await audit(page, '390 /promotionDetail (red envelope, open)'));

    // Taken: its amount is said and paid into the wallet, with its turnover; the button is gone and the heading has the focus.
    await rush.getByTestId('promotion-rush-take').click();
    await page.locator('[data-testid="promotion-rush"][data-state="CLAIMED"]').waitFor();
    const bonuses = await memberCall<{ list: { promotionCode: string; amount: number; turnoverRequired: number; status: string }[] }>(page, 'GET', '/wps/member/bonuses');
    const grant = bonuses.value.list.find((g) => g.promotionCode === 'E2E_RUSH');
    // The pool of 2.00 is the one envelope: all of it, with 1× its amount to wager.
    expect(grant).toMatchObject({ amount: 2, turnoverRequired: 2, status: 'active' });
    expect(await rush.getByTestId('promotion-rush-opened').textContent()).toBe(filled(th.promotions.rush.opened, { amount: baht('2.00') }));
    expect(await rush.getByTestId('promotion-rush-take').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('promotion-rush-title');
    await rush.getByTestId('promotion-rush-grant').waitFor();
    // After a reload the page says the envelope this rush gave, and what comes next.
    await page.reload();
    await rush.getByTestId('promotion-rush-claimed').filter({ hasText: filled(th.promotions.rush.claimed, { amount: baht('2.00') }) }).waitFor();
    await rush.getByTestId('promotion-rush-next').waitFor();
    await settle(page);
    findings.push(...await audit(page, '390 /promotionDetail (red envelope, taken)'));

    // The deposit one: open, but it asks for 100 deposited today, and leads to the deposit page.
    await page.goto('/promotionDetail?code=E2E_RUSH_DEPOSIT');
    await page.locator('[data-testid="promotion-rush"][data-view="DEPOSIT_NEEDED"]').waitFor();
    expect(await rush.getByTestId('promotion-rush-deposit-needed').textContent()).toContain('100.00');
    expect(await rush.getByTestId('promotion-rush-take').count()).toBe(0);
    expect(await rush.getByTestId('promotion-rush-deposit').getAttribute('href')).toBe('/member?page=deposit');
    const refused = await memberCall<null>(page, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionCode: 'E2E_RUSH_DEPOSIT' });
    expect(refused.errorCode).toBe('promotion.deposit_needed');

    // The later one counts down to its opening, in hours.
    await page.goto('/promotionDetail?code=E2E_RUSH_LATER');
    await page.locator('[data-testid="promotion-rush"][data-view="COMING_SOON"]').waitFor();
    expect(await rush.getByTestId('promotion-rush-countdown').textContent()).toMatch(/[23]:\d\d:\d\d/);
    await settle(page);
    findings.push(...await audit(page, '390 /promotionDetail (red envelope, coming)'));

    // A second player: the rush's only envelope is gone.
    const second = await j.open(390, 844);
    await visitAndPickRegion(second.page, '/promotionDetail?code=E2E_RUSH');
    await registerByUsername(second.page, uniqueUsername('rf'));
    await second.page.goto('/promotionDetail?code=E2E_RUSH');
    const theirs = second.page.getByTestId('promotion-rush');
    await second.page.locator('[data-testid="promotion-rush"][data-view="ALL_TAKEN"]').waitFor();
    expect(await theirs.getByTestId('promotion-state').textContent()).toBe(th.promotions.rush.states.ALL_TAKEN);
    await theirs.getByTestId('promotion-rush-all-taken').waitFor();
    expect(await theirs.getByTestId('promotion-rush-take').count()).toBe(0);
    expect((await memberCall<null>(second.page, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionCode: 'E2E_RUSH' })).errorCode).toBe('promotion.envelopes_gone');
    await settle(second.page);
    findings.push(...await audit(second.page, '390 /promotionDetail (red envelope, all taken)'));

    // The operator's rushes list: the rush open, its one envelope taken and paid.
    const rushes = await j.server.operator('GET', `/wps/operator/merchants/thailand/promotions/${rushId}/rushes`);
    expect((rushes.value as { list: unknown[] }).list).toEqual([expect.objectContaining({ status: 'open', envelopes: 1, claimed: 1, pool: '2.00', paid: '2.00', returned: null })]);

    expect(report(findings)).toBe('');
  });
});
