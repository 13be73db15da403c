/**
 * Apply-type promotions (issue 19, decision 0058; spec §3, §4, §5): a player applies with a remark and
 * its own images once per period; an operator issues an amount within the promotion's maximum from its
 * budget (once, however many approve at once; a budget too small refuses it) or rejects it with a reason;
 * the player's state follows; the records name the bonus by the promotion; on both databases.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerPostings, memberKnownIps, withdrawalBankAccounts } from '../src/db/schema';
import { account } from '../src/modules/wallet/service';
import { createTestPlatform, type TestPlatform } from './helpers';
import { signedInOperator } from './operator-helpers';
import { JPEG, PNG, image, newPlayer, upload } from './upload-helpers';

const BASE = '/wps/operator/merchants/thailand/promotions';
const QUEUE = '/wps/operator/merchants/thailand/promotion-applications';
let p: TestPlatform;
let owner: { authorization: string };
let support: { authorization: string };
let marketing: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = { authorization: await p.operatorToken() };
  support = await signedInOperator(p, 'apply_support', 'support', 'thailand');
  marketing = await signedInOperator(p, 'apply_marketing', 'marketing', 'thailand');
});
afterAll(() => p.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = owner) => (await p.call({ method, url, payload, headers })).body;

let n = 0;
/** A published apply promotion with a funded budget. */
async function applyPromotion(rules: Record<string, unknown>, fund = '800.00') {
  const code = `APPLY_${n++}_${Date.now().toString(36).toUpperCase()}`;
  const added = await call('POST', BASE, { code, kind: 'apply', category: 'EVENT', titles: { EN: 'Share your win', TH: 'แชร์ยอดชนะรับโบนัส' }, startsAt: null, endsAt: null, rules });
  expect(added.errorCode).toBeNull();
  expect((await call('PUT', `${BASE}/${added.value.id}/status`, { status: 'active' })).errorCode).toBeNull();
  expect((await call('POST', `${BASE}/${added.value.id}/budget`, { action: 'fund', amount: fund, reason: 'test budget', idempotencyKey: `fund-${code}` })).errorCode).toBeNull();
  return added.value as { id: number; code: string; rules: Record<string, unknown> };
}
const state = (code: string, auth: Record<string, string>) => call('GET', `/wps/member/promotions/${code}/state`, undefined, auth);
const applyTo = (code: string, auth: Record<string, string>, body: object) => call('POST', `/wps/member/promotions/${code}/applications`, body, auth);
async function images(auth: Record<string, string>, count = 1) {
  const parts = Array.from({ length: count }, (_, i) => image(i % 2 ? JPEG : PNG, i % 2 ? `win-${i}.jpg` : `win-${i}.png`, i % 2 ? 'image/jpeg' : 'image/png'));
  const res = await upload(p, auth, parts, 'activity_application');
  expect(res.body.errorCode).toBeNull();
  return res.body.value.ids as string[];
}
const approve = (id: number, amount: string, headers = owner) => call('POST', `${QUEUE}/${id}/approve`, { amount }, headers);
const balance = (memberId: number) => p.services.wallet.balanceOf('thailand', account.member(memberId));

describe('apply-type promotions', () => {
  it('keeps the rules an apply promotion runs under, and refuses rules it cannot run', async () => {
    const promo = await applyPromotion({ maxAmount: '500.00' });
    expect(promo.rules).toEqual({ period: 'once', maxAmount: '500.00', minImages: 0 });
    const bad = await call('POST', BASE, { code: 'APPLY_BAD', kind: 'apply', category: 'EVENT', titles: { EN: 'x' }, startsAt: null, endsAt: null, rules: { period: 'hourly' } });
    expect(bad.errorCode).toBe('system.invalid_input');
    const other = await call('POST', BASE, { code: 'RULES_ON_OTHER', kind: 'rebate', category: 'REBATE', titles: { EN: 'x' }, startsAt: null, endsAt: null, rules: { maxAmount: '1.00' } });
    expect(other.errorCode).toBe('system.invalid_input');
    // Published, the rules are frozen: a change is a new promotion.
    const edited = await call('PUT', `${BASE}/${promo.id}`, { code: promo.code, kind: 'apply', category: 'EVENT', titles: { EN: 'Share your win' }, startsAt: null, endsAt: null, rules: { maxAmount: '900.00' } });
    expect(edited.errorCode).toBe('promotion.not_draft');
  });

  it('takes one application per period with the images it asks for, and refuses bad input changing nothing', async () => {
    const promo = await applyPromotion({ period: 'daily', maxAmount: '500.00', minImages: 1 });
    const player = await newPlayer(p);
    expect((await state(promo.code, player.auth)).value).toMatchObject({ code: promo.code, state: 'JOIN', canApply: true, period: 'daily', minImages: 1, application: null });

    expect((await applyTo(promo.code, player.auth, { remark: 'Big win on Dragon Tiger' })).errorCode).toBe('promotion.images_required');
    expect((await applyTo(promo.code, player.auth, { remark: 'x'.repeat(141), fileIds: [] })).errorCode).toBe('system.invalid_input');
    expect((await applyTo(promo.code, player.auth, { remark: '   ', fileIds: [] })).errorCode).toBe('system.invalid_input');
    const someoneElse = await newPlayer(p);
    const theirs = await images(someoneElse.auth);
    expect((await applyTo(promo.code, player.auth, { remark: 'not mine', fileIds: theirs })).errorCode).toBe('file.not_found');
    expect((await applyTo('NO_SUCH_PROMO', player.auth, { remark: 'x', fileIds: [] })).errorCode).toBe('promotion.not_found');
    expect((await state('WEEKLY_CASHBACK', player.auth)).errorCode).toBe('promotion.not_applicable');

    const ids = await images(player.auth, 2);
    const applied = await applyTo(promo.code, player.auth, { remark: 'Big win on Dragon Tiger', fileIds: ids });
    expect(applied.value).toMatchObject({ state: 'APPLYING', canApply: false, application: { status: 'pending', remark: 'Big win on Dragon Tiger', images: 2, amount: null } });
    expect((await applyTo(promo.code, player.auth, { remark: 'again', fileIds: ids })).errorCode).toBe('promotion.application_exists');
    expect((await state(promo.code, player.auth)).value.state).toBe('APPLYING');
    // The promotions page's cards get every published apply promotion's state at once.
    const states = (await call('GET', '/wps/member/promotions/states', undefined, player.auth)).value.list as { code: string; state: string }[];
    expect(states).toContainEqual(expect.objectContaining({ code: promo.code, state: 'APPLYING' }));
    expect(states.find((s) => s.code === 'SHARE_WIN')).toMatchObject({ state: 'JOIN', canApply: true });
    // A deposit bonus has its state there too (deposit-bonus.api.test.ts); a cashback has none yet.
    expect(states.find((s) => s.code === 'WELCOME')).toMatchObject({ kind: 'deposit_bonus', state: 'JOIN', canJoin: true });
    expect(states.some((s) => s.code === 'WEEKLY_CASHBACK')).toBe(false);

    // The review queue shows it with its images and the promotion's maximum.
    const queue = await call('GET', `${QUEUE}?status=pending&promotionId=${promo.id}`, undefined, support);
    expect(queue.value).toMatchObject({ totalCount: 1, list: [{ promotionCode: promo.code, memberId: player.id, remark: 'Big win on Dragon Tiger', fileIds: ids, status: 'pending', maxAmount: '500.00', currency: 'THB' }] });
    expect((await p.app.inject({ method: 'GET', url: `/wps/operator/merchants/thailand/files/${ids[0]}`, headers: support })).statusCode).toBe(200);
  });

  it('issues an amount within the maximum from the budget, once, and the player sees it as issued and in its records', async () => {
    const promo = await applyPromotion({ maxAmount: '500.00' });
    const player = await newPlayer(p);
    const { value } = await applyTo(promo.code, player.auth, { remark: 'Screenshot of my jackpot', fileIds: [] });
    const id = value.application.id as number;
    const before = await balance(player.id);

    expect((await approve(id, '500.01')).errorCode).toBe('promotion.amount_above_max');
    expect((await approve(id, '50.00', marketing)).errorCode).toBe('auth.forbidden');
    expect((await call('POST', `${QUEUE}/${id}/approve`, { amount: '-1' })).errorCode).toBe('system.invalid_input');
    const answers = await Promise.all(Array.from({ length: 8 }, () => approve(id, '300.00', support)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).every((a) => a.errorCode === 'promotion.application_decided')).toBe(true);
    expect(answers.find((a) => a.success)!.value).toMatchObject({ status: 'approved', amount: '300.00', postingId: expect.any(Number), decidedBy: expect.stringContaining('apply_support') });
    expect(await balance(player.id)).toBe(before + 30_000n);
    expect(await p.services.wallet.balanceOf('thailand', account.promotionBudget(promo.id))).toBe(50_000n);
    const keyed = await p.database.db.select({ n: count() }).from(ledgerPostings).where(like(ledgerPostings.idempotencyKey, `promo:${promo.id}:${player.id}:apply:%`));
    expect(keyed[0]!.n).toBe(1);
    const [audit] = await p.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'promotion.application.approve'), eq(auditLog.target, `promotion_application:${id}`)));
    expect(audit!.after).toMatchObject({ amount: '300.00', memberId: player.id, budget: '500.00' });

    expect((await state(promo.code, player.auth)).value).toMatchObject({ state: 'ISSUED', canApply: false, application: { status: 'approved', amount: 300 } });
    // Once per member ('once'): issued, it is not applied for again.
    expect((await applyTo(promo.code, player.auth, { remark: 'again', fileIds: [] })).errorCode).toBe('promotion.application_exists');
    // The records name the bonus by the promotion's title in the player's language.
    const records = await call('GET', '/wps/member/records/account?pageNo=1&type=bonus', undefined, { ...player.auth, language: 'TH' });
    expect(records.value.list[0]).toMatchObject({ type: 'bonus', amount: 300, subject: { kind: 'bonus', name: 'แชร์ยอดชนะรับโบนัส' } });
  });

  it('a budget too small refuses the payout and keeps the application pending; a rejection names its reason and allows another', async () => {
    const promo = await applyPromotion({ maxAmount: '500.00' }, '100.00');
    const player = await newPlayer(p);
    const { value } = await applyTo(promo.code, player.auth, { remark: 'Please', fileIds: [] });
    const id = value.application.id as number;
    expect((await approve(id, '100.01')).errorCode).toBe('promotion.budget_insufficient');
    expect((await state(promo.code, player.auth)).value.state).toBe('APPLYING');

    const rejected = await call('POST', `${QUEUE}/${id}/reject`, { reason: 'The screenshot does not show a win' }, support);
    expect(rejected.value).toMatchObject({ status: 'rejected', reason: 'The screenshot does not show a win' });
    expect((await call('POST', `${QUEUE}/${id}/reject`, { reason: 'again' })).errorCode).toBe('promotion.application_decided');
    expect((await state(promo.code, player.auth)).value).toMatchObject({ state: 'REJECTED', canApply: true, application: { status: 'rejected', reason: 'The screenshot does not show a win' } });
    expect((await applyTo(promo.code, player.auth, { remark: 'A better screenshot', fileIds: [] })).value.state).toBe('APPLYING');

    // Closed, it takes no application and pays nothing more.
    expect((await call('PUT', `${BASE}/${promo.id}/status`, { status: 'closed' })).errorCode).toBeNull();
    const pending = (await call('GET', `${QUEUE}?status=pending&promotionId=${promo.id}`)).value.list[0];
    expect((await approve(pending.id, '10.00')).errorCode).toBe('promotion.closed');
    expect((await state(promo.code, player.auth)).errorCode).toBe('promotion.not_found');
  });

  it('shows the reviewer the player\'s money and play, and the accounts that may be the same person', async () => {
    const promo = await applyPromotion({ maxAmount: '100.00' });
    const [a, b, c, stranger] = await Promise.all(Array.from({ length: 4 }, () => newPlayer(p)));
    const db = p.database.db;
    // a and b logged in from one address; c holds a bank account in a's holder's name (another case).
    await db.insert(memberKnownIps).values([{ memberId: a!.id, ip: '203.0.113.77' }, { memberId: b!.id, ip: '203.0.113.77' }, { memberId: stranger!.id, ip: '198.51.100.9' }]);
    await db.insert(withdrawalBankAccounts).values([
      { merchantCode: 'thailand', memberId: a!.id, bankCode: 'SCB', bankName: 'SCB', accountNumber: '1112223334', holderName: 'Somchai Jaidee' },
      { merchantCode: 'thailand', memberId: c!.id, bankCode: 'KBANK', bankName: 'KBANK', accountNumber: '9998887776', holderName: 'SOMCHAI JAIDEE' },
    ]);
    await p.services.wallet.post({
      merchantCode: 'thailand', type: 'deposit', idempotencyKey: `test-checks-${a!.id}`, actor: { type: 'system', id: 'test', ip: null, merchantCode: null },
      legs: [{ account: account.member(a!.id), amount: 25_000n }, { account: account.paymentChannel('BANK'), amount: -25_000n }],
    });
    const mine = (await applyTo(promo.code, a!.auth, { remark: 'me', fileIds: [] })).value.application.id as number;
    expect((await applyTo(promo.code, b!.auth, { remark: 'me too', fileIds: [] })).success).toBe(true);

    const checks = await call('GET', `${QUEUE}/${mine}/checks`, undefined, support);
    expect(checks.value.play).toEqual({ deposits: '250.00', withdrawals: '0.00', bets: '0.00', wins: '0.00', ggr: '0.00', currency: 'THB' });
    // Every test player signs in from the same address, so the address links the others too; the name is the stronger link and comes first.
    const linked = checks.value.linked as { memberId: number; reasons: string[]; application: string | null }[];
    expect(linked[0]).toMatchObject({ memberId: c!.id, reasons: expect.arrayContaining(['holder_name']), application: null });
    expect(linked).toContainEqual(expect.objectContaining({ memberId: b!.id, reasons: ['ip'], application: 'pending' }));
    expect(linked.some((l) => l.memberId === a!.id)).toBe(false);
    expect(checks.value.truncated).toBe(false);
    expect((await call('GET', `${QUEUE}/${mine}/checks`, undefined, marketing)).errorCode).toBe('auth.forbidden');
    expect((await call('GET', `${QUEUE}/99999999/checks`, undefined, support)).errorCode).toBe('promotion.application_not_found');
  });

  it('200 applications at once by one player make one; approvals draining one budget never pass its floor; the ledger balances', async () => {
    const promo = await applyPromotion({ maxAmount: '100.00' }, '250.00');
    const player = await newPlayer(p);
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => applyTo(promo.code, player.auth, { remark: 'me too', fileIds: [] })));
    expect(outcomes.filter((o) => o.success)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.success).every((o) => o.errorCode === 'promotion.application_exists')).toBe(true);

    const players = [player, ...await Promise.all(Array.from({ length: 3 }, () => newPlayer(p)))];
    for (const pl of players.slice(1)) expect((await applyTo(promo.code, pl.auth, { remark: 'me too', fileIds: [] })).success).toBe(true);
    const queue = (await call('GET', `${QUEUE}?status=pending&promotionId=${promo.id}`)).value.list as { id: number }[];
    expect(queue).toHaveLength(4);
    // Four approvals of 100.00 at once against 250.00: two are paid, two refused.
    const decided = await Promise.all(queue.map((a) => approve(a.id, '100.00', support)));
    expect(decided.filter((d) => d.success)).toHaveLength(2);
    expect(decided.filter((d) => !d.success).map((d) => d.errorCode)).toEqual(['promotion.budget_insufficient', 'promotion.budget_insufficient']);
    expect(await p.services.wallet.balanceOf('thailand', account.promotionBudget(promo.id))).toBe(5_000n);
    // The budget panel's report: two issued to two players, two still waiting.
    expect((await call('GET', `${BASE}/${promo.id}/budget`)).value.report).toEqual({ applications: { pending: 2, approved: 2, rejected: 0 }, playersPaid: 2 });
    const report = await p.services.wallet.reconcile('thailand');
    expect(report.differences).toEqual([]);
  });
});
