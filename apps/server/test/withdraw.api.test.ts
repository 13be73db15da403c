import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../src/modules/wallet/posting';
import { AUTO_RECEIPT_QUEUE, startWithdrawJobs } from '../src/modules/withdraw/jobs';
import { createWithdrawService } from '../src/modules/withdraw/service';
import { createTestPlatform, type TestPlatform } from './helpers';
import { image, multipart, PNG } from './upload-helpers';

let p: TestPlatform;
let ops: { authorization: string };
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
  // These tests are about withdrawals, not about getting in: registration logs the player in directly.
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
});
afterAll(() => p.close());
// Every scenario leaves the ledger consistent, and the hold account holds exactly the pending withdrawals.
afterEach(async () => {
  const report = await p.services.wallet.reconcile(null);
  expect(report.differences).toEqual([]);
  const [pendingSum] = await rows(sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM withdrawals WHERE merchant_code = 'thailand' AND status = 'pending'`);
  expect(await held()).toBe(BigInt(pendingSum.total));
});

const SYSTEM = { type: 'system' as const, id: 'withdraw-test', ip: null, merchantCode: null };
const PASSWORD = 'Secret#123';
const FUND = '246810';
const REAL_NAME = 'Somchai Jaidee';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;

interface Player { id: number; auth: { authorization: string } }
let nextPlayer = 0;
/** A registered player with a real name, a fund password (unless told otherwise) and money. */
async function player(opts: { payeeName?: string | null; fund?: boolean; money?: bigint } = {}): Promise<Player> {
  const n = nextPlayer++;
  const mobileNum = `08${String(30_000_000 + n * 7919).padStart(8, '0')}`;
  const payeeName = opts.payeeName === undefined ? REAL_NAME : opts.payeeName;
  const { body } = await p.call({
    method: 'PUT', url: '/wps/member/register',
    payload: { username: `wd${String(n).padStart(4, '0')}${Date.now() % 1000}`, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true, ...(payeeName ? { payeeName } : {}) },
  });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  const id = info.body.value.id as number;
  if (opts.fund !== false) {
    const set = await p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: auth, payload: { loginPassword: PASSWORD, newFundPassword: FUND, confirmFundPassword: FUND } });
    if (!set.body.success) throw new Error(`fund password: ${JSON.stringify(set.body)}`);
  }
  if (opts.money !== 0n) await credit(id, opts.money ?? 100_000n);
  return { id, auth };
}
let nextCredit = 0;
/** Money in (a deposit from a channel, a win from the house) or out (a bet to the house), as those modules post it. */
const credit = (memberId: number, amount: bigint, type: 'deposit' | 'bet' | 'win' = 'deposit') => p.services.wallet.post({
  merchantCode: 'thailand', type, idempotencyKey: `test:${type}:${++nextCredit}`, actor: SYSTEM,
  legs: [
    { account: account.member(memberId), amount: type === 'bet' ? -amount : amount },
    { account: type === 'deposit' ? account.paymentChannel('BANK') : account.house, amount: type === 'bet' ? amount : -amount },
  ],
});
const balance = (memberId: number) => p.services.wallet.balanceOf('thailand', account.member(memberId));
const held = () => p.services.wallet.balanceOf('thailand', account.withdrawalHold);
const channel = (code = 'WITHDRAW') => p.services.wallet.balanceOf('thailand', account.paymentChannel(code));

const member = (pl: Player, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
  p.call({ method, url: `/wps/member/withdraw${path}`, headers: pl.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
// The withdrawal rules are a money setting: a second owner approves them (decision 0052).
const operator = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: unknown, merchant = 'thailand') =>
  (method === 'PUT' && path === '/withdrawal-settings' ? p.moneySetting : p.call)({ method, url: `/wps/operator/merchants/${merchant}${path}`, headers: ops, ...(payload === undefined ? {} : { payload: payload as object }) });

const BANK = { bankCode: 'KBANK', bankName: 'Kasikorn Bank', accountNumber: '1234567890', holderName: REAL_NAME };
let nextAccount = 0;
async function bind(pl: Player, more: Partial<typeof BANK> = {}) {
  const { body } = await member(pl, 'POST', '/accounts', { ...BANK, accountNumber: String(1_000_000_000 + ++nextAccount), ...more });
  if (!body.success) throw new Error(`bind: ${JSON.stringify(body)}`);
  return body.value.id as number;
}
let nextRequest = 0;
const ask = (pl: Player, accountId: number, amount: unknown, more: Record<string, unknown> = {}) =>
  member(pl, 'POST', '', { amount, accountId, fundPassword: FUND, requestId: `req-${++nextRequest}`, ...more });
async function pending(pl: Player, amount = '500.00') {
  const accountId = await bind(pl);
  const { body } = await ask(pl, accountId, amount);
  if (!body.success) throw new Error(`request: ${JSON.stringify(body)}`);
  return body.value.id as number;
}
async function disbursed(pl: Player, amount = '500.00') {
  const id = await pending(pl, amount);
  const { body } = await operator('POST', `/withdrawals/${id}/approve`, {});
  if (!body.success) throw new Error(`approve: ${JSON.stringify(body)}`);
  return id;
}
const auditActions = async (id: number) => (await rows(sql`SELECT action FROM audit_log WHERE target = ${`withdrawal:${id}`} ORDER BY id`)).map((r) => r.action);

describe('bank accounts', () => {
  it('binds an account only in the member\'s real name, compared as people type names', async () => {
    const pl = await player();
    const wrong = await member(pl, 'POST', '/accounts', { ...BANK, holderName: 'Somebody Else' });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body.errorCode).toBe('withdraw.holder_name_mismatch');
    const ok = await member(pl, 'POST', '/accounts', { ...BANK, holderName: '  somchai   JAIDEE ' });
    expect(ok.body.success).toBe(true);
    expect(ok.body.value).toMatchObject({ bankCode: 'KBANK', accountNumber: '•••• 7890', holderName: REAL_NAME });
    const again = await member(pl, 'POST', '/accounts', BANK);
    expect(again.body.errorCode).toBe('withdraw.account_exists');
    const info = await member(pl, 'GET', '/info');
    expect(info.body.value).toMatchObject({ fundPasswordSet: true, payeeNameSet: true, maxAccounts: 5, balance: 1000, minAmount: 100, maxAmount: 50_000, turnover: null });
    expect(info.body.value.accounts).toHaveLength(1);
  });

  it('refuses binding without a real name on file, and past the account limit', async () => {
    const nameless = await player({ payeeName: null });
    expect((await member(nameless, 'POST', '/accounts', BANK)).body.errorCode).toBe('withdraw.payee_name_missing');
    const pl = await player();
    for (let i = 0; i < 5; i++) await bind(pl);
    const sixth = await member(pl, 'POST', '/accounts', { ...BANK, accountNumber: '99999999' });
    expect(sixth.res.statusCode).toBe(409);
    expect(sixth.body.errorCode).toBe('withdraw.account_limit');
  });

  it('removes an account, but not while a withdrawal to it is pending, and never another member\'s', async () => {
    const pl = await player();
    const other = await player();
    const free = await bind(pl);
    expect((await member(other, 'DELETE', `/accounts/${free}`)).body.errorCode).toBe('withdraw.account_not_found');
    expect((await member(pl, 'DELETE', `/accounts/${free}`)).body.success).toBe(true);
    expect((await member(pl, 'DELETE', `/accounts/${free}`)).body.errorCode).toBe('withdraw.account_not_found');
    const busy = await bind(pl);
    expect((await ask(pl, busy, '200')).body.success).toBe(true);
    const refused = await member(pl, 'DELETE', `/accounts/${busy}`);
    expect(refused.res.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('withdraw.account_in_use');
    // A removed account cannot be withdrawn to.
    expect((await ask(pl, free, '200')).body.errorCode).toBe('withdraw.account_not_found');
  });
});

describe('request', () => {
  it('holds the amount at once: member wallet → withdrawal hold, one posting, audited', async () => {
    const pl = await player();
    const accountId = await bind(pl);
    const heldBefore = await held();
    const { body } = await ask(pl, accountId, '250.50');
    expect(body.value).toMatchObject({ amount: 250.5, status: 'pending', currency: 'THB', accountNumber: expect.stringMatching(/^•••• \d{4}$/) });
    expect(await balance(pl.id)).toBe(100_000n - 25_050n);
    expect(await held()).toBe(heldBefore + 25_050n);
    expect(await auditActions(body.value.id)).toEqual(['withdraw.request']);
    const list = await member(pl, 'GET', '?pageNo=1&pageSize=10');
    expect(list.body.value).toMatchObject({ totalCount: 1, totalPages: 1 });
  });

  it('a double submit with the same request id is one withdrawal, sequential or concurrent; other details are refused', async () => {
    const pl = await player();
    const accountId = await bind(pl);
    const body = { amount: '300', accountId, fundPassword: FUND, requestId: 'double-1' };
    const sent = await Promise.all(Array.from({ length: 5 }, () => member(pl, 'POST', '', body)));
    sent.push(await member(pl, 'POST', '', body));
    expect(sent.map((r) => r.body.success)).toEqual(sent.map(() => true));
    expect(new Set(sent.map((r) => r.body.value.id)).size).toBe(1);
    expect(await balance(pl.id)).toBe(100_000n - 30_000n);
    const changed = await member(pl, 'POST', '', { ...body, amount: '301' });
    expect(changed.res.statusCode).toBe(409);
    expect(changed.body.errorCode).toBe('wallet.idempotency_conflict');
    expect((await rows(sql`SELECT COUNT(*)::int AS n FROM withdrawals WHERE member_id = ${pl.id}`))[0].n).toBe(1);
  });

  it('refuses amounts outside the range and beyond the balance, moving nothing', async () => {
    const pl = await player({ money: 20_000n });
    const accountId = await bind(pl);
    expect((await ask(pl, accountId, '99.99')).body).toMatchObject({ errorCode: 'withdraw.amount_out_of_range' });
    expect((await ask(pl, accountId, '50000.01')).body).toMatchObject({ errorCode: 'withdraw.amount_out_of_range' });
    const poor = await ask(pl, accountId, '200.01');
    expect(poor.res.statusCode).toBe(409);
    expect(poor.body.errorCode).toBe('wallet.insufficient_funds');
    expect(await balance(pl.id)).toBe(20_000n);
    expect((await rows(sql`SELECT COUNT(*)::int AS n FROM withdrawals WHERE member_id = ${pl.id}`))[0].n).toBe(0);
    // The refused request id is free again, as after any refusal.
    expect((await ask(pl, accountId, '200.00', { requestId: `req-${nextRequest}` })).body.success).toBe(true);
    expect(await balance(pl.id)).toBe(0n);
  });

  it('asks for the fund password: not set, wrong, then locked for the member even when right', async () => {
    const unset = await player({ fund: false });
    const unsetAccount = await bind(unset);
    expect((await ask(unset, unsetAccount, '200')).body.errorCode).toBe('security.fund_password_not_set');
    const pl = await player();
    const accountId = await bind(pl);
    for (let i = 0; i < 5; i++) {
      const wrong = await ask(pl, accountId, '200', { fundPassword: '000000' });
      expect(wrong.body.errorCode).toBe('security.fund_password_wrong');
    }
    const locked = await ask(pl, accountId, '200');
    expect(locked.res.statusCode).toBe(429);
    expect(locked.body.errorCode).toBe('security.too_many_attempts');
    // The security page shares the budget.
    const page = await p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: pl.auth, payload: { loginPassword: PASSWORD, oldFundPassword: FUND, newFundPassword: '135790', confirmFundPassword: '135790' } });
    expect(page.body.errorCode).toBe('security.too_many_attempts');
    expect(await balance(pl.id)).toBe(100_000n);
  });

  it('applies the turnover rule over the ledger: bets since the last withdrawal against deposits × the multiple', async () => {
    expect((await operator('PUT', '/withdrawal-settings', { minAmount: '100', maxAmount: '50000', autoReceiveMinutes: 30, turnoverMultiple: '1.5' })).body.value)
      .toEqual({ minAmount: '100.00', maxAmount: '50000.00', autoReceiveMinutes: 30, turnoverMultiple: '1.50' });
    try {
      const pl = await player({ money: 100_000n });
      const accountId = await bind(pl);
      const short = await ask(pl, accountId, '200');
      expect(short.body).toMatchObject({ errorCode: 'withdraw.turnover_not_met', success: false });
      await credit(pl.id, 100_000n, 'bet');
      await credit(pl.id, 200_000n, 'win');
      expect((await member(pl, 'GET', '/info')).body.value.turnover).toEqual({ required: 1500, done: 1000 });
      expect((await ask(pl, accountId, '200')).body.errorCode).toBe('withdraw.turnover_not_met');
      await credit(pl.id, 50_000n, 'bet');
      expect((await ask(pl, accountId, '200')).body.success).toBe(true);
      // The count starts again after that withdrawal: nothing deposited since, nothing owed.
      expect((await member(pl, 'GET', '/info')).body.value.turnover).toEqual({ required: 0, done: 0 });
    } finally {
      await operator('PUT', '/withdrawal-settings', { minAmount: '100', maxAmount: '50000', autoReceiveMinutes: 30, turnoverMultiple: 0 });
    }
  });
});

describe('operator review', () => {
  it('approves and disburses: hold → payment channel, status disbursed with its time and deadline, audited', async () => {
    const pl = await player();
    const id = await pending(pl, '400');
    const [heldBefore, channelBefore] = [await held(), await channel('KBANK-OUT')];
    const { body } = await operator('POST', `/withdrawals/${id}/approve`, { channelCode: 'KBANK-OUT' });
    expect(body.value).toMatchObject({ status: 'disbursed', channelCode: 'KBANK-OUT', amount: '400.00', reviewedBy: expect.any(String) });
    expect(new Date(body.value.receiveDeadline).getTime() - new Date(body.value.disbursedAt).getTime()).toBe(30 * 60_000);
    expect(await held()).toBe(heldBefore - 40_000n);
    expect(await channel('KBANK-OUT')).toBe(channelBefore + 40_000n);
    expect(await balance(pl.id)).toBe(60_000n);
    const again = await operator('POST', `/withdrawals/${id}/approve`, {});
    expect(again.res.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('withdraw.state_conflict');
    expect((await operator('POST', `/withdrawals/${id}/reject`, { reason: 'late' })).body.errorCode).toBe('withdraw.state_conflict');
    expect(await auditActions(id)).toEqual(['withdraw.request', 'withdraw.approve']);
    const listed = await operator('GET', `/withdrawals?memberId=${pl.id}&status=disbursed&pageSize=1`);
    expect(listed.body.value).toMatchObject({ totalCount: 1, list: [{ id }] });
  });

  it('rejects with a reason: the held amount comes back exactly once', async () => {
    const pl = await player();
    const id = await pending(pl, '700');
    const { body } = await operator('POST', `/withdrawals/${id}/reject`, { reason: 'Name on the account does not match' });
    expect(body.value).toMatchObject({ status: 'rejected', rejectReason: 'Name on the account does not match' });
    expect(await balance(pl.id)).toBe(100_000n);
    expect((await operator('POST', `/withdrawals/${id}/reject`, { reason: 'again' })).body.errorCode).toBe('withdraw.state_conflict');
    expect(await balance(pl.id)).toBe(100_000n);
    expect((await member(pl, 'GET', '')).body.value.list[0]).toMatchObject({ id, status: 'rejected', rejectReason: 'Name on the account does not match' });
  });

  it('approve and reject at the same time: exactly one wins, money moves once', async () => {
    for (let round = 0; round < 3; round++) {
      const pl = await player();
      const id = await pending(pl, '500');
      const heldBefore = await held();
      const results = await Promise.all([
        operator('POST', `/withdrawals/${id}/approve`, {}),
        operator('POST', `/withdrawals/${id}/reject`, { reason: 'race' }),
        operator('POST', `/withdrawals/${id}/reject`, { reason: 'race again' }),
      ]);
      const won = results.filter((r) => r.body.success);
      expect(won).toHaveLength(1);
      expect(results.filter((r) => !r.body.success).map((r) => r.body.errorCode)).toEqual(['withdraw.state_conflict', 'withdraw.state_conflict']);
      expect(await held()).toBe(heldBefore - 50_000n);
      expect(await balance(pl.id)).toBe(won[0]!.body.value.status === 'rejected' ? 100_000n : 50_000n);
      expect((await auditActions(id)).length).toBe(2);
    }
  });

  it('many members, requests and decisions at once: every balance adds up, nothing below zero', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => player({ money: 50_000n })));
    const accounts = await Promise.all(players.map((pl) => bind(pl)));
    // Each asks for 200.00 three times at once (one of them sent twice); the third cannot be held.
    const asked = await Promise.all(players.flatMap((pl, i) => [0, 1, 2, 2].map((k) =>
      member(pl, 'POST', '', { amount: '200', accountId: accounts[i], fundPassword: FUND, requestId: `mix-${pl.id}-${k}` }))));
    const ok = asked.filter((r) => r.body.success);
    expect(asked.filter((r) => !r.body.success).map((r) => r.body.errorCode).every((c) => c === 'wallet.insufficient_funds')).toBe(true);
    const ids = [...new Set(ok.map((r) => r.body.value.id as number))];
    expect(ids.length).toBe(16);
    // Operators approve and reject them all at once, each twice.
    await Promise.all(ids.flatMap((id, i) => [0, 1].map(() => (i % 2
      ? operator('POST', `/withdrawals/${id}/approve`, {})
      : operator('POST', `/withdrawals/${id}/reject`, { reason: 'mix' })))));
    for (const pl of players) {
      const mine = (await member(pl, 'GET', '?pageSize=10')).body.value.list as { status: string; amount: number }[];
      const paid = mine.filter((w) => w.status === 'disbursed').reduce((sum, w) => sum + BigInt(Math.round(w.amount * 100)), 0n);
      expect(await balance(pl.id)).toBe(50_000n - paid);
    }
  });

  it('keeps operators to their scope: unknown merchant, another merchant\'s withdrawal', async () => {
    const pl = await player();
    const id = await pending(pl);
    expect((await operator('POST', `/withdrawals/${id}/approve`, {}, 'brazil')).body.errorCode).toBe('withdraw.not_found');
    expect((await operator('GET', '/withdrawals', undefined, 'nowhere')).body.errorCode).toBe('merchant.not_found');
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants/thailand/withdrawals' })).res.statusCode).toBe(401);
  });
});

describe('confirmation after disbursement', () => {
  it('all received closes it', async () => {
    const pl = await player();
    const id = await disbursed(pl);
    const { body } = await member(pl, 'POST', `/${id}/confirm`, { outcome: 'received' });
    expect(body.value).toMatchObject({ status: 'received', receivedAmount: 500, remainingAmount: null, forcedReceipt: false });
    expect((await member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: [crypto.randomUUID()] })).body.errorCode).toBe('withdraw.state_conflict');
  });

  it('partly received records the remainder as disputed; an operator refunds it once', async () => {
    const pl = await player();
    const id = await disbursed(pl, '500');
    for (const bad of ['0', '500', '500.01', '-1', '1.001', 'abc']) {
      const r = await member(pl, 'POST', `/${id}/confirm`, { outcome: 'partly_received', receivedAmount: bad });
      expect(r.res.statusCode).toBe(400);
    }
    const { body } = await member(pl, 'POST', `/${id}/confirm`, { outcome: 'partly_received', receivedAmount: '320.25' });
    expect(body.value).toMatchObject({ status: 'partly_received', receivedAmount: 320.25, remainingAmount: 179.75 });
    const seen = await operator('GET', `/withdrawals/${id}`);
    expect(seen.body.value).toMatchObject({ disputedAmount: '179.75', receivedAmount: '320.25' });
    const resolved = await operator('POST', `/withdrawals/${id}/resolve`, { resolution: 'refunded', note: 'Bank confirmed the shortfall' });
    expect(resolved.body.value).toMatchObject({ status: 'resolved', resolution: 'refunded' });
    expect(await balance(pl.id)).toBe(50_000n + 17_975n);
    expect((await operator('POST', `/withdrawals/${id}/resolve`, { resolution: 'refunded', note: 'twice' })).body.errorCode).toBe('withdraw.state_conflict');
    expect(await balance(pl.id)).toBe(50_000n + 17_975n);
  });

  it('not received needs the member\'s own proof images; resolved as paid moves nothing', async () => {
    const pl = await player();
    const other = await player();
    const id = await disbursed(pl);
    const upload = async (who: Player) => {
      const form = multipart([image(PNG, 'proof.png')]);
      const res = await p.app.inject({ method: 'POST', url: '/wps/member/files?purpose=withdrawal_proof', headers: { ...who.auth, 'content-type': form.contentType }, payload: form.payload });
      return (JSON.parse(res.body).value as { ids: string[] }).ids;
    };
    const theirs = await upload(other);
    expect((await member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: theirs })).body.errorCode).toBe('file.not_found');
    expect((await member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: [] })).res.statusCode).toBe(400);
    const mine = await upload(pl);
    const { body } = await member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: mine });
    expect(body.value).toMatchObject({ status: 'not_received', receivedAmount: 0, remainingAmount: 500, proofCount: 1 });
    expect((await operator('GET', `/withdrawals/${id}`)).body.value.proofFileIds).toEqual(mine);
    const before = await balance(pl.id);
    expect((await operator('POST', `/withdrawals/${id}/resolve`, { resolution: 'paid', note: 'Transfer slip shows it arrived' })).body.value.status).toBe('resolved');
    expect(await balance(pl.id)).toBe(before);
  });

  it('another member cannot confirm, and nothing can be confirmed before disbursement', async () => {
    const pl = await player();
    const other = await player();
    const id = await pending(pl);
    expect((await member(pl, 'POST', `/${id}/confirm`, { outcome: 'received' })).body.errorCode).toBe('withdraw.state_conflict');
    await operator('POST', `/withdrawals/${id}/approve`, {});
    expect((await member(other, 'POST', `/${id}/confirm`, { outcome: 'received' })).body.errorCode).toBe('withdraw.not_found');
  });
});

describe('auto-receipt', () => {
  it('counts unanswered disbursements as received after the merchant\'s minutes (forced, no refund), on a controlled clock', async () => {
    let clock = Date.now();
    const s = p.services;
    const timed = createWithdrawService({
      db: p.database.db, audit: s.audit, merchants: s.merchants, wallet: s.wallet, security: s.security, files: s.files,
      turnover: async () => ({ deposits: 0n, bets: 0n }), now: () => new Date(clock),
    });
    const pl = await player();
    const answered = await player();
    const id = await disbursed(pl);
    const other = await disbursed(answered);
    await member(answered, 'POST', `/${other}/confirm`, { outcome: 'partly_received', receivedAmount: '100' });
    // Against its own deadline (30 minutes after its disbursement): on a loaded machine the steps above take
    // seconds, and earlier tests' disbursements fall due on their own clocks.
    const deadline = Date.parse((await operator('GET', `/withdrawals/${id}`)).body.value.receiveDeadline);
    clock = deadline - 60_000;
    await timed.autoReceive();
    expect((await operator('GET', `/withdrawals/${id}`)).body.value.status).toBe('disbursed');
    clock = deadline + 1000;
    const before = await balance(pl.id);
    expect(await timed.autoReceive()).toBeGreaterThanOrEqual(1);
    const row = (await operator('GET', `/withdrawals/${id}`)).body.value;
    expect(row).toMatchObject({ status: 'received', forcedReceipt: true, receivedAmount: '500.00' });
    expect((await operator('GET', `/withdrawals/${other}`)).body.value.status).toBe('partly_received');
    expect(await balance(pl.id)).toBe(before);
    expect(await auditActions(id)).toEqual(['withdraw.request', 'withdraw.approve', 'withdraw.auto_receive']);
    // A late answer changes nothing.
    expect((await member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: [crypto.randomUUID()] })).body.errorCode).toBe('withdraw.state_conflict');
    expect(await timed.autoReceive()).toBe(0);
  });

  it('runs through the pg-boss queue', async () => {
    const pl = await player();
    const id = await disbursed(pl);
    // Past the deadline, as if 30 minutes had gone by.
    await p.database.db.execute(sql`UPDATE withdrawals SET receive_deadline = now() - interval '1 second' WHERE id = ${id}`);
    const boss = p.jobs!;
    await startWithdrawJobs(boss, p.services.withdrawals, 0.5);
    await boss.send(AUTO_RECEIPT_QUEUE, {});
    let status = '';
    for (let i = 0; i < 80 && status !== 'received'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await operator('GET', `/withdrawals/${id}`)).body.value.status;
    }
    expect(status).toBe('received');
  });
});

describe('bad input changes nothing', () => {
  const snapshot = async () => JSON.stringify(await rows(sql`
    SELECT (SELECT COUNT(*) FROM withdrawals) AS w, (SELECT COUNT(*) FROM withdrawal_bank_accounts WHERE removed_at IS NULL) AS a,
      (SELECT COUNT(*) FROM withdrawal_settings) AS s, (SELECT COUNT(*) FROM ledger_postings) AS p, (SELECT COUNT(*) FROM audit_log) AS l,
      (SELECT string_agg(status || ':' || COALESCE(received_amount::text, '-'), ',' ORDER BY id) FROM withdrawals) AS states`));

  it('over every endpoint: 4xx envelope with a stable code', async () => {
    const pl = await player();
    const other = await player();
    const accountId = await bind(pl);
    const id = await disbursed(pl);
    const othersAccount = await bind(other);
    const amounts: unknown[] = ['-1', '0', 0, -5, '1.001', 1e30, '1e3', 'abc', '', null, true, [], {}, '9'.repeat(40), '100.00.0'];
    const cases: [string, () => Promise<{ res: { statusCode: number }; body: { success: boolean; errorCode: string | null } }>][] = [
      ...amounts.map((amount): [string, () => ReturnType<typeof ask>] => [`amount ${JSON.stringify(amount)}`, () => ask(pl, accountId, amount)]),
      ['another member\'s account', () => ask(pl, othersAccount, '200')],
      ['unknown account', () => ask(pl, 2_000_000_000, '200')],
      ['account id too large', () => ask(pl, 2 ** 31, '200')],
      ['missing fund password', () => member(pl, 'POST', '', { amount: '200', accountId, requestId: 'x1' })],
      ['unknown field', () => ask(pl, accountId, '200', { isAdmin: true })],
      ['request id with spaces', () => ask(pl, accountId, '200', { requestId: 'a b' })],
      ['bind: short number', () => member(pl, 'POST', '/accounts', { ...BANK, accountNumber: '123' })],
      ['bind: letters in number', () => member(pl, 'POST', '/accounts', { ...BANK, accountNumber: '12345abc' })],
      ['bind: unknown field', () => member(pl, 'POST', '/accounts', { ...BANK, memberId: other.id })],
      ['bind: empty holder', () => member(pl, 'POST', '/accounts', { ...BANK, holderName: ' ' })],
      ['remove: other\'s', () => member(pl, 'DELETE', `/accounts/${othersAccount}`)],
      ['remove: bad id', () => member(pl, 'DELETE', '/accounts/abc')],
      ['remove: negative id', () => member(pl, 'DELETE', '/accounts/-1')],
      ['list: bad status', () => member(pl, 'GET', '?status=paid')],
      ['list: page 0', () => member(pl, 'GET', '?pageNo=0')],
      ['confirm: unknown outcome', () => member(pl, 'POST', `/${id}/confirm`, { outcome: 'maybe' })],
      ['confirm: partly without amount', () => member(pl, 'POST', `/${id}/confirm`, { outcome: 'partly_received' })],
      ['confirm: partly negative', () => member(pl, 'POST', `/${id}/confirm`, { outcome: 'partly_received', receivedAmount: -5 })],
      ['confirm: four proofs', () => member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: [1, 2, 3, 4].map(() => crypto.randomUUID()) })],
      ['confirm: proof not a uuid', () => member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: ['../etc/passwd'] })],
      ['confirm: unknown proof', () => member(pl, 'POST', `/${id}/confirm`, { outcome: 'not_received', proofFileIds: [crypto.randomUUID()] })],
      ['confirm: other member', () => member(other, 'POST', `/${id}/confirm`, { outcome: 'received' })],
      ['confirm: unknown id', () => member(pl, 'POST', '/999999/confirm', { outcome: 'received' })],
      ['no token', () => p.call({ method: 'GET', url: '/wps/member/withdraw/info' })],
      ['op get: bad id', () => operator('GET', '/withdrawals/abc')],
      ['op get: unknown id', () => operator('GET', '/withdrawals/999999')],
      ['op get settings: unknown merchant', () => operator('GET', '/withdrawal-settings', undefined, 'nowhere')],
      ['op call with a member token', () => p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/withdrawals/${id}/approve`, headers: pl.auth, payload: {} })],
      ['member call with the operator token', () => p.call({ method: 'POST', url: '/wps/member/withdraw', headers: ops, payload: { amount: '200', accountId, fundPassword: FUND, requestId: 'op-1' } })],
      ['op approve: unknown', () => operator('POST', '/withdrawals/999999/approve', {})],
      ['op approve: unknown field', () => operator('POST', `/withdrawals/${id}/approve`, { channelCode: 'X', amount: '1' })],
      ['op approve: bad channel', () => operator('POST', `/withdrawals/${id}/approve`, { channelCode: '../x' })],
      ['op reject: no reason', () => operator('POST', `/withdrawals/${id}/reject`, {})],
      ['op reject: disbursed', () => operator('POST', `/withdrawals/${id}/reject`, { reason: 'x' })],
      ['op resolve: not disputed', () => operator('POST', `/withdrawals/${id}/resolve`, { resolution: 'refunded', note: 'x' })],
      ['op resolve: bad resolution', () => operator('POST', `/withdrawals/${id}/resolve`, { resolution: 'maybe', note: 'x' })],
      ['op list: bad date', () => operator('GET', '/withdrawals?from=yesterday')],
      ['op settings: min above max', () => operator('PUT', '/withdrawal-settings', { minAmount: '500', maxAmount: '100', autoReceiveMinutes: 30, turnoverMultiple: 0 })],
      ['op settings: zero minutes', () => operator('PUT', '/withdrawal-settings', { minAmount: '1', maxAmount: '100', autoReceiveMinutes: 0, turnoverMultiple: 0 })],
      ['op settings: negative turnover', () => operator('PUT', '/withdrawal-settings', { minAmount: '1', maxAmount: '100', autoReceiveMinutes: 5, turnoverMultiple: '-1' })],
      ['op settings: fractional amount', () => operator('PUT', '/withdrawal-settings', { minAmount: '1.001', maxAmount: '100', autoReceiveMinutes: 5, turnoverMultiple: 0 })],
      ['op settings: unknown merchant', () => operator('PUT', '/withdrawal-settings', { minAmount: '1', maxAmount: '100', autoReceiveMinutes: 5, turnoverMultiple: 0 }, 'nowhere')],
    ];
    const before = await snapshot();
    const balanceBefore = await balance(pl.id);
    for (const [name, run] of cases) {
      const { res, body } = await run();
      expect({ name, status: res.statusCode >= 400 && res.statusCode < 500, success: body.success, code: typeof body.errorCode }).toEqual({ name, status: true, success: false, code: 'string' });
    }
    expect(await snapshot()).toBe(before);
    expect(await balance(pl.id)).toBe(balanceBefore);
  });

  it('trial accounts are refused', async () => {
    const { body } = await p.call({ method: 'POST', url: '/wps/session/login/freeplay' });
    const auth = { authorization: body.value.token as string };
    for (const [method, url, payload] of [['GET', '/info'], ['POST', '/accounts', BANK], ['POST', '', { amount: '200', accountId: 1, fundPassword: FUND, requestId: 'trial-1' }]] as const) {
      const res = await p.call({ method, url: `/wps/member/withdraw${url}`, headers: auth, ...(payload ? { payload } : {}) });
      expect(res.body.errorCode).toBe('member.in_need_true_account');
    }
  });
});

describe('payouts above the merchant\'s withdrawal threshold (decision 0052)', () => {
  const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
  const FINANCE_PASSWORD = 'Payout#Second-Pair-26';
  const finance = async (username: string) => {
    await p.services.operators.create(CLI, username, FINANCE_PASSWORD, 'thailand', { role: 'finance' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: FINANCE_PASSWORD } });
    return { authorization: login.body.value.token as string };
  };
  const limits = (withdrawApprovalAbove: string) =>
    p.moneySetting({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet/limits', headers: ops, payload: { maxAmount: '100000000', adjustApprovalAbove: '10000', withdrawApprovalAbove } });
  const approveAs = (headers: { authorization: string }, id: number) =>
    p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/withdrawals/${id}/approve`, headers, payload: {} });

  let maker: { authorization: string };
  let checker: { authorization: string };
  beforeAll(async () => {
    maker = await finance('payout_maker');
    checker = await finance('payout_checker');
    expect((await limits('400')).body.value).toMatchObject({ withdrawApprovalAbove: '400.00' });
  });
  afterAll(async () => {
    await limits('20000');
  });

  it('pays at once up to the threshold', async () => {
    const id = await pending(await player(), '400.00');
    const { body } = await approveAs(maker, id);
    expect(body.value).toMatchObject({ status: 'disbursed', approvalRequestId: null });
  });

  it('above it, waits for a second operator: not the maker, once however many approvals race, nothing moves before', async () => {
    const pl = await player();
    const id = await pending(pl, '400.01');
    const before = await channel();
    const asked = await approveAs(maker, id);
    expect(asked.body.value).toMatchObject({ id, status: 'pending', approvalRequestId: expect.any(Number) });
    const requestId = asked.body.value.approvalRequestId as number;
    // Asking again finds the request already waiting.
    expect((await approveAs(checker, id)).body).toMatchObject({ success: false, errorCode: 'approval.pending_exists', details: { requestId } });
    expect(await channel()).toBe(before);
    const own = await p.call({ method: 'POST', url: `/wps/operator/approvals/${requestId}/approve`, headers: maker });
    expect(own.body.errorCode).toBe('approval.self_approval');

    const racing = await Promise.all(Array.from({ length: 8 }, () => p.call({ method: 'POST', url: `/wps/operator/approvals/${requestId}/approve`, headers: checker })));
    expect(racing.filter((r) => r.body.success)).toHaveLength(1);
    expect(new Set(racing.filter((r) => !r.body.success).map((r) => r.body.errorCode))).toEqual(new Set(['approval.decided']));
    expect(racing.find((r) => r.body.success)!.body.value.result).toMatchObject({ id, status: 'disbursed', amount: '400.01' });
    expect(await channel()).toBe(before + 40_001n);
    const postings = await rows(sql`SELECT count(*)::int AS n FROM ledger_postings WHERE idempotency_key = ${`withdraw:${id}:payout`}`);
    expect(postings[0].n).toBe(1);
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['approval.requested', 'approval.approved', 'withdraw.approve']));
  });

  it('a withdrawal rejected while its payout waits cannot be paid by the approval', async () => {
    const pl = await player();
    const id = await pending(pl, '450.00');
    const { approvalRequestId } = (await approveAs(maker, id)).body.value;
    expect((await operator('POST', `/withdrawals/${id}/reject`, { reason: 'documents do not match' })).body.success).toBe(true);
    const late = await p.call({ method: 'POST', url: `/wps/operator/approvals/${approvalRequestId}/approve`, headers: checker });
    expect(late.body).toMatchObject({ success: false, errorCode: 'approval.stale' });
    expect(await balance(pl.id)).toBe(100_000n);
    // Closed as out of date rather than left waiting for an approval that can never apply.
    expect((await rows(sql`SELECT status FROM approval_requests WHERE id = ${approvalRequestId}`))[0].status).toBe('stale');
  });
});
