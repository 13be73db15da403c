/**
 * Rebates and cashback (issue 19; decision 0058, "Rebates and cashback"), on both databases: the daily run pays
 * each member's rebate of the day before from the rounds settled in it (valid bets per game type at the rule's
 * rates, capped, nothing below the smallest payment), once however many runs and workers; a player claims
 * today's rebate by hand and the day's run pays only the rest; a weekly cashback pays a share of the week's net
 * loss between its floor and cap; a budget too small pays nobody it cannot and the next run pays them; a rebate
 * with turnover is a bonus with its grant. The ledger reconciles after each.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../src/modules/wallet/service';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

const BASE = '/wps/operator/merchants/thailand/promotions';
const DAY = 86_400_000;
let p: TestPlatform;
let ops: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());
// Each test's promotions are closed after it: a run pays every running one, and the next test's rounds are not theirs.
const made: number[] = [];
afterEach(async () => {
  for (const id of made.splice(0)) await call('PUT', `${BASE}/${id}/status`, ops, { status: 'closed' });
});

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => (await p.call({ method, url, payload, headers })).body;
const balance = (memberId: number) => p.services.wallet.balanceOf('thailand', account.member(memberId));
const budget = (id: number) => p.services.wallet.balanceOf('thailand', account.promotionBudget(id));
const reconciled = async () => expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);

let n = 0;
/** A running rebate or cashback of Thailand with a funded budget. */
async function promotion(kind: 'rebate' | 'cashback', rules: Record<string, unknown>, funds = '10000.00') {
  const code = `${kind.toUpperCase()}_${n++}_${Date.now().toString(36).toUpperCase()}`;
  const added = await call('POST', BASE, ops, { code, kind, category: 'REBATE', titles: { EN: `${kind} test`, TH: 'เงินคืน' }, startsAt: null, endsAt: null, rules });
  expect(added.errorCode).toBeNull();
  expect((await call('PUT', `${BASE}/${added.value.id}/status`, ops, { status: 'active' })).errorCode).toBeNull();
  made.push(added.value.id);
  if (funds !== '0') expect((await call('POST', `${BASE}/${added.value.id}/budget`, ops, { action: 'fund', amount: funds, reason: 'test', idempotencyKey: `fund-${code}` })).errorCode).toBeNull();
  return added.value as { id: number; code: string };
}

let k = 0;
/** A round settled `daysAgo` days before now (bets, refund and win in minor units). */
async function round(memberId: number, gameType: string, bet: number, opts: { win?: number; refund?: number; daysAgo?: number; demo?: boolean } = {}) {
  const at = new Date(Date.now() - (opts.daysAgo ?? 0) * DAY).toISOString();
  await p.database.db.execute(sql`
    INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, game_type, round_id, status, bet_amount, win_amount, refund_amount, currency, demo, started_at, settled_at)
    VALUES ('thailand', ${memberId}, 'SIM', 'g1', ${gameType}, ${`rb-${memberId}-${Date.now()}-${k++}`}, 'settled', ${bet}, ${opts.win ?? 0}, ${opts.refund ?? 0}, 'THB', ${opts.demo ?? false}, ${at}::timestamptz, ${at}::timestamptz)`);
}
const payoutsOf = async (promotionId: number, memberId: number) => ((await p.database.db.execute(sql`
  SELECT source, amount::text AS amount, paid_before::text AS paid_before, posting_id FROM promotion_payouts WHERE promotion_id = ${promotionId} AND member_id = ${memberId} ORDER BY id`)) as unknown as {
  rows: { source: string; amount: string; paid_before: string; posting_id: number | null }[];
}).rows;
const rebates = (auth: Record<string, string>) => call('GET', '/wps/member/rebates', auth);
const claim = (auth: Record<string, string>, code: string) => call('POST', `/wps/member/rebates/${code}/claim`, auth);
/** The job's run as if it ran `days` from now (the periods closed by then are paid). */
const run = (days = 0) => p.services.promotionPayouts.settleDue(new Date(Date.now() + days * DAY + 10 * 60_000));

describe('a daily rebate', () => {
  it("pays yesterday's valid bets at each game type's rate, capped, nothing below the smallest payment, once over runs and two workers", async () => {
    const promo = await promotion('rebate', { rates: { RNG: 1, LIVE: 0.5 }, minPayout: '1', maxPerDay: '200', manual: false, turnover: { multiple: 0, expiryDays: 1 } });
    const [a, b, c] = await Promise.all([newPlayer(p, 'thailand', 'rbA'), newPlayer(p, 'thailand', 'rbB'), newPlayer(p, 'thailand', 'rbC')]);
    // A: 1,000 of slots (100 refunded) and 500 of live, yesterday: 1 % of 900 + 0.5 % of 500 = 11.50; sports earn nothing; a demo round counts for nothing; today's rounds wait for today's run.
    await round(a.id, 'RNG', 100_000, { refund: 10_000, daysAgo: 1 });
    await round(a.id, 'LIVE', 50_000, { daysAgo: 1 });
    await round(a.id, 'SPORTS', 90_000, { daysAgo: 1 });
    await round(a.id, 'RNG', 90_000, { daysAgo: 1, demo: true });
    await round(a.id, 'RNG', 70_000);
    // B: 0.50 is below the smallest payment; C: 1 % of 100,000 is capped at 200 a day.
    await round(b.id, 'RNG', 5_000, { daysAgo: 1 });
    await round(c.id, 'RNG', 10_000_000, { daysAgo: 1 });
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.flat().filter((r) => r.promotionCode === promo.code).reduce((sum, r) => sum + r.paid, 0)).toBe(2);
    await run();
    expect(await balance(a.id)).toBe(1_150n);
    expect(await balance(b.id)).toBe(0n);
    expect(await balance(c.id)).toBe(20_000n);
    expect(await payoutsOf(promo.id, a.id)).toEqual([{ source: 'run', amount: '1150', paid_before: '0', posting_id: expect.anything() }]);
    expect(await budget(promo.id)).toBe(1_000_000n - 21_150n);
    // A late round of yesterday (settled before the run, counted by the next): only the rest is paid.
    await round(a.id, 'RNG', 20_000, { daysAgo: 1 });
    await run();
    expect(await balance(a.id)).toBe(1_350n);
    expect((await payoutsOf(promo.id, a.id)).map((r) => [r.amount, r.paid_before])).toEqual([['1150', '0'], ['200', '1150']]);
    await reconciled();
  });

  it("lets a player claim today's rebate by hand, once however many claims at once, and the day's run pays only the rest", async () => {
    const promo = await promotion('rebate', { rates: { RNG: 1 }, minPayout: '1', maxPerDay: null, manual: true, turnover: { multiple: 0, expiryDays: 1 } });
    const d = await newPlayer(p, 'thailand', 'rbD');
    expect((await claim(d.auth, promo.code)).errorCode).toBe('promotion.nothing_to_claim');
    await round(d.id, 'RNG', 5_000);
    const small = await claim(d.auth, promo.code);
    expect(small.errorCode).toBe('promotion.below_minimum');
    expect(small.message).toContain('1.00');
    await round(d.id, 'RNG', 200_000);
    const listed = (await rebates(d.auth)).value.list.find((r: { code: string }) => r.code === promo.code);
    expect(listed).toMatchObject({ validBet: 2050, earned: 20.5, paid: 0, unpaid: 20.5, minPayout: 1, canClaim: true, rates: { RNG: 1 } });
    const claims = await Promise.all(Array.from({ length: 20 }, () => claim(d.auth, promo.code)));
    const paid = claims.filter((c) => c.errorCode === null);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.value).toMatchObject({ amount: 20.5, rebate: { earned: 20.5, paid: 20.5, unpaid: 0, canClaim: false }, grant: null });
    expect(new Set(claims.filter((c) => c.errorCode !== null).map((c) => c.errorCode))).toEqual(new Set(['promotion.nothing_to_claim']));
    expect(await balance(d.id)).toBe(2_050n);
    // More play, then the day closes: its run pays what came after the claim.
    await round(d.id, 'RNG', 50_000);
    await run(1);
    expect(await balance(d.id)).toBe(2_550n);
    expect((await payoutsOf(promo.id, d.id)).map((r) => [r.source, r.amount, r.paid_before])).toEqual([['manual', '2050', '0'], ['run', '500', '2050']]);
    await run(1);
    expect(await balance(d.id)).toBe(2_550n);
    // A rebate the player may not claim by hand, and a trial account, are refused.
    const auto = await promotion('rebate', { rates: { RNG: 1 }, manual: false, turnover: { multiple: 0, expiryDays: 1 } });
    expect((await claim(d.auth, auto.code)).errorCode).toBe('promotion.not_applicable');
    expect((await rebates(d.auth)).value.list.some((r: { code: string }) => r.code === auto.code)).toBe(false);
    await reconciled();
  });

  it('gives a rebate with turnover as a bonus whose turnover withdrawals wait for', async () => {
    const promo = await promotion('rebate', { rates: { RNG: 1 }, manual: true, turnover: { multiple: 2, expiryDays: 3 } });
    const e = await newPlayer(p, 'thailand', 'rbE');
    await round(e.id, 'RNG', 100_000);
    const claimed = await claim(e.auth, promo.code);
    expect(claimed.errorCode).toBeNull();
    expect(claimed.value.grant).toMatchObject({ promotionCode: promo.code, amount: 10, turnoverRequired: 20, status: 'active' });
    const bonuses = await call('GET', '/wps/member/bonuses', e.auth);
    expect(bonuses.value.list.find((g: { promotionCode: string }) => g.promotionCode === promo.code)).toMatchObject({ amount: 10, turnoverRequired: 20 });
    await reconciled();
  });

  it('pays nobody its budget cannot, the others still, and the next run pays the rest once it is funded', async () => {
    // Fishing games only: the rounds of this file's other players (slots, live) are not this rebate's.
    const promo = await promotion('rebate', { rates: { FISH: 1 }, manual: false, turnover: { multiple: 0, expiryDays: 1 } }, '5.00');
    const [f, g] = await Promise.all([newPlayer(p, 'thailand', 'rbF'), newPlayer(p, 'thailand', 'rbG')]);
    await round(f.id, 'FISH', 100_000, { daysAgo: 1 });
    await round(g.id, 'FISH', 30_000, { daysAgo: 1 });
    await expect(run()).rejects.toThrow(/failed/);
    const [paidF, paidG] = [await balance(f.id), await balance(g.id)];
    // Whichever the budget reached first: never more than it held.
    expect(paidF + paidG).toBeLessThanOrEqual(500n);
    expect(await budget(promo.id)).toBeGreaterThanOrEqual(0n);
    expect((await call('POST', `${BASE}/${promo.id}/budget`, ops, { action: 'fund', amount: '100.00', reason: 'top up', idempotencyKey: `top-${promo.code}` })).errorCode).toBeNull();
    await run();
    expect(await balance(f.id)).toBe(1_000n);
    expect(await balance(g.id)).toBe(300n);
    await reconciled();
  });
});

describe('a weekly cashback', () => {
  it("pays a share of last week's net loss from its floor up to its cap, once", async () => {
    const promo = await promotion('cashback', { period: 'weekly', percent: 10, minLoss: '100', cap: '50', turnover: { multiple: 0, expiryDays: 1 } });
    const [h, i, j, w] = await Promise.all(['cbH', 'cbI', 'cbJ', 'cbW'].map((tag) => newPlayer(p, 'thailand', tag)));
    // H lost 300 net a week ago: 30; I lost 50 (below the floor); J lost 1,000 (capped at 50); W won and gets nothing.
    await round(h!.id, 'RNG', 40_000, { win: 10_000, daysAgo: 7 });
    await round(i!.id, 'LIVE', 5_000, { daysAgo: 7 });
    await round(j!.id, 'SPORTS', 100_000, { daysAgo: 7 });
    await round(w!.id, 'RNG', 1_000, { win: 900_000, daysAgo: 7 });
    await Promise.all([run(), run()]);
    await run();
    expect(await balance(h!.id)).toBe(3_000n);
    expect(await balance(i!.id)).toBe(0n);
    expect(await balance(j!.id)).toBe(5_000n);
    expect(await balance(w!.id)).toBe(0n);
    expect((await payoutsOf(promo.id, h!.id)).map((r) => r.amount)).toEqual(['3000']);
    await reconciled();
  });
});
