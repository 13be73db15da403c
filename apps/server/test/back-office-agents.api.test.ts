/**
 * The back office's merchant page read and agent tree (decision 0051): the tree from the top, a level at a
 * time, by username, a member's upline chain, contracts, their history and settlements, an agent's team
 * figures; permission, merchant scoping (another merchant's id is "not found") and validation codes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AGENT, DEMO_PLAYER } from '../src/db/seed';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

let p: TestPlatform;
let owner: Record<string, string>;
let agentId: number;
let playerId: number;
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const PASSWORD = 'Agent-Tree-Directory-2026!';
const base = '/wps/operator/merchants';
const rows = async <T>(q: ReturnType<typeof sql>) => ((await p.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const get = (url: string, headers = owner) => p.call({ method: 'GET', url, headers });

async function tokenFor(username: string, role: 'support' | 'marketing' | 'merchant_admin', merchantCode: string | null = null) {
  await p.services.operators.create(CLI, username, PASSWORD, merchantCode, { role });
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  return { authorization: login.body.value.token as string };
}

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = { authorization: await p.operatorToken() };
  const ids = await rows<{ id: number; username_key: string }>(sql`SELECT id, username_key FROM members
    WHERE merchant_code = 'thailand' AND username_key IN (${DEMO_AGENT.username}, ${DEMO_PLAYER.username})`);
  agentId = ids.find((r) => r.username_key === DEMO_AGENT.username)!.id;
  playerId = ids.find((r) => r.username_key === DEMO_PLAYER.username)!.id;
});
afterAll(() => p.close());

describe('merchant settings read', () => {
  it('answers the page\'s settings without money settings, for every role of the merchant', async () => {
    const res = await get(`${base}/thailand/settings`);
    expect(res.body.errorCode).toBeNull();
    expect(res.body.value).toMatchObject({ merchant: { merchantCode: 'thailand' }, status: expect.any(Number), sessionPolicy: { idleMinutes: expect.any(Number) } });
    expect(res.body.value.whitelabel.theme.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(res.body.value.registerFields.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.value)).not.toContain('moneyLimits');
    const marketing = await tokenFor('tree_marketing', 'marketing');
    expect((await get(`${base}/thailand/settings`, marketing)).body.errorCode).toBeNull();
    expect((await get(`${base}/nowhere/settings`)).body.errorCode).toBe('merchant.not_found');
  });
});

describe('agent tree', () => {
  it('starts at the top agents and expands a level at a time, paged', async () => {
    const top = await get(`${base}/thailand/agents?pageSize=100`);
    expect(top.body.errorCode).toBeNull();
    const demo = top.body.value.list.find((n: { id: number }) => n.id === agentId);
    expect(demo).toMatchObject({ username: DEMO_AGENT.username, isAgent: true, depth: 0 });
    expect(demo.directCount).toBeGreaterThan(1);
    expect(top.body.value.list.every((n: { isAgent: boolean; depth: number }) => n.isAgent && n.depth === 0)).toBe(true);

    const first = await get(`${base}/thailand/agents/${agentId}/children?pageSize=1`);
    expect(first.body.value).toMatchObject({ pageNo: 1, pageSize: 1, totalCount: demo.directCount, totalPages: demo.directCount });
    const all = await get(`${base}/thailand/agents/${agentId}/children?pageSize=100`);
    const names = all.body.value.list.map((n: { username: string }) => n.username);
    expect(names).toContain(DEMO_PLAYER.username);
    // Agents come first: they are what an operator expands next.
    const agents = all.body.value.list.map((n: { isAgent: boolean }) => n.isAgent);
    expect(agents).toEqual([...agents].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    expect(all.body.value.list[0].uplineUsername).toBe(DEMO_AGENT.username);
  });

  it('finds members by a username part and shows a member\'s upline chain', async () => {
    const found = await get(`${base}/thailand/agents?username=${encodeURIComponent('DEMO_PL')}`);
    expect(found.body.value.list.map((n: { id: number }) => n.id)).toContain(playerId);
    // The start of a username, as the player directory searches (decision 0046): a middle part finds nothing.
    expect((await get(`${base}/thailand/agents?username=o_player`)).body.value.totalCount).toBe(0);
    const short = await get(`${base}/thailand/agents?username=de`);
    expect([short.res.statusCode, short.body.errorCode]).toEqual([400, 'agent.search_too_short']);
    const detail = await get(`${base}/thailand/agents/${playerId}`);
    expect(detail.body.value).toMatchObject({ username: DEMO_PLAYER.username, isAgent: false, path: [{ id: agentId, username: DEMO_AGENT.username }] });
    const agent = await get(`${base}/thailand/agents/${agentId}`);
    expect(agent.body.value.path).toEqual([]);
    expect(agent.body.value.teamSize).toBeGreaterThanOrEqual(agent.body.value.directCount);
  });

  it('answers "not found" for another merchant\'s member or an unknown one, and 400 for bad paging', async () => {
    const other = await newPlayer(p, 'myanmar', 'treeother');
    for (const url of [`${base}/thailand/agents/${other.id}`, `${base}/thailand/agents/${other.id}/children`, `${base}/thailand/agents/999999/contracts`]) {
      const res = await get(url);
      expect([res.res.statusCode, res.body.errorCode], url).toEqual([404, 'member.not_found']);
    }
    for (const url of [`${base}/thailand/agents?pageSize=1000`, `${base}/thailand/agents/abc`, `${base}/thailand/agents/${agentId}/children?pageNo=0`]) {
      const res = await get(url);
      expect([res.res.statusCode, res.body.errorCode], url).toEqual([400, 'system.invalid_input']);
    }
  });

  it('keeps a merchant-bound operator on its merchant and marketing out', async () => {
    const bound = await tokenFor('tree_bound_admin', 'merchant_admin', 'myanmar');
    const res = await get(`${base}/thailand/agents`, bound);
    expect([res.res.statusCode, res.body.errorCode]).toEqual([403, 'auth.forbidden']);
    expect((await get(`${base}/myanmar/agents`, bound)).body.errorCode).toBeNull();
    const settings = await get(`${base}/thailand/settings`, bound);
    expect([settings.res.statusCode, settings.body.errorCode]).toEqual([403, 'auth.forbidden']);
    expect((await get(`${base}/myanmar/settings`, bound)).body.value.merchant.merchantCode).toBe('myanmar');
    const marketing = await tokenFor('tree_marketing2', 'marketing');
    expect((await get(`${base}/thailand/agents`, marketing)).body.errorCode).toBe('auth.forbidden');
    const support = await tokenFor('tree_support', 'support');
    expect((await get(`${base}/thailand/agents/${agentId}/children`, support)).body.errorCode).toBeNull();
  });
});

describe('contracts, settlements and team figures', () => {
  it('lists an agent\'s contracts with their history and settlements, exact amounts', async () => {
    const [sub] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE merchant_code = 'thailand' AND upline_id = ${agentId} AND type IN (1, 2, 41, 42) LIMIT 1`);
    const terms = { period: 'weekly', minValidBet: '0', tiers: [{ threshold: '0', activeMembers: 0, rateBp: 1500 }] };
    const [inserted] = await rows<{ id: number | string }>(sql`INSERT INTO agent_contracts (merchant_code, type, upline_id, downline_id, terms, rate_bp, period_kind, status, proposed_by, activated_at)
      VALUES ('thailand', 'dividend', ${agentId}, ${sub!.id}, ${JSON.stringify(terms)}::jsonb, 1500, 'weekly', 'active', 'upline', now() - interval '30 days') RETURNING id`);
    const c = { id: Number(inserted!.id) };
    await p.database.db.execute(sql`INSERT INTO agent_contract_history (merchant_code, contract_id, action, from_status, to_status, actor_role, actor_id, remark)
      VALUES ('thailand', ${c.id}, 'OFFER', NULL, 'active', 'upline', 'test', 'tree test')`);
    await p.database.db.execute(sql`INSERT INTO agent_contract_settlements (merchant_code, contract_id, member_id, type, period_start, period_end, team_valid_bet, team_net_loss, active_members, rate_bp, amount)
      VALUES ('thailand', ${c.id}, ${sub!.id}, 'dividend', now() - interval '14 days', now() - interval '7 days', 1234500, 50000, 3, 1500, 7500)`);

    const list = await get(`${base}/thailand/agents/${agentId}/contracts`);
    expect(list.body.value.list.find((x: { id: number }) => x.id === c.id)).toMatchObject({ type: 'dividend', status: 'active', rate: 15, upline: { id: agentId }, downline: { id: sub!.id } });
    const held = await get(`${base}/thailand/agents/${sub!.id}/contracts`);
    expect(held.body.value.list.map((x: { id: number }) => x.id)).toContain(c.id);
    const history = await get(`${base}/thailand/agent-contracts/${c.id}/history`);
    expect(history.body.value.list).toEqual([expect.objectContaining({ action: 'OFFER', toStatus: 'active', by: 'upline', remark: 'tree test' })]);
    const settled = await get(`${base}/thailand/agent-contracts/${c.id}/settlements`);
    expect(settled.body.value).toMatchObject({ totalCount: 1, list: [{ teamValidBet: '12345.00', amount: '75.00', rate: 15, activeMembers: 3, paid: false }] });
    for (const url of [`${base}/thailand/agent-contracts/999999/history`, `${base}/myanmar/agent-contracts/${c.id}/settlements`]) {
      const res = await get(url);
      expect([res.res.statusCode, res.body.errorCode], url).toEqual([404, 'agent_contract.not_found']);
    }
  });

  it('shows an agent\'s team overview and refuses one for a player', async () => {
    const team = await get(`${base}/thailand/agents/${agentId}/team?preset=previous7`);
    expect(team.body.errorCode).toBeNull();
    expect(team.body.value.teamSize).toBeGreaterThan(0);
    const player = await get(`${base}/thailand/agents/${playerId}/team`);
    expect([player.res.statusCode, player.body.errorCode]).toEqual([403, 'member.not_agent']);
  });
});
