/**
 * Operators bound to one agent's team (decision 0053): created only for a merchant's agent and a role with
 * team work; every route either narrows itself to the team or refuses; objects outside the team answer
 * 403 as a route the operator may not use; lists, searches, the agent tree and the live finance stream hold
 * the team only; a team-bound operator is never the second pair of eyes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { account } from '../src/modules/wallet/posting';
import { createTestPlatform, type TestPlatform } from './helpers';
import { operations, urlOf, type Operation } from './openapi-routes';
import { openFinanceStream } from './finance-stream';
import { newPlayer } from './upload-helpers';

const PASSWORD = 'Team-Scope-Operator-2026!';
const FUND = '246810';
let p: TestPlatform;
let ops: { authorization: string };
let team: { authorization: string };
let base: string;
interface Node { id: number; username: string; path: string; depth: number }
interface Player extends Node { auth: { authorization: string; merchant: string } }
// The team: agentA ← playerA, agentA ← agentB ← playerB. Outside it: agentC ← playerC, and agentA's own upline.
let root: Node;
let agentA: Node;
let agentB: Node;
let agentC: Node;
let playerA: Player;
let playerB: Player;
let playerC: Player;

async function agent(username: string, upline: Node | null): Promise<Node> {
  const place = upline ? { uplineId: upline.id, path: `${upline.path}${upline.id}/`, depth: upline.depth + 1 } : { uplineId: null, path: '/', depth: 0 };
  const [row] = await p.database.db.insert(members).values({
    merchantCode: 'thailand', username, usernameKey: username, passwordHash: await hashPassword('Secret#123'), type: 1, registerIp: '127.0.0.1', ...place,
  }).returning({ id: members.id });
  return { id: row!.id, username, ...place };
}

/** A registered player moved below `upline` (as an invitation code would have placed it). */
async function playerBelow(upline: Node, prefix: string): Promise<Player> {
  const made = await newPlayer(p, 'thailand', prefix);
  const place = { path: `${upline.path}${upline.id}/`, depth: upline.depth + 1 };
  await p.database.db.execute(sql`UPDATE members SET upline_id = ${upline.id}, path = ${place.path}, depth = ${place.depth} WHERE id = ${made.id}`);
  return { id: made.id, username: made.username, auth: made.auth, ...place };
}

async function operator(username: string, role: string, merchantCode: string | null, agentUsername?: string | null) {
  const created = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: ops, payload: { username, password: PASSWORD, role, merchantCode, agentUsername } });
  return created.body;
}

async function login(username: string) {
  const res = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  return { authorization: res.body.value.token as string };
}

let nextKey = 0;
async function deposit(player: Player, amount: number) {
  const { body } = await p.call({ method: 'POST', url: '/wps/member/deposit', headers: player.auth, payload: { requestId: `ts-${nextKey++}`, channelCode: 'BANK', amount, reference: 'transfer' } });
  expect(body.errorCode).toBeNull();
  return body.value.deposit.id as number;
}

async function withdrawal(player: Player) {
  await p.database.db.execute(sql`UPDATE members SET payee_name = 'Team Player' WHERE id = ${player.id}`);
  await p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: player.auth, payload: { loginPassword: 'Secret#123', newFundPassword: FUND, confirmFundPassword: FUND } });
  await p.services.wallet.post({
    merchantCode: 'thailand', type: 'deposit', idempotencyKey: `ts:credit:${player.id}`, actor: { type: 'system', id: 'team-test', ip: null, merchantCode: null },
    legs: [{ account: account.member(player.id), amount: 100_000n }, { account: account.paymentChannel('BANK'), amount: -100_000n }],
  });
  const bound = await p.call({ method: 'POST', url: '/wps/member/withdraw/accounts', headers: player.auth, payload: { bankCode: 'KBANK', bankName: 'Kasikorn Bank', accountNumber: '1234567890', holderName: 'Team Player' } });
  expect(bound.body.errorCode).toBeNull();
  const w = await p.call({ method: 'POST', url: '/wps/member/withdraw', headers: player.auth, payload: { amount: '200', accountId: bound.body.value.id, fundPassword: FUND, requestId: `tsw-${player.id}` } });
  expect(w.body.errorCode).toBeNull();
  return w.body.value.id as number;
}

const get = (url: string, headers = team) => p.call({ method: 'GET', url, headers });
const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  p.services.financeEvents.heartbeatMs = 300;
  root = await agent('ts_root', null);
  agentA = await agent('ts_agent_a', root);
  agentB = await agent('ts_agent_b', agentA);
  agentC = await agent('ts_agent_c', root);
  playerA = await playerBelow(agentA, 'tsa');
  playerB = await playerBelow(agentB, 'tsb');
  playerC = await playerBelow(agentC, 'tsc');
  expect((await operator('ts_team_admin', 'merchant_admin', 'thailand', 'TS_AGENT_A')).errorCode).toBeNull();
  team = await login('ts_team_admin');
  await p.app.listen({ port: 0, host: '127.0.0.1' });
  const address = p.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => p.close());

describe('binding an operator to a team', () => {
  it('needs a merchant, a role with team work and an agent of that merchant', async () => {
    expect((await operator('ts_x1', 'support', null, agentA.username)).errorCode).toBe('operator.team_needs_merchant');
    expect((await operator('ts_x2', 'owner', 'thailand', agentA.username)).errorCode).toBe('operator.team_role');
    expect((await operator('ts_x3', 'marketing', 'thailand', agentA.username)).errorCode).toBe('operator.team_role');
    expect((await operator('ts_x4', 'support', 'thailand', 'nobody_here')).errorCode).toBe('operator.agent_not_found');
    // A player is not an agent; an agent of another merchant is not found in this one.
    expect((await operator('ts_x5', 'support', 'thailand', playerA.username)).errorCode).toBe('operator.agent_not_found');
    expect((await operator('ts_x6', 'support', 'brazil', agentA.username)).errorCode).toBe('operator.agent_not_found');
    const none = await p.call({ method: 'GET', url: '/wps/operator/operators', headers: ops });
    expect(none.body.value.some((o: { username: string }) => o.username.startsWith('ts_x'))).toBe(false);
  });

  it('shows the team in the operators list and in the operator\'s own view, with the team permissions only', async () => {
    const list = await p.call({ method: 'GET', url: '/wps/operator/operators', headers: ops });
    expect(list.body.value.find((o: { username: string }) => o.username === 'ts_team_admin')).toMatchObject({ merchantCode: 'thailand', role: 'merchant_admin', team: { agentId: agentA.id, agentUsername: agentA.username } });
    const me = await get('/wps/operator/session/me');
    expect(me.body.value.team).toEqual({ agentId: agentA.id, agentUsername: agentA.username });
    expect([...me.body.value.permissions].sort()).toEqual([
      'agents.read', 'deposits.decide', 'deposits.read', 'files.read', 'players.manage', 'players.pii', 'players.read',
      'wallet.adjust', 'wallet.read', 'withdrawals.decide', 'withdrawals.read',
    ]);
  });

  it('keeps a role with team work through a role change', async () => {
    const asked = await p.call({ method: 'PUT', url: '/wps/operator/operators/ts_team_admin/role', headers: ops, payload: { role: 'marketing' } });
    expect(asked.body.errorCode).toBe('operator.team_role');
  });
});

describe('routes', () => {
  // Written out by hand: the routes a team-bound merchant admin may call with a member of its team as `:id`.
  const TEAM_ROUTES = new Set([
    'GET /wps/operator/session/me', 'GET /wps/operator/session/sessions', 'POST /wps/operator/session/sessions/{id}/revoke',
    'POST /wps/operator/session/password', 'POST /wps/operator/totp/enrol', 'POST /wps/operator/totp/confirm', 'DELETE /wps/operator/session/logout',
    'GET /wps/operator/merchants', 'GET /wps/operator/approvals', 'POST /wps/operator/approvals/{id}/approve', 'POST /wps/operator/approvals/{id}/reject', 'POST /wps/operator/approvals/{id}/cancel',
    'POST /wps/operator/merchants/{merchantCode}/members/{id}/wallet/adjust', 'GET /wps/operator/wallet/adjustments',
    'GET /wps/operator/merchants/{merchantCode}/withdrawals', 'GET /wps/operator/deposits', 'GET /wps/operator/finance/events',
    'GET /wps/operator/merchants/{merchantCode}/agents', 'GET /wps/operator/merchants/{merchantCode}/agents/{id}',
    'GET /wps/operator/merchants/{merchantCode}/agents/{id}/children', 'GET /wps/operator/merchants/{merchantCode}/agents/{id}/contracts',
    'GET /wps/operator/merchants/{merchantCode}/agents/{id}/team',
    'GET /wps/operator/merchants/{merchantCode}/players', 'GET /wps/operator/merchants/{merchantCode}/players/{id}',
    'POST /wps/operator/merchants/{merchantCode}/players/{id}/unmask',
    ...['balances', 'ledger', 'rounds', 'sessions', 'logins', 'devices', 'addresses', 'notes'].map((tab) => `GET /wps/operator/merchants/{merchantCode}/players/{id}/${tab}`),
    'POST /wps/operator/merchants/{merchantCode}/players/{id}/notes', 'POST /wps/operator/merchants/{merchantCode}/players/{id}/actions/{action}',
    // Its `:id` here is no upload id: the route's own validation answers (an upload outside the team: 403).
    'GET /wps/operator/merchants/{merchantCode}/files/{id}',
  ]);
  // The routes whose `:id` is a deposit, withdrawal, adjustment or contract find none of the team under a
  // member's id and answer 403 here; the finance tests below open the team's own.
  // The exports narrow themselves as their lists do; the operators and games exports refuse them as their lists do.
  // The approvals export, as its list, is open to them and holds no request (they decide no kind).
  const EXPORTS = ['players', 'withdrawals', 'deposits', 'wallet/adjustments', 'approvals'];
  const key = (op: Operation) => `${op.method} ${op.path}`;
  const allowed = (k: string) => TEAM_ROUTES.has(k) || EXPORTS.some((e) => k.endsWith(`/${e}/export`));

  it('answers the team routes and refuses every other with 403 auth.forbidden', async () => {
    const signedIn = operations(p.app).filter((op) => op.secured && op.path.startsWith('/wps/operator/'));
    const wrong: string[] = [];
    // Logout last: it ends the session the other calls use.
    for (const op of [...signedIn].sort((a, b) => Number(key(a).includes('logout')) - Number(key(b).includes('logout')))) {
      const url = urlOf(op, (name) => ({ merchantCode: 'thailand', id: String(playerA.id), code: 'NOPE', provider: 'google', username: 'nobody-here' })[name] ?? 'x');
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      const session = key(op).includes('logout') ? await login('ts_team_admin') : team;
      const res = await p.app.inject({ method: op.method, url, headers: { ...session, ...(hasBody ? { 'content-type': 'application/json' } : {}) }, ...(hasBody ? { payload: '{}' } : {}) });
      const forbidden = res.statusCode === 403 && JSON.parse(res.body).errorCode === 'auth.forbidden';
      if (forbidden === allowed(key(op))) wrong.push(`${key(op)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('players', () => {
  it('lists and finds the team only, and answers 403 for a player outside it', async () => {
    const all = await get('/wps/operator/merchants/thailand/players?pageSize=100');
    expect(all.body.errorCode).toBeNull();
    expect(ids(all.body.value.list)).toEqual(sorted(agentA.id, agentB.id, playerA.id, playerB.id));
    expect(all.body.value.totalCount).toBe(4);
    // The team's agent answers to someone the operator does not see.
    expect(all.body.value.list.find((r: { id: number }) => r.id === agentA.id).uplineUsername).toBeNull();
    const outside = await get(`/wps/operator/merchants/thailand/players?q=${playerC.username}&field=username`);
    expect(outside.body.value.list).toEqual([]);
    const inside = await get(`/wps/operator/merchants/thailand/players?q=${playerB.username}&field=username`);
    expect(ids(inside.body.value.list)).toEqual([playerB.id]);
    expect((await get(`/wps/operator/merchants/thailand/players/${playerC.id}`)).body.errorCode).toBe('auth.forbidden');
    expect((await get(`/wps/operator/merchants/thailand/players/${playerC.id}/ledger`)).body.errorCode).toBe('auth.forbidden');
    const adjust = await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/members/${playerC.id}/wallet/adjust`, headers: team, payload: { amount: '10', reason: 'goodwill', idempotencyKey: 'ts-out' } });
    expect(adjust.body.errorCode).toBe('auth.forbidden');
  });

  it('shows the agent path from the team\'s agent down', async () => {
    const detail = await get(`/wps/operator/merchants/thailand/players/${playerB.id}`);
    expect(detail.body.errorCode).toBeNull();
    expect(detail.body.value.agentPath.map((a: { id: number }) => a.id)).toEqual([agentA.id, agentB.id]);
    const full = await get(`/wps/operator/merchants/thailand/players/${playerB.id}`, ops);
    expect(full.body.value.agentPath.map((a: { id: number }) => a.id)).toEqual([root.id, agentA.id, agentB.id]);
  });
});

describe('agent tree', () => {
  it('starts at the team\'s agent, searches within the team, and refuses agents outside it', async () => {
    const top = await get('/wps/operator/merchants/thailand/agents');
    expect(ids(top.body.value.list)).toEqual([agentA.id]);
    expect(top.body.value.list[0].uplineUsername).toBeNull();
    const children = await get(`/wps/operator/merchants/thailand/agents/${agentA.id}/children`);
    expect(ids(children.body.value.list)).toEqual(sorted(agentB.id, playerA.id));
    const search = await get('/wps/operator/merchants/thailand/agents?username=ts_agent');
    expect(ids(search.body.value.list)).toEqual(sorted(agentA.id, agentB.id));
    const detail = await get(`/wps/operator/merchants/thailand/agents/${agentB.id}`);
    expect(detail.body.value.path.map((a: { id: number }) => a.id)).toEqual([agentA.id]);
    for (const id of [agentC.id, root.id]) expect((await get(`/wps/operator/merchants/thailand/agents/${id}`)).body.errorCode).toBe('auth.forbidden');
  });
});

describe('finance queues', () => {
  it('lists, approves and streams the team\'s deposits only', async () => {
    const stream = await openFinanceStream(base, team);
    const inside = await deposit(playerA, 300);
    const outside = await deposit(playerC, 400);
    const list = await get('/wps/operator/deposits?merchantCode=thailand&pageSize=100');
    expect(list.body.errorCode).toBeNull();
    expect(list.body.value.list.map((d: { id: number }) => d.id)).toContain(inside);
    expect(list.body.value.list.map((d: { id: number }) => d.id)).not.toContain(outside);
    expect((await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/deposits/${outside}/approve`, headers: team })).body.errorCode).toBe('auth.forbidden');
    expect((await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/deposits/${inside}/approve`, headers: team })).body.errorCode).toBeNull();
    await stream.until(() => stream.frames.some((f) => f.event === 'deposit.decided' && f.data.id === inside));
    // The outside deposit's creation came before the inside one's decision and would have been written first.
    expect(stream.frames.some((f) => f.data.id === outside)).toBe(false);
    await stream.close();
  });

  it('lists and opens the team\'s withdrawals only', async () => {
    const inside = await withdrawal(playerB);
    const outside = await withdrawal(playerC);
    const list = await get('/wps/operator/merchants/thailand/withdrawals?pageSize=100');
    expect(ids(list.body.value.list)).toEqual([inside]);
    expect((await get(`/wps/operator/merchants/thailand/withdrawals/${outside}`)).body.errorCode).toBe('auth.forbidden');
    expect((await get(`/wps/operator/merchants/thailand/withdrawals/${inside}`)).body.errorCode).toBeNull();
    const everyone = await get('/wps/operator/merchants/thailand/withdrawals?pageSize=100', ops);
    expect(ids(everyone.body.value.list)).toEqual(sorted(inside, outside));
  });
});

describe('second approvals', () => {
  it('lets a team-bound operator ask but never decide', async () => {
    const waiting = await p.call({ method: 'GET', url: '/wps/operator/approvals', headers: team });
    expect(waiting.body.errorCode).toBeNull();
    expect(waiting.body.value.list).toEqual([]);
    const asked = await p.services.approvals.request({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'operator.role', { username: 'ts_team_admin', role: 'support' });
    const approve = await p.call({ method: 'POST', url: `/wps/operator/approvals/${asked.requestId}/approve`, headers: team });
    expect(approve.body.errorCode).toBe('auth.forbidden');
  });
});
