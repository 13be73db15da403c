/**
 * The finance queues (issue 18, decision 0047): the deposit and withdrawal lists' filters and sorts,
 * their merchant scoping, and the live stream `GET /wps/operator/finance/events` (Server-Sent Events)
 * read over a real socket as the back office reads it: fetch with the Authorization header.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../src/modules/wallet/posting';
import { createTestPlatform, type TestPlatform } from './helpers';
import { openFinanceStream } from './finance-stream';
import { newPlayer } from './upload-helpers';

const PASSWORD = 'Finance-Queue-2026!';
const FUND = '246810';
let p: TestPlatform;
let ops: { authorization: string };
let base: string;

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  p.services.financeEvents.heartbeatMs = 300;
  await p.app.listen({ port: 0, host: '127.0.0.1' });
  const address = p.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => p.close());

async function operator(username: string, role: string, merchantCode: string | null) {
  const created = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: ops, payload: { username, password: PASSWORD, role, merchantCode } });
  expect(created.body.errorCode).toBeNull();
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  return { authorization: login.body.value.token as string };
}

let nextKey = 0;
const deposit = async (auth: Record<string, string>, amount: number) => {
  const { body } = await p.call({ method: 'POST', url: '/wps/member/deposit', headers: auth, payload: { requestId: `fq-${Date.now()}-${nextKey++}`, channelCode: 'BANK', amount, reference: 'transfer' } });
  expect(body.errorCode).toBeNull();
  return body.value.deposit.id as number;
};
const list = async (query: string, headers: Record<string, string> = ops) => (await p.call({ method: 'GET', url: `/wps/operator/deposits?${query}`, headers })).body;

const openStream = (headers: Record<string, string>, query = '') => openFinanceStream(base, headers, query);

describe('deposit queue filters', () => {
  it('filters by amount range and age, sorts by amount, puts waiting requests first', async () => {
    const a = await newPlayer(p, 'thailand', 'fq');
    const small = await deposit(a.auth, 150);
    const large = await deposit(a.auth, 900);
    const old = await deposit(a.auth, 400);
    await p.database.db.execute(sql`UPDATE deposits SET created_at = now() - interval '2 hours' WHERE id = ${old}`);
    const decided = await deposit(a.auth, 500);
    expect((await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/deposits/${decided}/reject`, headers: ops, payload: { reason: 'no transfer' } })).body.errorCode).toBeNull();

    const ranged = await list(`merchantCode=thailand&memberId=${a.id}&minAmount=300&maxAmount=900.00`);
    // Waiting first within the range (both counts come from one walk of the amount index), newest first.
    expect(ranged.value.list.map((d: { id: number }) => d.id)).toEqual([old, large, decided]);
    expect(ranged.value.totalCount).toBe(3);
    const aged = await list(`merchantCode=thailand&memberId=${a.id}&olderThanMinutes=60`);
    expect(aged.value.list.map((d: { id: number }) => d.id)).toEqual([old]);
    const byAmount = await list(`merchantCode=thailand&memberId=${a.id}&status=pending&sort=amount&order=asc`);
    expect(byAmount.value.list.map((d: { amount: string }) => d.amount)).toEqual(['150.00', '400.00', '900.00']);
    // No status filter: the rejected one (newest) still comes after every waiting one.
    const all = await list(`merchantCode=thailand&memberId=${a.id}`);
    expect(all.value.list.map((d: { id: number }) => d.id)).toEqual([large, old, small, decided].sort((x, y) => {
      const rank = (id: number) => (id === decided ? 1 : 0);
      return rank(x) - rank(y) || y - x;
    }));
    expect(all.value.totalCount).toBe(4);

    expect((await list('minAmount=5&maxAmount=1')).errorCode).toBe('system.invalid_input');
    expect((await list('minAmount=1.234')).errorCode).toBe('system.invalid_input');
    expect((await list('sort=username')).errorCode).toBe('system.invalid_input');
  });

  it('keeps a merchant-bound operator on its merchant', async () => {
    const br = await newPlayer(p, 'brazil', 'fqb');
    await deposit(br.auth, 120);
    const bound = await operator('fq_bound_finance', 'finance', 'thailand');
    const mine = await list('', bound);
    expect(new Set(mine.value.list.map((d: { merchantCode: string }) => d.merchantCode))).toEqual(new Set(['thailand']));
    expect((await list('merchantCode=brazil', bound)).errorCode).toBe('auth.forbidden');
    const everyone = await list('');
    expect(everyone.value.list.some((d: { merchantCode: string }) => d.merchantCode === 'brazil')).toBe(true);
  });
});

describe('the queues\' counts', () => {
  it('are kept for a few seconds, but read again as soon as a request of the merchant changes', async () => {
    const a = await newPlayer(p, 'thailand', 'fqc');
    const query = `merchantCode=thailand&memberId=${a.id}&minAmount=100`;
    expect((await list(query)).value.totalCount).toBe(0);
    const id = await deposit(a.auth, 300);
    expect((await list(query)).value).toMatchObject({ totalCount: 1, list: [{ id, status: 'pending' }] });
    const rejected = await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/deposits/${id}/reject`, headers: ops, payload: { reason: 'no transfer found' } });
    expect(rejected.body.errorCode).toBeNull();
    expect((await list(`${query}&status=pending`)).value.totalCount).toBe(0);
    await deposit(a.auth, 400);
    expect((await list(`${query}&status=pending`)).value.totalCount).toBe(1);
    expect((await list(query)).value.totalCount).toBe(2);
  });
});

describe('withdrawal queue filters', () => {
  it('filters by amount, age and channel and names the member', async () => {
    const REAL = 'Somchai Jaidee';
    const { body } = await p.call({
      method: 'PUT', url: '/wps/member/register',
      payload: { username: `fqw${Date.now() % 100000}`, password: 'Secret#123', confirmPassword: 'Secret#123', mobileNum: `08${String(40_000_000 + (Date.now() % 1000)).padStart(8, '0')}`, acceptTerms: true, confirmAge: true, payeeName: REAL },
    });
    expect(body.errorCode).toBeNull();
    const auth = { authorization: body.value.token as string };
    const me = (await p.call({ method: 'GET', url: '/wps/member/info', headers: auth })).body.value;
    await p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: auth, payload: { loginPassword: 'Secret#123', newFundPassword: FUND, confirmFundPassword: FUND } });
    await p.services.wallet.post({
      merchantCode: 'thailand', type: 'deposit', idempotencyKey: `fq:credit:${me.id}`, actor: { type: 'system', id: 'finance-test', ip: null, merchantCode: null },
      legs: [{ account: account.member(me.id), amount: 500_000n }, { account: account.paymentChannel('BANK'), amount: -500_000n }],
    });
    const bound = await p.call({ method: 'POST', url: '/wps/member/withdraw/accounts', headers: auth, payload: { bankCode: 'KBANK', bankName: 'Kasikorn Bank', accountNumber: '1234567890', holderName: REAL } });
    expect(bound.body.errorCode).toBeNull();
    const ids: number[] = [];
    for (const amount of ['200', '700', '1500']) {
      const w = await p.call({ method: 'POST', url: '/wps/member/withdraw', headers: auth, payload: { amount, accountId: bound.body.value.id, fundPassword: FUND, requestId: `fqw-${amount}` } });
      expect(w.body.errorCode).toBeNull();
      ids.push(w.body.value.id);
    }
    await p.database.db.execute(sql`UPDATE withdrawals SET created_at = now() - interval '3 hours' WHERE id = ${ids[0]!}`);
    const paid = await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/withdrawals/${ids[1]}/approve`, headers: ops, payload: { channelCode: 'WITHDRAW' } });
    expect(paid.body.errorCode).toBeNull();

    const get = async (q: string) => (await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/withdrawals?memberId=${me.id}&${q}`, headers: ops })).body.value;
    const ranged = await get('minAmount=500&maxAmount=1500');
    expect(ranged.list.map((w: { id: number }) => w.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect(ranged.list[0].username).toMatch(/^fqw/);
    // An amount range counts both totals in one walk of its index: the waiting one still leads, oldest first.
    const rangedOldestFirst = await get('minAmount=500&maxAmount=1500&order=asc');
    expect(rangedOldestFirst.list.map((w: { id: number }) => w.id)).toEqual([ids[2], ids[1]]);
    expect(rangedOldestFirst.totalCount).toBe(2);
    expect((await get('olderThanMinutes=120')).list.map((w: { id: number }) => w.id)).toEqual([ids[0]]);
    expect((await get('channelCode=WITHDRAW')).list.map((w: { id: number }) => w.id)).toEqual([ids[1]]);
    // Waiting first: the paid one is the newest but last.
    expect((await get('sort=amount&order=desc')).list.map((w: { id: number }) => w.id)).toEqual([ids[2], ids[0], ids[1]]);
    // The account number and the holder's name are personal data: an auditor (no players.pii) reads them masked.
    const auditor = await operator('fq_auditor', 'auditor', 'thailand');
    const seen = (await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/withdrawals?memberId=${me.id}`, headers: auditor })).body.value.list;
    const clear = (await get('')).list;
    expect(seen.map((w: { accountNumber: string }) => w.accountNumber)).toEqual(clear.map((w: { accountNumber: string }) => `•••• ${w.accountNumber.slice(-4)}`));
    expect(seen.every((w: { holderName: string }) => /^.•••$/u.test(w.holderName))).toBe(true);
    const one = await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/withdrawals/${ids[0]}`, headers: auditor });
    expect(one.body.value.accountNumber).toMatch(/^•••• \d{4}$/);
  });
});

describe('live events', () => {
  it('answers an envelope error to a caller that does not accept event streams, 403 to roles without the reads', async () => {
    const plain = await p.call({ method: 'GET', url: '/wps/operator/finance/events', headers: ops });
    expect(plain.res.statusCode).toBe(406);
    expect(plain.body.errorCode).toBe('finance.event_stream_required');
    const marketing = await operator('fq_marketing', 'marketing', null);
    const refused = await p.call({ method: 'GET', url: '/wps/operator/finance/events', headers: { ...marketing, accept: 'text/event-stream' } });
    expect(refused.body.errorCode).toBe('auth.forbidden');
  });

  it('delivers deposit.created and deposit.decided of the operator\'s merchants only, with heartbeats', async () => {
    const bound = await operator('fq_stream_th', 'support', 'thailand');
    const th = await openStream(bound);
    const all = await openStream(ops);
    const filtered = await openStream(ops, '?merchantCode=brazil');
    expect(th.res.headers.get('content-type')).toContain('text/event-stream');

    const br = await newPlayer(p, 'brazil', 'fqs');
    const brId = await deposit(br.auth, 130);
    const a = await newPlayer(p, 'thailand', 'fqs');
    const thId = await deposit(a.auth, 250);
    await th.until(() => th.frames.some((f) => f.event === 'deposit.created' && f.data.id === thId));
    await all.until(() => all.frames.some((f) => f.data.id === brId) && all.frames.some((f) => f.data.id === thId));
    await filtered.until(() => filtered.frames.some((f) => f.data.id === brId));
    expect(th.frames.some((f) => f.data.merchantCode === 'brazil')).toBe(false);
    expect(filtered.frames.some((f) => f.data.merchantCode === 'thailand')).toBe(false);

    await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/deposits/${thId}/approve`, headers: ops });
    await th.until(() => th.frames.some((f) => f.event === 'deposit.decided' && f.data.id === thId));
    expect(th.frames.find((f) => f.event === 'deposit.decided')!.data).toMatchObject({ type: 'deposit.decided', merchantCode: 'thailand', status: 'approved' });
    await Promise.all([th.close(), all.close(), filtered.close()]);

    // A bound operator cannot ask for another merchant's stream.
    const other = await fetch(`${base}/wps/operator/finance/events?merchantCode=brazil`, { headers: { accept: 'text/event-stream', ...bound } });
    expect(((await other.json()) as { errorCode: string }).errorCode).toBe('auth.forbidden');
  });

  it('ends the stream when the session ends', async () => {
    const finance = await operator('fq_stream_logout', 'finance', null);
    const stream = await openStream(finance);
    await p.call({ method: 'DELETE', url: '/wps/operator/session/logout', headers: finance });
    await stream.until(() => stream.ended(), 5000);
    expect(stream.frames.at(-1)).toMatchObject({ event: 'end', data: { errorCode: 'auth.not_logged_in' } });
    await stream.close();
  });
});

describe('a long queue', () => {
  it('counts no further than 10,000, and still pages the waiting requests first and then the rest', async () => {
    // 10,005 requests of one merchant, 3 of them waiting, written directly: the count is what is tested.
    await p.database.db.execute(sql`
      INSERT INTO deposits (merchant_code, member_id, channel_code, channel_type, amount, currency, status, request_id)
      SELECT 'indonesia', (SELECT min(id) FROM members), 'BANK', 'bank', 10000 + g, 'IDRK', CASE WHEN g = 1 OR g % 4000 = 0 THEN 'pending' ELSE 'approved' END, 'cap-' || g
      FROM generate_series(1, 10005) AS g`);
    try {
      const first = await list('merchantCode=indonesia&pageSize=50');
      expect(first.value).toMatchObject({ totalCount: 10_000, totalPages: 200, totalCapped: true });
      expect(first.value.list.slice(0, 3).map((d: { status: string }) => d.status)).toEqual(['pending', 'pending', 'pending']);
      expect(first.value.list[3].status).toBe('approved');
      // Past the count's cap the pages go on: the last 5 of the 10,005.
      const last = await list('merchantCode=indonesia&pageSize=50&pageNo=201');
      expect(last.value.list).toHaveLength(5);
      expect(new Set([...first.value.list, ...last.value.list].map((d: { id: number }) => d.id)).size).toBe(55);
      const waiting = await list('merchantCode=indonesia&status=pending');
      expect(waiting.value).toMatchObject({ totalCount: 3, totalCapped: false });
      // An amount range past the cap: counted to the cap along the amount index, paged past it all the same.
      const ranged = await list('merchantCode=indonesia&minAmount=100&pageSize=50&pageNo=2');
      expect(ranged.value).toMatchObject({ totalCount: 10_000, totalCapped: true });
      expect(ranged.value.list).toHaveLength(50);
      expect(ranged.value.list.every((d: { status: string }) => d.status === 'approved')).toBe(true);
      // The same for withdrawals, through a bank account an earlier test of this file bound.
      await p.database.db.execute(sql`
        INSERT INTO withdrawals (merchant_code, member_id, request_id, bank_account_id, bank_code, bank_name, account_number, holder_name, amount, currency, status)
        SELECT 'indonesia', a.member_id, 'cap-' || g, a.id, a.bank_code, a.bank_name, a.account_number, a.holder_name, 10000 + g, 'IDRK', CASE WHEN g % 4000 = 0 THEN 'pending' ELSE 'rejected' END
        FROM generate_series(1, 10005) AS g, (SELECT * FROM withdrawal_bank_accounts ORDER BY id LIMIT 1) AS a`);
      const withdrawals = async (q: string) => (await p.call({ method: 'GET', url: `/wps/operator/merchants/indonesia/withdrawals?${q}`, headers: ops })).body.value;
      const rangedFirst = await withdrawals('minAmount=100&pageSize=50');
      expect(rangedFirst).toMatchObject({ totalCount: 10_000, totalCapped: true });
      expect(rangedFirst.list.slice(0, 3).map((w: { status: string }) => w.status)).toEqual(['pending', 'pending', 'rejected']);
      expect((await withdrawals('minAmount=100&status=rejected&pageSize=50&pageNo=3')).list).toHaveLength(50);
    } finally {
      await p.database.db.execute(sql`DELETE FROM deposits WHERE merchant_code = 'indonesia' AND request_id LIKE 'cap-%'`);
      await p.database.db.execute(sql`DELETE FROM withdrawals WHERE merchant_code = 'indonesia' AND request_id LIKE 'cap-%'`);
    }
  });

  it('answers every page the same whether it is read from the start or, past the middle, from the end', async () => {
    // 1,203 requests per queue, every third one waiting, amounts repeating so that the order needs the id.
    await p.database.db.execute(sql`
      INSERT INTO deposits (merchant_code, member_id, channel_code, channel_type, amount, currency, status, request_id)
      SELECT 'mexico', (SELECT min(id) FROM members), 'BANK', 'bank', 10000 + (g % 50) * 100, 'MXN', CASE WHEN g % 3 = 0 THEN 'pending' ELSE 'approved' END, 'ends-' || g
      FROM generate_series(1, 1203) AS g`);
    // A bank account some earlier test of this file bound (the withdrawal filters above).
    await p.database.db.execute(sql`
      INSERT INTO withdrawals (merchant_code, member_id, request_id, bank_account_id, bank_code, bank_name, account_number, holder_name, amount, currency, status)
      SELECT 'mexico', a.member_id, 'ends-' || g, a.id, a.bank_code, a.bank_name, a.account_number, a.holder_name, 10000 + (g % 50) * 100, 'MXN', CASE WHEN g % 3 = 0 THEN 'pending' ELSE 'rejected' END
      FROM generate_series(1, 1203) AS g, (SELECT * FROM withdrawal_bank_accounts ORDER BY id LIMIT 1) AS a`);
    try {
      const walk = async (url: string) => {
        const ids: number[] = [];
        for (let pageNo = 1; pageNo <= 13; pageNo++) {
          const { body } = await p.call({ method: 'GET', url: `${url}&pageSize=100&pageNo=${pageNo}`, headers: ops });
          expect(body.errorCode).toBeNull();
          ids.push(...body.value.list.map((r: { id: number }) => r.id));
        }
        return ids;
      };
      const expected = async (table: 'deposits' | 'withdrawals', waiting: string, status: string | null, byAmount: boolean, dir: 'asc' | 'desc', ranged = false) => {
        const rows = await p.database.db.execute<{ id: number }>(sql`
          SELECT id FROM ${sql.identifier(table)} WHERE merchant_code = 'mexico' AND request_id LIKE 'ends-%' ${status ? sql`AND status = ${status}` : sql``}
            ${ranged ? sql`AND amount BETWEEN 11000 AND 14000` : sql``}
          ORDER BY ${status ? sql`` : sql`(status = ${waiting}) DESC,`} ${byAmount ? sql`amount ${sql.raw(dir)},` : sql``} id ${sql.raw(dir)}`);
        return ((rows as { rows?: { id: number }[] }).rows ?? (rows as unknown as { id: number }[])).map((r) => Number(r.id));
      };
      for (const [byAmount, dir] of [[false, 'desc'], [true, 'asc'], [true, 'desc']] as const) {
        const sort = `${byAmount ? 'sort=amount&' : ''}order=${dir}`;
        expect(await walk(`/wps/operator/deposits?merchantCode=mexico&${sort}`)).toEqual(await expected('deposits', 'pending', null, byAmount, dir));
        expect(await walk(`/wps/operator/deposits?merchantCode=mexico&status=approved&${sort}`)).toEqual(await expected('deposits', 'pending', 'approved', byAmount, dir));
        expect(await walk(`/wps/operator/merchants/mexico/withdrawals?${sort}`)).toEqual(await expected('withdrawals', 'pending', null, byAmount, dir));
        expect(await walk(`/wps/operator/merchants/mexico/withdrawals?status=rejected&${sort}`)).toEqual(await expected('withdrawals', 'pending', 'rejected', byAmount, dir));
        // An amount range: its count walks the amount index (deposits_merchant_amount, withdrawals_merchant_amount).
        const range = 'minAmount=110&maxAmount=140';
        expect(await walk(`/wps/operator/deposits?merchantCode=mexico&${range}&${sort}`)).toEqual(await expected('deposits', 'pending', null, byAmount, dir, true));
        expect(await walk(`/wps/operator/deposits?merchantCode=mexico&status=approved&${range}&${sort}`)).toEqual(await expected('deposits', 'pending', 'approved', byAmount, dir, true));
        expect(await walk(`/wps/operator/merchants/mexico/withdrawals?${range}&${sort}`)).toEqual(await expected('withdrawals', 'pending', null, byAmount, dir, true));
        expect(await walk(`/wps/operator/merchants/mexico/withdrawals?status=rejected&${range}&${sort}`)).toEqual(await expected('withdrawals', 'pending', 'rejected', byAmount, dir, true));
      }
      // The deep pages come from the list's remembered ids (pageFromIds): a decision drops them at once, and the
      // pages past it move by the one request that left the waiting ones.
      const queue = '/wps/operator/deposits?merchantCode=mexico&order=desc';
      expect(await walk(queue)).toEqual(await expected('deposits', 'pending', null, false, 'desc'));
      const [pending] = await expected('deposits', 'pending', 'pending', false, 'desc');
      const rejected = await p.call({ method: 'POST', url: `/wps/operator/merchants/mexico/deposits/${pending}/reject`, headers: ops, payload: { reason: 'no transfer found' } });
      expect(rejected.body.errorCode).toBeNull();
      expect(await walk(queue)).toEqual(await expected('deposits', 'pending', null, false, 'desc'));
    } finally {
      await p.database.db.execute(sql`DELETE FROM deposits WHERE merchant_code = 'mexico' AND request_id LIKE 'ends-%'`);
      await p.database.db.execute(sql`DELETE FROM withdrawals WHERE merchant_code = 'mexico' AND request_id LIKE 'ends-%'`);
    }
  });
});
