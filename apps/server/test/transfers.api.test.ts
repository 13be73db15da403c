import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { account } from '../src/modules/wallet/posting';
import { createTestPlatform, type TestPlatform } from './helpers';

const SYSTEM = { type: 'system' as const, id: 'transfers-test', ip: null, merchantCode: null };
const PASSWORD = 'Secret#123';
const FUND_PASSWORD = '246810';
let p: TestPlatform;
let ops: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
});
afterAll(() => p.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;
let nextPlayer = 0;
async function player(extra: Record<string, string> = {}) {
  const n = nextPlayer++;
  const username = `trf${String(n).padStart(3, '0')}`;
  const mobileNum = `08${String(20_000_000 + n * 7919).padStart(8, '0')}`;
  const { body } = await p.call({ method: 'PUT', url: '/wps/member/register', payload: { username, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true, ...extra } });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  return { auth, id: info.body.value.id as number, username };
}
type Player = Awaited<ReturnType<typeof player>>;
let nextAgent = 0;
/** An agent straight from a factory, with an invitation code players register with. */
async function agent() {
  const n = nextAgent++;
  const username = `trfagent${n}`;
  const [row] = await p.database.db.insert(members).values({ merchantCode: 'thailand', username, usernameKey: username, passwordHash: 'factory', type: 1, registerIp: '127.0.0.1', inviteCode: `UPL${n}X` }).returning({ id: members.id });
  return { id: row!.id, username, inviteCode: `UPL${n}X` };
}
const fund = (pl: { id: number }, amount: bigint) => p.services.wallet.post({
  merchantCode: 'thailand', type: 'deposit', idempotencyKey: `transfers-test:fund:${pl.id}:${amount}:${Math.random()}`, actor: SYSTEM,
  legs: [{ account: account.member(pl.id), amount }, { account: account.paymentChannel('BANK'), amount: -amount }],
});
const balance = (id: number) => p.services.wallet.balanceOf('thailand', account.member(id));
const atVendor = (id: number, vendor: string) => p.services.wallet.balanceOf('thailand', account.memberVendor(id, vendor));
const transfer = (pl: Player, payload: unknown) => p.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: pl.auth, payload: payload as object });
const toUpline = (pl: Player, payload: unknown) => p.call({ method: 'POST', url: '/wps/member/transfer/upline', headers: pl.auth, payload: payload as object });
const setMode = (isSingle: boolean) => p.moneySetting({ method: 'PUT', url: '/wps/operator/merchants/thailand/wallet-mode', payload: { isSingle }, headers: ops });
const reconcile = async () => (await p.call({ method: 'GET', url: '/wps/operator/wallet/reconcile?merchantCode=thailand', headers: ops })).body.value;
const setFundPassword = (pl: Player) => p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: pl.auth, payload: { loginPassword: PASSWORD, newFundPassword: FUND_PASSWORD, confirmFundPassword: FUND_PASSWORD } });
const audits = async (action: string, id: number) => Number((await rows(sql`SELECT COUNT(*)::int AS n FROM audit_log WHERE action = ${action} AND target = ${`member:${id}`}`))[0].n);
/** Everything a refused request must leave alone. */
const snapshot = async () => (await rows(sql`SELECT
  (SELECT COUNT(*) FROM ledger_postings)::int AS postings, (SELECT COUNT(*) FROM ledger_entries)::int AS entries,
  (SELECT COUNT(*) FROM ledger_accounts)::int AS accounts, (SELECT COALESCE(SUM(balance), 0)::text FROM ledger_accounts) AS balances,
  (SELECT COUNT(*) FROM audit_log WHERE action LIKE 'wallet.%')::int AS audits`))[0];

describe('GCS_walletTransfer', () => {
  it('moves money between the main wallet and a vendor wallet in transfer mode; lists vendor wallets; replays move nothing', async () => {
    const pl = await player();
    await fund(pl, 10_000n);
    // Single-wallet mode (the default): nothing goes to a vendor.
    expect(await setMode(true)).toMatchObject({ body: { success: true } });
    const single = await transfer(pl, { from: 'MAIN', to: 'PT', amount: 10, requestId: 'single-1' });
    expect([single.res.statusCode, single.body.errorCode]).toEqual([409, 'transfer.single_wallet']);
    expect((await p.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: pl.auth })).body.value.wallets).toEqual([{ walletCode: 'MAIN', balance: 100 }]);

    await setMode(false);
    const sent = await transfer(pl, { from: 'main', to: 'pt', amount: '30.50', requestId: 'to-pt-1' });
    expect(sent.body.value).toMatchObject({ replayed: false, from: 'MAIN', to: 'PT', amount: 30.5, mainBalance: 69.5, vendorBalance: 30.5 });
    const consolidated = (await p.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: pl.auth })).body.value;
    expect(consolidated).toMatchObject({ totalBalance: 100, mainBalance: 69.5 });
    expect(consolidated.wallets).toEqual(expect.arrayContaining([{ walletCode: 'MAIN', balance: 69.5 }, { walletCode: 'PT', balance: 30.5 }, { walletCode: 'JDB', balance: 0 }]));

    const again = await transfer(pl, { from: 'MAIN', to: 'PT', amount: '30.50', requestId: 'to-pt-1' });
    expect(again.body.value).toMatchObject({ replayed: true, postingId: sent.body.value.postingId, mainBalance: 69.5 });
    const conflict = await transfer(pl, { from: 'MAIN', to: 'PT', amount: 31, requestId: 'to-pt-1' });
    expect([conflict.res.statusCode, conflict.body.errorCode]).toEqual([409, 'wallet.idempotency_conflict']);
    expect(await balance(pl.id)).toBe(6_950n);

    const tooMuch = await transfer(pl, { from: 'PT', to: 'MAIN', amount: 30.51, requestId: 'back-1' });
    expect([tooMuch.res.statusCode, tooMuch.body.errorCode]).toEqual([409, 'wallet.insufficient_funds']);
    // Back to single wallet: money at a vendor can still come home, and only non-empty vendor wallets are listed.
    await setMode(true);
    expect((await p.call({ method: 'GET', url: '/wps/member/info/funds/consolidated', headers: pl.auth })).body.value.wallets)
      .toEqual([{ walletCode: 'MAIN', balance: 69.5 }, { walletCode: 'PT', balance: 30.5 }]);
    const back = await transfer(pl, { from: 'PT', to: 'MAIN', amount: 30.5, requestId: 'back-1' });
    expect(back.body.value).toMatchObject({ mainBalance: 100, vendorBalance: 0 });
    expect(await audits('wallet.vendor_transfer', pl.id)).toBe(2);
    expect((await reconcile()).ok).toBe(true);
    await setMode(false);
  });

  it('refuses wallets that are not one main and one transfer vendor', async () => {
    const pl = await player();
    await fund(pl, 1_000n);
    for (const [from, to] of [['MAIN', 'MAIN'], ['PT', 'JDB'], ['MAIN', 'NOPE'], ['PG', 'MAIN'], ['MAIN', 'HOUSE']]) {
      const { res, body } = await transfer(pl, { from, to, amount: 1, requestId: `bad-${from}-${to}` });
      expect([res.statusCode, body.errorCode]).toEqual([400, 'transfer.wallet_unknown']);
    }
  });

  it('stays exact under 50 concurrent transfers with duplicates: no negative balance, every total kept, reconciliation clean', async () => {
    await setMode(false);
    const pl = await player();
    await fund(pl, 5_000n);
    const requests = Array.from({ length: 40 }, (_, i) => ({ from: i % 3 === 2 ? 'JDB' : 'MAIN', to: i % 3 === 2 ? 'MAIN' : 'JDB', amount: 3 + (i % 4), requestId: `race-${i}` }));
    const sent = [...requests, ...requests.slice(0, 10)].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(sent.map((r) => transfer(pl, r)));
    for (const a of answers) expect(a.body.success || a.body.errorCode === 'wallet.insufficient_funds').toBe(true);
    const applied = new Map<string, number>();
    for (const [i, a] of answers.entries()) if (a.body.success) applied.set(sent[i]!.requestId, a.body.value.postingId);
    // A duplicate answers the same posting as its original.
    for (const [i, a] of answers.entries()) if (a.body.success) expect(a.body.value.postingId).toBe(applied.get(sent[i]!.requestId));
    const main = await balance(pl.id);
    const vendor = await atVendor(pl.id, 'JDB');
    expect(main >= 0n && vendor >= 0n).toBe(true);
    expect(main + vendor).toBe(5_000n);
    const expected = requests.filter((r) => applied.has(r.requestId)).reduce((t, r) => t + BigInt(r.amount * 100) * (r.from === 'MAIN' ? 1n : -1n), 0n);
    expect(vendor).toBe(expected);
    expect(Number((await rows(sql`SELECT COUNT(*)::int AS n FROM ledger_postings WHERE idempotency_key LIKE ${`vendor-transfer:${pl.id}:race-%`}`))[0].n)).toBe(applied.size);
    expect(await reconcile()).toMatchObject({ ok: true, differences: [] });
  });
});

describe('transfer to upline', () => {
  it('moves money to the upline agent in one posting with the fund password, audited, once per request id', async () => {
    const up = await agent();
    const pl = await player({ affiliateCode: up.inviteCode });
    await fund(pl, 5_000n);
    expect((await p.call({ method: 'GET', url: '/wps/member/transfer/upline', headers: pl.auth })).body.value).toMatchObject({ upline: { username: up.username }, balance: 50, currency: 'THB' });
    const noFundPassword = await toUpline(pl, { amount: 10, fundPassword: FUND_PASSWORD, requestId: 'up-1' });
    expect([noFundPassword.res.statusCode, noFundPassword.body.errorCode]).toEqual([409, 'security.fund_password_not_set']);
    expect((await setFundPassword(pl)).body.success).toBe(true);
    const wrong = await toUpline(pl, { amount: 10, fundPassword: '999999', requestId: 'up-1' });
    expect([wrong.res.statusCode, wrong.body.errorCode]).toEqual([400, 'security.fund_password_wrong']);
    expect(await balance(pl.id)).toBe(5_000n);

    const sent = await toUpline(pl, { amount: '12.25', fundPassword: FUND_PASSWORD, requestId: 'up-1' });
    expect(sent.body.value).toMatchObject({ replayed: false, amount: 12.25, balance: 37.75, upline: up.username });
    const entries = await rows(sql`SELECT a.owner_kind, a.member_id, e.amount::text AS amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.posting_id = ${sent.body.value.postingId} ORDER BY e.amount`);
    expect(entries).toEqual([{ owner_kind: 'member', member_id: pl.id, amount: '-1225' }, { owner_kind: 'member', member_id: up.id, amount: '1225' }]);
    expect(await balance(up.id)).toBe(1_225n);
    const again = await toUpline(pl, { amount: '12.25', fundPassword: FUND_PASSWORD, requestId: 'up-1' });
    expect(again.body.value).toMatchObject({ replayed: true, postingId: sent.body.value.postingId });
    expect([await balance(pl.id), await balance(up.id)]).toEqual([3_775n, 1_225n]);
    expect(await audits('wallet.upline_transfer', pl.id)).toBe(1);
    const tooMuch = await toUpline(pl, { amount: 37.76, fundPassword: FUND_PASSWORD, requestId: 'up-2' });
    expect([tooMuch.res.statusCode, tooMuch.body.errorCode]).toEqual([409, 'wallet.insufficient_funds']);
    // Both sides see the one posting in their account record.
    const record = (auth: Record<string, string>) => p.call({ method: 'GET', url: '/wps/member/records/account?type=upline_transfer', headers: auth });
    expect((await record(pl.auth)).body.value.list).toMatchObject([{ amount: -12.25, balanceAfter: 37.75, subject: { kind: 'upline', direction: 'out', username: up.username } }]);
    expect((await reconcile()).ok).toBe(true);
  });

  it('refuses a member without an upline, or whose upline is not an active agent', async () => {
    const pl = await player();
    await fund(pl, 1_000n);
    await setFundPassword(pl);
    expect((await p.call({ method: 'GET', url: '/wps/member/transfer/upline', headers: pl.auth })).body.value.upline).toBeNull();
    const none = await toUpline(pl, { amount: 1, fundPassword: FUND_PASSWORD, requestId: 'none-1' });
    expect([none.res.statusCode, none.body.errorCode]).toEqual([409, 'transfer.no_upline']);
    const up = await agent();
    const later = await player({ affiliateCode: up.inviteCode });
    await fund(later, 1_000n);
    await setFundPassword(later);
    await p.database.db.execute(sql`UPDATE members SET status = 'disabled' WHERE id = ${up.id}`);
    const disabled = await toUpline(later, { amount: 1, fundPassword: FUND_PASSWORD, requestId: 'dis-1' });
    expect([disabled.res.statusCode, disabled.body.errorCode]).toEqual([409, 'transfer.no_upline']);
  });

  it('stays exact under concurrent transfers with duplicates', async () => {
    const up = await agent();
    const pl = await player({ affiliateCode: up.inviteCode });
    await fund(pl, 2_000n);
    await setFundPassword(pl);
    const requests = Array.from({ length: 15 }, (_, i) => ({ amount: 2, fundPassword: FUND_PASSWORD, requestId: `up-race-${i}` }));
    const answers = await Promise.all([...requests, ...requests.slice(0, 5)].map((r) => toUpline(pl, r)));
    for (const a of answers) expect(a.body.success || a.body.errorCode === 'wallet.insufficient_funds').toBe(true);
    const done = new Set(answers.filter((a) => a.body.success).map((a) => a.body.value.postingId)).size;
    expect(done).toBe(10);
    expect([await balance(pl.id), await balance(up.id)]).toEqual([0n, 2_000n]);
    expect(await reconcile()).toMatchObject({ ok: true });
  });
});

describe('bad input', () => {
  it('answers every new endpoint\'s bad input with a 4xx code and changes nothing', async () => {
    await setMode(false);
    const up = await agent();
    const pl = await player({ affiliateCode: up.inviteCode });
    await fund(pl, 1_000n);
    await setFundPassword(pl);
    const before = await snapshot();
    const amounts: unknown[] = [-1, 0, '0', '-0.01', '0.001', 1.005, '1e3', 'abc', '', ' ', '99999999999999999999999', 1e300, null, true, {}, [], '1,000', '0x10', 'NaN', 'Infinity', '1\u00002'];
    for (const amount of amounts) {
      for (const r of [
        await transfer(pl, { from: 'MAIN', to: 'PT', amount, requestId: `bad-${String(amount)}` }),
        await toUpline(pl, { amount, fundPassword: FUND_PASSWORD, requestId: `bad-${String(amount)}` }),
      ]) {
        expect(r.res.statusCode, `amount ${JSON.stringify(amount)}`).toBeGreaterThanOrEqual(400);
        expect(r.res.statusCode).toBeLessThan(500);
        expect(['wallet.amount_invalid', 'system.invalid_input']).toContain(r.body.errorCode);
      }
    }
    const shapes: unknown[] = [
      {}, { from: 'MAIN', to: 'PT', amount: 1 }, { from: 'MAIN', to: 'PT', amount: 1, requestId: 'has space' }, { from: 'MAIN', to: 'PT', amount: 1, requestId: 'x'.repeat(101) },
      { from: 'MA IN', to: 'PT', amount: 1, requestId: 'r1' }, { from: 'MAIN', to: 'P\u0000T', amount: 1, requestId: 'r1' }, { from: 1, to: 'PT', amount: 1, requestId: 'r1' }, [], 'text',
    ];
    for (const payload of shapes) {
      const r = await transfer(pl, payload);
      // A bare string goes out as text/plain: 415, the rest 400.
      expect([r.res.statusCode, r.body.errorCode], JSON.stringify(payload)).toEqual(typeof payload === 'string' ? [415, 'system.unsupported_media_type'] : [400, 'system.invalid_input']);
    }
    for (const payload of [{ amount: 1, requestId: 'r1' }, { amount: 1, fundPassword: '', requestId: 'r1' }, { amount: 1, fundPassword: FUND_PASSWORD }, { amount: 1, fundPassword: 'x'.repeat(129), requestId: 'r1' }]) {
      const r = await toUpline(pl, payload);
      expect(r.res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // Without a token, or with a forged one, nothing is reachable.
    for (const [method, url] of [['POST', '/wps/relay/GCS_walletTransfer'], ['POST', '/wps/member/transfer/upline'], ['GET', '/wps/member/transfer/upline'], ['GET', '/wps/member/records/account'], ['GET', '/wps/member/records/profit']] as const) {
      const r = await p.call({ method, url, headers: { authorization: 'forged' }, ...(method === 'POST' ? { payload: { from: 'MAIN', to: 'PT', amount: 1, requestId: 'r9', fundPassword: FUND_PASSWORD } } : {}) });
      expect([r.res.statusCode, r.body.errorCode]).toEqual([401, 'auth.not_logged_in']);
    }
    for (const qs of ['pageNo=-1', 'pageSize=1000', 'from=2026-13-01', 'to=yesterday', 'preset=next8', 'type=deposit%00', 'from=2026-01-02&to=2026-01-01']) {
      for (const path of ['account', 'betting', 'bonus', 'profit']) {
        const r = await p.call({ method: 'GET', url: `/wps/member/records/${path}?${qs}`, headers: pl.auth });
        if (path === 'profit' && /page|type/.test(qs)) continue;
        expect(r.res.statusCode, `${path}?${qs}`).toBe(400);
        expect(['system.invalid_input', 'records.period_invalid']).toContain(r.body.errorCode);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await balance(pl.id)).toBe(1_000n);
  });
});
