import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../src/modules/wallet/posting';
import { agentContractKit, PASSWORD, type Who } from './agent-contract-kit';
import { createTestPlatform, type TestPlatform } from './helpers';

// The register center's initial contract and the per-type contract flags (issue 6; decisions 0026, 0027).
const URL = '/wps/agent/contracts/register-downline';
let p: TestPlatform;
let ops: { authorization: string };

const { rows, register, place, relay, terms } = agentContractKit(() => p, 'icon', 40_000_000);
async function login(username: string): Promise<Who> {
  const res = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username, password: PASSWORD } });
  if (!res.body.success) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  const auth = { authorization: res.body.value.token as string };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  return { id: info.body.value.id, username, auth };
}
const open = (who: Who, payload: Record<string, unknown>) => p.call({ method: 'POST', url: URL, headers: who.auth, payload });
let serial = 0;
const fresh = () => `newic${serial++}`;
const memberCount = async (username: string) => (await rows(sql`SELECT count(*)::int AS n FROM members WHERE username_key = ${username.toLowerCase()}`))[0].n as number;
const setFlags = (flags: Record<string, boolean>) => p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: flags, headers: ops });

let top: Who, mid: Who, player: Who, stranger: Who;
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', RUN_JOBS: 'false' });
  ops = { authorization: await p.operatorToken() };
  await setFlags({ HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false });
  [top, mid, player, stranger] = [await register(), await register(), await register(), await register()];
  await place(top, 1, null);
  await place(mid, 1, top);
  await place(player, 0, top);
  await place(stranger, 1, null);
});
afterAll(() => p.close());

describe('contract flags (spec §2, §6: contract pages only when enabled)', () => {
  it('the demo merchant has every contract type on; a new merchant starts with them off; the permission payload carries them', async () => {
    const perm = await p.call({ method: 'GET', url: '/wps/system/permission' });
    expect(perm.body.value.info.features).toMatchObject({ AGENT_CONTRACT_DIVIDEND: true, AGENT_CONTRACT_DAILY: true, AGENT_CONTRACT_HOURLY: true, AGENT_CONTRACT_REALTIME: true });
    const other = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'myanmar' } });
    expect(other.body.value.info.features).toMatchObject({ AGENT_CONTRACT_DIVIDEND: false, AGENT_CONTRACT_REALTIME: false });
    expect(p.services.merchants.settings('thailand').features.AGENT_CONTRACT_REALTIME).toBe(true);
    expect(p.services.merchants.settings('myanmar').features.AGENT_CONTRACT_REALTIME).toBe(false);
  });

  it('a type turned off refuses offers, requests, acceptances and registration contracts; the rest still works so contracts can wind down', async () => {
    const offered = await relay('hourly', top, 'OFFER', { downlineId: mid.id, terms: terms(1) });
    const id = offered.body.value.contract.id;
    expect((await setFlags({ AGENT_CONTRACT_HOURLY: false })).body.success).toBe(true);
    try {
      const refused = await relay('hourly', top, 'OFFER', { downlineId: player.id, terms: terms(1) });
      expect([refused.res.statusCode, refused.body.errorCode]).toEqual([403, 'agent_contract.type_disabled']);
      expect((await relay('hourly', mid, 'NEW_REQUEST', { terms: terms(1) })).body.errorCode).toBe('agent_contract.type_disabled');
      expect((await relay('hourly', mid, 'ACCEPT', { contractId: id })).body.errorCode).toBe('agent_contract.type_disabled');
      const name = fresh();
      const reg = await open(top, { username: name, password: PASSWORD, type: 1, contract: { type: 'hourly', terms: terms(1) } });
      expect(reg.body.errorCode).toBe('agent_contract.type_disabled');
      expect(await memberCount(name)).toBe(0);
      // Other types are not affected; QUERY and REJECT of the type still answer.
      expect((await relay('daily', top, 'QUERY')).body.success).toBe(true);
      expect((await relay('hourly', mid, 'QUERY')).body.value.mine.map((c: { id: number }) => c.id)).toEqual([id]);
      expect((await relay('hourly', mid, 'REJECT', { contractId: id })).body.value.contract.status).toBe('rejected');
    } finally {
      await setFlags({ AGENT_CONTRACT_HOURLY: true });
    }
    // The flag change is audited as every feature change is.
    const [audit] = await rows(sql`SELECT after FROM audit_log WHERE action = 'system.features.set' ORDER BY id DESC LIMIT 1`);
    expect(audit.after.features.AGENT_CONTRACT_HOURLY).toBe(true);
  });
});

describe('register center with an initial contract', () => {
  it('opens the account and its contract in force at once, recorded as offered and accepted at registration', async () => {
    const name = fresh();
    const made = await open(top, { username: name, password: PASSWORD, type: 2, nickname: 'Team lead', contract: { type: 'realtime', terms: terms('1.25', { minValidBet: 10 }) } });
    expect(made.body.errorCode).toBeNull();
    const v = made.body.value;
    expect(v).toMatchObject({ username: name, type: 2, mustChangePassword: true, inviteCode: expect.stringMatching(/^[A-Z0-9]{8}$/) });
    expect(v.contract).toMatchObject({
      type: 'realtime', status: 'active', role: 'upline', rate: 1.25, proposedBy: 'upline', upline: { id: top.id, username: top.username },
      downline: { id: v.id, username: name }, terms: { period: null, minValidBet: 10, tiers: [{ threshold: 0, activeMembers: 0, rate: 1.25 }] },
    });
    expect(v.contract.activatedAt).toBeTruthy();
    const [row] = await rows(sql`SELECT upline_id, depth, register_method FROM members WHERE id = ${v.id}`);
    expect(row).toEqual({ upline_id: top.id, depth: 1, register_method: 'AGENT' });

    // The agent sees it among the contracts it gave; the new account sees it as its own.
    const given = await relay('realtime', top, 'QUERY', { status: 'active' });
    expect(given.body.value.list.map((c: { id: number }) => c.id)).toContain(v.contract.id);
    const downline = await login(name);
    const mine = await relay('realtime', downline, 'QUERY');
    expect(mine.body.value.mine).toMatchObject([{ id: v.contract.id, status: 'active', role: 'downline' }]);
    const history = await p.call({ method: 'GET', url: `/wps/agent/contracts/${v.contract.id}/history`, headers: downline.auth });
    expect(history.body.value.list.map((h: { action: string; fromStatus: string | null; toStatus: string; by: string; remark: string }) => [h.action, h.fromStatus, h.toStatus, h.by, h.remark])).toEqual([
      ['offer', null, 'offered', 'upline', 'registration'], ['accept', 'offered', 'active', 'downline', 'registration'],
    ]);
    expect((await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'agent.downline.register' AND target = ${`member:${v.id}`}`))[0].n).toBe(1);

    // It pays from the first period: a round of the new account now, settled once the period has closed.
    const before = await p.services.wallet.balanceOf('thailand', account.member(v.id));
    await p.database.db.execute(sql`
      INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, round_id, status, bet_amount, win_amount, refund_amount, currency, demo, started_at, settled_at)
      VALUES ('thailand', ${v.id}, 'TESTV', 'slot', ${`icr-${v.id}`}, 'settled', 40000, 10000, 0, 'THB', false, now(), now())`);
    await p.services.agentContracts.settleDue(['realtime'], new Date(Date.now() + 10 * 60_000));
    expect(await p.services.wallet.balanceOf('thailand', account.member(v.id)) - before).toBe(500n); // 400.00 × 1.25 %
  });

  it('a dividend with its period; a member account can hold one too', async () => {
    const made = await open(top, { username: fresh(), password: PASSWORD, contract: { type: 'dividend', terms: terms(20, { period: 'Weekly' }) } });
    expect(made.body.value).toMatchObject({ type: 0, contract: { type: 'dividend', status: 'active', terms: { period: 'Weekly' } } });
    const [c] = await rows(sql`SELECT period_kind, rate_bp FROM agent_contracts WHERE id = ${made.body.value.contract.id}`);
    expect(c).toEqual({ period_kind: 'weekly', rate_bp: 2000 });
  });

  it('bad input creates nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'dividend', terms: terms(10) }, 400, 'agent_contract.terms_invalid'], // a dividend needs its period
      [{ type: 'daily', terms: terms(10, { period: 'Daily' }) }, 400, 'agent_contract.terms_invalid'], // only dividends have one
      [{ type: 'daily', terms: terms('100.5') }, 400, 'agent_contract.terms_invalid'],
      [{ type: 'daily', terms: terms(0) }, 400, 'agent_contract.terms_invalid'],
      [{ type: 'daily', terms: { minValidBet: 0, tiers: [{ threshold: 100, activeMembers: 1, rate: 2 }, { threshold: 50, activeMembers: 1, rate: 3 }] } }, 400, 'agent_contract.terms_invalid'],
      [{ type: 'daily', terms: { minValidBet: -1, tiers: [{ threshold: 0, activeMembers: 0, rate: 1 }] } }, 400, 'system.invalid_input'],
      [{ type: 'daily', terms: { tiers: [] } }, 400, 'system.invalid_input'],
      [{ type: 'weekly', terms: terms(1) }, 400, 'system.invalid_input'],
      [{ type: 'daily', terms: terms(1), extra: true }, 400, 'system.invalid_input'],
    ];
    for (const [contract, status, code] of cases) {
      const name = fresh();
      const res = await open(top, { username: name, password: PASSWORD, contract });
      expect([res.res.statusCode, res.body.errorCode], JSON.stringify(contract)).toEqual([status, code]);
      expect(await memberCount(name)).toBe(0);
    }
    // Account problems answer as the plain register center does, and create no contract.
    const contracts = (await rows(sql`SELECT count(*)::int AS n FROM agent_contracts`))[0].n;
    expect((await open(top, { username: '1 bad name', password: PASSWORD, contract: { type: 'daily', terms: terms(1) } })).body.errorCode).toBe('member.form_invalid');
    expect((await open(top, { username: mid.username, password: PASSWORD, contract: { type: 'daily', terms: terms(1) } })).body.errorCode).toBe('member.username_taken');
    expect((await open(top, { username: fresh(), password: 'x', contract: { type: 'daily', terms: terms(1) } })).body.errorCode).toBe('member.password_invalid');
    expect((await open(top, { username: fresh(), password: PASSWORD })).body.errorCode).toBe('system.invalid_input');
    expect((await rows(sql`SELECT count(*)::int AS n FROM agent_contracts`))[0].n).toBe(contracts);
  });

  it('the rate rule: an agent gives no more than its own rate (0 without a contract of the type), before the account exists', async () => {
    // mid has an upline and no daily contract: it has nothing to give.
    const name = fresh();
    const refused = await open(mid, { username: name, password: PASSWORD, contract: { type: 'daily', terms: terms(0.5) } });
    expect([refused.res.statusCode, refused.body.errorCode]).toEqual([409, 'agent_contract.rate_exceeds_upline']);
    expect(await memberCount(name)).toBe(0);
    // With a 2 % contract from top, 2 % is allowed and 2.01 % is not.
    const offer = await relay('daily', top, 'OFFER', { downlineId: mid.id, terms: terms(2) });
    await relay('daily', mid, 'ACCEPT', { contractId: offer.body.value.contract.id });
    expect((await open(mid, { username: fresh(), password: PASSWORD, contract: { type: 'daily', terms: terms('2.01') } })).body.errorCode).toBe('agent_contract.rate_exceeds_upline');
    const ok = await open(mid, { username: fresh(), password: PASSWORD, type: 1, contract: { type: 'daily', terms: terms(2) } });
    expect(ok.body.value.contract).toMatchObject({ status: 'active', upline: { id: mid.id } });
    // The auto-termination rule covers it like any contract mid gave: a lower contract for mid, once confirmed, ends it.
    const lower = await relay('daily', top, 'OFFER', { downlineId: mid.id, terms: terms(1) });
    const ask = await relay('daily', mid, 'ACCEPT', { contractId: lower.body.value.contract.id });
    expect(ask.body.errorCode).toBe('agent_contract.confirm_termination');
    expect(ask.body.value.affected).toEqual([{ contractId: ok.body.value.contract.id, downline: { id: ok.body.value.id, username: ok.body.value.username }, rate: 2 }]);
    const yes = await relay('daily', mid, 'ACCEPT', { contractId: lower.body.value.contract.id, confirm: true });
    expect(yes.body.value.terminated).toEqual([ok.body.value.contract.id]);
  });

  it('scoping: only agents open accounts; nobody outside the pair acts on the contract; offers go only to the direct downline', async () => {
    const notAgent = await open(player, { username: fresh(), password: PASSWORD, contract: { type: 'daily', terms: terms(1) } });
    expect([notAgent.res.statusCode, notAgent.body.errorCode]).toEqual([403, 'member.not_agent']);
    const anon = await p.call({ method: 'POST', url: URL, payload: { username: fresh(), password: PASSWORD, contract: { type: 'daily', terms: terms(1) } } });
    expect(anon.res.statusCode).toBe(401);

    const made = await open(top, { username: fresh(), password: PASSWORD, type: 1, contract: { type: 'hourly', terms: terms(1) } });
    const id = made.body.value.contract.id;
    for (const who of [stranger, mid, player]) {
      expect((await relay('hourly', who, 'REQUEST_TERMINATE', { contractId: id })).body.errorCode).toBe('agent_contract.not_found');
      expect((await p.call({ method: 'GET', url: `/wps/agent/contracts/${id}/history`, headers: who.auth })).body.errorCode).toBe('agent_contract.not_found');
    }
    // The new account is top's direct downline only: a stranger and mid cannot offer to it, top cannot offer below it.
    const below = await open(top, { username: fresh(), password: PASSWORD, type: 1 } as never);
    expect(below.body.errorCode).toBe('system.invalid_input');
    for (const who of [stranger, mid]) {
      const res = await relay('hourly', who, 'OFFER', { downlineId: made.body.value.id, terms: terms(1) });
      expect([res.res.statusCode, res.body.errorCode]).toEqual([404, 'agent_contract.downline_not_found']);
    }
    const newAgent = await login(made.body.value.username);
    const grandchild = await open(newAgent, { username: fresh(), password: PASSWORD, contract: { type: 'hourly', terms: terms(1) } });
    expect(grandchild.body.value.contract.upline.id).toBe(made.body.value.id);
    expect((await relay('hourly', top, 'OFFER', { downlineId: grandchild.body.value.id, terms: terms(1) })).body.errorCode).toBe('agent_contract.downline_not_found');
    // The contract already live for top's downline makes a second offer a replacement, which is allowed (it waits for an answer).
    expect((await relay('hourly', top, 'OFFER', { downlineId: made.body.value.id, terms: terms(0.5) })).body.value.contract.status).toBe('offered');
  });

  it('atomic: when the contract cannot be written, the account is not created either', async () => {
    // A trigger stands in for a failure of the contract's insert inside the registration's transaction.
    await p.database.db.execute(sql.raw(`CREATE FUNCTION test_fail_contract() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'contract write failed'; END $$`));
    await p.database.db.execute(sql.raw('CREATE TRIGGER test_fail_contract BEFORE INSERT ON agent_contracts FOR EACH ROW WHEN (NEW.rate_bp = 4321) EXECUTE FUNCTION test_fail_contract()'));
    try {
      const name = fresh();
      const res = await open(top, { username: name, password: PASSWORD, contract: { type: 'daily', terms: terms('43.21') } });
      expect(res.body.success).toBe(false);
      expect(await memberCount(name)).toBe(0);
      expect((await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'agent.downline.register' AND after->>'username' = ${name}`))[0].n).toBe(0);
      // The name is still free.
      expect((await open(top, { username: name, password: PASSWORD, contract: { type: 'daily', terms: terms(3) } })).body.value.username).toBe(name);
    } finally {
      await p.database.db.execute(sql.raw('DROP TRIGGER test_fail_contract ON agent_contracts'));
      await p.database.db.execute(sql.raw('DROP FUNCTION test_fail_contract()'));
    }
  });
});
