/**
 * Refer and earn (issue 19; decision 0058, "Refer and earn"), on both databases: a player's referral code and
 * link; a friend registering with it becomes the player's invitee; once the invitee's first deposit and valid
 * bets meet the promotion's conditions within the window, the referrer (and the invitee) are paid from the
 * promotion's budget, once however many runs and workers; the same person and the referrer's limit are refused
 * and audited; a window that passed pays nothing; a reward with turnover is a bonus; a budget too small pays
 * nobody until it is funded. The ledger reconciles after each.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../src/modules/wallet/service';
import { createTestPlatform, type TestPlatform } from './helpers';

const BASE = '/wps/operator/merchants/thailand/promotions';
const DAY = 86_400_000;
let p: TestPlatform;
let ops: { authorization: string };

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => (await p.call({ method, url, payload, headers })).body;
const balance = (memberId: number) => p.services.wallet.balanceOf('thailand', account.member(memberId));
const budget = (id: number) => p.services.wallet.balanceOf('thailand', account.promotionBudget(id));
const reconciled = async () => expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
const referral = (auth: Record<string, string>) => call('GET', '/wps/member/referral', auth);
const run = (at = new Date()) => p.services.referrals.settleDue(at);

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
  // The demo's refer and earn would pay this file's invitees too: paused, it decides nothing.
  const seeded = (await call('GET', `${BASE}?pageSize=100`, ops)).value.list.find((x: { code: string }) => x.code === 'INVITE_FRIENDS');
  if (seeded) expect((await call('PUT', `${BASE}/${seeded.id}/status`, ops, { status: 'paused' })).errorCode).toBeNull();
});
afterAll(() => p.close());
const made: number[] = [];
afterEach(async () => {
  for (const id of made.splice(0)) await call('PUT', `${BASE}/${id}/status`, ops, { status: 'closed' });
});

let n = 0;
/** A running referral promotion of Thailand with a funded budget. */
async function promotion(rules: Record<string, unknown>, funds = '10000.00', startsAt: string | null = null) {
  const code = `REFER_${n++}_${Date.now().toString(36).toUpperCase()}`;
  const added = await call('POST', BASE, ops, { code, kind: 'referral', category: 'EVENT', titles: { EN: 'Invite test', TH: 'ชวนเพื่อน' }, startsAt, endsAt: null, rules });
  expect(added.errorCode).toBeNull();
  expect((await call('PUT', `${BASE}/${added.value.id}/status`, ops, { status: 'active' })).errorCode).toBeNull();
  made.push(added.value.id);
  if (funds !== '0') expect((await call('POST', `${BASE}/${added.value.id}/budget`, ops, { action: 'fund', amount: funds, reason: 'test', idempotencyKey: `fund-${code}` })).errorCode).toBeNull();
  return added.value as { id: number; code: string };
}
const RULES = { reward: '50', inviteeReward: '10', minFirstDeposit: '100', minValidBet: '500', withinDays: 30, turnover: { multiple: 0, expiryDays: 1 } };

let m = 0;
/** A player registered from an address of their own, with a referral code or none. */
async function register(opts: { referralCode?: string; ip?: string; payeeName?: string } = {}) {
  const i = m++;
  const username = `rf${i.toString(36)}${Date.now().toString(36)}`.slice(0, 16);
  const password = 'Secret#123';
  const mobileNum = `08${String(30_000_000 + i * 7919 + Math.floor(Math.random() * 1000)).padStart(8, '0')}`;
  const { body } = await p.call({
    method: 'PUT', url: '/wps/member/register', headers: { merchant: 'thailand' }, remoteAddress: opts.ip ?? `198.51.100.${(i % 250) + 1}`,
    payload: { username, password, confirmPassword: password, mobileNum, acceptTerms: true, confirmAge: true, ...(opts.referralCode ? { referralCode: opts.referralCode } : {}) },
  });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string, merchant: 'thailand' };
  const info = await call('GET', '/wps/member/info', auth);
  return { auth, id: info.value.id as number, username };
}
/** A referrer and an invitee who registered with the referrer's code. */
async function pair() {
  const referrer = await register();
  const code = (await referral(referrer.auth)).value.code as string;
  const invitee = await register({ referralCode: code });
  return { referrer, invitee, code };
}

let k = 0;
/** A credited deposit (the condition only reads its row; money in the wallet is not what is tested here). */
async function deposit(memberId: number, minor: number) {
  await p.database.db.execute(sql`INSERT INTO deposits (merchant_code, member_id, channel_code, channel_type, amount, currency, status, request_id)
    VALUES ('thailand', ${memberId}, 'BANK', 'bank', ${minor}, 'THB', 'approved', ${`rf-${memberId}-${k++}`})`);
}
async function round(memberId: number, bet: number, opts: { at?: Date } = {}) {
  const at = (opts.at ?? new Date()).toISOString();
  await p.database.db.execute(sql`
    INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, game_type, round_id, status, bet_amount, win_amount, refund_amount, currency, demo, started_at, settled_at)
    VALUES ('thailand', ${memberId}, 'SIM', 'g1', 'RNG', ${`rf-${memberId}-${k++}`}, 'settled', ${bet}, 0, 0, 'THB', false, ${at}::timestamptz, ${at}::timestamptz)`);
}
const decisions = async (promotionId: number) => ((await p.database.db.execute(sql`
  SELECT invitee_id, referrer_id, status, reason, amount::text AS amount, invitee_amount::text AS invitee_amount, posting_id FROM referral_rewards
  WHERE promotion_id = ${promotionId} ORDER BY id`)) as unknown as { rows: { invitee_id: number; referrer_id: number; status: string; reason: string | null; amount: string; invitee_amount: string; posting_id: number | null }[] }).rows;

describe('a referral code', () => {
  it('is one per player, in a link from the merchant\'s domain, and names the referrer of who registers with it', async () => {
    const promo = await promotion(RULES);
    const referrer = await register();
    const first = (await referral(referrer.auth)).value;
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await referral(referrer.auth)).value.code).toBe(first.code);
    expect(first.link).toBe(`${p.services.merchants.publicBaseUrl('thailand')}/register?ref=${first.code}`);
    expect(first).toMatchObject({
      invited: 0, rewarded: 0, earned: 0, invitees: [],
      promotion: { code: promo.code, title: 'ชวนเพื่อน', reward: 50, inviteeReward: 10, minFirstDeposit: 100, minValidBet: 500, withinDays: 30, maxRewards: null, turnoverMultiple: 0 },
    });
    const invitee = await register({ referralCode: first.code });
    // An unknown code, with the merchant's referral field hidden, registers without a referrer; an agent's code is no player's.
    await register({ referralCode: 'NOSUCHCD' });
    await register({ referralCode: 'ROYAL88' });
    const after = (await referral(referrer.auth)).value;
    expect(after.invited).toBe(1);
    expect(after.invitees).toEqual([{
      username: expect.stringContaining('•••'), registeredAt: expect.any(String), deposited: false, validBet: 0, state: 'pending', reward: null, deadline: expect.any(String),
    }]);
    expect(after.invitees[0].username).not.toBe(invitee.username);
    expect(Date.parse(after.invitees[0].deadline) - Date.parse(after.invitees[0].registeredAt)).toBe(30 * DAY);
    // Public state: refer and earn is enabled while a referral promotion runs.
    expect((await call('GET', '/wps/member/public/state', referrer.auth)).value.availablePromo).toEqual([{ type: 'REFERRAL', enabled: true }]);
    await call('PUT', `${BASE}/${promo.id}/status`, ops, { status: 'closed' });
    expect((await call('GET', '/wps/member/public/state', referrer.auth)).value.availablePromo).toEqual([{ type: 'REFERRAL', enabled: false }]);
    // With none running the code still works, and nothing is earned.
    const none = (await referral(referrer.auth)).value;
    expect(none).toMatchObject({ code: first.code, promotion: null, invited: 1 });
    expect(none.invitees[0].state).toBe('not_eligible');
  });
});

describe('the referral run', () => {
  it('pays the referrer and the invitee once the invitee deposits and plays, once over runs at once', async () => {
    const promo = await promotion(RULES);
    const { referrer, invitee } = await pair();
    await deposit(invitee.id, 20_000);
    await round(invitee.id, 30_000);
    // Valid bets of 300 of 500: not yet.
    await run();
    expect(await decisions(promo.id)).toEqual([]);
    expect((await referral(referrer.auth)).value.invitees[0]).toMatchObject({ deposited: true, validBet: 300, state: 'pending' });
    await round(invitee.id, 20_000);
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.flat().filter((r) => r.promotionCode === promo.code).reduce((sum, r) => sum + r.paid, 0)).toBe(1);
    await run();
    expect(await balance(referrer.id)).toBe(5_000n);
    expect(await balance(invitee.id)).toBe(1_000n);
    expect(await budget(promo.id)).toBe(1_000_000n - 6_000n);
    expect(await decisions(promo.id)).toEqual([{
      invitee_id: invitee.id, referrer_id: referrer.id, status: 'paid', reason: null, amount: '5000', invitee_amount: '1000', posting_id: expect.anything(),
    }]);
    expect((await referral(referrer.auth)).value).toMatchObject({ invited: 1, rewarded: 1, earned: 50, invitees: [{ state: 'rewarded', reward: 50, deadline: null }] });
    await reconciled();
  });

  it('decides once on two workers at once', async () => {
    if (process.env.TEST_DB !== 'pg') return;
    const promo = await promotion(RULES);
    const pairs = await Promise.all(Array.from({ length: 5 }, () => pair()));
    for (const { invitee } of pairs) {
      await deposit(invitee.id, 10_000);
      await round(invitee.id, 50_000);
    }
    // A second platform on the same database (closed with this one).
    const sibling = await p.sibling();
    await Promise.all([run(), sibling.services.referrals.settleDue(), run(), sibling.services.referrals.settleDue()]);
    expect((await decisions(promo.id)).filter((d) => d.status === 'paid')).toHaveLength(5);
    for (const { referrer, invitee } of pairs) {
      expect(await balance(referrer.id)).toBe(5_000n);
      expect(await balance(invitee.id)).toBe(1_000n);
    }
    expect(await budget(promo.id)).toBe(1_000_000n - 30_000n);
    await reconciled();
  });

  it('refuses the same person and whoever comes past the referrer\'s limit, audited, and pays nothing done after the window', async () => {
    // Started five days ago, so the late friend below registered while it ran.
    const promo = await promotion({ ...RULES, inviteeReward: '0', maxRewards: 1, withinDays: 2 }, '10000.00', new Date(Date.now() - 5 * DAY).toISOString());
    const referrer = await register({ ip: '203.0.113.77' });
    const code = (await referral(referrer.auth)).value.code;
    const twin = await register({ referralCode: code, ip: '203.0.113.77' });
    const [a, b, late] = [await register({ referralCode: code }), await register({ referralCode: code }), await register({ referralCode: code })];
    for (const invitee of [twin, a, b]) {
      await deposit(invitee.id, 10_000);
      await round(invitee.id, 50_000);
    }
    // The late one registered three days ago: its deposit and play today are past its two days.
    await p.database.db.execute(sql`UPDATE member_referrals SET created_at = now() - interval '3 days' WHERE invitee_id = ${late.id}`);
    await deposit(late.id, 10_000);
    await round(late.id, 50_000);
    await run();
    // Only this referrer's: the friends of the earlier tests registered while this promotion ran too.
    const made = (await decisions(promo.id)).filter((d) => d.referrer_id === referrer.id);
    expect(made.map((d) => [d.invitee_id, d.status, d.reason])).toEqual([[twin.id, 'refused', 'same_person'], [a.id, 'paid', null], [b.id, 'refused', 'limit']]);
    expect(await balance(referrer.id)).toBe(5_000n);
    expect(await balance(twin.id)).toBe(0n);
    const audited = (await p.database.db.execute(sql`SELECT after FROM audit_log WHERE action = 'promotion.referral_refused' AND target = ${`promotion:${promo.id}`}`)) as unknown as { rows: { after: { reason: string } }[] };
    expect(audited.rows.map((r) => r.after.reason).sort()).toEqual(['limit', 'same_person']);
    const states = (await referral(referrer.auth)).value.invitees.map((i: { state: string }) => i.state);
    // Newest first (late registered three days back): b (limit), a (rewarded), twin (same person), late (expired).
    expect(states).toEqual(['not_eligible', 'rewarded', 'not_eligible', 'expired']);
    await reconciled();
  });

  it('gives a reward with turnover as a bonus, and pays nobody its budget cannot until it is funded', async () => {
    const promo = await promotion({ ...RULES, inviteeReward: '0', turnover: { multiple: 3, expiryDays: 7 } }, '20.00');
    const { referrer, invitee } = await pair();
    await deposit(invitee.id, 10_000);
    await round(invitee.id, 50_000);
    await expect(run()).rejects.toThrow(/referral reward/);
    expect(await decisions(promo.id)).toEqual([]);
    expect(await balance(referrer.id)).toBe(0n);
    expect((await call('POST', `${BASE}/${promo.id}/budget`, ops, { action: 'fund', amount: '100.00', reason: 'top up', idempotencyKey: `top-${promo.code}` })).errorCode).toBeNull();
    await run();
    expect(await balance(referrer.id)).toBe(5_000n);
    const bonuses = await call('GET', '/wps/member/bonuses', referrer.auth);
    expect(bonuses.value.list.find((g: { promotionCode: string }) => g.promotionCode === promo.code)).toMatchObject({ amount: 50, turnoverRequired: 150 });
    await reconciled();
  });
});
