/**
 * The agent team roll-up (issue 6; decision 0028): the team overview read from the roll-up plus its
 * live tail equals the direct aggregation over rounds, deposits and members — after new rounds, late
 * and amended rounds, deposits, new members, rounds either side of midnight in the merchant's zone and
 * a subtree moved to another agent — whether rolled up or not; a run twice or two at once counts once;
 * each agent still sees only its own team; the whole-team list counts and searches by index.
 */
import crypto from 'node:crypto';
import { addDays, resolvePeriod, startOfDay, todayIn, type TeamOverview } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayAmount } from '../src/lib/money';
import { TEAM_ROLLUP_QUEUE } from '../src/modules/agent/jobs';
import * as agentRepo from '../src/modules/agent/repo';
import { account } from '../src/modules/wallet/posting';
import { DAY, ZONE, agentTeamKit, untilNow, type Account } from './agent-team-kit';
import type { TestPlatform } from './helpers';

const SYSTEM = { type: 'system' as const, id: 'rollup-test', ip: null, merchantCode: null };
const kit = agentTeamKit('r');
let p: TestPlatform;
beforeAll(async () => {
  p = await kit.start();
});
afterAll(() => p.close());
const rows = kit.rows;
const round = kit.round;
const agent = (upline: Account | null = null) => kit.agent(upline);
const member = (upline: Account) => kit.member(upline);
const deposit = (a: Account, amount: bigint) => p.services.wallet.post({
  merchantCode: 'thailand', type: 'deposit', idempotencyKey: `rollup-test:${a.id}:${crypto.randomUUID()}`, actor: SYSTEM,
  legs: [{ account: account.member(a.id), amount }, { account: account.paymentChannel('BANK'), amount: -amount }],
});
const rollup = async () => p.services.agents.rollupTeams({ until: await untilNow() });
const overview = async (a: Account, query: string): Promise<TeamOverview> => {
  const res = await p.call({ method: 'GET', url: `/wps/agent/team/overview?${query}`, headers: a.auth });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value;
};

/** The same figures aggregated directly over members, rounds and the ledger (what the overview did before the roll-up). */
async function direct(a: Account, preset: 'previous7' | 'previous30') {
  const period = resolvePeriod({ preset }, todayIn(ZONE, new Date()))!;
  const dates = Array.from({ length: preset === 'previous7' ? 7 : 30 }, (_, i) => addDays(period.from, i));
  const dayStarts = dates.map((d) => startOfDay(d, ZONE));
  const range = { start: dayStarts[0]!, end: startOfDay(addDays(period.to, 1), ZONE), dayStarts, dates };
  const scope = { merchantCode: 'thailand', agentId: a.id, prefix: `${a.path}${a.id}/`, depth: a.depth };
  const [counts, joined, played, paid] = await Promise.all([
    agentRepo.teamCounts(p.database.db, scope), agentRepo.newMembersByDay(p.database.db, scope, range),
    agentRepo.roundsByDay(p.database.db, scope, range), agentRepo.depositsByDay(p.database.db, scope, range),
  ]);
  const money = (v: string | undefined) => displayAmount(BigInt(v ?? '0'));
  const at = <T extends { day: number | null }>(list: T[], day: number | null) => list.find((r) => r.day === day);
  return {
    teamSize: counts.team, directCount: counts.direct, agentCount: counts.agents,
    newMembers: at(joined, null)?.n ?? 0, activeMembers: at(played, null)?.players ?? 0,
    depositCount: at(paid, null)?.n ?? 0, depositAmount: money(at(paid, null)?.amount), depositors: at(paid, null)?.depositors ?? 0,
    betAmount: money(at(played, null)?.bet), validBet: money(at(played, null)?.valid), winAmount: money(at(played, null)?.win), profitLoss: money(at(played, null)?.pl),
    series: dates.map((date, i) => ({
      date, newMembers: at(joined, i + 1)?.n ?? 0, activeMembers: at(played, i + 1)?.players ?? 0, depositAmount: money(at(paid, i + 1)?.amount),
      validBet: money(at(played, i + 1)?.valid), profitLoss: money(at(played, i + 1)?.pl),
    })),
  };
}
async function expectExact(agents: Account[], note: string) {
  for (const a of agents) {
    for (const preset of ['previous7', 'previous30'] as const) {
      const got = await overview(a, `preset=${preset}`);
      const { period: _p, currency: _c, currencySymbol: _s, ...figures } = got;
      expect(figures, `${note}: agent ${a.username} ${preset}`).toEqual(await direct(a, preset));
    }
  }
}

describe('team roll-up', () => {
  it('equals the direct aggregation before and after each run, through late and amended rounds, midnight, deposits, new and moved members', async () => {
    const top = await agent();
    const sub = await agent(top);
    const other = await agent();
    const [m1, m2] = [await member(top), await member(top)];
    const [m3, m4] = [await member(sub), await member(sub)];
    const outsider = await member(other);
    const midnight = startOfDay(todayIn(ZONE, new Date()), ZONE);
    const first = await round(m1, { bet: 1_000n, win: 400n });
    await round(m1, { bet: 300n, win: 0n, at: new Date(midnight.getTime() - 1_000) }); // yesterday, one second before midnight in Bangkok
    await round(m1, { bet: 200n, win: 500n, at: midnight }); // today from its first instant
    await round(m3, { bet: 2_000n, win: 5_000n, refund: 100n, at: new Date(Date.now() - 3 * DAY) });
    await round(m3, { bet: 700n, win: 0n, at: new Date(Date.now() - 10 * DAY) });
    await round(m4, { bet: 900n, win: 1_800n, at: new Date(Date.now() - 10 * DAY) }); // active in 30 days, not in 7
    await round(m2, { bet: 5_000n, win: 0n, demo: true });
    await round(m2, { bet: 6_000n, win: 0n, status: 'open' });
    await round(outsider, { bet: 123_400n, win: 0n });
    await deposit(m1, 10_000n);
    await deposit(m3, 2_500n);
    await deposit(m3, 500n);
    await deposit(outsider, 99_900n);
    const everyone = [top, sub, other];
    await expectExact(everyone, 'nothing rolled up yet (all tail)');

    await rollup();
    await expectExact(everyone, 'after the first run');
    const [rolled] = await rows(sql`SELECT COUNT(*)::int AS n FROM agent_team_days WHERE agent_id = ${top.id}`);
    expect(rolled.n).toBeGreaterThan(0);

    // After the run: more rounds (one for a day rolled up already, one late for an earlier day), a win
    // on a settled round (settled_at moves), a deposit and a new member: all in the tail.
    await round(m4, { bet: 400n, win: 0n });
    await round(m1, { bet: 800n, win: 0n, at: new Date(Date.now() - 5 * DAY) });
    await round(m3, { bet: 150n, win: 0n, at: new Date(Date.now() - 3 * DAY) });
    await p.database.db.execute(sql`UPDATE game_rounds SET win_amount = win_amount + 250, settled_at = now() WHERE id = ${first}`);
    await deposit(m4, 1_000n);
    const m5 = await member(sub);
    await round(m5, { bet: 100n, win: 0n });
    await expectExact(everyone, 'tail after a run');
    await rollup();
    await expectExact(everyone, 'after the second run');

    // The sub-agent's subtree moves under the other agent (paths rewritten over the prefix, as decision
    // 0025 describes a move): the next run moves its figures and counts.
    const moved = `${sub.path}${sub.id}/`;
    await p.database.db.execute(sql`UPDATE members SET upline_id = ${other.id}, path = ${`/${other.id}/`}, depth = 1 WHERE id = ${sub.id}`);
    await p.database.db.execute(sql`UPDATE members SET path = ${`/${other.id}/${sub.id}/`} || substr(path, ${moved.length + 1}), depth = depth
      WHERE merchant_code = 'thailand' AND path LIKE ${`${moved}%`}`);
    sub.path = `/${other.id}/`;
    await rollup();
    await expectExact(everyone, 'after a move');
    expect((await overview(other, 'preset=previous30')).teamSize).toBe(5); // sub, its three players and the outsider
    expect((await overview(top, 'preset=previous30')).teamSize).toBe(2);
  });

  it('counts once when run twice in a row or two at once', async () => {
    const top = await agent();
    const sub = await agent(top);
    const players = [await member(top), await member(sub), await member(sub)];
    for (const [i, pl] of players.entries()) {
      await round(pl, { bet: 1_000n + BigInt(i), win: 500n });
      await round(pl, { bet: 300n, win: 0n, at: new Date(Date.now() - (i + 1) * DAY) });
      await deposit(pl, 2_000n);
    }
    const state = async () => rows(sql`SELECT agent_id, day::text, rounds::int, bet::text, valid::text, win::text, deposit_count::int, deposit_amount::text, new_members
      FROM agent_team_days WHERE agent_id IN (${top.id}, ${sub.id}) ORDER BY agent_id, day`);
    const activity = async () => rows(sql`SELECT agent_id, kind, day::text, since::text, members FROM agent_team_activity
      WHERE agent_id IN (${top.id}, ${sub.id}) AND members <> 0 ORDER BY agent_id, kind, day, since`);
    await Promise.all([rollup(), rollup()]);
    const once = [await state(), await activity()];
    await rollup();
    await rollup();
    expect([await state(), await activity()]).toEqual(once);
    await expectExact([top, sub], 'after runs twice and at once');
    const sizes = await rows(sql`SELECT agent_id, team, agents FROM agent_team_sizes WHERE agent_id IN (${top.id}, ${sub.id}) ORDER BY agent_id`);
    expect(sizes).toEqual([{ agent_id: top.id, team: 4, agents: 1 }, { agent_id: sub.id, team: 2, agents: 0 }]);
  });

  it('rebuilds from nothing: a round written below the watermark (an import) counts after a rebuild, once', async () => {
    const top = await agent();
    const sub = await agent(top);
    const pl = await member(sub);
    await round(pl, { bet: 1_000n, win: 200n });
    await deposit(pl, 3_000n);
    await rollup();
    // Imported history: settled five days ago, written after the run, so below its watermark.
    const imported = await round(pl, { bet: 4_000n, win: 0n, at: new Date(Date.now() - 5 * DAY) });
    await p.database.db.execute(sql`UPDATE game_rounds SET settled_at = started_at WHERE id = ${imported}`);
    await rollup();
    expect((await overview(top, 'preset=previous7')).validBet).toBe(10);
    await p.services.agents.rollupTeams({ until: await untilNow(), rebuild: true });
    expect((await overview(top, 'preset=previous7')).validBet).toBe(50);
    await expectExact([top, sub], 'after a rebuild');
    await rollup();
    await expectExact([top, sub], 'a run after the rebuild');
  });

  it('keeps each agent to its own team: overview, team count and username search', async () => {
    const top = await agent();
    const sub = await agent(top);
    const other = await agent();
    const mine = await member(sub);
    const theirs = await member(other);
    await round(mine, { bet: 1_000n, win: 0n });
    await round(theirs, { bet: 9_000n, win: 0n });
    await rollup();
    expect(await overview(sub, 'preset=previous7')).toMatchObject({ teamSize: 1, validBet: 10, activeMembers: 1 });
    expect(await overview(other, 'preset=previous7')).toMatchObject({ teamSize: 1, validBet: 90, activeMembers: 1 });
    expect(await overview(top, 'preset=previous7')).toMatchObject({ teamSize: 2, validBet: 10, activeMembers: 1, agentCount: 1 });
    const list = async (a: Account, q: string) => (await p.call({ method: 'GET', url: `/wps/agent/downline?scope=team&${q}`, headers: a.auth })).body.value;
    expect(await list(top, 'pageSize=10')).toMatchObject({ totalCount: 2, totalPages: 1 });
    const found = await list(top, `username=${mine.username.slice(2, 8).toUpperCase()}`);
    expect(found).toMatchObject({ totalCount: 1, list: [{ id: mine.id }] });
    // A page past the end still tells the number of matches.
    expect(await list(top, `username=${mine.username.slice(2, 8)}&pageNo=2`)).toMatchObject({ totalCount: 1, totalPages: 1, list: [] });
    expect(await list(top, `username=${theirs.username}`)).toMatchObject({ totalCount: 0, list: [] });
    // Pattern characters are taken literally.
    expect(await list(top, 'username=%25%25%25')).toMatchObject({ totalCount: 0 });
    expect(await list(top, 'username=r__')).toMatchObject({ totalCount: 0 });
  });

  it('runs from its pg-boss queue', async () => {
    const ran = async () => String((await rows(sql`SELECT ran_at FROM agent_rollup_state WHERE id = 1`))[0].ran_at);
    const before = await ran();
    const top = await agent();
    await member(top);
    await p.jobs!.send(TEAM_ROLLUP_QUEUE.name, {});
    for (let i = 0; i < 60 && (await ran()) === before; i++) await new Promise((r) => setTimeout(r, 500));
    expect(await ran()).not.toBe(before);
    // The queue's run places new members at once (rounds and deposits wait out the commit lag).
    expect(await rows(sql`SELECT team FROM agent_team_sizes WHERE agent_id = ${top.id}`)).toEqual([{ team: 1 }]);
  });

  it('answers the whole-team search from the trigram index', async () => {
    await p.database.db.execute(sql`ANALYZE members`);
    // A small test table may be read whole by choice; with sequential scans off the plan shows the index exists and fits.
    const plan = await p.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return ((await tx.execute(sql`EXPLAIN SELECT id FROM members m WHERE m.username_key LIKE '%abc12%'`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows;
    });
    const forced = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(forced).toContain('members_username_trgm');
  });
});
