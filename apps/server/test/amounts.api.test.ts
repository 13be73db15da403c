/**
 * Canonical amounts within a per-merchant maximum (issue 16, decision 0033): every money call reads a
 * decimal string `^(0|[1-9]\d*)(\.\d{1,2})?$` or a JSON number whose shortest text is one, and the
 * merchant's maximum bounds deposits, withdrawals, transfers and operator adjustments.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings } from '../src/db/schema';
import { DEMO_AGENT, DEMO_PLAYER } from '../src/db/seed';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

let p: TestPlatform;
let ops: { authorization: string };
let player: Awaited<ReturnType<typeof newPlayer>>;
let agent: { authorization: string };
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
  player = await newPlayer(p);
  const login = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: DEMO_AGENT.username, password: DEMO_AGENT.password, site: 'agent' } });
  agent = { authorization: login.body.value.token };
});
afterAll(() => p.close());

let n = 0;
const rid = () => `amt-${n++}`;
const postings = async () => (await p.database.db.select({ n: count() }).from(ledgerPostings))[0]!.n;
const post = (url: string, headers: Record<string, string>, payload: object) => p.call({ method: 'POST', url, headers, payload });
const adjust = (amount: unknown, memberId = player.id) =>
  post(`/wps/operator/merchants/thailand/members/${memberId}/wallet/adjust`, ops, { amount, reason: 'amount test', idempotencyKey: rid() });
/** Each money call of a player, an agent and an operator, with this amount. */
const calls = (amount: unknown) => ({
  deposit: () => post('/wps/member/deposit', player.auth, { channelCode: 'BANK', amount, reference: 'ref-1', requestId: rid() }),
  withdraw: () => post('/wps/member/withdraw', player.auth, { amount, accountId: 1, fundPassword: '246810', requestId: rid() }),
  walletTransfer: () => post('/wps/relay/GCS_walletTransfer', player.auth, { from: 'MAIN', to: 'PT', amount, requestId: rid() }),
  uplineTransfer: () => post('/wps/member/transfer/upline', player.auth, { amount, fundPassword: '246810', requestId: rid() }),
  downlineTransfer: () => post('/wps/agent/downline/transfer', agent, { downlineId: 1, amount, fundPassword: '246810', requestId: rid() }),
  adjust: () => adjust(amount),
});

describe('canonical amounts', () => {
  it('refuses spaces, leading zeros, exponents, signs, a third decimal, unsafe numbers and words on every money call', async () => {
    const before = await postings();
    const bad: unknown[] = [' 100 ', '00100', '1e3', '+5', '1.005', 1.005, 9_007_199_254_740_992, 1e21, 'NaN', 'Infinity', '0x10', '1,000', '', '100.'];
    for (const amount of [...bad, '-5', -5]) {
      for (const [name, call] of Object.entries(calls(amount))) {
        // A signed amount is the operator adjustment's debit: refused everywhere else.
        if (name === 'adjust' && (amount === '-5' || amount === -5)) continue;
        const { res, body } = await call();
        expect([res.statusCode, body.errorCode], `${name} ${JSON.stringify(amount)}`).toEqual([400, 'system.invalid_input']);
        expect(JSON.stringify(body.details), `${name} ${JSON.stringify(amount)}`).toContain('/amount');
      }
    }
    for (const amount of ['--5', '-05', '-1.001', -1.005]) {
      expect((await adjust(amount)).body.errorCode, JSON.stringify(amount)).toBe('system.invalid_input');
    }
    expect(await postings()).toBe(before);
  });

  it('still takes "100.50" and 100.5, and a debit "-5"', async () => {
    const text = await adjust('100.50');
    expect(text.body.value).toMatchObject({ status: 'posted', amount: '100.50', balance: '100.50' });
    const number = await adjust(100.5);
    expect(number.body.value).toMatchObject({ status: 'posted', amount: '100.50', balance: '201.00' });
    expect((await adjust('-5')).body.value).toMatchObject({ status: 'posted', amount: '-5.00', balance: '196.00' });
    const deposit = await calls('100.50').deposit();
    expect(deposit.body.success, JSON.stringify(deposit.body)).toBe(true);
    expect(deposit.body.value.deposit).toMatchObject({ amount: 100.5 });
  });
});

describe('per-merchant maximum', () => {
  it('uses the currency default until an operator sets one, then refuses anything above it with the maximum', async () => {
    const limits = (merchant: string) => p.call({ method: 'GET', url: `/wps/operator/merchants/${merchant}/wallet/limits`, headers: ops });
    expect((await limits('thailand')).body.value).toEqual({ merchantCode: 'thailand', currency: 'THB', maxAmount: '100000000.00', adjustApprovalAbove: '10000.00', withdrawApprovalAbove: '20000.00', configured: false });
    expect((await limits('myanmar')).body.value).toMatchObject({ currency: 'MMK', maxAmount: '10000000000.00', adjustApprovalAbove: '1000000.00' });
    expect((await adjust('100000000.01')).body.errorCode).toBe('wallet.amount_too_large');

    const set = await p.moneySetting({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet/limits', headers: ops, payload: { maxAmount: '1000', adjustApprovalAbove: 800 } });
    expect(set.body.value).toEqual({ merchantCode: 'thailand', currency: 'THB', maxAmount: '1000.00', adjustApprovalAbove: '800.00', withdrawApprovalAbove: '20000.00', configured: true });
    try {
      const before = await postings();
      for (const [name, call] of Object.entries(calls('1000.01'))) {
        if (name === 'walletTransfer' || name === 'uplineTransfer') continue; // checked below, after their own preconditions
        const { res, body } = await call();
        expect([res.statusCode, body.errorCode, body.details], name).toEqual([400, 'wallet.amount_too_large', { maxAmount: '1000.00', currency: 'THB' }]);
      }
      expect((await adjust('-1000.01')).body.errorCode).toBe('wallet.amount_too_large');
      expect(await postings()).toBe(before);
      // The demo player has an upline agent: the transfer is refused for its size, before the fund password.
      const demo = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password } });
      const upline = await post('/wps/member/transfer/upline', { authorization: demo.body.value.token }, { amount: '1000.01', fundPassword: 'wrong-one', requestId: rid() });
      expect(upline.body.errorCode).toBe('wallet.amount_too_large');
      // At the maximum it is an ordinary adjustment, above the approval threshold a request.
      expect((await adjust('1000')).body.value).toMatchObject({ status: 'pending' });
      expect((await adjust('800')).body.value).toMatchObject({ status: 'posted' });
    } finally {
      await p.moneySetting({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet/limits', headers: ops, payload: { maxAmount: '100000000', adjustApprovalAbove: '10000' } });
    }
  });

  it('is set by operators of the merchant only, with valid amounts, and audited', async () => {
    await p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'amt_br_ops', 'Brazil#Limits2026', 'brazil', { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'amt_br_ops', password: 'Brazil#Limits2026' } });
    const brazil = { authorization: login.body.value.token };
    const put = (merchant: string, payload: object, headers = ops) => p.moneySetting({ method: 'PUT', url: `/wps/operator/merchants/${merchant}/wallet/limits`, headers, payload });
    expect((await put('thailand', { maxAmount: '1', adjustApprovalAbove: '1' }, brazil)).body.errorCode).toBe('auth.forbidden');
    expect((await put('brazil', { maxAmount: '0', adjustApprovalAbove: '1' })).body.errorCode).toBe('system.invalid_input');
    expect((await put('brazil', { maxAmount: ' 5', adjustApprovalAbove: '1' })).body.errorCode).toBe('system.invalid_input');
    expect((await put('brazil', { maxAmount: '5000000', adjustApprovalAbove: '2500' }, brazil)).body.value).toMatchObject({ maxAmount: '5000000.00', configured: true });
    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?action=wallet.limits.set', headers: ops });
    expect(JSON.stringify(audit.body.value)).toContain('5000000.00');
  });
});
