/**
 * Red envelope rushes (issue 19, decision 0058, "Red envelopes"): a rush opens with its first claim (its pool
 * moved from the promotion's budget and cut into envelopes), each player takes one envelope within the bounds,
 * paid from the pool, never more than the pool under any concurrency; the rush job gives back what nobody took,
 * once; the ledger reconciles; on both databases.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redEnvelopeRushes, redEnvelopes } from '../src/db/schema';
import { account } from '../src/modules/wallet/service';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

const BASE = '/wps/operator/merchants/thailand/promotions';
let p: TestPlatform;
let ops: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => (await p.call({ method, url, payload, headers })).body;

/** The time of day in Bangkok (Thailand's zone) `minutes` from now, HH:MM. */
function bangkok(minutes = 0) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(Date.now() + minutes * 60_000));
  return `${parts.find((x) => x.type === 'hour')!.value}:${parts.find((x) => x.type === 'minute')!.value}`;
}

let n = 0;
/** A running red envelope promotion of Thailand whose rush is open now (it began this minute and lasts 30), with a funded budget. */
async function redEnvelope(rules: Record<string, unknown> = {}, budget = '10000.00') {
  const code = `RED_${n++}_${Date.now().toString(36).toUpperCase()}`;
  const added = await call('POST', BASE, ops, {
    code, kind: 'red_envelope', category: 'EVENT', titles: { EN: 'Red envelope rush', TH: 'แจกอั่งเปา' }, startsAt: null, endsAt: null,
    rules: { times: [bangkok()], minutes: 30, pool: '100.00', envelopes: 10, min: '5', max: '20', turnover: { multiple: 0, expiryDays: 1 }, ...rules },
  });
  expect(added.errorCode).toBeNull();
  expect((await call('PUT', `${BASE}/${added.value.id}/status`, ops, { status: 'active' })).errorCode).toBeNull();
  if (budget !== '0') expect((await call('POST', `${BASE}/${added.value.id}/budget`, ops, { action: 'fund', amount: budget, reason: 'rush', idempotencyKey: `fund-${code}` })).errorCode).toBeNull();
  return added.value as { id: number; code: string };
}
const claim = (auth: Record<string, string>, promotionCode: string) => call('POST', '/wps/relay/MCS2_claimRafflePromotion', auth, { promotionCode });
const state = (auth: Record<string, string>, code: string) => call('GET', `/wps/member/promotions/${code}/state`, auth);
const balance = (memberId: number) => p.services.wallet.balanceOf('thailand', account.member(memberId));
const budget = (id: number) => p.services.wallet.balanceOf('thailand', account.promotionBudget(id));
const rushOf = async (promotionId: number) => (await p.database.db.select().from(redEnvelopeRushes).where(eq(redEnvelopeRushes.promotionId, promotionId)))[0]!;
const claimedOf = (rushId: number) => p.database.db.select().from(redEnvelopes).where(sql`${redEnvelopes.rushId} = ${rushId} AND ${redEnvelopes.memberId} IS NOT NULL`);
/** The rush as if it ended `minutes` ago (the job closes rushes over for a minute). */
const endRush = (rushId: number, minutes = 2) =>
  p.database.db.execute(sql`UPDATE red_envelope_rushes SET starts_at = now() - interval '3 hours', ends_at = now() - make_interval(mins => ${minutes}) WHERE id = ${rushId}`);

describe('a red envelope rush', () => {
  it('pays a player one envelope within the bounds from the pool, the same one again, and shows it taken', async () => {
    const promo = await redEnvelope();
    const a = await newPlayer(p, 'thailand', 'reA');
    const open = (await state(a.auth, promo.code)).value;
    expect(open).toMatchObject({ kind: 'red_envelope', state: 'CLAIM', canJoin: true, rush: { open: true, envelopes: 10, left: 10, claimed: null, depositNeeded: null } });
    const taken = await claim(a.auth, promo.code);
    expect(taken.errorCode).toBeNull();
    expect(taken.value.replayed).toBe(false);
    expect(taken.value.amount).toBeGreaterThanOrEqual(5);
    expect(taken.value.amount).toBeLessThanOrEqual(20);
    expect(taken.value.rush).toMatchObject({ open: true, left: null, claimed: taken.value.amount });
    expect(await balance(a.id)).toBe(BigInt(Math.round(taken.value.amount * 100)));
    // The pool left the budget once, when the rush opened.
    expect(await budget(promo.id)).toBe(1_000_000n - 10_000n);
    const again = await claim(a.auth, promo.code);
    expect(again.value).toMatchObject({ replayed: true, amount: taken.value.amount });
    expect(await balance(a.id)).toBe(BigInt(Math.round(taken.value.amount * 100)));
    expect((await state(a.auth, promo.code)).value).toMatchObject({ state: 'CLAIMED', rush: { left: 9, claimed: taken.value.amount } });

    // A second player takes another; the operator sees the rush with both.
    const b = await newPlayer(p, 'thailand', 'reB');
    expect((await claim(b.auth, promo.code)).errorCode).toBeNull();
    const listed = await call('GET', `${BASE}/${promo.id}/rushes`, ops);
    expect(listed.value.list).toEqual([expect.objectContaining({ status: 'open', envelopes: 10, claimed: 2, pool: '100.00', returned: null, currency: 'THB' })]);
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });

  it('cuts the envelopes to add up to the pool exactly, each within the bounds', async () => {
    const promo = await redEnvelope({ pool: '1234.56', envelopes: 100, min: '1', max: '50' });
    const a = await newPlayer(p, 'thailand', 'reC');
    expect((await claim(a.auth, promo.code)).errorCode).toBeNull();
    const rush = await rushOf(promo.id);
    const cut = await p.database.db.select({ amount: redEnvelopes.amount }).from(redEnvelopes).where(eq(redEnvelopes.rushId, rush.id));
    expect(cut).toHaveLength(100);
    expect(cut.reduce((s, e) => s + e.amount, 0n)).toBe(123_456n);
    expect(cut.every((e) => e.amount >= 100n && e.amount <= 5_000n)).toBe(true);
  });

  it('asks for the day\'s deposit the rule names, in the player\'s language, and changes nothing', async () => {
    const promo = await redEnvelope({ minDepositToday: '100' });
    const a = await newPlayer(p, 'thailand', 'reD');
    expect((await state(a.auth, promo.code)).value).toMatchObject({ state: 'CLAIM', canJoin: false, rush: { depositNeeded: 100 } });
    const refused = await claim({ ...a.auth, language: 'EN' }, promo.code);
    expect(refused.errorCode).toBe('promotion.deposit_needed');
    expect(refused.message).toContain('100.00');
    expect(await balance(a.id) ?? 0n).toBe(0n);
    const made = await call('POST', '/wps/member/deposit', a.auth, { requestId: `re-dep-${Date.now()}`, channelCode: 'BANK', amount: 150, reference: 'transfer' });
    expect((await call('POST', `/wps/operator/merchants/thailand/deposits/${made.value.deposit.id}/approve`, ops)).errorCode).toBeNull();
    expect((await claim(a.auth, promo.code)).errorCode).toBeNull();
  });

  it('refuses a claim outside a rush, when every envelope is gone, and when the budget cannot pay the pool', async () => {
    const later = await redEnvelope({ times: [bangkok(120)], minutes: 30 });
    const a = await newPlayer(p, 'thailand', 'reE');
    expect((await state(a.auth, later.code)).value).toMatchObject({ state: 'COMING_SOON', rush: { open: false, left: null } });
    expect((await claim(a.auth, later.code)).errorCode).toBe('promotion.rush_not_open');

    const small = await redEnvelope({ pool: '10', envelopes: 1, min: '10', max: '10' });
    expect((await claim(a.auth, small.code)).errorCode).toBeNull();
    const b = await newPlayer(p, 'thailand', 'reF');
    expect((await claim(b.auth, small.code)).errorCode).toBe('promotion.envelopes_gone');
    expect((await state(b.auth, small.code)).value).toMatchObject({ state: 'COMING_SOON', rush: { open: true, left: 0 } });

    const poor = await redEnvelope({}, '50.00');
    expect((await claim(b.auth, poor.code)).errorCode).toBe('promotion.envelopes_gone');
    expect(await budget(poor.id)).toBe(5_000n);
    expect(await p.database.db.select().from(redEnvelopeRushes).where(eq(redEnvelopeRushes.promotionId, poor.id))).toHaveLength(0);
    // Another kind's code is not a red envelope.
    expect((await claim(b.auth, 'NO_SUCH_CODE')).errorCode).toBe('promotion.not_found');
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });

  it('refuses rules whose pool the bounds cannot cut, or whose rushes overlap', async () => {
    const bad = (rules: Record<string, unknown>) => call('POST', BASE, ops, {
      code: `RED_BAD_${n++}`, kind: 'red_envelope', category: 'EVENT', titles: { EN: 'x' }, startsAt: null, endsAt: null,
      rules: { times: ['20:00'], minutes: 30, pool: '100', envelopes: 10, min: '5', max: '20', turnover: { multiple: 0, expiryDays: 1 }, ...rules },
    });
    expect((await bad({ pool: '300' })).errorCode).toBe('system.invalid_input');
    expect((await bad({ pool: '40' })).errorCode).toBe('system.invalid_input');
    expect((await bad({ times: ['20:00', '20:10'] })).errorCode).toBe('system.invalid_input');
    expect((await bad({ max: '4' })).errorCode).toBe('system.invalid_input');
    expect((await bad({ turnover: { multiple: 1, expiryDays: 1, model: 'locked' } })).errorCode).toBe('system.invalid_input');
  });

  it('makes an envelope with turnover a bonus whose turnover withdrawals wait for', async () => {
    const promo = await redEnvelope({ turnover: { multiple: 3, expiryDays: 2 } });
    const a = await newPlayer(p, 'thailand', 'reG');
    const taken = (await claim(a.auth, promo.code)).value;
    expect(taken.grant).toMatchObject({ amount: taken.amount, turnoverRequired: Math.round(taken.amount * 300) / 100, status: 'active' });
    expect((await call('GET', '/wps/member/withdraw/info', a.auth)).value.bonusTurnoverLeft).toBe(taken.grant.turnoverRequired);
  });
});

describe('concurrency', () => {
  it('200 claims at once by one player pay one envelope', async () => {
    const promo = await redEnvelope();
    const a = await newPlayer(p, 'thailand', 'reH');
    const answers = await Promise.all(Array.from({ length: 200 }, () => claim(a.auth, promo.code)));
    expect(answers.every((x) => x.errorCode === null)).toBe(true);
    expect(answers.filter((x) => !x.value.replayed)).toHaveLength(1);
    expect(new Set(answers.map((x) => x.value.amount)).size).toBe(1);
    const rush = await rushOf(promo.id);
    expect(await claimedOf(rush.id)).toHaveLength(1);
    expect(await balance(a.id)).toBe(BigInt(Math.round(answers[0]!.value.amount * 100)));
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });

  it('1,000 players on a pool of 100 envelopes: exactly 100 paid, adding up to the pool, and the job returns nothing twice', async () => {
    const promo = await redEnvelope({ pool: '500.00', envelopes: 100, min: '1', max: '10' });
    const tag = `rx${Date.now().toString(36)}`;
    await p.database.db.execute(sql`INSERT INTO members (merchant_code, username, username_key, password_hash)
      SELECT 'thailand', ${tag} || i, ${tag} || i, 'factory' FROM generate_series(1, 1000) AS i`);
    const ids = ((await p.database.db.execute(sql`SELECT id FROM members WHERE username LIKE ${`${tag}%`} ORDER BY id`)) as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    expect(ids).toHaveLength(1000);
    const results = await Promise.allSettled(ids.map((id) => p.services.redEnvelopes.claim({ id, merchantCode: 'thailand' }, promo.code, 'EN')));
    const paid = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(paid).toHaveLength(100);
    expect(new Set(refused.map((r) => (r.reason as { code: string }).code))).toEqual(new Set(['promotion.envelopes_gone']));
    const rush = await rushOf(promo.id);
    const claimed = await claimedOf(rush.id);
    expect(claimed).toHaveLength(100);
    expect(claimed.reduce((s, e) => s + e.amount, 0n)).toBe(50_000n);
    expect(new Set(claimed.map((e) => e.memberId)).size).toBe(100);
    expect(await budget(promo.id)).toBe(1_000_000n - 50_000n);

    // Over: three runs of the job at once close it once, returning nothing (nothing was left).
    await endRush(rush.id);
    const runs = await Promise.all([p.services.redEnvelopes.closeEnded(), p.services.redEnvelopes.closeEnded(), p.services.redEnvelopes.closeEnded()]);
    expect(runs.reduce((s, r) => s + r, 0)).toBeGreaterThanOrEqual(1);
    expect((await rushOf(promo.id))).toMatchObject({ returned: 0n, returnPostingId: null });
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });

  it('gives back what nobody took once, however many runs and workers, and then no envelope is left to take', async () => {
    const promo = await redEnvelope({ pool: '100.00', envelopes: 10, min: '5', max: '20' });
    const a = await newPlayer(p, 'thailand', 'reI');
    const taken = (await claim(a.auth, promo.code)).value.amount as number;
    const rush = await rushOf(promo.id);
    // Not yet a minute over: nothing closes.
    await endRush(rush.id, 0);
    await p.services.redEnvelopes.closeEnded();
    expect((await rushOf(promo.id)).closedAt).toBeNull();
    await endRush(rush.id);
    // Two workers (two platforms' jobs on PostgreSQL share one database; here two callers), three runs each.
    const runs = await Promise.all(Array.from({ length: 6 }, () => p.services.redEnvelopes.closeEnded()));
    expect(runs.filter((r) => r > 0)).toHaveLength(1);
    const left = 10_000n - BigInt(Math.round(taken * 100));
    expect(await rushOf(promo.id)).toMatchObject({ returned: left });
    expect(await budget(promo.id)).toBe(1_000_000n - BigInt(Math.round(taken * 100)));
    const listed = await call('GET', `${BASE}/${promo.id}/rushes`, ops);
    expect(listed.value.list[0]).toMatchObject({ status: 'closed', claimed: 1, paid: (taken).toFixed(2), returned: (Number(left) / 100).toFixed(2) });
    expect(await p.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.rushId, rush.id))).toHaveLength(1);
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });

  it('pays an envelope taken and left unpaid (a claim cut short) once: by the member claiming again, or by the job before it closes the rush', async () => {
    const promo = await redEnvelope({ pool: '100.00', envelopes: 10, min: '5', max: '20' });
    const [a, b, c] = await Promise.all([newPlayer(p, 'thailand', 'reJ'), newPlayer(p, 'thailand', 'reK'), newPlayer(p, 'thailand', 'reL')]);
    await claim(a.auth, promo.code);
    const rush = await rushOf(promo.id);
    // Two envelopes taken as a claim's first step does, then the process stops before paying them.
    const cutShort = async (memberId: number) => (await p.database.db.execute(sql`UPDATE red_envelopes SET member_id = ${memberId}, claimed_at = now()
      WHERE id = (SELECT id FROM red_envelopes WHERE rush_id = ${rush.id} AND member_id IS NULL ORDER BY seq LIMIT 1) RETURNING amount::text AS amount`) as unknown as { rows: { amount: string }[] }).rows[0]!.amount;
    const owedB = BigInt(await cutShort(b.id));
    const owedC = BigInt(await cutShort(c.id));
    // B claims again: its envelope, paid now, once however many times it asks.
    const again = await Promise.all(Array.from({ length: 5 }, () => claim(b.auth, promo.code)));
    expect(again.every((x) => x.errorCode === null && x.value.replayed === true)).toBe(true);
    expect(again.map((x) => BigInt(Math.round(x.value.amount * 100)))).toEqual(Array(5).fill(owedB));
    expect(await balance(b.id)).toBe(owedB);
    // C never comes back: the job pays it before it gives back the rest, once over two workers' runs.
    await endRush(rush.id);
    await Promise.all([p.services.redEnvelopes.closeEnded(), p.services.redEnvelopes.closeEnded()]);
    expect(await balance(c.id)).toBe(owedC);
    expect((await claimedOf(rush.id)).every((e) => e.postingId !== null)).toBe(true);
    expect(await p.services.wallet.balanceOf('thailand', account.promotionPool(promo.id))).toBe(0n);
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });
});
