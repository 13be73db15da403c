/**
 * A merchant's money settings need a second operator (issue 18, decision 0052): wallet limits and their
 * approval thresholds, the wallet mode, withdrawal rules and deposit channels are asked for by one
 * operator, checked at once (bad input refused with its code, nothing recorded), and applied only when
 * another operator who may change money settings for that merchant approves; never by the maker.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
type Headers = { authorization: string };
let maker: Headers;
let checker: Headers;
let otherMerchant: Headers;
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const PASSWORD = 'Money-Settings#Check26';

async function operator(username: string, role: 'owner' | 'merchant_admin' | 'finance', merchantCode: string | null): Promise<Headers> {
  await p.services.operators.create(CLI, username, PASSWORD, merchantCode, { role });
  const res = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  return { authorization: res.body.value.token as string };
}
const put = (path: string, payload: object, headers = maker) => p.call({ method: 'PUT', url: `/wps/operator/merchants/thailand${path}`, headers, payload });
const get = (path: string, headers = maker) => p.call({ method: 'GET', url: `/wps/operator/merchants/thailand${path}`, headers });
const decide = (id: number, verb: 'approve' | 'reject', headers: Headers) =>
  p.call({ method: 'POST', url: `/wps/operator/approvals/${id}/${verb}`, headers, ...(verb === 'reject' ? { payload: { reason: 'not the agreed figures' } } : {}) });

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  maker = await operator('money_maker', 'merchant_admin', 'thailand');
  checker = await operator('money_checker', 'owner', null);
  otherMerchant = await operator('money_myanmar', 'merchant_admin', 'myanmar');
});
afterAll(() => p.close());

describe('money settings wait for a second operator', () => {
  it.each([
    ['wallet limits', '/wallet/limits', { maxAmount: '500000', adjustApprovalAbove: '5000', withdrawApprovalAbove: '15000' }, '/wallet/limits',
      { maxAmount: '500000.00', adjustApprovalAbove: '5000.00', withdrawApprovalAbove: '15000.00', configured: true }],
    ['withdrawal rules', '/withdrawal-settings', { minAmount: '200', maxAmount: '40000', autoReceiveMinutes: 45, turnoverMultiple: '2' }, '/withdrawal-settings',
      { minAmount: '200.00', maxAmount: '40000.00', autoReceiveMinutes: 45, turnoverMultiple: '2.00' }],
  ])('%s: nothing changes until another operator approves; the maker cannot', async (_name, path, payload, readPath, expected) => {
    const before = (await get(readPath)).body.value;
    const asked = await put(path, payload);
    expect(asked.body.value, JSON.stringify(asked.body)).toEqual({ status: 'pending', requestId: expect.any(Number) });
    const { requestId } = asked.body.value;
    expect((await get(readPath)).body.value).toEqual(before);
    // One pending request per setting: a second ask is refused and names the first.
    expect((await put(path, payload)).body).toMatchObject({ success: false, errorCode: 'approval.pending_exists', details: { requestId } });
    expect((await decide(requestId, 'approve', maker)).body.errorCode).toBe('approval.self_approval');
    // Another merchant's operator does not see it at all.
    expect((await decide(requestId, 'approve', otherMerchant)).body.errorCode).toBe('approval.not_found');

    const done = await decide(requestId, 'approve', checker);
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    expect(done.body.value.result).toMatchObject(expected);
    expect((await get(readPath)).body.value).toMatchObject(expected);
  });

  it('wallet mode: the player\'s wallet call changes only on approval; a rejection changes nothing', async () => {
    const single = () => p.services.merchants.settings('thailand').singleWallet;
    const was = single();
    const first = await put('/wallet-mode', { isSingle: !was });
    expect((await decide(first.body.value.requestId, 'reject', checker)).body.value).toMatchObject({ status: 'rejected', decisionReason: 'not the agreed figures' });
    expect(single()).toBe(was);
    const second = await put('/wallet-mode', { isSingle: !was });
    expect((await decide(second.body.value.requestId, 'approve', checker)).body.value.result).toEqual({ isSingle: !was });
    expect(single()).toBe(!was);
    const audits = await p.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'system.wallet_mode.set'), eq(auditLog.merchantCode, 'thailand')));
    expect(audits.at(-1)).toMatchObject({ actorId: expect.stringMatching(/:money_checker$/), before: { singleWallet: was }, after: { singleWallet: !was } });
  });

  it('a deposit channel is created on approval, with what it replaces shown to the checker', async () => {
    const channel = { type: 'bank', names: { EN: 'SCB transfer', TH: 'โอนผ่าน SCB' }, minAmount: 100, maxAmount: 30_000, enabled: true, sort: 5, bank: { bankName: 'SCB', accountName: 'Royal Lotus', accountNumber: '111-2-33333-4' } };
    const asked = await put('/deposit-channels/SCB', channel);
    const list = await p.call({ method: 'GET', url: '/wps/operator/approvals?status=pending&kind=merchant.deposit_channel', headers: checker });
    expect(list.body.value.list).toContainEqual(expect.objectContaining({
      id: asked.body.value.requestId, merchantCode: 'thailand', target: 'deposit_channel:thailand:SCB', before: null,
      payload: expect.objectContaining({ code: 'SCB', minAmount: '100.00', maxAmount: '30000.00' }),
    }));
    expect((await get('/deposit-channels')).body.value.map((c: { code: string }) => c.code)).not.toContain('SCB');
    await decide(asked.body.value.requestId, 'approve', checker);
    expect((await get('/deposit-channels')).body.value).toContainEqual(expect.objectContaining({ code: 'SCB', maxAmount: '30000.00', enabled: true }));
  });

  it('a request whose setting changed since it was asked for is refused as out of date and leaves the waiting list', async () => {
    const body = { maxAmount: '700000', adjustApprovalAbove: '7000' };
    const first = (await put('/wallet/limits', body)).body.value.requestId as number;
    // One request waits per setting, so the change in between comes another way (another process, the CLI):
    // the first request's payload was computed against limits no longer in force.
    await p.database.db.transaction((tx) => p.services.merchants.setMoneyLimitsWithin(tx, CLI, 'thailand', { maxAmount: '650000.00', adjustApprovalAbove: '6000.00', withdrawApprovalAbove: '12000.00' }));
    await p.services.merchants.changed();
    const stale = await decide(first, 'approve', checker);
    expect([stale.res.statusCode, stale.body.errorCode]).toEqual([409, 'approval.stale']);
    expect((await get('/wallet/limits')).body.value).toMatchObject({ maxAmount: '650000.00', adjustApprovalAbove: '6000.00', withdrawApprovalAbove: '12000.00' });
    const listed = async (status: string) => (await p.call({ method: 'GET', url: `/wps/operator/approvals?status=${status}&kind=merchant.wallet_limits&pageSize=200`, headers: checker })).body.value.list as { id: number }[];
    expect((await listed('pending')).map((r) => r.id)).not.toContain(first);
    expect(await listed('stale')).toContainEqual(expect.objectContaining({ id: first, status: 'stale', decidedBy: expect.stringMatching(/:money_checker$/) }));
    expect((await decide(first, 'approve', checker)).body.errorCode).toBe('approval.decided');

    // A new request for the same setting, asked against what is in force now, applies.
    const second = (await put('/wallet/limits', body)).body.value.requestId as number;
    expect((await decide(second, 'approve', checker)).body.value.result).toMatchObject({ maxAmount: '700000.00', withdrawApprovalAbove: '12000.00' });
    expect((await get('/wallet/limits')).body.value).toMatchObject({ maxAmount: '700000.00', adjustApprovalAbove: '7000.00' });
  });

  it('refuses bad input and other merchants when asked, recording nothing', async () => {
    const cases: [string, object, Headers, number, string][] = [
      ['/wallet/limits', { maxAmount: '0', adjustApprovalAbove: '10' }, maker, 400, 'system.invalid_input'],
      ['/withdrawal-settings', { minAmount: '500', maxAmount: '100', autoReceiveMinutes: 30, turnoverMultiple: 0 }, maker, 400, 'withdraw.settings_invalid'],
      ['/deposit-channels/BAD', { type: 'gateway', gateway: 'NOPE', names: { EN: 'x' }, minAmount: 1, maxAmount: 2, enabled: true, sort: 0 }, maker, 400, 'deposit.channel_invalid'],
      ['/wallet-mode', { isSingle: true }, otherMerchant, 403, 'auth.forbidden'],
    ];
    const count = async () => (await p.call({ method: 'GET', url: '/wps/operator/approvals?pageSize=200', headers: checker })).body.value.totalCount as number;
    const before = await count();
    for (const [path, payload, headers, status, code] of cases) {
      const { res, body } = await put(path, payload, headers);
      expect([res.statusCode, body.errorCode], path).toEqual([status, code]);
    }
    expect(await count()).toBe(before);
  });
});
