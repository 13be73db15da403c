/**
 * The agent area's API (issue 6; decision 0025): the hierarchy columns, every /wps/agent endpoint,
 * transfers to a downline under concurrency, the index behind the downline queries, and the scoping
 * rule — an agent reads and acts only on its own downline.
 */
import crypto from 'node:crypto';
import { TransactionRollbackError, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerAccounts, ledgerEntries, ledgerPostings, members, memberSessions } from '../src/db/schema';
import { gameRounds } from '../src/db/schema/provider';
import { hashPassword } from '../src/lib/passwords';
import * as agentRepo from '../src/modules/agent/repo';
import { account } from '../src/modules/wallet/posting';
import { createTestPlatform, type TestPlatform } from './helpers';
import { untilNow } from './agent-team-kit';

const SYSTEM = { type: 'system' as const, id: 'agent-test', ip: null, merchantCode: null };
const PASSWORD = 'Secret#123';
const FUND_PASSWORD = '246810';
let p: TestPlatform;
let ops: { authorization: string };
let passwordHash: string;
let fundHash: string;

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
  for (const merchant of ['thailand', 'brazil']) {
    await p.call({ method: 'PUT', url: `/wps/operator/merchants/${merchant}/features`, payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  }
  [passwordHash, fundHash] = await Promise.all([hashPassword(PASSWORD), hashPassword(FUND_PASSWORD)]);
});
afterAll(() => p.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: SQL) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;

interface Account { id: number; username: string; merchantCode: string; path: string; depth: number; inviteCode: string | null; auth: { authorization: string; merchant: string } }
let serial = 0;
/**
 * An account from a factory, placed below `upline` (or at the top), with a known password and fund
 * password, logged in (agents at the agent site).
 */
async function account_(opts: { type?: number; upline?: Account | null; merchantCode?: string } = {}): Promise<Account> {
  const n = serial++;
  const merchantCode = opts.merchantCode ?? opts.upline?.merchantCode ?? 'thailand';
  const type = opts.type ?? 0;
  const username = `${type ? 'ag' : 'mb'}${crypto.randomBytes(3).toString('hex')}${n}`;
  const upline = opts.upline ?? null;
  const place = upline ? { uplineId: upline.id, path: `${upline.path}${upline.id}/`, depth: upline.depth + 1 } : { uplineId: null, path: '/', depth: 0 };
  const inviteCode = type ? `INV${n}X${crypto.randomBytes(2).toString('hex').toUpperCase()}` : null;
  const [row] = await p.database.db.insert(members).values({
    merchantCode, username, usernameKey: username, passwordHash, fundPasswordHash: fundHash, type, inviteCode, registerIp: '127.0.0.1', ...place,
  }).returning({ id: members.id });
  const headers = { merchant: merchantCode };
  const login = await p.call({ method: 'POST', url: '/wps/session/login', headers, payload: { username, password: PASSWORD, site: type ? 'agent' : 'member' } });
  if (!login.body.success) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id: row!.id, username, merchantCode, ...place, inviteCode, auth: { authorization: login.body.value.token, merchant: merchantCode } };
}
const agent = (upline: Account | null = null, type = 1) => account_({ type, upline });
const member = (upline: Account, merchantCode?: string) => account_({ upline, merchantCode });

const fund = (a: Account, amount: bigint) => p.services.wallet.post({
  merchantCode: a.merchantCode, type: 'deposit', idempotencyKey: `agent-test:fund:${a.id}:${crypto.randomUUID()}`, actor: SYSTEM,
  legs: [{ account: account.member(a.id), amount }, { account: account.paymentChannel('BANK'), amount: -amount }],
});
const balance = (a: Account) => p.services.wallet.balanceOf(a.merchantCode, account.member(a.id));
let roundNo = 0;
/**
 * A settled real-money round, as the provider module records one: started at `at`, settled now (a
 * back-dated settlement would fall below the team roll-up's watermark once the minute job has run, and
 * team betting reads the roll-up: decision 0028).
 */
const round = (a: Account, r: { bet: bigint; win: bigint; refund?: bigint; gameType?: string; vendor?: string; at?: Date; demo?: boolean; status?: 'settled' | 'open' }) =>
  p.database.db.insert(gameRounds).values({
    merchantCode: a.merchantCode, memberId: a.id, vendorCode: r.vendor ?? 'PG', gameCode: 'g1', gameType: r.gameType ?? 'RNG', roundId: `agent-test-${roundNo++}`,
    status: r.status ?? 'settled', betAmount: r.bet, winAmount: r.win, refundAmount: r.refund ?? 0n, currency: 'THB', demo: r.demo ?? false,
    startedAt: r.at ?? new Date(), settledAt: new Date(),
  });

const get = (a: Account, url: string) => p.call({ method: 'GET', url, headers: a.auth });
const send = (a: Account, method: 'POST' | 'PUT', url: string, payload: object) => p.call({ method, url, headers: a.auth, payload });
const reconcile = async () => (await p.call({ method: 'GET', url: '/wps/operator/wallet/reconcile?merchantCode=thailand', headers: ops })).body.value;
const audits = async (action: string, target: number) => Number((await rows(sql`SELECT COUNT(*)::int AS n FROM audit_log WHERE action = ${action} AND target = ${`member:${target}`}`))[0].n);

describe('hierarchy', () => {
  it('places a player who registers with an agent\'s invitation code below that agent; the transfer to upline follows the column', async () => {
    const top = await agent();
    const sub = await agent(top, 2);
    const reg = await p.call({
      method: 'PUT', url: '/wps/member/register',
      payload: { username: `inv${serial++}x`, password: PASSWORD, confirmPassword: PASSWORD, mobileNum: `08${String(30_000_000 + serial * 7919)}`, acceptTerms: true, confirmAge: true, affiliateCode: sub.inviteCode },
    });
    expect(reg.body.success, JSON.stringify(reg.body)).toBe(true);
    const info = (await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: reg.body.value.token } })).body.value;
    const [row] = await rows(sql`SELECT upline_id, path, depth FROM members WHERE id = ${info.id}`);
    expect(row).toEqual({ upline_id: sub.id, path: `/${top.id}/${sub.id}/`, depth: 2 });
    const upline = await p.call({ method: 'GET', url: '/wps/member/transfer/upline', headers: { authorization: reg.body.value.token } });
    expect(upline.body.value.upline).toEqual({ username: sub.username });
    // Without a code: no upline, at the top.
    const plain = await p.call({
      method: 'PUT', url: '/wps/member/register',
      payload: { username: `plain${serial++}x`, password: PASSWORD, confirmPassword: PASSWORD, mobileNum: `08${String(30_000_000 + serial * 7919)}`, acceptTerms: true, confirmAge: true },
    });
    const plainId = (await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: plain.body.value.token } })).body.value.id;
    expect((await rows(sql`SELECT upline_id, path, depth FROM members WHERE id = ${plainId}`))[0]).toEqual({ upline_id: null, path: '/', depth: 0 });
  });

  it('refuses an upline of another merchant and a depth that does not match the upline (constraints)', async () => {
    const top = await agent();
    const foreign = account_({ merchantCode: 'brazil', upline: { ...top, merchantCode: 'brazil' } });
    await expect(foreign).rejects.toThrow();
    await expect(p.database.db.insert(members).values({ merchantCode: 'thailand', username: 'orphan1', usernameKey: 'orphan1', passwordHash, uplineId: top.id, path: `/${top.id}/`, depth: 0 })).rejects.toThrow();
  });

  it('seeds the demo agent as a top agent with a second-level agent and a team', async () => {
    const found = await rows(sql`SELECT username, upline_id IS NULL AS top, depth FROM members WHERE merchant_code = 'thailand' AND username LIKE 'demo_%' ORDER BY depth, username`);
    expect(found.find((r) => r.username === 'demo_agent')).toMatchObject({ top: true, depth: 0 });
    expect(found.find((r) => r.username === 'demo_subagent')).toMatchObject({ depth: 1 });
    expect(found.filter((r) => r.username.startsWith('demo_member')).map((r) => r.depth).sort()).toEqual([1, 1, 2, 2]);
    expect(found.find((r) => r.username === 'demo_player')).toMatchObject({ depth: 1 });
  });
});

describe('agent area', () => {
  it('is for agents only: a player gets member.not_agent, no token auth.not_logged_in', async () => {
    const top = await agent();
    const pl = await member(top);
    for (const url of ['/wps/agent/team/overview', '/wps/agent/downline', '/wps/agent/downline/export', `/wps/agent/downline/${top.id}`, '/wps/agent/team/betting', '/wps/agent/team/profit', '/wps/agent/team/transactions']) {
      const asPlayer = await get(pl, url);
      expect([url, asPlayer.res.statusCode, asPlayer.body.errorCode]).toEqual([url, 403, 'member.not_agent']);
      const nobody = await p.call({ method: 'GET', url });
      expect([url, nobody.res.statusCode, nobody.body.errorCode]).toEqual([url, 401, 'auth.not_logged_in']);
    }
    const writes: [method: 'POST' | 'PUT', url: string, payload: object][] = [
      ['PUT', `/wps/agent/downline/${pl.id}/status`, { status: 'disabled' }],
      ['POST', '/wps/agent/downline/register', { username: 'notallowed1', password: PASSWORD }],
      ['POST', '/wps/agent/downline/transfer', { downlineId: top.id, amount: 1, fundPassword: FUND_PASSWORD, requestId: 'nope' }],
    ];
    for (const [method, url, payload] of writes) expect((await send(pl, method, url, payload)).body.errorCode).toBe('member.not_agent');
  });

  it('team overview: sizes, new and active members, deposits, valid bets and P&L over the period, with a daily series', async () => {
    const top = await agent();
    const sub = await agent(top, 2);
    const [m1, m2] = [await member(top), await member(top)];
    const m3 = await member(sub);
    const outsider = await member(await agent());
    await fund(m1, 10_000n);
    await fund(m3, 2_500n);
    await fund(outsider, 99_900n);
    await round(m1, { bet: 1_000n, win: 400n, gameType: 'RNG' });
    await round(m1, { bet: 500n, win: 0n, refund: 500n, gameType: 'LIVE', vendor: 'EG2' });
    await round(m3, { bet: 2_000n, win: 5_000n, gameType: 'RNG', vendor: 'JDB' });
    // Not counted: demo play, open rounds, a round before the period, an outsider's round.
    await round(m2, { bet: 700n, win: 0n, demo: true });
    await round(m2, { bet: 800n, win: 0n, status: 'open' });
    await round(m2, { bet: 900n, win: 0n, at: new Date(Date.now() - 40 * 86_400_000) });
    await round(outsider, { bet: 123_400n, win: 0n });

    const { body } = await get(top, '/wps/agent/team/overview?preset=previous7');
    expect(body.value).toMatchObject({
      teamSize: 4, directCount: 3, agentCount: 1, newMembers: 4, activeMembers: 2, depositCount: 2, depositAmount: 125, depositors: 2,
      betAmount: 35, validBet: 30, winAmount: 54, profitLoss: 24, currency: 'THB',
    });
    expect(body.value.series).toHaveLength(7);
    const today = body.value.series.at(-1);
    expect(today).toMatchObject({ newMembers: 4, activeMembers: 2, depositAmount: 125, validBet: 30, profitLoss: 24 });
    expect(body.value.series.slice(0, 6).every((d: { validBet: number; newMembers: number }) => d.validBet === 0 && d.newMembers === 0)).toBe(true);
    // The sub-agent sees its own part only.
    const mine = (await get(sub, '/wps/agent/team/overview')).body.value;
    expect(mine).toMatchObject({ teamSize: 1, directCount: 1, agentCount: 0, depositAmount: 25, validBet: 20, profitLoss: 30 });
    // A period without activity.
    const old = (await get(top, '/wps/agent/team/overview?from=2024-01-01&to=2024-01-31')).body.value;
    expect(old).toMatchObject({ newMembers: 0, activeMembers: 0, depositAmount: 0, validBet: 0, teamSize: 4 });
    expect(old.series).toHaveLength(31);
    expect((await get(top, '/wps/agent/team/overview?from=2024-02-01&to=2024-01-31')).body.errorCode).toBe('records.period_invalid');
  });

  it('downline list: direct or whole team, search, status filter, server pages, CSV export', async () => {
    const top = await agent();
    const sub = await agent(top, 41);
    const direct: Account[] = [];
    for (let i = 0; i < 5; i++) direct.push(await member(top));
    const deep = [await member(sub), await member(sub)];
    await fund(direct[0]!, 1_234n);

    const first = (await get(top, '/wps/agent/downline?pageSize=4')).body.value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 4, totalCount: 6, totalPages: 2 });
    // Direct downline: newest first.
    expect(first.list.map((r: { id: number }) => r.id)).toEqual([direct[4]!.id, direct[3]!.id, direct[2]!.id, direct[1]!.id]);
    const second = (await get(top, '/wps/agent/downline?pageSize=4&pageNo=2')).body.value;
    expect(second.list.map((r: { id: number }) => r.id)).toEqual([direct[0]!.id, sub.id]);
    expect(second.list[0]).toMatchObject({ username: direct[0]!.username, level: 1, isAgent: false, status: 'active', balance: 12.34, uplineUsername: top.username });
    expect(second.list[1]).toMatchObject({ isAgent: true, type: 41 });
    // Past the last page: no rows to carry the count, which still comes (direct, and the whole team by its size).
    for (const scope of ['direct', 'team']) {
      expect((await get(top, `/wps/agent/downline?scope=${scope}&pageSize=4&pageNo=9`)).body.value).toMatchObject({ totalCount: scope === 'direct' ? 6 : 8, list: [] });
    }

    const team = (await get(top, '/wps/agent/downline?scope=team&pageSize=100')).body.value;
    expect(team.totalCount).toBe(8);
    expect(new Set(team.list.map((r: { id: number }) => r.id))).toEqual(new Set([sub.id, ...direct.map((d) => d.id), ...deep.map((d) => d.id)]));
    expect(team.list.find((r: { id: number }) => r.id === deep[0]!.id)).toMatchObject({ level: 2, uplineUsername: sub.username });
    // Tree order: each subtree's members right after the ones above it, pages never overlap.
    const paged = [];
    for (let page = 1; page <= 3; page++) paged.push(...(await get(top, `/wps/agent/downline?scope=team&pageSize=3&pageNo=${page}`)).body.value.list.map((r: { id: number }) => r.id));
    expect(paged).toEqual(team.list.map((r: { id: number }) => r.id));

    const search = (await get(top, `/wps/agent/downline?scope=team&username=${deep[1]!.username.slice(0, -1).toUpperCase()}`)).body.value;
    expect(search.list.map((r: { id: number }) => r.id)).toContain(deep[1]!.id);
    expect((await get(top, `/wps/agent/downline?username=${deep[1]!.username}`)).body.value.totalCount).toBe(0);
    expect((await get(top, '/wps/agent/downline?username=%25%25%25')).body.value.totalCount).toBe(0);
    // A part too short for the trigram index is refused, in the agent's language, for the list and its export.
    for (const path of ['/wps/agent/downline?scope=team&username=%20ab%20', '/wps/agent/downline/export?username=a']) {
      const short = await p.app.inject({ method: 'GET', url: path, headers: { ...top.auth, language: 'EN' } });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ success: false, errorCode: 'agent.search_too_short', message: 'Enter at least 3 characters of the username.' });
    }

    await send(top, 'PUT', `/wps/agent/downline/${direct[2]!.id}/status`, { status: 'disabled' });
    const disabled = (await get(top, '/wps/agent/downline?scope=team&status=disabled')).body.value;
    expect(disabled.list.map((r: { id: number }) => r.id)).toEqual([direct[2]!.id]);
    expect((await get(top, '/wps/agent/downline?scope=team&status=active')).body.value.totalCount).toBe(7);

    const csv = await p.app.inject({ method: 'GET', url: '/wps/agent/downline/export?scope=team', headers: top.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,username,nickname,type,level,upline,status,balance,registeredAt,lastLoginAt');
    expect(lines).toHaveLength(9);
    expect(lines.find((l) => l.startsWith(`${direct[0]!.id},`))).toContain(`,${top.username},active,12.34,`);
    // Times in the merchant's zone as the pages show them (decision 0038), not UTC ISO text.
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(csv.body).not.toMatch(/\d{2}T\d{2}:\d{2}/);
  });

  it('downline details: the member, its own team and lifetime figures; masked contacts', async () => {
    const top = await agent();
    const sub = await agent(top, 2);
    await member(sub);
    await member(await agent(sub));
    await p.database.db.execute(sql`UPDATE members SET email = 'someone@example.com', mobile = '812345678', dialing_code = '66' WHERE id = ${sub.id}`);
    await fund(sub, 5_000n);
    await round(sub, { bet: 300n, win: 100n });
    const { body } = await get(top, `/wps/agent/downline/${sub.id}`);
    expect(body.value).toMatchObject({
      id: sub.id, username: sub.username, level: 1, isAgent: true, teamSize: 3, directCount: 2, depositAmount: 50, validBet: 3, profitLoss: -2,
      email: 's•••@example.com', mobile: '+66 ••• 5678', mustChangePassword: false, currency: 'THB',
    });
  });

  it('sets a downline\'s status: disabling ends its sessions and blocks its login; audited; a repeat changes nothing', async () => {
    const top = await agent();
    const sub = await agent(top);
    const deep = await member(sub);
    const off = await send(top, 'PUT', `/wps/agent/downline/${deep.id}/status`, { status: 'disabled' });
    expect(off.body.value).toEqual({ id: deep.id, status: 'disabled', changed: true });
    expect((await get(deep, '/wps/member/info')).body.errorCode).toBe('auth.not_logged_in');
    const login = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: deep.username, password: PASSWORD } });
    expect(login.body.errorCode).toBe('member.disabled');
    expect((await send(top, 'PUT', `/wps/agent/downline/${deep.id}/status`, { status: 'disabled' })).body.value.changed).toBe(false);
    expect(await audits('agent.downline.status', deep.id)).toBe(1);
    expect((await send(top, 'PUT', `/wps/agent/downline/${deep.id}/status`, { status: 'active' })).body.value.changed).toBe(true);
    const again = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: deep.username, password: PASSWORD } });
    expect(again.body.success).toBe(true);
    const [entry] = await rows(sql`SELECT actor_type, actor_id, before, after FROM audit_log WHERE action = 'agent.downline.status' AND target = ${`member:${deep.id}`} ORDER BY id DESC LIMIT 1`);
    expect(entry).toMatchObject({ actor_type: 'member', actor_id: String(top.id), before: { status: 'disabled' }, after: { status: 'active' } });
  });

  it('register center: a direct downline with a default password to change at first login; agents get an invitation code', async () => {
    const top = await agent();
    const name = `newdl${serial++}`;
    const made = await send(top, 'POST', '/wps/agent/downline/register', { username: name, password: PASSWORD });
    expect(made.body.value).toMatchObject({ username: name, type: 0, inviteCode: null, mustChangePassword: true });
    const [row] = await rows(sql`SELECT upline_id, path, depth, must_change_password, register_method FROM members WHERE id = ${made.body.value.id}`);
    expect(row).toEqual({ upline_id: top.id, path: `/${top.id}/`, depth: 1, must_change_password: true, register_method: 'AGENT' });
    const login = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: name, password: PASSWORD } });
    expect(login.body.value).toMatchObject({ defaultPassword: true });
    expect(await audits('agent.downline.register', made.body.value.id)).toBe(1);

    const sub = await send(top, 'POST', '/wps/agent/downline/register', { username: `newag${serial++}`, password: PASSWORD, type: 2, nickname: 'Second' });
    expect(sub.body.value).toMatchObject({ type: 2, inviteCode: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    // Its code works at registration and puts the player two levels below the top agent.
    expect((await p.call({ method: 'GET', url: `/wps/agent/affiliate?code=${sub.body.value.inviteCode}` })).body.value.valid).toBe(true);
    const agentLogin = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: sub.body.value.username, password: PASSWORD, site: 'agent' } });
    expect(agentLogin.body.value).toMatchObject({ defaultPassword: true });

    const taken = await send(top, 'POST', '/wps/agent/downline/register', { username: name.toUpperCase(), password: PASSWORD });
    expect([taken.res.statusCode, taken.body.errorCode]).toEqual([409, 'member.username_taken']);
    const weak = await send(top, 'POST', '/wps/agent/downline/register', { username: `weak${serial++}`, password: 'x' });
    expect(weak.body.errorCode).toBe('member.password_invalid');
    const badName = await send(top, 'POST', '/wps/agent/downline/register', { username: '1 bad name', password: PASSWORD });
    expect(badName.body.errorCode).toBe('member.form_invalid');
    const badType = await send(top, 'POST', '/wps/agent/downline/register', { username: `typ${serial++}`, password: PASSWORD, type: 4 });
    expect(badType.body.errorCode).toBe('system.invalid_input');
  });

  it('transfers to a direct downline with the fund password: one posting, audited, replay-safe; not to a deeper one', async () => {
    const top = await agent();
    const sub = await agent(top);
    const deep = await member(sub);
    await fund(top, 10_000n);
    const body = { downlineId: sub.id, amount: '12.50', fundPassword: FUND_PASSWORD, requestId: 'dl-1' };
    const sent = await send(top, 'POST', '/wps/agent/downline/transfer', body);
    expect(sent.body.value).toMatchObject({ replayed: false, amount: 12.5, balance: 87.5, downline: sub.username });
    expect(await balance(sub)).toBe(1_250n);
    const again = await send(top, 'POST', '/wps/agent/downline/transfer', body);
    expect(again.body.value).toMatchObject({ replayed: true, postingId: sent.body.value.postingId, balance: 87.5 });
    const conflict = await send(top, 'POST', '/wps/agent/downline/transfer', { ...body, amount: 13 });
    expect([conflict.res.statusCode, conflict.body.errorCode]).toEqual([409, 'wallet.idempotency_conflict']);
    expect(await audits('wallet.downline_transfer', top.id)).toBe(1);
    const [posting] = await rows(sql`SELECT type, reference FROM ledger_postings WHERE id = ${sent.body.value.postingId}`);
    expect(posting).toEqual({ type: 'downline_transfer', reference: `member:${sub.id}` });
    // The downline sees it in its account record.
    const record = (await get(sub, '/wps/member/records/account')).body.value;
    expect(record.list[0]).toMatchObject({ type: 'downline_transfer', amount: 12.5 });

    const wrong = await send(top, 'POST', '/wps/agent/downline/transfer', { ...body, requestId: 'dl-2', fundPassword: '000000' });
    expect(wrong.body.errorCode).toBe('security.fund_password_wrong');
    const indirect = await send(top, 'POST', '/wps/agent/downline/transfer', { ...body, downlineId: deep.id, requestId: 'dl-3' });
    expect([indirect.res.statusCode, indirect.body.errorCode]).toEqual([403, 'agent.not_direct_downline']);
    const tooMuch = await send(top, 'POST', '/wps/agent/downline/transfer', { ...body, amount: 87.51, requestId: 'dl-4' });
    expect([tooMuch.res.statusCode, tooMuch.body.errorCode]).toEqual([409, 'wallet.insufficient_funds']);
    // Zero is well-formed but moves nothing; the rest are not canonical amounts (decision 0033).
    for (const [amount, code] of [[0, 'wallet.amount_invalid'], [-1, 'system.invalid_input'], ['1.001', 'system.invalid_input'], ['abc', 'system.invalid_input']] as const) {
      expect((await send(top, 'POST', '/wps/agent/downline/transfer', { ...body, amount, requestId: `dl-bad-${amount}` })).body.errorCode).toBe(code);
    }
    expect(await balance(top)).toBe(8_750n);
    expect((await reconcile()).ok).toBe(true);
  });

  it('stays exact under concurrent transfers to downlines with duplicates: no negative balance, every total kept', async () => {
    const top = await agent();
    const kids = [await member(top), await member(top), await agent(top)];
    const funded = 300_000n;
    await fund(top, funded);
    const requests = Array.from({ length: 40 }, (_, i) => ({ downlineId: kids[i % 3]!.id, amount: 100 + (i % 5) * 10, fundPassword: FUND_PASSWORD, requestId: `race-${i}` }));
    const sent = [...requests, ...requests.slice(0, 12)].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(sent.map((r) => send(top, 'POST', '/wps/agent/downline/transfer', r)));
    for (const a of answers) expect(a.body.success || a.body.errorCode === 'wallet.insufficient_funds', JSON.stringify(a.body)).toBe(true);
    const applied = new Map<string, number>();
    for (const [i, a] of answers.entries()) if (a.body.success && !applied.has(sent[i]!.requestId)) applied.set(sent[i]!.requestId, a.body.value.postingId);
    for (const [i, a] of answers.entries()) if (a.body.success) expect(a.body.value.postingId).toBe(applied.get(sent[i]!.requestId));
    const left = await balance(top);
    const given = await Promise.all(kids.map(balance));
    expect(left >= 0n).toBe(true);
    expect(left + given.reduce((s, b) => s + b, 0n)).toBe(funded);
    const moved = [...applied.keys()].map((id) => BigInt(requests.find((r) => r.requestId === id)!.amount) * 100n).reduce((s, b) => s + b, 0n);
    expect(funded - left).toBe(moved);
    // The budget ran out: some were refused for funds, none went through twice.
    expect(applied.size).toBeLessThan(40);
    expect(Number((await rows(sql`SELECT COUNT(*)::int AS n FROM ledger_postings WHERE type = 'downline_transfer' AND idempotency_key LIKE ${`downline-transfer:${top.id}:%`}`))[0].n)).toBe(applied.size);
    expect((await reconcile()).ok).toBe(true);
  });

  it('team betting by product and period; downline profit and loss; downline transactions', async () => {
    const top = await agent();
    const sub = await agent(top);
    const m1 = await member(top);
    const m2 = await member(sub);
    await round(m1, { bet: 1_000n, win: 1_500n, gameType: 'RNG', vendor: 'PG' });
    await round(m1, { bet: 2_000n, win: 0n, gameType: 'RNG', vendor: 'JDB' });
    await round(m2, { bet: 4_000n, win: 1_000n, refund: 1_000n, gameType: 'LIVE', vendor: 'EG2' });
    await round(m2, { bet: 4_000n, win: 0n, gameType: 'LIVE', vendor: 'EG2', at: new Date(Date.now() - 20 * 86_400_000) });

    const byCategory = (await get(top, '/wps/agent/team/betting')).body.value;
    expect(byCategory.list).toEqual([
      { gameType: 'LIVE', vendorCode: null, rounds: 1, players: 1, betAmount: 40, validBet: 30, winAmount: 10, profitLoss: -20 },
      { gameType: 'RNG', vendorCode: null, rounds: 2, players: 1, betAmount: 30, validBet: 30, winAmount: 15, profitLoss: -15 },
    ]);
    expect(byCategory.summary).toEqual({ rounds: 3, players: 2, betAmount: 70, validBet: 60, winAmount: 25, profitLoss: -35 });
    const byVendor = (await get(top, '/wps/agent/team/betting?groupBy=vendor&gameType=rng')).body.value;
    expect(byVendor.list.map((r: { vendorCode: string; validBet: number }) => [r.vendorCode, r.validBet])).toEqual([['JDB', 20], ['PG', 10]]);
    expect(byVendor.summary.validBet).toBe(30);
    const month = (await get(top, '/wps/agent/team/betting?preset=previous30')).body.value;
    expect(month.summary).toMatchObject({ rounds: 4, betAmount: 110 });

    await fund(m1, 3_000n);
    await p.services.wallet.post({
      merchantCode: 'thailand', type: 'bonus', idempotencyKey: `agent-test:bonus:${m2.id}`, actor: SYSTEM,
      legs: [{ account: account.member(m2.id), amount: 700n }, { account: account.bonus, amount: -700n }],
    });
    // A withdrawal held (300) and one held then released (100): 300 withdrawn.
    const hold = (n: number, amount: bigint, type: 'withdrawal' | 'withdrawal_release') => p.services.wallet.post({
      merchantCode: 'thailand', type, idempotencyKey: `agent-test:withdraw:${m1.id}:${n}`, actor: SYSTEM,
      legs: [{ account: account.member(m1.id), amount }, { account: account.withdrawalHold, amount: -amount }],
    });
    await hold(1, -300n, 'withdrawal');
    await hold(2, -100n, 'withdrawal');
    await hold(3, 100n, 'withdrawal_release');
    const subRow = { id: sub.id, username: sub.username, level: 1, isAgent: true, depositAmount: 0, withdrawalAmount: 0, betAmount: 40, validBet: 30, winAmount: 10, bonusAmount: 7, profitLoss: -20 };
    const m1Row = { id: m1.id, username: m1.username, level: 1, isAgent: false, depositAmount: 30, withdrawalAmount: 3, betAmount: 30, validBet: 30, winAmount: 15, bonusAmount: 0, profitLoss: -15 };
    const m2Row = { ...subRow, id: m2.id, username: m2.username, level: 2, isAgent: false };
    const summary = { depositAmount: 30, withdrawalAmount: 3, betAmount: 70, validBet: 60, winAmount: 25, bonusAmount: 7, profitLoss: -35 };
    const topTrail = [{ id: top.id, username: top.username, level: 0 }];
    const subTrail = [...topTrail, { id: sub.id, username: sub.username, level: 1 }];
    // Each figure the same from the live tail alone (nothing rolled up yet), and from the roll-up alone.
    for (const stage of ['tail', 'rolled up']) {
      if (stage === 'rolled up') await p.services.agents.rollupTeams({ until: await untilNow() });
      const profit = (await get(top, '/wps/agent/team/profit')).body.value;
      expect(profit, stage).toMatchObject({ totalCount: 2, totalPages: 1, trail: topTrail });
      // The direct downline, each with its whole team; largest valid bet first, equal ones by id.
      expect(profit.list, stage).toEqual([subRow, m1Row]);
      expect(profit.summary, stage).toEqual(summary);
      const opened = (await get(top, `/wps/agent/team/profit?parentId=${sub.id}`)).body.value;
      expect([opened.list, opened.trail, opened.summary.validBet], stage).toEqual([[m2Row], subTrail, 30]);
      const named = (await get(top, `/wps/agent/team/profit?username=${m2.username.toUpperCase()}`)).body.value;
      expect([named.list, named.trail, named.totalCount], stage).toEqual([[m2Row], subTrail, 1]);
      const page2 = (await get(top, '/wps/agent/team/profit?pageSize=1&pageNo=2')).body.value;
      expect([page2.totalPages, page2.list, page2.summary], stage).toEqual([2, [m1Row], summary]);
      // The period counts: the round 20 days ago is in the month, not the week.
      expect((await get(top, '/wps/agent/team/profit?preset=previous30')).body.value.summary.betAmount, stage).toBe(110);
    }
    expect((await get(sub, '/wps/agent/team/profit')).body.value.list).toEqual([{ ...m2Row, level: 1 }]);

    const tx = (await get(top, '/wps/agent/team/transactions')).body.value;
    expect([tx.totalCount, tx.totalCapped]).toEqual([5, false]);
    expect(tx.list.map((r: { username: string; type: string; amount: number }) => [r.username, r.type, r.amount])).toEqual([
      [m1.username, 'withdrawal_release', 1], [m1.username, 'withdrawal', -1], [m1.username, 'withdrawal', -3], [m2.username, 'bonus', 7], [m1.username, 'deposit', 30],
    ]);
    expect((await get(top, '/wps/agent/team/transactions?type=deposit')).body.value.list).toHaveLength(1);
    expect((await get(top, `/wps/agent/team/transactions?username=${m2.username.toUpperCase()}`)).body.value.list.map((r: { memberId: number }) => r.memberId)).toEqual([m2.id]);
    expect((await get(top, '/wps/agent/team/transactions?scope=direct')).body.value.list.map((r: { memberId: number }) => r.memberId)).toEqual([m1.id, m1.id, m1.id, m1.id]);
  });

  it('downline transactions: the count stops above 1,000 and says so; pages past it are not served', async () => {
    const top = await agent();
    const m = await member(top);
    await fund(m, 1n);
    // 1,000 more postings on the member's wallet, double-entry against the payment channel the deposit came from.
    await p.database.db.execute(sql`WITH posted AS (
        INSERT INTO ledger_postings (merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id)
        SELECT 'thailand', 'adjustment', ${`agent-test:many:${m.id}:`} || i, 'test', 'THB', 'system', 'test' FROM generate_series(1, 1000) AS i RETURNING id
      )
      INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after)
      SELECT posted.id, a.id, 1, 0, 1 FROM posted, ledger_accounts a WHERE a.member_id = ${m.id} AND a.owner_kind = 'member'
      UNION ALL
      SELECT posted.id, c.id, -1, NULL, NULL FROM posted, ledger_accounts c
      WHERE c.merchant_code = 'thailand' AND c.owner_kind = 'payment_channel' AND c.owner_id = 'BANK'`);
    const first = (await get(top, '/wps/agent/team/transactions')).body.value;
    expect(first).toMatchObject({ totalCount: 1_000, totalCapped: true, totalPages: 50 });
    expect(first.list).toHaveLength(20);
    expect((await get(top, '/wps/agent/team/transactions?pageNo=50')).body.value.list).toHaveLength(20);
    expect((await get(top, '/wps/agent/team/transactions?pageNo=51')).body.value).toMatchObject({ list: [], totalCount: 1_000, totalCapped: true });
    // Narrowed to the deposit: one entry, counted exactly.
    expect((await get(top, '/wps/agent/team/transactions?type=deposit')).body.value).toMatchObject({ totalCount: 1, totalCapped: false });
  });

  it('profit and loss: withdrawals and bonuses roll up, catch up their history once, and move with a member', async () => {
    const top = await agent();
    const sub = await agent(top);
    const m = await member(sub);
    await fund(m, 5_000n);
    const post = (type: 'bonus' | 'withdrawal', amount: bigint, other: typeof account.bonus) => p.services.wallet.post({
      merchantCode: 'thailand', type, idempotencyKey: `agent-test:${type}:${m.id}`, actor: SYSTEM,
      legs: [{ account: account.member(m.id), amount }, { account: other, amount: -amount }],
    });
    await post('bonus', 700n, account.bonus);
    await post('withdrawal', -2_000n, account.withdrawalHold);
    const rollup = async () => p.services.agents.rollupTeams({ until: await untilNow() });
    const summary = async (a: Account) => (await get(a, '/wps/agent/team/profit')).body.value.summary;
    const expected = { depositAmount: 50, withdrawalAmount: 20, bonusAmount: 7 };
    const inTable = async () => (await rows(sql`SELECT SUM(withdrawal_amount)::int AS w, SUM(bonus_amount)::int AS b FROM agent_team_days WHERE agent_id = ${top.id}`))[0];
    await rollup();
    expect(await summary(top)).toMatchObject(expected);
    expect(await inTable()).toEqual({ w: 2_000, b: 700 });
    // As before migration 0021: no withdrawal or bonus in the roll-up, their watermark at its start. The
    // live tail answers for them until the next run catches their history up, once.
    await p.database.db.execute(sql`UPDATE agent_member_days SET withdrawal_amount = 0, bonus_amount = 0`);
    await p.database.db.execute(sql`UPDATE agent_team_days SET withdrawal_amount = 0, bonus_amount = 0`);
    await p.database.db.execute(sql`UPDATE agent_rollup_state SET money_at = '1970-01-01T00:00:00Z'`);
    expect(await summary(top)).toMatchObject(expected);
    for (let run = 0; run < 2; run++) {
      await rollup();
      expect(await summary(top)).toMatchObject(expected);
      expect(await inTable()).toEqual({ w: 2_000, b: 700 });
    }
    // A member moved to another upline takes its figures along.
    await p.database.db.execute(sql`UPDATE members SET upline_id = ${top.id}, path = ${`${top.path}${top.id}/`}, depth = ${top.depth + 1} WHERE id = ${m.id}`);
    await rollup();
    const moved = (await get(top, '/wps/agent/team/profit')).body.value.list;
    expect(moved.map((r: { id: number; withdrawalAmount: number; bonusAmount: number }) => [r.id, r.withdrawalAmount, r.bonusAmount])).toEqual([[m.id, 20, 7]]);
    expect((await get(sub, '/wps/agent/team/profit')).body.value.totalCount).toBe(0);
  });

  it('reads the downline through the path and upline indexes', async () => {
    // Another top agent's team of 3,000 and a small team of our own, with fresh statistics: the
    // planner, free to choose, walks the indexes (the 100,000-member bench runs the same queries).
    const big = await agent();
    const top = await agent();
    for (const [upline, n, tag] of [[big, 3_000, 'b'], [top, 30, 't']] as const) {
      await p.database.db.execute(sql`INSERT INTO members (merchant_code, username, username_key, password_hash, upline_id, path, depth)
        SELECT 'thailand', ${`ix${tag}${upline.id}_`} || i, ${`ix${tag}${upline.id}_`} || i, 'factory', ${upline.id}, ${`/${upline.id}/`}, 1 FROM generate_series(1, ${n}) AS i`);
    }
    // A few disabled members in both teams, one of ours deeper down.
    await p.database.db.execute(sql`UPDATE members SET status = 'disabled' WHERE upline_id = ${big.id} AND id % 100 = 0`);
    const ours = ((await p.database.db.execute(sql`SELECT id FROM members WHERE upline_id = ${top.id} ORDER BY id`)) as unknown as { rows: { id: number }[] }).rows;
    const deep = await member(await agent(top));
    await p.database.db.execute(sql`UPDATE members SET status = 'disabled' WHERE id IN (${ours[3]!.id}, ${ours[7]!.id}, ${deep.id})`);
    await p.database.db.execute(sql`ANALYZE members`);
    const scope = { merchantCode: 'thailand', agentId: top.id, prefix: agentRepo.prefixOf(top), depth: 0 };
    const plans = {
      teamPage: await agentRepo.explain(p.database.db, scope, { page: { direct: false } }),
      teamCount: await agentRepo.explain(p.database.db, scope, 'team-count'),
      directPage: await agentRepo.explain(p.database.db, scope, { page: { direct: true } }),
      disabledTeamPage: await agentRepo.explain(p.database.db, scope, { page: { direct: false, status: 'disabled' } }),
      disabledDirectPage: await agentRepo.explain(p.database.db, scope, { page: { direct: true, status: 'disabled' } }),
      activeTotal: await agentRepo.explain(p.database.db, scope, { total: { direct: false, status: 'active' } }),
      activeTeamPage: await agentRepo.explain(p.database.db, scope, { page: { direct: false, status: 'active' } }),
    };
    expect(plans.teamPage, plans.teamPage).toMatch(/Index (Only )?Scan using members_path/);
    // A page of the team stops early instead of sorting every member.
    expect(plans.teamPage, plans.teamPage).not.toMatch(/Sort/);
    expect(plans.teamCount, plans.teamCount).toMatch(/(Index Only Scan|Bitmap Index Scan) using members_path/);
    expect(plans.directPage, plans.directPage).toMatch(/Index (Only )?Scan (Backward )?using members_upline/);
    // By status: the disabled members' own index, for the page and for the count the active total subtracts.
    for (const plan of [plans.disabledTeamPage, plans.disabledDirectPage, plans.activeTotal]) expect(plan, plan).toMatch(/Index (Only )?Scan (Backward )?using members_disabled_path/);
    expect(plans.disabledTeamPage, plans.disabledTeamPage).not.toMatch(/Sort/);
    // Active members: the team's walk in tree order, less the disabled set hashed once (no row visited for its status).
    expect(plans.activeTeamPage, plans.activeTeamPage).toMatch(/Index (Only )?Scan using members_path[\s\S]*hashed SubPlan/);
    expect(plans.activeTeamPage, plans.activeTeamPage).not.toMatch(/Sort|status = 'active'/);
    const list = async (q: string) => (await get(top, `/wps/agent/downline?${q}`)).body.value;
    expect((await list('scope=team&status=disabled')).list.map((r: { id: number }) => r.id)).toEqual([ours[3]!.id, ours[7]!.id, deep.id]);
    expect((await list('scope=direct&status=disabled')).list.map((r: { id: number }) => r.id)).toEqual([ours[7]!.id, ours[3]!.id]);
    expect(await list('scope=team&status=active&pageSize=10&pageNo=4')).toMatchObject({ totalCount: 29, totalPages: 3, list: [] });
    expect(await list('scope=direct&status=active&pageSize=10&pageNo=3')).toMatchObject({ totalCount: 29, totalPages: 3 });
    expect((await list('scope=direct&status=disabled&pageNo=2')).totalCount).toBe(2);
    expect((await get(top, '/wps/agent/downline?scope=team')).body.value.totalCount).toBe(32);
  });

  it('finds the newest deposit and the money after a watermark through their own index, not behind the bets', async () => {
    const top = await agent();
    const scope = { merchantCode: 'thailand', agentId: top.id, prefix: agentRepo.prefixOf(top), depth: 0 };
    // 20,000 bets and wins after one old deposit, with fresh statistics, rolled back afterwards: along
    // (merchant, created_at) the newest deposit lies behind every one of them.
    let plan = '';
    await p.database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ledger_postings (merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id, created_at)
        SELECT 'thailand', CASE WHEN i = 1 THEN 'deposit' WHEN i % 2 = 0 THEN 'bet' ELSE 'win' END, 'ix-money-' || i, 'h', 'THB', 'system', 'test',
          now() - interval '1 day' + i * interval '1 second' FROM generate_series(1, 20000) AS i`);
      await tx.execute(sql`ANALYZE ledger_postings`);
      plan = await agentRepo.explain(tx, scope, 'tail-flags');
      tx.rollback();
    }).catch((err: unknown) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
    // The deposits' flag and the money flag each read the partial index; neither walks the ledger.
    expect(plan.match(/using ledger_postings_rolled_money/g), plan).toHaveLength(2);
    expect(plan, plan).not.toMatch(/Seq Scan on ledger_postings|ledger_postings_merchant_created/);
  });
});

describe('scoping', () => {
  it('answers every endpoint about ids outside the caller\'s downline with 403/404, changing and revealing nothing', async () => {
    const top = await agent();
    const caller = await agent(top);
    const mine = await member(caller);
    const sibling = await agent(top);
    const siblingsMember = await member(sibling);
    const topsMember = await member(top);
    const foreign = await member(await account_({ type: 1, merchantCode: 'brazil' }));
    const unknown = 2_000_000_000;
    for (const a of [caller, mine, siblingsMember, topsMember, top]) await fund(a, 10_000n);
    for (const a of [siblingsMember, topsMember]) await round(a, { bet: 5_000n, win: 0n });
    const outside = [top, sibling, siblingsMember, topsMember, foreign, caller];

    const watched = async () => {
      const out: Record<string, string> = {};
      for (const [name, table] of Object.entries({ members, memberSessions, auditLog, ledgerAccounts, ledgerPostings, ledgerEntries, gameRounds })) {
        const all = (await p.database.db.select().from(table)).map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));
        // last_seen_at of sessions moves with every authenticated call; the sealer chains audit entries in the background.
        out[name] = crypto.createHash('sha256').update(all.map((r) => r.replace(/"lastSeenAt":"[^"]*"/, '').replace(/"chainSeq":[^,]*,"prevHash":[^,]*,"hash":("[^"]*"|null)/, '')).sort().join('\n')).digest('hex');
      }
      return out;
    };
    const before = await watched();
    const expectRefused = (what: string, r: { res: { statusCode: number }; body: { success: boolean; errorCode: string | null; value: unknown } }, code = 'agent.downline_not_found') => {
      expect([what, r.res.statusCode, r.body.errorCode, r.body.value]).toEqual([what, code === 'agent.downline_not_found' ? 404 : 403, code, null]);
    };
    for (const o of [...outside, { id: unknown } as Account]) {
      expectRefused(`details ${o.id}`, await get(caller, `/wps/agent/downline/${o.id}`));
      for (const status of ['disabled', 'active']) expectRefused(`status ${o.id}`, await send(caller, 'PUT', `/wps/agent/downline/${o.id}/status`, { status }));
      expectRefused(`profit of ${o.id}'s downline`, await get(caller, `/wps/agent/team/profit?parentId=${o.id}`));
      expectRefused(`transfer ${o.id}`, await send(caller, 'POST', '/wps/agent/downline/transfer', { downlineId: o.id, amount: 1, fundPassword: FUND_PASSWORD, requestId: `scope-${o.id}` }));
    }
    // Search by an outsider's name finds nothing in any list; only the caller's own member appears.
    for (const o of outside) {
      expect((await get(caller, `/wps/agent/team/profit?username=${o.username}`)).body.value.totalCount).toBe(0);
      for (const scope of ['direct', 'team']) {
        expect((await get(caller, `/wps/agent/downline?scope=${scope}&username=${o.username}`)).body.value.totalCount, o.username).toBe(0);
        expect((await get(caller, `/wps/agent/team/transactions?scope=${scope}&username=${o.username}`)).body.value.totalCount).toBe(0);
      }
    }
    const list = (await get(caller, '/wps/agent/downline?scope=team&pageSize=100')).body.value.list.map((r: { id: number }) => r.id);
    expect(list).toEqual([mine.id]);
    const csv = await p.app.inject({ method: 'GET', url: '/wps/agent/downline/export?scope=team', headers: caller.auth });
    for (const o of outside.filter((x) => x !== caller)) expect(csv.body).not.toContain(o.username);
    const overview = (await get(caller, '/wps/agent/team/overview')).body.value;
    expect(overview).toMatchObject({ teamSize: 1, directCount: 1, depositAmount: 100, validBet: 0, betAmount: 0 });
    expect((await get(caller, '/wps/agent/team/betting')).body.value.summary).toMatchObject({ rounds: 0, betAmount: 0 });
    const tx = (await get(caller, '/wps/agent/team/transactions?scope=team&pageSize=100')).body.value;
    expect(new Set(tx.list.map((r: { memberId: number }) => r.memberId))).toEqual(new Set([mine.id]));
    expect((await get(caller, '/wps/agent/team/profit')).body.value.list.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    // The foreign merchant's member, asked for with that merchant's header, is not the caller's either (the token is this merchant's).
    const crossed = await p.call({ method: 'GET', url: `/wps/agent/downline/${foreign.id}`, headers: { ...caller.auth, merchant: 'brazil' } });
    expect([crossed.res.statusCode, crossed.body.errorCode]).toEqual([401, 'auth.not_logged_in']);
    expect(await watched()).toEqual(before);
    // The caller's own downline stays reachable (the refusals above are about scope, not a broken route).
    expect((await get(caller, `/wps/agent/downline/${mine.id}`)).body.value.id).toBe(mine.id);
  });
});
