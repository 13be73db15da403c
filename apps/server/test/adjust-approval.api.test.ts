/**
 * Maker-checker for large operator adjustments (issue 16, decision 0033): above the merchant's
 * threshold an adjustment waits for a different operator; approval posts it once under the maker's
 * idempotency key, however many approvals race; rejection moves nothing; every step is audited.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerPostings } from '../src/db/schema';
import { account } from '../src/modules/wallet/service';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

let p: TestPlatform;
let maker: { authorization: string };
let checker: { authorization: string };
let globalChecker: { authorization: string };
let brazilOps: { authorization: string };
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };

async function operator(username: string, password: string, merchantCode: string | null) {
  await p.services.operators.create(CLI, username, password, merchantCode, { role: 'merchant_admin' });
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password } });
  if (!login.body.success) throw new Error(JSON.stringify(login.body));
  return { authorization: login.body.value.token as string };
}

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  maker = { authorization: await p.operatorToken() };
  checker = await operator('th_checker', 'Thailand#Checker26', 'thailand');
  globalChecker = await operator('all_checker', 'Global#Checker2026', null);
  brazilOps = await operator('br_checker', 'Brazil#Checker2026', 'brazil');
});
afterAll(() => p.close());

let n = 0;
const adjust = (memberId: number, amount: string, headers = maker, key = `appr-${n++}`) =>
  p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/members/${memberId}/wallet/adjust`, headers, payload: { amount, reason: 'VIP goodwill', idempotencyKey: key } });
const approve = (id: number, headers: { authorization: string }) => p.call({ method: 'POST', url: `/wps/operator/wallet/adjustments/${id}/approve`, headers });
const reject = (id: number, headers: { authorization: string }, reason: unknown = 'not agreed with the VIP desk') =>
  p.call({ method: 'POST', url: `/wps/operator/wallet/adjustments/${id}/reject`, headers, payload: { reason } as object });
const list = (query: string, headers: { authorization: string }) => p.call({ method: 'GET', url: `/wps/operator/wallet/adjustments?${query}`, headers });
const balance = (memberId: number) => p.services.wallet.balanceOf('thailand', account.member(memberId));
const postings = async () => (await p.database.db.select({ n: count() }).from(ledgerPostings).where(like(ledgerPostings.idempotencyKey, 'adjust:%')))[0]!.n;
const audits = async (action: string) => (await p.database.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.action, action))))[0]!.n;

describe('maker-checker adjustments', () => {
  it('posts at the threshold, and above it records a pending request that moves nothing', async () => {
    const pl = await newPlayer(p);
    expect((await adjust(pl.id, '10000.00')).body.value).toMatchObject({ status: 'posted', requestId: null, balance: '10000.00' });
    const before = await postings();
    const big = await adjust(pl.id, '10000.01', maker, 'appr-big');
    expect(big.body.value).toMatchObject({ status: 'pending', requestId: expect.any(Number), postingId: null, balance: null, replayed: false, amount: '10000.01' });
    expect(await postings()).toBe(before);
    expect(await balance(pl.id)).toBe(1_000_000n);
    expect(await audits('wallet.adjust.requested')).toBe(1);
    // The same key again is the same request; the same key for another amount is refused.
    expect((await adjust(pl.id, '10000.01', maker, 'appr-big')).body.value).toMatchObject({ status: 'pending', requestId: big.body.value.requestId, replayed: true });
    expect((await adjust(pl.id, '20000.00', maker, 'appr-big')).body.errorCode).toBe('wallet.idempotency_conflict');
    expect(await audits('wallet.adjust.requested')).toBe(1);

    const pending = await list('status=pending', checker);
    expect(pending.body.value.list).toEqual([expect.objectContaining({ id: big.body.value.requestId, merchantCode: 'thailand', memberId: pl.id, amount: '10000.01', status: 'pending', requestedBy: expect.stringContaining('admin') })]);
    // Another merchant's operator sees none of it and cannot decide it.
    expect((await list('status=pending', brazilOps)).body.value).toMatchObject({ list: [], totalCount: 0 });
    expect((await list('merchantCode=thailand', brazilOps)).body.errorCode).toBe('auth.forbidden');
    expect((await approve(big.body.value.requestId, brazilOps)).body.errorCode).toBe('wallet.adjust_request_not_found');
  });

  it('the maker cannot approve its own; a second operator approves once, even with approvals racing', async () => {
    const pl = await newPlayer(p);
    const { requestId } = (await adjust(pl.id, '25000.50')).body.value;
    const own = await approve(requestId, maker);
    expect([own.res.statusCode, own.body.errorCode]).toEqual([403, 'wallet.adjust_self_approval']);
    const before = await postings();
    const approvedBefore = await audits('wallet.adjust.approved');

    const answers = await Promise.all([approve(requestId, checker), approve(requestId, globalChecker), approve(requestId, checker), approve(requestId, globalChecker)]);
    for (const a of answers) expect(a.body.success, JSON.stringify(a.body)).toBe(true);
    const postingIds = new Set(answers.map((a) => a.body.value.postingId));
    expect(postingIds.size).toBe(1);
    expect(answers.filter((a) => !a.body.value.replayed)).toHaveLength(1);
    for (const a of answers) expect(a.body.value).toMatchObject({ status: 'posted', requestId, amount: '25000.50', balance: '25000.50' });
    expect(await postings()).toBe(before + 1);
    expect(await balance(pl.id)).toBe(2_500_050n);
    expect(await audits('wallet.adjust.approved')).toBe(approvedBefore + 1);

    // Later it stays approved: another approval replays, a rejection is refused.
    expect((await approve(requestId, checker)).body.value).toMatchObject({ replayed: true, postingId: [...postingIds][0] });
    expect((await reject(requestId, checker)).body.errorCode).toBe('wallet.adjust_request_decided');
    const [row] = (await list('status=approved', checker)).body.value.list;
    expect(row).toMatchObject({ id: requestId, status: 'approved', decidedBy: expect.any(String), postingId: [...postingIds][0] });

    const report = await p.services.wallet.reconcile('thailand');
    expect(report.differences).toEqual([]);
    const endpoint = await p.call({ method: 'GET', url: '/wps/operator/wallet/reconcile?merchantCode=thailand', headers: globalChecker });
    expect(endpoint.body.value).toMatchObject({ ok: true, differences: [] });
  });

  it('a rejection with a reason moves nothing and ends the request; an approval racing it loses or wins whole', async () => {
    const pl = await newPlayer(p);
    const { requestId } = (await adjust(pl.id, '12000')).body.value;
    expect((await reject(requestId, checker, '   ')).body.errorCode).toBe('system.invalid_input');
    const rejected = await reject(requestId, checker);
    expect(rejected.body.value).toMatchObject({ id: requestId, status: 'rejected', decisionReason: 'not agreed with the VIP desk' });
    expect((await approve(requestId, globalChecker)).body.errorCode).toBe('wallet.adjust_request_decided');
    expect(await balance(pl.id)).toBe(0n);
    expect(await audits('wallet.adjust.rejected')).toBe(1);

    const raced = (await adjust(pl.id, '15000')).body.value.requestId as number;
    const before = await postings();
    const [a, r] = await Promise.all([approve(raced, checker), reject(raced, globalChecker)]);
    const approved = a.body.success;
    expect(approved).toBe(!r.body.success);
    expect(await postings()).toBe(before + (approved ? 1 : 0));
    expect(await balance(pl.id)).toBe(approved ? 1_500_000n : 0n);
  });

  it('a debit the wallet cannot cover stays pending; the threshold counts either sign', async () => {
    const pl = await newPlayer(p);
    const debit = await adjust(pl.id, '-10000.01');
    expect(debit.body.value).toMatchObject({ status: 'pending', amount: '-10000.01' });
    const refused = await approve(debit.body.value.requestId, checker);
    expect(refused.body.errorCode).toBe('wallet.insufficient_funds');
    expect((await list('status=pending&pageSize=100', checker)).body.value.list.map((r: { id: number }) => r.id)).toContain(debit.body.value.requestId);
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });
});
