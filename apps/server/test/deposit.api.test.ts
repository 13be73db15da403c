import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_SIGNATURE_HEADER, SIM_TIMESTAMP_HEADER, simSignature } from '../src/modules/deposit/gateway';
import { createTestPlatform, type TestPlatform } from './helpers';
import { PNG, image, newPlayer, upload } from './upload-helpers';

let p: TestPlatform;
let uploadDir: string;
let ops: { authorization: string };

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'deposit-uploads-'));
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', UPLOAD_DIR: uploadDir });
  ops = { authorization: await p.operatorToken() };
});
afterAll(async () => {
  await p.close();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;
let nextKey = 0;
const key = () => `req-${Date.now()}-${nextKey++}`;
const deposit = (auth: Record<string, string>, body: Record<string, unknown>) =>
  p.call({ method: 'POST', url: '/wps/member/deposit', headers: auth, payload: { requestId: key(), ...body } });
const approve = (id: number, merchant = 'thailand', headers: Record<string, string> = ops) =>
  p.call({ method: 'POST', url: `/wps/operator/merchants/${merchant}/deposits/${id}/approve`, headers });
const reject = (id: number, reason: unknown, merchant = 'thailand') =>
  p.call({ method: 'POST', url: `/wps/operator/merchants/${merchant}/deposits/${id}/reject`, headers: ops, payload: { reason } as object });
const balance = async (auth: Record<string, string>) => (await p.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth })).body.value.balance as number;
const reconcileOk = async () => {
  const report = await p.services.wallet.reconcile(null);
  expect(report.differences).toEqual([]);
  expect(report.ok).toBe(true);
};
/** Everything a deposit call could change. */
async function snapshot() {
  const [r] = await rows(sql`SELECT
    (SELECT COUNT(*) FROM deposits)::int AS deposits, (SELECT COUNT(*) FROM ledger_postings)::int AS postings,
    (SELECT COUNT(*) FROM audit_log WHERE action LIKE 'deposit%')::int AS audits,
    (SELECT COALESCE(string_agg(id::text || status, ',' ORDER BY id), '') FROM deposits) AS statuses,
    (SELECT COUNT(*) FROM deposit_channels)::int AS channels, (SELECT COUNT(*) FROM uploads)::int AS uploads`);
  return r;
}

describe('channels', () => {
  it('lists the merchant\'s enabled channels in the player\'s language and currency', async () => {
    const a = await newPlayer(p);
    const { body } = await p.call({ method: 'GET', url: '/wps/member/deposit/channels', headers: { ...a.auth, language: 'EN' } });
    expect(body.value.map((c: { code: string }) => c.code)).toEqual(['BANK', 'PAYSIM']);
    expect(body.value[0]).toMatchObject({ type: 'bank', name: 'Bank transfer', minAmount: 100, maxAmount: 50_000, currency: 'THB', bank: { bankName: 'Kasikorn Bank' } });
    expect(body.value[1]).toMatchObject({ type: 'gateway', bank: null });
    const th = await p.call({ method: 'GET', url: '/wps/member/deposit/channels', headers: { ...a.auth, language: 'TH' } });
    expect(th.body.value[0].name).toBe('โอนผ่านธนาคาร');
    const br = await newPlayer(p, 'brazil');
    const brazil = await p.call({ method: 'GET', url: '/wps/member/deposit/channels', headers: br.auth });
    expect(brazil.body.value[0]).toMatchObject({ currency: 'BRL', bank: { bankName: 'Banco do Brasil' } });
    expect((await p.call({ method: 'GET', url: '/wps/member/deposit/channels' })).res.statusCode).toBe(401);
  });

  it('lets operators change a channel (audited); a disabled channel takes no deposits', async () => {
    const put = (code: string, payload: unknown, merchant = 'mexico') =>
      p.moneySetting({ method: 'PUT', url: `/wps/operator/merchants/${merchant}/deposit-channels/${code}`, headers: ops, payload: payload as object });
    const channel = { type: 'bank', names: { EN: 'OXXO transfer' }, minAmount: '50.00', maxAmount: 1000, bank: { bankName: 'OXXO', accountName: 'RL', accountNumber: '1' }, enabled: false };
    const { body } = await put('OXXO', channel);
    expect(body.value).toMatchObject({ code: 'OXXO', minAmount: '50.00', maxAmount: '1000.00', enabled: false });
    const [audit] = await rows(sql`SELECT action, target, merchant_code FROM audit_log WHERE action = 'deposit.channel.put' ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ target: 'deposit_channel:OXXO', merchant_code: 'mexico' });
    const mx = await newPlayer(p, 'mexico');
    const listed = await p.call({ method: 'GET', url: '/wps/member/deposit/channels', headers: mx.auth });
    expect(listed.body.value.map((c: { code: string }) => c.code)).not.toContain('OXXO');
    expect((await deposit(mx.auth, { channelCode: 'OXXO', amount: 100, reference: 'x' })).body.errorCode).toBe('deposit.channel_unavailable');

    const before = await snapshot();
    for (const [code, bad, merchant] of [
      ['OXXO', { ...channel, minAmount: '0' }], ['OXXO', { ...channel, minAmount: 500, maxAmount: 100 }], ['OXXO', { ...channel, minAmount: '1.001' }],
      ['OXXO', { ...channel, bank: null }], ['OXXO', { ...channel, type: 'gateway', bank: null, gateway: 'NOPE' }], ['OXXO', { ...channel, names: { TH: 'x' } }],
      ['oxxo', channel], ['OXXO', channel, 'atlantis'],
    ] as [string, unknown, string?][]) {
      const res = await put(code, bad, merchant);
      expect(res.res.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(res.res.statusCode).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('bank transfer', () => {
  it('creates a pending request with a receipt; the operator approves it and the member is credited once', async () => {
    const a = await newPlayer(p);
    const receipt = (await upload(p, a.auth, [image(PNG)])).body.value.ids[0];
    const postings = (await snapshot()).postings;
    const { body } = await deposit(a.auth, { channelCode: 'BANK', amount: '1500.50', reference: 'KBANK-778', receiptFileId: receipt });
    expect(body.value.redirectUrl).toBeNull();
    expect(body.value.deposit).toMatchObject({ channelCode: 'BANK', amount: 1500.5, status: 'pending', reference: 'KBANK-778', hasReceipt: true });
    expect((await snapshot()).postings).toBe(postings);
    expect(await balance(a.auth)).toBe(0);
    const id = body.value.deposit.id;

    const listed = await p.call({ method: 'GET', url: '/wps/operator/deposits?merchantCode=thailand&status=pending', headers: ops });
    const mine = listed.body.value.list.find((d: { id: number }) => d.id === id);
    expect(mine).toMatchObject({ amount: '1500.50', memberId: a.id, username: a.username, receiptFileId: receipt, status: 'pending' });
    const file = await p.app.inject({ method: 'GET', url: `/wps/operator/merchants/thailand/files/${receipt}`, headers: ops });
    expect(file.statusCode).toBe(200);

    const approved = await approve(id);
    expect(approved.body.value).toMatchObject({ status: 'approved', reviewedBy: expect.stringContaining('operator:') });
    expect(await balance(a.auth)).toBe(1500.5);
    const again = await approve(id);
    expect(again.res.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('deposit.not_pending');
    expect((await reject(id, 'too late')).body.errorCode).toBe('deposit.not_pending');
    expect(await balance(a.auth)).toBe(1500.5);
    const [posting] = await rows(sql`SELECT type, idempotency_key FROM ledger_postings WHERE idempotency_key = ${`deposit:${id}`}`);
    expect(posting).toMatchObject({ type: 'deposit' });
    expect(await p.services.wallet.balanceOf('thailand', { kind: 'payment_channel', code: 'BANK' })).toBeLessThanOrEqual(-150_050n);
    const audits = await rows(sql`SELECT action FROM audit_log WHERE target = ${`deposit:${id}`} ORDER BY id`);
    expect(audits.map((r) => r.action)).toEqual(['deposit.request', 'deposit.approve']);

    const mineList = await p.call({ method: 'GET', url: '/wps/member/deposit/list', headers: a.auth });
    expect(mineList.body.value).toMatchObject({ totalCount: 1, totalPages: 1, list: [{ id, status: 'approved' }] });
    await reconcileOk();
  });

  it('two approvals at once credit once', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await newPlayer(p);
      const id = (await deposit(a.auth, { channelCode: 'BANK', amount: 200, reference: `R${round}` })).body.value.deposit.id;
      const results = await Promise.all([approve(id), approve(id), approve(id)]);
      expect(results.map((r) => r.res.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await balance(a.auth)).toBe(200);
      const [n] = await rows(sql`SELECT COUNT(*)::int AS n FROM ledger_postings WHERE idempotency_key = ${`deposit:${id}`}`);
      expect(n.n).toBe(1);
    }
    await reconcileOk();
  });

  it('approve racing reject: exactly one wins', async () => {
    const a = await newPlayer(p);
    const id = (await deposit(a.auth, { channelCode: 'BANK', amount: 300, reference: 'race' })).body.value.deposit.id;
    const [x, y] = await Promise.all([approve(id), reject(id, 'duplicate transfer')]);
    expect([x.res.statusCode, y.res.statusCode].sort()).toEqual([200, 409]);
    const [row] = await rows(sql`SELECT status FROM deposits WHERE id = ${id}`);
    expect(await balance(a.auth)).toBe(row.status === 'approved' ? 300 : 0);
    await reconcileOk();
  });

  it('a rejection moves nothing and shows the reason to the player', async () => {
    const a = await newPlayer(p);
    const id = (await deposit(a.auth, { channelCode: 'BANK', amount: 500, reference: 'nope' })).body.value.deposit.id;
    const postings = (await snapshot()).postings;
    expect((await reject(id, 'No transfer received')).body.value).toMatchObject({ status: 'rejected', rejectReason: 'No transfer received' });
    expect((await approve(id)).body.errorCode).toBe('deposit.not_pending');
    expect((await snapshot()).postings).toBe(postings);
    const list = await p.call({ method: 'GET', url: '/wps/member/deposit/list?status=rejected', headers: a.auth });
    expect(list.body.value.list).toMatchObject([{ id, status: 'rejected', rejectReason: 'No transfer received' }]);
    expect(await balance(a.auth)).toBe(0);
  });

  it('the same request id is one request; with other details it is refused', async () => {
    const a = await newPlayer(p);
    const body = { channelCode: 'BANK', amount: 250, reference: 'same', requestId: key() };
    const [x, y] = await Promise.all([deposit(a.auth, body), deposit(a.auth, body)]);
    expect(x.body.value.deposit.id).toBe(y.body.value.deposit.id);
    const conflict = await deposit(a.auth, { ...body, amount: 260 });
    expect(conflict.res.statusCode).toBe(409);
    expect(conflict.body.errorCode).toBe('deposit.request_conflict');
    const [n] = await rows(sql`SELECT COUNT(*)::int AS n FROM deposits WHERE member_id = ${a.id}`);
    expect(n.n).toBe(1);
  });

  it('operators filter the list by member, channel, status and time, page by page', async () => {
    const a = await newPlayer(p, 'india');
    const ids: number[] = [];
    for (const amount of [100, 200, 300]) ids.push((await deposit(a.auth, { channelCode: 'BANK', amount, reference: `in-${amount}` })).body.value.deposit.id);
    await reject(ids[0]!, 'no money', 'india');
    const list = async (query: string) => (await p.call({ method: 'GET', url: `/wps/operator/deposits?merchantCode=india&memberId=${a.id}${query}`, headers: ops })).body.value;
    expect((await list('')).list.map((d: { id: number }) => d.id)).toEqual([...ids].reverse());
    expect((await list('&status=pending')).totalCount).toBe(2);
    expect((await list('&status=rejected')).list).toMatchObject([{ id: ids[0], rejectReason: 'no money', reviewedBy: expect.stringContaining('operator:') }]);
    expect((await list('&channelCode=PAYSIM')).totalCount).toBe(0);
    const paged = await list('&pageSize=2&pageNo=2');
    expect(paged).toMatchObject({ totalCount: 3, totalPages: 2, list: [{ id: ids[0] }] });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await list(`&from=${encodeURIComponent(future)}`)).totalCount).toBe(0);
    expect((await list(`&from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).totalCount).toBe(3);
    expect((await p.call({ method: 'GET', url: '/wps/member/deposit/list?pageSize=2&pageNo=2', headers: a.auth })).body.value).toMatchObject({ totalCount: 3, totalPages: 2 });
  });

  it('operators of one merchant neither see nor decide another merchant\'s deposits', async () => {
    const br = await newPlayer(p, 'brazil');
    const id = (await deposit(br.auth, { channelCode: 'BANK', amount: 100, reference: 'pix' })).body.value.deposit.id;
    // The id exists, but not for thailand.
    expect((await approve(id, 'thailand')).body.errorCode).toBe('deposit.not_found');
    const listed = await p.call({ method: 'GET', url: '/wps/operator/deposits?merchantCode=thailand', headers: ops });
    expect(listed.body.value.list.map((d: { id: number }) => d.id)).not.toContain(id);
    await p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'th_deposits', 'Th-deposits#2026', 'thailand', { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'th_deposits', password: 'Th-deposits#2026' } });
    const th = { authorization: login.body.value.token as string };
    expect((await approve(id, 'brazil', th)).res.statusCode).toBe(403);
    const bound = await p.call({ method: 'GET', url: '/wps/operator/deposits?merchantCode=brazil', headers: th });
    expect(bound.res.statusCode).toBe(403);
    const own = await p.call({ method: 'GET', url: '/wps/operator/deposits', headers: th });
    expect(own.body.value.list.every((d: { merchantCode: string }) => d.merchantCode === 'thailand')).toBe(true);
    expect((await approve(id, 'brazil', { authorization: 'nope' })).res.statusCode).toBe(401);
    expect((await approve(id, 'brazil')).res.statusCode).toBe(200);
  });
});

describe('payment gateway (PAYSIM)', () => {
  const secret = (merchant: string) => p.services.paySim.merchantSecret(merchant);
  async function callback(payload: Record<string, unknown> | string, opts: { merchant?: string; at?: number; signature?: string } = {}) {
    const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const timestamp = String(opts.at ?? Math.floor(Date.now() / 1000));
    const signature = opts.signature ?? simSignature(await secret(opts.merchant ?? 'thailand'), timestamp, raw);
    return p.call({ method: 'POST', url: '/wps/deposit/gateway/paysim/callback', headers: { 'content-type': 'application/json', [SIM_TIMESTAMP_HEADER]: timestamp, [SIM_SIGNATURE_HEADER]: signature }, payload: raw });
  }
  async function gatewayDeposit(amount: number) {
    const a = await newPlayer(p);
    const { body } = await deposit(a.auth, { channelCode: 'PAYSIM', amount });
    const [row] = await rows(sql`SELECT gateway_payment_id FROM deposits WHERE id = ${body.value.deposit.id}`);
    return { a, id: body.value.deposit.id as number, paymentId: row.gateway_payment_id as string, redirectUrl: body.value.redirectUrl as string };
  }
  const outcomes = async (id: number) => (await rows(sql`SELECT outcome FROM deposit_callbacks WHERE deposit_id = ${id} ORDER BY id`)).map((r) => r.outcome);

  it('answers a pay page URL; a signed success credits once, replays and a late failure change nothing', async () => {
    const { a, id, paymentId, redirectUrl } = await gatewayDeposit(750);
    expect(redirectUrl).toMatch(/\/pay-sim\/checkout\?order=/);
    const page = await p.app.inject({ method: 'GET', url: new URL(redirectUrl).pathname + new URL(redirectUrl).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('750.00 THB');
    const result = { merchantCode: 'thailand', paymentId, amount: '750.00', currency: 'THB', status: 'success' };
    const first = await callback(result);
    expect(first.body.value).toEqual({ outcome: 'credited', depositId: id });
    expect(await balance(a.auth)).toBe(750);
    expect((await callback(result)).body.value.outcome).toBe('duplicate');
    const late = await callback({ ...result, status: 'failed' });
    expect(late.body.value.outcome).toBe('ignored');
    expect(await balance(a.auth)).toBe(750);
    const [row] = await rows(sql`SELECT status FROM deposits WHERE id = ${id}`);
    expect(row.status).toBe('approved');
    expect(await outcomes(id)).toEqual(['credited', 'duplicate', 'ignored']);
    // Gateway requests are the gateway's to settle, not an operator's.
    expect((await approve(id)).body.errorCode).toBe('deposit.not_pending');
    await reconcileOk();
  });

  it('refuses bad signatures, stale or future timestamps, amount mismatches and unknown payments, and logs them', async () => {
    const { a, id, paymentId } = await gatewayDeposit(120);
    const result = { merchantCode: 'thailand', paymentId, amount: '120.00', currency: 'THB', status: 'success' };
    const now = Math.floor(Date.now() / 1000);
    const before = await snapshot();
    const cases: [string, Promise<Awaited<ReturnType<typeof callback>>>, number, string][] = [
      ['no signature', callback(result, { signature: '' }), 401, 'deposit.callback_invalid'],
      ['wrong secret', callback(result, { signature: simSignature('guess', String(now), JSON.stringify(result)) }), 401, 'deposit.callback_invalid'],
      ['another merchant\'s secret', callback(result, { merchant: 'brazil' }), 401, 'deposit.callback_invalid'],
      ['stale', callback(result, { at: now - 3600 }), 400, 'deposit.callback_stale'],
      ['future', callback(result, { at: now + 3600 }), 400, 'deposit.callback_stale'],
      ['amount', callback({ ...result, amount: '1200.00' }), 400, 'deposit.callback_amount_mismatch'],
      ['currency', callback({ ...result, currency: 'BRL' }), 400, 'deposit.callback_amount_mismatch'],
      ['unknown payment', callback({ ...result, paymentId: 'SIM0-000' }), 404, 'deposit.payment_unknown'],
      ['unknown merchant', callback({ ...result, merchantCode: 'atlantis' }), 404, 'deposit.payment_unknown'],
      ['not json', callback('merchantCode=thailand'), 400, 'system.invalid_input'],
      ['bad amount', callback({ ...result, amount: '-120' }), 400, 'system.invalid_input'],
    ];
    for (const [what, pending, status, code] of cases) {
      const { res, body } = await pending;
      expect({ what, status: res.statusCode, code: body.errorCode }).toEqual({ what, status, code });
    }
    // Signed for one body, sent with another.
    const timestamp = String(now);
    const tampered = await p.call({
      method: 'POST', url: '/wps/deposit/gateway/paysim/callback', payload: JSON.stringify({ ...result, amount: '1.00' }),
      headers: { 'content-type': 'application/json', [SIM_TIMESTAMP_HEADER]: timestamp, [SIM_SIGNATURE_HEADER]: simSignature(await secret('thailand'), timestamp, JSON.stringify(result)) },
    });
    expect(tampered.res.statusCode).toBe(401);
    expect((await p.call({ method: 'POST', url: '/wps/deposit/gateway/nope/callback', payload: JSON.stringify(result), headers: { 'content-type': 'application/json' } })).res.statusCode).toBe(404);
    const after = await snapshot();
    expect({ ...after, audits: before.audits }).toEqual(before);
    expect(await balance(a.auth)).toBe(0);
    expect(await outcomes(id)).toEqual(['amount_mismatch', 'amount_mismatch']);
    const [logged] = await rows(sql`SELECT COUNT(*)::int AS n FROM deposit_callbacks WHERE outcome IN ('bad_signature', 'stale', 'malformed', 'unknown_payment')`);
    expect(logged.n).toBeGreaterThanOrEqual(9);
    // The genuine one still works afterwards.
    expect((await callback(result)).body.value.outcome).toBe('credited');
    expect(await balance(a.auth)).toBe(120);
    await reconcileOk();
  });

  it('a cancelled payment fails the request; a later verified success still credits it once', async () => {
    const { a, id, paymentId } = await gatewayDeposit(90);
    const result = { merchantCode: 'thailand', paymentId, amount: '90.00', currency: 'THB' };
    expect((await callback({ ...result, status: 'failed' })).body.value.outcome).toBe('failed');
    expect((await p.call({ method: 'GET', url: '/wps/member/deposit/list?status=failed', headers: a.auth })).body.value.totalCount).toBe(1);
    const [x, y] = await Promise.all([callback({ ...result, status: 'success' }), callback({ ...result, status: 'success' })]);
    expect([x.body.value.outcome, y.body.value.outcome].sort()).toEqual(['credited', 'duplicate']);
    expect(await balance(a.auth)).toBe(90);
    expect(await outcomes(id)).toHaveLength(3);
    await reconcileOk();
  });

  it('the hosted page\'s pay button sends the signed callback and returns the customer to the deposit page', async () => {
    // Listening for real: the pay page's callback is an HTTP request to this server (closed in afterAll).
    await p.app.listen({ port: 0, host: '127.0.0.1' });
    {
      const origin = `http://127.0.0.1:${(p.app.server.address() as { port: number }).port}`;
      // Links come from the merchant's main domain (decision 0029): this server is the site here.
      const domain = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/domains', headers: ops, payload: { mainDomain: origin } });
      expect(domain.body.success, JSON.stringify(domain.body)).toBe(true);
      const a = await newPlayer(p);
      const created = await fetch(`${origin}/wps/member/deposit`, {
        method: 'POST', headers: { ...a.auth, 'content-type': 'application/json' }, body: JSON.stringify({ channelCode: 'PAYSIM', amount: 333.33, requestId: key() }),
      }).then((r) => r.json() as Promise<{ value: { redirectUrl: string; deposit: { id: number } } }>);
      expect(created.value.redirectUrl.startsWith(`${origin}/pay-sim/checkout?order=`)).toBe(true);
      const page = await (await fetch(created.value.redirectUrl)).text();
      const order = /name="order" value="([^"]+)"/.exec(page)![1]!;
      // The gateway's page speaks the player's language (TH, the merchant's first; issue 17 found it in English).
      expect(page).toContain('<html lang="th-TH">');
      expect(page).toContain('>ชำระเงิน</button>');
      expect(page).not.toMatch(/>(Pay|Cancel|Amount)</);
      const paid = await fetch(`${origin}/pay-sim/checkout`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `order=${encodeURIComponent(order)}&action=pay` });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`${origin}/member?page=deposit`);
      expect(await balance(a.auth)).toBe(333.33);
      expect(await outcomes(created.value.deposit.id)).toEqual(['credited']);
      // A forged or edited order is refused by the pay page.
      const forged = await fetch(`${origin}/pay-sim/checkout`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `order=${encodeURIComponent(order.replace(/.$/, 'A'))}&action=pay` });
      expect(forged.status).toBe(404);
    }
  });
});

describe('bad input', () => {
  it('changes nothing and answers 4xx with a stable code on every deposit endpoint', async () => {
    const a = await newPlayer(p);
    const b = await newPlayer(p);
    const theirReceipt = (await upload(p, b.auth, [image(PNG)])).body.value.ids[0];
    const pendingId = (await deposit(b.auth, { channelCode: 'BANK', amount: 100, reference: 'keep' })).body.value.deposit.id;
    const before = await snapshot();
    const bank = { channelCode: 'BANK', reference: 'ref' };
    const amounts = [-100, 0, '0.00', 100.001, '1e3', 'abc', '', null, '99999999999999999999999', 1e30, '50', 50_000.01, 'NaN', true];
    const bodies: unknown[] = [
      ...amounts.map((amount) => ({ ...bank, amount, requestId: key() })),
      { ...bank, amount: 100 }, { ...bank, amount: 100, requestId: '' }, { ...bank, amount: 100, requestId: 'has space' },
      { channelCode: 'NOPE', amount: 100, reference: 'x', requestId: key() }, { channelCode: 'BANK', amount: 100, requestId: key() },
      { ...bank, amount: 100, receiptFileId: theirReceipt, requestId: key() }, { ...bank, amount: 100, receiptFileId: 'not-a-uuid', requestId: key() },
      { ...bank, amount: 100, receiptFileId: '00000000-0000-4000-8000-000000000000', requestId: key() },
      { channelCode: 'PAYSIM', amount: 10, requestId: key() }, { channelCode: 'PAYSIM', amount: 100, receiptFileId: theirReceipt, requestId: key() },
      { ...bank, amount: 100, reference: 'x'.repeat(65), requestId: key() }, { ...bank, amount: 100, reference: 'a\u0000b', requestId: key() },
      [], 'text', { ...bank, amount: { value: 1 }, requestId: key() },
    ];
    for (const payload of bodies) {
      const { res, body } = await p.call({ method: 'POST', url: '/wps/member/deposit', headers: a.auth, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      expect(body.errorCode).toMatch(/^(system|wallet|deposit|file)\./);
    }
    expect((await deposit({}, { ...bank, amount: 100 })).res.statusCode).toBe(401);
    for (const url of ['/wps/member/deposit/list?pageNo=0', '/wps/member/deposit/list?pageSize=1000', '/wps/member/deposit/list?status=paid']) {
      expect((await p.call({ method: 'GET', url, headers: a.auth })).res.statusCode).toBe(400);
    }
    const opCalls: [string, string, unknown?][] = [
      ['POST', `/wps/operator/merchants/thailand/deposits/${pendingId}/reject`, {}],
      ['POST', `/wps/operator/merchants/thailand/deposits/${pendingId}/reject`, { reason: '   ' }],
      ['POST', `/wps/operator/merchants/thailand/deposits/${pendingId}/reject`, { reason: 'x'.repeat(501) }],
      ['POST', '/wps/operator/merchants/thailand/deposits/abc/approve'],
      ['POST', '/wps/operator/merchants/thailand/deposits/-1/approve'],
      ['POST', '/wps/operator/merchants/thailand/deposits/99999999/approve'],
      ['POST', `/wps/operator/merchants/atlantis/deposits/${pendingId}/approve`],
      ['GET', '/wps/operator/deposits?status=paid'], ['GET', '/wps/operator/deposits?from=yesterday'], ['GET', '/wps/operator/deposits?merchantCode=atlantis'],
    ];
    for (const [method, url, payload] of opCalls) {
      const { res } = await p.call({ method: method as 'GET', url, headers: ops, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // The stand-in gateway's pages: a missing, forged or oversized order, or another action, is refused.
    for (const [method, url, payload] of [
      ['GET', '/pay-sim/checkout'], ['GET', '/pay-sim/checkout?order=abc.def'], ['GET', `/pay-sim/checkout?order=${'a'.repeat(5000)}`],
      ['POST', '/pay-sim/checkout', { order: 'abc.def', action: 'pay' }], ['POST', '/pay-sim/checkout', { order: 'abc.def', action: 'refund' }], ['POST', '/pay-sim/checkout', {}],
    ] as [string, string, object?][]) {
      const { res } = await p.call({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect(await snapshot()).toEqual(before);
    expect(await balance(a.auth)).toBe(0);
  });

  it('trial (free play) accounts cannot deposit or upload', async () => {
    const trial = await p.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const auth = { authorization: trial.body.value.token as string };
    const before = await snapshot();
    expect((await p.call({ method: 'GET', url: '/wps/member/deposit/channels', headers: auth })).body.errorCode).toBe('member.in_need_true_account');
    expect((await deposit(auth, { channelCode: 'BANK', amount: 100, reference: 'x' })).res.statusCode).toBe(403);
    expect((await upload(p, auth, [image(PNG)])).res.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('operators list every channel of a merchant, disabled ones too, and only merchants they may see', async () => {
    const { body } = await p.call({ method: 'GET', url: '/wps/operator/merchants/thailand/deposit-channels', headers: ops });
    expect(body.value).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'BANK', type: 'bank', minAmount: '100.00', maxAmount: '50000.00', enabled: true })]));
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants/atlantis/deposit-channels', headers: ops })).res.statusCode).toBe(404);
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants/thailand/deposit-channels' })).res.statusCode).toBe(401);
  });
});
