/**
 * A promotion's budget (issue 19, decision 0058): a tracked ledger account funded from the merchant's
 * bonus account under the operator's key, a second operator above the adjustment threshold, given
 * back only once the promotion is closed, its floor of 0 holding under payouts from eight callers at
 * once; every movement audited; on both databases.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerPostings } from '../src/db/schema';
import { AppError } from '../src/lib/errors';
import { account } from '../src/modules/wallet/service';
import { createTestPlatform, type TestPlatform } from './helpers';
import { signedInOperator } from './operator-helpers';
import { newPlayer } from './upload-helpers';

const BASE = '/wps/operator/merchants/thailand/promotions';
const SYSTEM = { type: 'system' as const, id: 'promotion-payout-test', ip: null, merchantCode: 'thailand' };
let p: TestPlatform;
let owner: { authorization: string };
let checker: { authorization: string };
let marketing: { authorization: string };
let brazil: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = { authorization: await p.operatorToken() };
  checker = await signedInOperator(p, 'budget_checker', 'merchant_admin', 'thailand');
  marketing = await signedInOperator(p, 'budget_marketing', 'marketing', 'thailand');
  brazil = await signedInOperator(p, 'budget_brazil', 'merchant_admin', 'brazil');
});
afterAll(() => p.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner) => (await p.call({ method, url, payload, headers })).body;

let n = 0;
async function promotion(status: 'draft' | 'active' = 'active') {
  const code = `BUDGET_${n++}_${Date.now().toString(36).toUpperCase()}`;
  const added = await call('POST', BASE, { code, kind: 'check_in', category: 'EVENT', titles: { EN: 'Budgeted' }, startsAt: null, endsAt: null });
  expect(added.errorCode).toBeNull();
  if (status === 'active') expect((await call('PUT', `${BASE}/${added.value.id}/status`, { status: 'active' })).errorCode).toBeNull();
  return added.value as { id: number; code: string };
}
const move = (id: number, action: 'fund' | 'return', amount: string, key: string, headers = owner) =>
  call('POST', `${BASE}/${id}/budget`, { action, amount, reason: 'December campaign', idempotencyKey: key }, headers);
const budgetBalance = (id: number) => p.services.wallet.balanceOf('thailand', account.promotionBudget(id));
const keyed = async (prefix: string) => (await p.database.db.select({ n: count() }).from(ledgerPostings).where(like(ledgerPostings.idempotencyKey, `${prefix}%`)))[0]!.n;
const audits = (action: string, target: string) => p.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
/** A payout as the promotion's paying slices will post it: from the budget to the player's wallet. */
const payout = (id: number, memberId: number, amount: bigint, key: string) => p.services.wallet.post({
  merchantCode: 'thailand', type: 'bonus', idempotencyKey: `promo:${id}:${memberId}:test:${key}`, actor: SYSTEM, reference: `promotion:${id}`,
  legs: [{ account: account.promotionBudget(id), amount: -amount }, { account: account.member(memberId), amount }],
});

describe('a promotion budget', () => {
  it('is funded at once up to the adjustment threshold, once per key, audited with the budget before and after', async () => {
    const promo = await promotion();
    const bonusBefore = await p.services.wallet.balanceOf('thailand', account.bonus);
    const funded = await move(promo.id, 'fund', '10000.00', 'fund-a');
    expect(funded.errorCode).toBeNull();
    expect(funded.value).toMatchObject({
      status: 'posted', requestId: null, postingId: expect.any(Number), replayed: false, action: 'fund', amount: '10000.00',
      budget: { currency: 'THB', balance: '10000.00', funded: '10000.00', returned: '0.00', paid: '0.00' },
    });
    expect(await budgetBalance(promo.id)).toBe(1_000_000n);
    expect(await p.services.wallet.balanceOf('thailand', account.bonus)).toBe(bonusBefore - 1_000_000n);

    // The same key is the same movement; the same key for another amount is refused and moves nothing.
    expect((await move(promo.id, 'fund', '10000.00', 'fund-a')).value).toMatchObject({ status: 'posted', postingId: funded.value.postingId, replayed: true });
    expect((await move(promo.id, 'fund', '20.00', 'fund-a')).errorCode).toBe('wallet.idempotency_conflict');
    expect(await keyed(`promo:${promo.id}:fund:`)).toBe(1);
    const [record] = await audits('promotion.budget.fund', `promotion:${promo.id}`);
    expect(record).toMatchObject({ before: { budget: '0.00' }, after: { budget: '10000.00', amount: '10000.00', reason: 'December campaign', postingId: funded.value.postingId } });

    // The operator's promotion answers its budget, in the list and alone.
    expect((await call('GET', `${BASE}/${promo.id}`)).value.budget).toEqual(funded.value.budget);
    const listed = (await call('GET', `${BASE}?pageSize=100`)).value.list.find((r: { id: number }) => r.id === promo.id);
    expect(listed.budget.balance).toBe('10000.00');
    const view = await call('GET', `${BASE}/${promo.id}/budget`);
    expect(view.value).toMatchObject({ budget: { balance: '10000.00' }, pending: null, entries: { totalCount: 1, list: [{ type: 'promotion_funding', amount: '10000.00', balanceAfter: '10000.00', memberId: null, memo: 'December campaign' }] } });
  });

  it('refuses what a client can get wrong, and other merchants and roles, changing nothing', async () => {
    const promo = await promotion();
    expect((await move(promo.id, 'fund', '0', 'zero')).errorCode).toBe('wallet.amount_invalid');
    for (const amount of ['-5.00', '1.234', 'ten']) expect((await move(promo.id, 'fund', amount, `bad-${amount}`)).errorCode).toBe('system.invalid_input');
    const unknown = await p.call({ method: 'POST', url: `${BASE}/99999999/budget`, headers: owner, payload: { action: 'fund', amount: '1.00', reason: 'x', idempotencyKey: 'unknown' } });
    expect([unknown.res.statusCode, unknown.body.errorCode]).toEqual([404, 'promotion.not_found']);
    expect((await move(promo.id, 'fund', '999999999999.00', 'huge')).errorCode).toBe('wallet.amount_too_large');
    expect((await move(promo.id, 'fund', '1.00', 'small')).errorCode).toBeNull();
    // Marketing prepares promotions and reads budgets; it does not move money.
    expect((await move(promo.id, 'fund', '5.00', 'mkt', marketing)).errorCode).toBe('auth.forbidden');
    expect((await call('GET', `${BASE}/${promo.id}/budget`, undefined, marketing)).errorCode).toBeNull();
    expect((await call('POST', `${BASE}/${promo.id}/budget`, { action: 'fund', amount: '5.00', reason: 'x', idempotencyKey: 'br' }, brazil)).errorCode).toBe('auth.forbidden');
    expect((await call('POST', `${BASE}/${promo.id}/budget`, { action: 'fund', amount: '5.00', reason: 'x', idempotencyKey: 'k', extra: 1 })).errorCode).toBe('system.invalid_input');
    expect(await budgetBalance(promo.id)).toBe(100n);
  });

  it('waits for a second operator above the threshold; the approval posts it once', async () => {
    const promo = await promotion();
    const asked = await move(promo.id, 'fund', '50000.00', 'big');
    expect(asked.value).toMatchObject({ status: 'pending', requestId: expect.any(Number), postingId: null, replayed: false, budget: { balance: '0.00' } });
    expect(await budgetBalance(promo.id)).toBe(0n);
    // The maker's retry answers the same request; the same key for another amount is refused.
    expect((await move(promo.id, 'fund', '50000.00', 'big')).value).toMatchObject({ status: 'pending', requestId: asked.value.requestId, replayed: true });
    expect((await move(promo.id, 'fund', '60000.00', 'big')).errorCode).toBe('wallet.idempotency_conflict');
    // One request at a time per budget.
    expect((await move(promo.id, 'fund', '70000.00', 'other')).errorCode).toBe('approval.pending_exists');
    expect((await call('GET', `${BASE}/${promo.id}/budget`)).value.pending).toMatchObject({ requestId: asked.value.requestId, action: 'fund', amount: '50000.00', reason: 'December campaign' });

    const listed = await call('GET', '/wps/operator/approvals?status=pending&kind=promotion.fund', undefined, checker);
    expect(listed.value.list).toContainEqual(expect.objectContaining({ id: asked.value.requestId, target: `promotion:${promo.id}:budget`, payload: expect.objectContaining({ code: promo.code, amount: '50000.00' }) }));
    expect((await call('POST', `/wps/operator/approvals/${asked.value.requestId}/approve`)).errorCode).toBe('approval.self_approval');
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/wps/operator/approvals/${asked.value.requestId}/approve`, undefined, checker)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(await budgetBalance(promo.id)).toBe(5_000_000n);
    expect(await keyed(`promo:${promo.id}:fund:big`)).toBe(1);
    const [record] = await audits('promotion.budget.fund', `promotion:${promo.id}`);
    expect(record!.after).toMatchObject({ budget: '50000.00', requestId: asked.value.requestId });
    // The maker's retry now answers the posting.
    expect((await move(promo.id, 'fund', '50000.00', 'big')).value).toMatchObject({ status: 'posted', replayed: true, budget: { balance: '50000.00' } });
  });

  it('gives back what is left only once the promotion is closed, and funds nothing after', async () => {
    const promo = await promotion('draft');
    expect((await move(promo.id, 'fund', '300.00', 'draft-fund')).errorCode).toBeNull();
    const early = await p.call({ method: 'POST', url: `${BASE}/${promo.id}/budget`, headers: owner, payload: { action: 'return', amount: '300.00', reason: 'x', idempotencyKey: 'early' } });
    expect([early.res.statusCode, early.body.errorCode]).toEqual([409, 'promotion.not_closed']);
    const player = await newPlayer(p);
    await payout(promo.id, player.id, 5_000n, 'one');
    expect((await call('PUT', `${BASE}/${promo.id}/status`, { status: 'closed' })).errorCode).toBeNull();

    expect((await move(promo.id, 'fund', '1.00', 'late')).errorCode).toBe('promotion.closed');
    expect((await move(promo.id, 'return', '250.01', 'too-much')).errorCode).toBe('wallet.insufficient_funds');
    const back = await move(promo.id, 'return', '250.00', 'back');
    expect(back.value).toMatchObject({ status: 'posted', action: 'return', budget: { balance: '0.00', funded: '300.00', paid: '50.00', returned: '250.00' } });
    // A retry of a funding made before the close still answers it.
    expect((await move(promo.id, 'fund', '300.00', 'draft-fund')).value).toMatchObject({ status: 'posted', replayed: true });
    const view = await call('GET', `${BASE}/${promo.id}/budget`);
    expect(view.value.entries.list.map((e: { type: string; amount: string; memberId: number | null }) => [e.type, e.amount, e.memberId]))
      .toEqual([['promotion_defund', '-250.00', null], ['bonus', '-50.00', player.id], ['promotion_funding', '300.00', null]]);
    expect(view.value.entries.list[1].username).toBe(player.username);
    expect(await audits('promotion.budget.return', `promotion:${promo.id}`)).toHaveLength(1);
  });

  it('a funding waiting for approval goes stale when the promotion closes meanwhile', async () => {
    const promo = await promotion();
    const asked = await move(promo.id, 'fund', '40000.00', 'stale');
    expect((await call('PUT', `${BASE}/${promo.id}/status`, { status: 'closed' })).errorCode).toBeNull();
    expect((await call('POST', `/wps/operator/approvals/${asked.value.requestId}/approve`, undefined, checker)).errorCode).toBe('approval.stale');
    expect(await budgetBalance(promo.id)).toBe(0n);
    expect((await call('GET', `${BASE}/${promo.id}/budget`)).value.pending).toBeNull();
    // The maker's retry of that key is told what became of it, not made a new request.
    expect((await move(promo.id, 'fund', '40000.00', 'stale')).errorCode).toBe('approval.decided');
  });

  it('a rejected funding stays rejected for its key; a new key asks again', async () => {
    const promo = await promotion();
    const asked = await move(promo.id, 'fund', '30000.00', 'refused');
    expect((await call('POST', `/wps/operator/approvals/${asked.value.requestId}/reject`, { reason: 'Budget not agreed' }, checker)).errorCode).toBeNull();
    const again = await p.call({ method: 'POST', url: `${BASE}/${promo.id}/budget`, headers: owner, payload: { action: 'fund', amount: '30000.00', reason: 'December campaign', idempotencyKey: 'refused' } });
    expect([again.res.statusCode, again.body.errorCode]).toEqual([409, 'approval.decided']);
    const fresh = await move(promo.id, 'fund', '30000.00', 'refused-2');
    expect(fresh.value).toMatchObject({ status: 'pending', replayed: false });
    expect(fresh.value.requestId).not.toBe(asked.value.requestId);
    expect(await budgetBalance(promo.id)).toBe(0n);
  });

  it('never pays past its floor with eight callers funding and paying at once; the ledger still balances', async () => {
    const promo = await promotion();
    expect((await move(promo.id, 'fund', '500.00', 'seed')).errorCode).toBeNull();
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer(p)));
    const outcomes = await Promise.all([
      ...players.map((pl, i) => payout(promo.id, pl.id, 10_000n, `race-${i}`).then(() => 'paid', (e: unknown) => (e instanceof AppError ? e.code : String(e)))),
      // Eight retries of one funding of 200.00: one posting whatever the order.
      ...Array.from({ length: 8 }, () => move(promo.id, 'fund', '200.00', 'race-fund').then((b) => (b.success ? 'funded' : b.errorCode))),
    ]);
    const paid = outcomes.filter((o) => o === 'paid').length;
    expect(outcomes.filter((o) => o === 'funded')).toHaveLength(8);
    expect(outcomes.filter((o) => o !== 'paid' && o !== 'funded').every((o) => o === 'wallet.insufficient_funds')).toBe(true);
    // 700.00 at most was ever there: five payouts of 100.00 surely fit, never more than seven.
    expect(paid).toBeGreaterThanOrEqual(5);
    expect(paid).toBeLessThanOrEqual(7);
    expect(await keyed(`promo:${promo.id}:fund:race-fund`)).toBe(1);
    expect(await budgetBalance(promo.id)).toBe(70_000n - BigInt(paid) * 10_000n);
    const { budget } = (await call('GET', `${BASE}/${promo.id}/budget`)).value;
    expect(budget).toMatchObject({ funded: '700.00', paid: `${paid * 100}.00` });
    const report = await p.services.wallet.reconcile('thailand');
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
