/**
 * CSV exports of the back office's lists (decision 0055): each `<list route>/export` answers the list's
 * rows under its filters and order as an RFC 4180 file with a byte-order mark, formula-looking cells
 * defused, personal data masked as in the list, within the operator's merchant; refused to a role
 * without the list's permission; audited with the filters and the row count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCsvExports } from '../src/modules/exports/service';
import { account } from '../src/modules/wallet/posting';
import { cell, csvExportKit } from './csv-export-kit';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

const FUND = '135790';
const BOM = '\uFEFF';
let p: TestPlatform;
let ops: { authorization: string };
const { operator, exportOf, listOf, lastAudit, exportEntries } = csvExportKit(() => p, () => ops);

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

let nextKey = 0;
const deposit = async (auth: Record<string, string>, amount: number, reference: string) => {
  const { body } = await p.call({ method: 'POST', url: '/wps/member/deposit', headers: auth, payload: { requestId: `csv-${Date.now()}-${nextKey++}`, channelCode: 'BANK', amount, reference } });
  expect(body.errorCode).toBeNull();
  return body.value.deposit.id as number;
};

describe('players', () => {
  it('exports the list\'s rows in its order, masked as the list masks them, and records the export', async () => {
    for (let i = 0; i < 3; i++) await newPlayer(p, 'thailand', 'csvpl');
    const query = 'q=csvpl&field=username&sort=username&order=asc';
    const list = await listOf(`/wps/operator/merchants/thailand/players?${query}&pageSize=100`);
    expect(list).toHaveLength(3);
    const csv = await exportOf(`/wps/operator/merchants/thailand/players/export?${query}`);
    expect(csv.columns).toEqual(['id', 'username', 'type', 'status', 'mobile', 'email', 'balance', 'currency', 'uplineUsername', 'createdAt', 'lastLoginAt', 'locked']);
    expect(csv.rows.map((r) => r.id)).toEqual(list.map((e) => String(e.id)));
    for (const [i, e] of list.entries()) {
      // The masked mobile ("+66 ••• 1234") starts with a plus: kept from a spreadsheet's formula reading.
      expect(csv.rows[i]).toMatchObject({ username: e.username, mobile: cell(e.mobile), balance: e.balance, currency: 'THB', createdAt: e.createdAt });
      expect(csv.rows[i]!.mobile).toMatch(/^'\+66 ••• \d{4}$/);
    }
    const audit = await lastAudit('player.export');
    expect(audit).toMatchObject({ merchant_code: 'thailand', target: 'export:players', after: { rows: 3, capped: false, complete: true, filters: { q: 'csvpl', field: 'username', sort: 'username', order: 'asc' } } });
  });

  it('keeps a searched mobile number or e-mail masked in the audit entry; an empty result is the header alone', async () => {
    const csv = await exportOf('/wps/operator/merchants/thailand/players/export?q=0899999876&field=mobile');
    expect([csv.rows, csv.raw]).toEqual([[], `${BOM}${csv.columns.join(',')}\r\n`]);
    const audit = await lastAudit('player.export');
    expect(audit?.after).toMatchObject({ rows: 0, filters: { q: '••• 9876', field: 'mobile' } });
    expect(JSON.stringify(audit)).not.toContain('899999876');
    await exportOf('/wps/operator/merchants/thailand/players/export?q=somebody@example.com');
    expect((await lastAudit('player.export'))?.after.filters.q).toBe('s•••@example.com');
  });

  it('reads page after page through the list\'s own call, stops at the cap and says so', async () => {
    const small = createCsvExports({ db: p.database.db, audit: p.services.audit, pageSize: 2, maxRows: 2 });
    const actor = { type: 'cli' as const, id: 'csv-test', ip: null, merchantCode: null };
    const seen: number[] = [];
    const q = { q: 'csvpl', field: 'username' as const, kind: 'all' as const, sort: 'username' as const, order: 'asc' as const };
    const file = await small.open(actor, {
      list: 'players', action: 'player.export', merchantCode: 'thailand', filters: q, columns: ['username'],
      page: async (pageNo, pageSize) => {
        seen.push(pageNo);
        return (await p.services.players.search(actor, 'thailand', { ...q, pageNo, pageSize })).list;
      },
      cells: (r) => [r.username],
    }, p.app.log);
    let text = '';
    for await (const chunk of file.stream) text += chunk;
    const lines = text.split('\r\n');
    // The mark and header, two rows, the note, and the empty text after the last CRLF.
    expect(lines).toHaveLength(5);
    expect(lines[3]).toMatch(/cut at 2 rows/);
    expect(seen).toEqual([1, 2]);
    expect(await lastAudit('player.export')).toMatchObject({ actor_id: 'csv-test', after: { rows: 2, capped: true, complete: true } });
  });

  it('records a download abandoned part way with the rows handed out until then', async () => {
    const small = createCsvExports({ db: p.database.db, audit: p.services.audit, pageSize: 1 });
    const actor = { type: 'cli' as const, id: 'csv-test-abandoned', ip: null, merchantCode: null };
    const q = { q: 'csvpl', field: 'username' as const, kind: 'all' as const, sort: 'username' as const, order: 'asc' as const };
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    const file = await small.open(actor, {
      list: 'players', action: 'player.export', merchantCode: 'thailand', filters: q, columns: ['username'],
      page: async (pageNo, pageSize) => {
        // The second page waits until the reader has gone.
        if (pageNo > 1) await gate;
        return (await p.services.players.search(actor, 'thailand', { ...q, pageNo, pageSize })).list;
      },
      cells: (r) => [r.username],
    }, p.app.log);
    const chunks = file.stream[Symbol.asyncIterator]();
    expect(String((await chunks.next()).value)).toContain('username');
    expect(String((await chunks.next()).value)).toMatch(/^csvpl/);
    const closing = chunks.return!();
    open();
    await closing;
    for (let i = 0; i < 100 && (await lastAudit('player.export'))?.actor_id !== actor.id; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await lastAudit('player.export')).toMatchObject({ actor_id: actor.id, after: { rows: 1, complete: false } });
  });
});

describe('deposits', () => {
  it('exports the queue under its filters with formula-looking references defused and quoted fields intact', async () => {
    const pl = await newPlayer(p, 'thailand', 'csvdep');
    const refs = ['=1+2', '@SUM(A1)', 'plain, "quoted"', '-cmd'];
    const ids = [];
    for (const [i, ref] of refs.entries()) ids.push(await deposit(pl.auth, 100 + i * 100, ref));
    const query = `merchantCode=thailand&memberId=${pl.id}&status=pending&sort=amount&order=desc`;
    const list = await listOf(`/wps/operator/deposits?${query}&pageSize=200`);
    const csv = await exportOf(`/wps/operator/deposits/export?${query}`);
    expect(csv.rows.map((r) => r.id)).toEqual(list.map((d) => String(d.id)));
    expect(csv.rows.map((r) => r.amount)).toEqual(['400.00', '300.00', '200.00', '100.00']);
    expect(csv.rows.map((r) => r.reference)).toEqual(["'-cmd", 'plain, "quoted"', "'@SUM(A1)", "'=1+2"]);
    expect(csv.raw).toContain('"plain, ""quoted"""');
    expect(await lastAudit('deposit.export')).toMatchObject({ merchant_code: 'thailand', after: { rows: 4, complete: true, filters: { memberId: pl.id, status: 'pending' } } });
  });

  it('answers a filter the list refuses with its error, not a broken file', async () => {
    const res = await p.call({ method: 'GET', url: '/wps/operator/deposits/export?minAmount=5&maxAmount=1', headers: ops });
    expect([res.res.statusCode, res.body.errorCode]).toEqual([400, 'system.invalid_input']);
  });
});

describe('withdrawals', () => {
  it('exports the list\'s rows, the account masked for a role without players.pii as in the list', async () => {
    const holder = 'สมชาย ใจดี';
    const { body } = await p.call({
      method: 'PUT', url: '/wps/member/register',
      payload: { username: `csvwd${Date.now() % 100000}`, password: 'Secret#123', confirmPassword: 'Secret#123', mobileNum: `08${String(50_000_000 + (Date.now() % 1000)).padStart(8, '0')}`, acceptTerms: true, confirmAge: true, payeeName: holder },
    });
    expect(body.errorCode).toBeNull();
    const auth = { authorization: body.value.token as string };
    const pl = { auth, id: (await p.call({ method: 'GET', url: '/wps/member/info', headers: auth })).body.value.id as number };
    await p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: pl.auth, payload: { loginPassword: 'Secret#123', newFundPassword: FUND, confirmFundPassword: FUND } });
    await p.services.wallet.post({
      merchantCode: 'thailand', type: 'deposit', idempotencyKey: `csv:credit:${pl.id}`, actor: { type: 'system', id: 'csv-test', ip: null, merchantCode: null },
      legs: [{ account: account.member(pl.id), amount: 500_000n }, { account: account.paymentChannel('BANK'), amount: -500_000n }],
    });
    const bank = await p.call({ method: 'POST', url: '/wps/member/withdraw/accounts', headers: pl.auth, payload: { bankCode: 'KBANK', bankName: 'Kasikorn Bank', accountNumber: '9876543210', holderName: holder } });
    expect(bank.body.errorCode).toBeNull();
    for (const amount of ['300', '600']) {
      const w = await p.call({ method: 'POST', url: '/wps/member/withdraw', headers: pl.auth, payload: { amount, accountId: bank.body.value.id, fundPassword: FUND, requestId: `csvw-${amount}` } });
      expect(w.body.errorCode).toBeNull();
    }
    const auditor = await operator('csv_auditor', 'auditor', 'thailand');
    const query = `memberId=${pl.id}&sort=amount&order=asc`;
    for (const who of [ops, auditor]) {
      const list = await listOf(`/wps/operator/merchants/thailand/withdrawals?${query}`, who);
      const csv = await exportOf(`/wps/operator/merchants/thailand/withdrawals/export?${query}`, who);
      expect(csv.rows.map((r) => [r.id, r.amount, r.accountNumber, r.holderName, r.username])).toEqual(list.map((w) => [String(w.id), w.amount, w.accountNumber, w.holderName, w.username]));
    }
    const masked = await exportOf(`/wps/operator/merchants/thailand/withdrawals/export?${query}`, auditor);
    expect(masked.rows.map((r) => [r.accountNumber, r.holderName])).toEqual([['•••• 3210', 'ส•••'], ['•••• 3210', 'ส•••']]);
    expect(masked.raw).not.toContain('9876543210');
    expect(await lastAudit('withdraw.export')).toMatchObject({ merchant_code: 'thailand', target: 'export:withdrawals', after: { rows: 2, complete: true } });
  });
});

describe('adjustments and the audit log', () => {
  it('exports adjustment requests with a multi-line, quoted, formula-looking reason kept whole and defused', async () => {
    const pl = await newPlayer(p, 'thailand', 'csvadj');
    const reason = '=HYPERLINK("http://evil.example","click")\nsecond line, with a comma';
    const big = await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/members/${pl.id}/wallet/adjust`, headers: ops, payload: { amount: '12345.67', reason, idempotencyKey: `csv-adj-${pl.id}` } });
    expect(big.body.value).toMatchObject({ status: 'pending' });
    const list = await listOf('/wps/operator/wallet/adjustments?merchantCode=thailand&status=pending&pageSize=200');
    const csv = await exportOf('/wps/operator/wallet/adjustments/export?merchantCode=thailand&status=pending');
    expect(csv.rows.map((r) => r.id)).toEqual(list.map((a) => String(a.id)));
    const row = csv.rows.find((r) => r.id === String(big.body.value.requestId));
    expect(row).toMatchObject({ amount: '12345.67', status: 'pending', reason: `'${reason}` });
    expect(await lastAudit('wallet.adjust.export')).toMatchObject({ target: 'export:adjustments', after: { rows: list.length, filters: { status: 'pending' } } });
  });

  it('exports the audit log under the list\'s filters, changes as JSON', async () => {
    const query = 'action=wallet.adjust.&merchantCode=thailand';
    const list = await listOf(`/wps/operator/audit?${query}&pageSize=200`);
    expect(list.length).toBeGreaterThan(0);
    const csv = await exportOf(`/wps/operator/audit/export?${query}`);
    expect(csv.columns).toEqual(['id', 'at', 'actorType', 'actorId', 'ip', 'merchantCode', 'action', 'target', 'before', 'after', 'chainSeq', 'hash']);
    expect(csv.rows.map((r) => [r.id, r.action, r.target])).toEqual(list.map((e) => [String(e.id), e.action, e.target]));
    const exported = csv.rows.find((r) => r.action === 'wallet.adjust.export')!;
    expect(JSON.parse(exported.after!)).toMatchObject({ complete: true, filters: { status: 'pending' } });
    expect(await lastAudit('audit.export')).toMatchObject({ merchant_code: 'thailand', after: { rows: list.length, filters: { action: 'wallet.adjust.' } } });
  });
});

describe('merchant scoping and permissions', () => {
  it('gives an operator bound to one merchant no row of another', async () => {
    const br = await newPlayer(p, 'brazil', 'csvbr');
    await deposit(br.auth, 150, 'brazil transfer');
    const bound = await operator('csv_bound_admin', 'merchant_admin', 'thailand');
    for (const url of [
      '/wps/operator/merchants/brazil/players/export', '/wps/operator/merchants/brazil/withdrawals/export',
      '/wps/operator/deposits/export?merchantCode=brazil', '/wps/operator/wallet/adjustments/export?merchantCode=brazil',
    ]) {
      const res = await p.app.inject({ method: 'GET', url, headers: bound });
      expect([res.statusCode, JSON.parse(res.body).errorCode], url).toEqual([403, 'auth.forbidden']);
    }
    const deposits = await exportOf('/wps/operator/deposits/export?status=pending', bound);
    expect(deposits.rows.length).toBeGreaterThan(0);
    expect(new Set(deposits.rows.map((r) => r.merchantCode))).toEqual(new Set(['thailand']));
    const everyone = await exportOf('/wps/operator/deposits/export?status=pending');
    expect(everyone.rows.some((r) => r.merchantCode === 'brazil')).toBe(true);
    const adjustments = await exportOf('/wps/operator/wallet/adjustments/export', bound);
    expect(adjustments.rows.every((r) => r.merchantCode === 'thailand')).toBe(true);
    // The audit log: even asked for brazil, a thailand operator reads thailand's entries, as the list does.
    const audit = await exportOf('/wps/operator/audit/export?merchantCode=brazil', bound);
    expect(audit.rows.length).toBeGreaterThan(0);
    expect(new Set(audit.rows.map((r) => r.merchantCode))).toEqual(new Set(['thailand']));
    expect(await lastAudit('audit.export')).toMatchObject({ merchant_code: 'thailand' });
  });

  it('refuses a role without the list\'s permission, and records nothing for it', async () => {
    const marketing = await operator('csv_marketing', 'marketing', null);
    const support = await operator('csv_support', 'support', null);
    const before = await exportEntries();
    for (const [url, who] of [
      ['/wps/operator/merchants/thailand/players/export', marketing], ['/wps/operator/deposits/export', marketing],
      ['/wps/operator/merchants/thailand/withdrawals/export', marketing], ['/wps/operator/wallet/adjustments/export', support],
      ['/wps/operator/audit/export', support],
    ] as const) {
      const res = await p.app.inject({ method: 'GET', url, headers: who });
      expect([res.statusCode, JSON.parse(res.body).errorCode], url).toEqual([403, 'auth.forbidden']);
    }
    expect(await exportEntries()).toBe(before);
  });
});
