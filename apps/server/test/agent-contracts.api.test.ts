import type { AgentContractType } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, stopJobs } from '../src/lib/jobs';
import { startAgentContractJobs } from '../src/modules/agent-contracts/jobs';
import { periodAt } from '../src/lib/periods';
import { account } from '../src/modules/wallet/posting';
import { agentContractKit, type Who } from './agent-contract-kit';
import { createTestPlatform, type TestPlatform } from './helpers';

const TZ = 'Asia/Bangkok';
let p: TestPlatform;
let ops: { authorization: string };

const { rows, register, place, relay, terms } = agentContractKit(() => p, 'acon', 30_000_000);
let roundNo = 0;
/** Factory: one settled real-money round of a member, settled at a given instant. */
async function round(who: Who, at: Date, bet: bigint, win: bigint, refund = 0n) {
  await p.database.db.execute(sql`
    INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, round_id, status, bet_amount, win_amount, refund_amount, currency, demo, started_at, settled_at)
    VALUES ('thailand', ${who.id}, 'TESTV', 'slot', ${`acr-${roundNo++}`}, 'settled', ${bet}, ${win}, ${refund}, 'THB', false, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
}

async function contract(type: AgentContractType, upline: Who, downline: Who, rate: number, extra: Record<string, unknown> = {}) {
  const offer = await relay(type, upline, 'OFFER', { downlineId: downline.id, terms: terms(rate, extra) });
  expect(offer.body.errorCode).toBeNull();
  const accept = await relay(type, downline, 'ACCEPT', { contractId: offer.body.value.contract.id });
  expect(accept.body.value.contract.status).toBe('active');
  return accept.body.value.contract.id as number;
}
const balance = (who: Who) => p.services.wallet.balanceOf('thailand', account.member(who.id));
const reconcile = async () => (await p.call({ method: 'GET', url: '/wps/operator/wallet/reconcile?merchantCode=thailand', headers: ops })).body.value;
const statusOf = async (id: number) => (await rows(sql`SELECT status FROM agent_contracts WHERE id = ${id}`))[0].status as string;
const pct = (amount: bigint, bp: bigint) => (amount * bp) / 10_000n;

let top: Who, mid: Who, sub: Who, sub2: Who, player: Who, stranger: Who;
beforeAll(async () => {
  // No scheduled runs: the tests settle when they choose (the last one starts the queues itself).
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', RUN_JOBS: 'false' });
  ops = { authorization: await p.operatorToken() };
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
  [top, mid, sub, sub2, player, stranger] = [await register(), await register(), await register(), await register(), await register(), await register()];
  await place(top, 1, null);
  await place(mid, 1, top);
  await place(sub, 1, mid);
  await place(sub2, 1, mid);
  await place(player, 0, sub);
  await place(stranger, 1, null);
});
afterAll(() => p.close());

describe('contract lifecycle (spec §4)', () => {
  it('offer, accept, history; reject; termination asked by one side and confirmed by the other', async () => {
    const offer = await relay('hourly', top, 'OFFER', { downlineId: mid.id, terms: terms(1.5), remark: 'welcome' });
    expect(offer.body.value.contract).toMatchObject({ status: 'offered', role: 'upline', rate: 1.5, proposedBy: 'upline', downline: { id: mid.id, username: mid.username } });
    const id = offer.body.value.contract.id;
    // A second proposal while one waits is refused.
    expect((await relay('hourly', top, 'OFFER', { downlineId: mid.id, terms: terms(1) })).body.errorCode).toBe('agent_contract.pending_exists');
    // The offering side cannot accept its own offer.
    expect((await relay('hourly', top, 'ACCEPT', { contractId: id })).body.errorCode).toBe('agent_contract.state_conflict');
    const q = await relay('hourly', mid, 'QUERY');
    expect(q.body.value.mine.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(q.body.value.mine[0].role).toBe('downline');
    // The page offers a new-contract request only to a member with an upline to ask.
    expect([q.body.value.hasUpline, (await relay('hourly', top, 'QUERY')).body.value.hasUpline]).toEqual([true, false]);
    expect((await relay('hourly', mid, 'ACCEPT', { contractId: id })).body.value.contract.status).toBe('active');

    // A new offer to replace it, rejected by the downline.
    const second = await relay('hourly', top, 'OFFER', { downlineId: mid.id, terms: terms(1) });
    expect((await relay('hourly', mid, 'REJECT', { contractId: second.body.value.contract.id })).body.value.contract.status).toBe('rejected');
    expect(await statusOf(id)).toBe('active');

    expect((await relay('hourly', mid, 'REQUEST_TERMINATE', { contractId: id })).body.value.contract).toMatchObject({ status: 'termination_requested', terminationRequestedBy: 'downline' });
    // The side that asked cannot also confirm.
    expect((await relay('hourly', mid, 'CONFIRM_TERMINATE', { contractId: id })).body.errorCode).toBe('agent_contract.state_conflict');
    expect((await relay('hourly', top, 'CONFIRM_TERMINATE', { contractId: id })).body.value.contract.status).toBe('terminated');

    const history = await p.call({ method: 'GET', url: `/wps/agent/contracts/${id}/history`, headers: mid.auth });
    expect(history.body.value.list.map((h: { action: string; toStatus: string; by: string }) => [h.action, h.toStatus, h.by])).toEqual([
      ['offer', 'offered', 'upline'], ['accept', 'active', 'downline'], ['request_terminate', 'termination_requested', 'downline'], ['confirm_terminate', 'terminated', 'upline'],
    ]);
    expect(history.body.value.list[0].remark).toBe('welcome');
    // History rows are append-only.
    await expect(p.database.db.execute(sql`UPDATE agent_contract_history SET remark = 'x' WHERE contract_id = ${id}`)).rejects.toThrow();
  });

  it('a downline asks its upline for a new contract; the upline accepts it', async () => {
    const req = await relay('daily', mid, 'NEW_REQUEST', { terms: terms(0.8) });
    expect(req.body.value.contract).toMatchObject({ status: 'requested', proposedBy: 'downline', upline: { id: top.id } });
    expect((await relay('daily', mid, 'ACCEPT', { contractId: req.body.value.contract.id })).body.errorCode).toBe('agent_contract.state_conflict');
    expect((await relay('daily', top, 'ACCEPT', { contractId: req.body.value.contract.id })).body.value.contract.status).toBe('active');
    // A top agent has no upline to ask.
    expect((await relay('daily', top, 'NEW_REQUEST', { terms: terms(0.8) })).body.errorCode).toBe('agent_contract.no_upline');
  });

  it('acts only on the direct downline and on contracts the caller is party to', async () => {
    const before = await rows(sql`SELECT count(*)::int AS n FROM agent_contracts`);
    for (const [who, target] of [[top, sub], [top, player], [mid, top], [stranger, mid], [sub, sub2]] as const) {
      const res = await relay('dividend', who, 'OFFER', { downlineId: target.id, terms: terms(10, { period: 'Monthly' }) });
      expect(res.res.statusCode).toBe(404);
      expect(res.body.errorCode).toBe('agent_contract.downline_not_found');
    }
    const offer = await relay('realtime', top, 'OFFER', { downlineId: mid.id, terms: terms(1) });
    const id = offer.body.value.contract.id;
    for (const who of [sub, stranger, player]) {
      for (const req of ['ACCEPT', 'REJECT', 'REQUEST_TERMINATE', 'CONFIRM_TERMINATE']) {
        expect((await relay('realtime', who, req, { contractId: id })).body.errorCode).toBe('agent_contract.not_found');
      }
      expect((await p.call({ method: 'GET', url: `/wps/agent/contracts/${id}/history`, headers: who.auth })).body.errorCode).toBe('agent_contract.not_found');
      expect((await p.call({ method: 'GET', url: `/wps/agent/contracts/${id}/preview`, headers: who.auth })).body.errorCode).toBe('agent_contract.not_found');
    }
    // A player (not an agent) cannot offer.
    expect((await relay('realtime', player, 'OFFER', { downlineId: mid.id, terms: terms(1) })).body.errorCode).toBe('member.not_agent');
    // Wrong contract type for the call.
    expect((await relay('hourly', mid, 'ACCEPT', { contractId: id })).body.errorCode).toBe('agent_contract.not_found');
    expect(await statusOf(id)).toBe('offered');
    expect((await rows(sql`SELECT count(*)::int AS n FROM agent_contracts`))[0].n).toBe(before[0].n + 1);
    await relay('realtime', mid, 'REJECT', { contractId: id });
  });

  it('refuses unsound terms', async () => {
    const bad = [
      terms(10), // a dividend needs a period
      terms(100.01, { period: 'Monthly' }),
      terms(0.001, { period: 'Monthly' }),
      { period: 'Monthly', minValidBet: 0, tiers: [{ threshold: 100, activeMembers: 2, rate: 20 }, { threshold: 50, activeMembers: 1, rate: 30 }] },
    ];
    for (const t of bad) expect((await relay('dividend', top, 'OFFER', { downlineId: mid.id, terms: t })).body.errorCode, JSON.stringify(t)).toBe('agent_contract.terms_invalid');
    // Amounts that are not canonical money are refused by the contract itself (decision 0033).
    const notMoney = [
      { period: 'Monthly', minValidBet: -1, tiers: [{ threshold: 0, activeMembers: 0, rate: 20 }] },
      { period: 'Monthly', minValidBet: 0, tiers: [{ threshold: 0.001, activeMembers: 0, rate: 20 }] },
    ];
    for (const t of notMoney) expect((await relay('dividend', top, 'OFFER', { downlineId: mid.id, terms: t })).body.errorCode, JSON.stringify(t)).toBe('system.invalid_input');
    expect((await relay('daily', top, 'OFFER', { downlineId: mid.id, terms: terms(1, { period: 'Daily' }) })).body.errorCode).toBe('agent_contract.terms_invalid');
    expect((await relay('dividend', top, 'OFFER', { downlineId: mid.id })).body.errorCode).toBe('agent_contract.request_invalid');
  });
});

describe('the rate rule and automatic termination', () => {
  let midSub: number;
  let midSub2: number;
  it('a downline rate never exceeds the upline own rate', async () => {
    await contract('dividend', top, mid, 40, { period: 'Daily' });
    const tooHigh = await relay('dividend', mid, 'OFFER', { downlineId: sub.id, terms: terms(40.01, { period: 'Daily' }) });
    expect(tooHigh.body.errorCode).toBe('agent_contract.rate_exceeds_upline');
    // An agent without its own contract of the type has nothing to give.
    expect((await relay('dividend', sub, 'OFFER', { downlineId: player.id, terms: terms(1, { period: 'Daily' }) })).body.errorCode).toBe('agent_contract.rate_exceeds_upline');
    midSub = await contract('dividend', mid, sub, 35, { period: 'Daily' });
    midSub2 = await contract('dividend', mid, sub2, 20, { period: 'Daily' });
  });

  it('a lower new rate asks first, naming the downline contracts it would end; with confirm it ends them', async () => {
    const offer = await relay('dividend', top, 'OFFER', { downlineId: mid.id, terms: terms(30, { period: 'Daily' }) });
    const id = offer.body.value.contract.id;
    const ask = await relay('dividend', mid, 'ACCEPT', { contractId: id });
    expect(ask.res.statusCode).toBe(409);
    expect(ask.body.errorCode).toBe('agent_contract.confirm_termination');
    expect(ask.body.value).toEqual({ newRate: 30, affected: [{ contractId: midSub, downline: { id: sub.id, username: sub.username }, rate: 35 }] });
    // Nothing changed yet.
    expect([await statusOf(id), await statusOf(midSub)]).toEqual(['offered', 'active']);

    const yes = await relay('dividend', mid, 'ACCEPT', { contractId: id, confirm: true });
    expect(yes.body.value.contract.status).toBe('active');
    expect(yes.body.value.terminated).toEqual([midSub]);
    expect([await statusOf(midSub), await statusOf(midSub2)]).toEqual(['terminated', 'active']);
    const old = await rows(sql`SELECT id, status FROM agent_contracts WHERE type = 'dividend' AND downline_id = ${mid.id} AND id <> ${id} AND status <> 'rejected'`);
    expect(old.map((r) => r.status)).toEqual(['terminated']);
    const h = await p.call({ method: 'GET', url: `/wps/agent/contracts/${midSub}/history`, headers: sub.auth });
    expect(h.body.value.list.at(-1)).toMatchObject({ action: 'auto_terminate', toStatus: 'terminated' });
  });
});

describe('settlement', () => {
  let topMid: number;
  let midSub: number;
  let period: ReturnType<typeof periodAt>;
  const at = () => new Date(period.end.getTime() + 2 * 60_000);
  const keyOf = (id: number) => `contract:${id}:${period.start.toISOString()}`;
  const postings = async (id: number) => (await rows(sql`SELECT count(*)::int AS n FROM ledger_postings WHERE idempotency_key = ${keyOf(id)}`))[0].n as number;

  beforeAll(async () => {
    topMid = await contract('realtime', top, mid, 1);
    midSub = await contract('realtime', mid, sub, 0.5);
    // Factory: both were accepted two hours ago; the period settled is the 5 minutes of half an hour ago.
    await p.database.db.execute(sql`UPDATE agent_contracts SET activated_at = activated_at - interval '2 hours' WHERE id IN (${topMid}, ${midSub})`);
    period = periodAt('realtime', new Date(Date.now() - 30 * 60_000), TZ);
    const inside = new Date(period.start.getTime() + 60_000);
    await round(player, inside, 1_000_00n, 400_00n);
    await round(player, inside, 500_00n, 0n, 200_00n); // 300.00 valid after the refund
    await round(sub2, inside, 2_000_00n, 3_000_00n);
    await round(stranger, inside, 9_000_00n, 0n); // not in anybody's team here
    await round(player, new Date(period.end.getTime()), 7_000_00n, 0n); // the next period
  });

  it('a crash mid-settlement leaves no partial payout', async () => {
    const before = [await balance(mid), await balance(sub)];
    // The last step of each settlement (recording its posting) fails: each transaction rolls back whole.
    await p.database.db.execute(sql.raw(`CREATE FUNCTION acon_fail() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END; $$ LANGUAGE plpgsql`));
    await p.database.db.execute(sql.raw('CREATE TRIGGER acon_fail BEFORE UPDATE ON agent_contract_settlements FOR EACH ROW EXECUTE FUNCTION acon_fail()'));
    try {
      await expect(p.services.agentContracts.settleDue(['realtime'], at())).rejects.toThrow();
    } finally {
      await p.database.db.execute(sql.raw('DROP TRIGGER acon_fail ON agent_contract_settlements'));
      await p.database.db.execute(sql.raw('DROP FUNCTION acon_fail()'));
    }
    expect([await balance(mid), await balance(sub)]).toEqual(before);
    expect([await postings(topMid), await postings(midSub)]).toEqual([0, 0]);
    expect((await rows(sql`SELECT count(*)::int AS n FROM agent_contract_settlements WHERE period_start = ${period.start.toISOString()}::timestamptz`))[0].n).toBe(0);
  });

  it('a payout whose ledger key is already taken is not recorded as settled (its batch gives the row back)', async () => {
    // A pair of its own on a Monthly dividend, so no other test's run meets the taken key.
    const [lead, aide, punter] = [await register(), await register(), await register()];
    await place(lead, 1, null);
    await place(aide, 1, lead);
    await place(punter, 0, aide);
    const id = await contract('dividend', lead, aide, 10, { period: 'Monthly' });
    await p.database.db.execute(sql`UPDATE agent_contracts SET activated_at = activated_at - interval '70 days' WHERE id = ${id}`);
    const month = periodAt('monthly', new Date(periodAt('monthly', new Date(), TZ).start.getTime() - 1), TZ);
    await round(punter, new Date(month.start.getTime() + 86_400_000), 1_000_00n, 0n);
    // Something else already holds the payout's key, with other content.
    await p.services.wallet.post({
      merchantCode: 'thailand', type: 'commission', idempotencyKey: `contract:${id}:${month.start.toISOString()}`, actor: { type: 'system', id: 'test', ip: null, merchantCode: 'thailand' },
      legs: [{ account: account.member(aide.id), amount: 1n }, { account: account.agentCommission, amount: -1n }], memo: 'squatter',
    });
    try {
      await expect(p.services.agentContracts.settleDue(['monthly'], new Date())).rejects.toThrow();
      expect(await rows(sql`SELECT amount::text FROM agent_contract_settlements WHERE contract_id = ${id} AND period_start = ${month.start.toISOString()}::timestamptz`)).toEqual([]);
      expect((await rows(sql`SELECT count(*)::int AS n FROM ledger_postings WHERE idempotency_key = ${`contract:${id}:${month.start.toISOString()}`}`))[0].n).toBe(1);
    } finally {
      // Out of every later run's way.
      await p.database.db.execute(sql`UPDATE agent_contracts SET status = 'terminated', ended_at = activated_at + interval '1 second' WHERE id = ${id}`);
    }
  });

  it('two workers settling the same period at once pay each contract once', async () => {
    const before = [await balance(mid), await balance(sub)];
    const other = process.env.TEST_DB === 'pg' ? (await p.sibling()).services.agentContracts : p.services.agentContracts;
    const [a, b] = await Promise.all([p.services.agentContracts.settleDue(['realtime'], at()), other.settleDue(['realtime'], at())]);
    const paidHere = [...a, ...b].filter((r) => r.periodStart === period.start.toISOString()).reduce((s, r) => s + r.paid, 0);
    expect(paidHere).toBe(2);
    // mid's team: sub, sub2 and player (valid 1,000 + 300 + 2,000); sub's team: sub and player (1,300).
    const midPay = pct(3_300_00n, 100n);
    const subPay = pct(1_300_00n, 50n);
    expect([await balance(mid) - before[0]!, await balance(sub) - before[1]!]).toEqual([midPay, subPay]);
    expect([await postings(topMid), await postings(midSub)]).toEqual([1, 1]);
    // Running again pays nothing more.
    await p.services.agentContracts.settleDue(['realtime'], at());
    expect([await balance(mid) - before[0]!, await balance(sub) - before[1]!]).toEqual([midPay, subPay]);
    const settled = await rows(sql`SELECT contract_id::int AS id, amount::text, team_valid_bet::text AS vb, active_members AS active FROM agent_contract_settlements
      WHERE period_start = ${period.start.toISOString()}::timestamptz ORDER BY contract_id`);
    expect(settled).toEqual([{ id: topMid, amount: String(midPay), vb: '330000', active: 2 }, { id: midSub, amount: String(subPay), vb: '130000', active: 1 }]);
  });

  it('income shows in my income and in the account record; the ledger reconciles', async () => {
    const income = await p.call({ method: 'GET', url: '/wps/agent/contracts/income?type=realtime', headers: mid.auth });
    const item = income.body.value.list.find((i: { periodStart: string }) => i.periodStart === period.start.toISOString());
    expect(item).toMatchObject({ contractId: topMid, type: 'realtime', amount: 33, teamValidBet: 3300, rate: 1, activeMembers: 2 });
    expect(income.body.value.total).toBe(33);
    const record = await p.call({ method: 'GET', url: '/wps/member/records/account?type=commission', headers: mid.auth });
    expect(record.body.value.list.map((r: { amount: number; postingId: number }) => [r.amount, r.postingId])).toContainEqual([33, item.postingId]);
    const rec = await reconcile();
    expect(rec.ok).toBe(true);
  });

  it('the preview shows what the open period would pay', async () => {
    await round(player, new Date(), 800_00n, 100_00n);
    const pre = await p.call({ method: 'GET', url: `/wps/agent/contracts/${midSub}/preview`, headers: sub.auth });
    expect(pre.body.value).toMatchObject({ contractId: midSub, type: 'realtime', teamValidBet: 800, teamNetLoss: 700, rate: 0.5, amount: 4, timeZone: TZ });
    expect(Date.parse(pre.body.value.periodEnd) - Date.parse(pre.body.value.periodStart)).toBe(5 * 60_000);
  });

  it('operators re-run a closed period only through an audited adjustment, once per key', async () => {
    const before = await balance(mid);
    // A round the provider reported late, inside the settled period.
    await round(sub2, new Date(period.start.getTime() + 120_000), 1_000_00n, 0n);
    const url = `/wps/operator/merchants/thailand/agent-contracts/${topMid}/rerun`;
    const body = { periodStart: period.start.toISOString(), reason: 'late round from provider', idempotencyKey: 'rerun-1' };
    // The same request twice at once (a double click): one adjustment, the other answers it.
    const both = await Promise.all([p.call({ method: 'POST', url, headers: ops, payload: body }), p.call({ method: 'POST', url, headers: ops, payload: body })]);
    expect(both.map((b) => b.body.success)).toEqual([true, true]);
    expect(both.filter((b) => !b.body.value.replayed)).toHaveLength(1);
    const r = both.find((b) => !b.body.value.replayed)!;
    expect(r.body.value).toMatchObject({ previousAmount: '33.00', amount: '43.00', difference: '10.00', replayed: false });
    expect(both.map((b) => b.body.value.postingId)).toEqual([r.body.value.postingId, r.body.value.postingId]);
    const again = await p.call({ method: 'POST', url, headers: ops, payload: body });
    expect(again.body.value).toMatchObject({ difference: '10.00', replayed: true, postingId: r.body.value.postingId });
    expect(await balance(mid) - before).toBe(10_00n);
    const audits = await rows(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'agent_contract.rerun' AND target = ${`agent_contract:${topMid}`}`);
    expect(audits[0].n).toBe(1);
    // A period still open cannot be re-run.
    const open = await p.call({ method: 'POST', url, headers: ops, payload: { ...body, periodStart: new Date().toISOString(), idempotencyKey: 'rerun-2' } });
    expect(open.body.errorCode).toBe('agent_contract.period_not_closed');
    // Without an operator token: refused.
    expect((await p.call({ method: 'POST', url, payload: body })).res.statusCode).toBe(401);
    expect((await reconcile()).ok).toBe(true);
  });

  it('dividends settle per contract period from the team profit and loss', async () => {
    // mid holds the 30 % daily dividend from top; sub2 holds 20 % from mid (previous block).
    // Factory: the live contracts were accepted four days ago; the day settled is the day before
    // yesterday's. Not yesterday: within half an hour after midnight in Bangkok, the real-time rounds of
    // the block above (half an hour ago) fall on yesterday and change its profit and loss (CI at 00:25).
    await p.database.db.execute(sql`UPDATE agent_contracts SET activated_at = activated_at - interval '4 days' WHERE status = 'active'`);
    const day = periodAt('daily', new Date(Date.now() - 2 * 24 * 3_600_000), TZ);
    const when = new Date(day.start.getTime() + 3_600_000);
    await round(sub2, when, 10_000_00n, 4_000_00n); // the house won 6,000 from sub2
    await round(player, when, 1_000_00n, 3_000_00n); // and lost 2,000 to player (sub's team, also mid's)
    const before = [await balance(mid), await balance(sub2)];
    const [{ last }] = await rows(sql`SELECT coalesce(max(id), 0)::int AS last FROM agent_contract_settlements`);
    await p.services.agentContracts.settleDue(['daily'], new Date(day.end.getTime() + 120_000));
    const paid = await rows(sql`SELECT c.type, s.member_id AS "memberId", s.amount::text AS amount FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
      WHERE s.period_start = ${day.start.toISOString()}::timestamptz ORDER BY c.id`);
    // mid's team lost 6,000 - 2,000 to the house: 30 %; sub2's 6,000: 20 %; mid's daily salary: 0.8 % of 11,000 valid.
    expect(paid).toEqual(expect.arrayContaining([
      { type: 'dividend', memberId: mid.id, amount: String(pct(4_000_00n, 3000n)) },
      { type: 'dividend', memberId: sub2.id, amount: String(pct(6_000_00n, 2000n)) },
      { type: 'daily', memberId: mid.id, amount: String(pct(11_000_00n, 80n)) },
    ]));
    // Every settlement of the run (earlier days too) is in the wallets, and nothing else.
    const sums = await rows(sql`SELECT member_id AS id, sum(amount)::text AS total FROM agent_contract_settlements WHERE id > ${last} GROUP BY member_id`);
    const sumOf = (who: Who) => BigInt(sums.find((r) => r.id === who.id)?.total ?? '0');
    expect([await balance(mid) - before[0]!, await balance(sub2) - before[1]!]).toEqual([sumOf(mid), sumOf(sub2)]);
    expect((await reconcile()).ok).toBe(true);
  });

  it('a contract replaced within a period leaves that period to its successor: one payer', async () => {
    const first = await contract('hourly', top, mid, 1);
    const second = await contract('hourly', top, mid, 0.5);
    expect(await statusOf(first)).toBe('terminated');
    const hour = periodAt('hourly', new Date(), TZ);
    await round(player, new Date(), 400_00n, 0n);
    const before = await balance(mid);
    const [{ last }] = await rows(sql`SELECT coalesce(max(id), 0)::int AS last FROM agent_contract_settlements`);
    await p.services.agentContracts.settleDue(['hourly'], new Date(hour.end.getTime() + 120_000));
    const paid = await rows(sql`SELECT contract_id::int AS id, team_valid_bet::text AS vb, amount::text AS amount FROM agent_contract_settlements
      WHERE period_start = ${hour.start.toISOString()}::timestamptz AND member_id = ${mid.id} AND type = 'hourly'`);
    expect(paid.map((r) => r.id)).toEqual([second]);
    expect(BigInt(paid[0].amount)).toBe(pct(BigInt(paid[0].vb), 50n));
    // Near an hour's turn the run also settles the hour before: the wallet holds exactly what was settled.
    const [{ total }] = await rows(sql`SELECT coalesce(sum(amount), 0)::text AS total FROM agent_contract_settlements WHERE id > ${last} AND member_id = ${mid.id}`);
    expect(await balance(mid) - before).toBe(BigInt(total));
  });

  it('the real-time queue settles the closed periods through pg-boss', async () => {
    const when = new Date(Date.now() - 15 * 60_000);
    const recent = periodAt('realtime', when, TZ);
    await round(player, when, 600_00n, 0n);
    const boss = await startJobs(p.database, () => {});
    try {
      await startAgentContractJobs(boss, p.services.agentContracts, 0.5);
      const names = (await boss.getSchedules()).map((s: { name: string }) => s.name);
      expect(names).toEqual(expect.arrayContaining(['agent-contracts-realtime', 'agent-contracts-hourly', 'agent-contracts-periods']));
      await boss.send('agent-contracts-realtime', {});
      const settledRecent = async () => (await rows(sql`SELECT amount::text FROM agent_contract_settlements WHERE contract_id = ${midSub} AND period_start = ${recent.start.toISOString()}::timestamptz`));
      for (let i = 0; i < 100 && (await settledRecent()).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await settledRecent()).toEqual([{ amount: String(pct(600_00n, 50n)) }]);
    } finally {
      await stopJobs(boss);
    }
    expect((await reconcile()).ok).toBe(true);
  });
});
