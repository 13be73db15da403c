/**
 * The team roll-up by product (decision 0028, "Team betting"): team betting by category and by vendor,
 * with and without a category filter, read from the product roll-up plus its live tail, equals the
 * direct aggregation of `game_rounds` — figures and distinct players — for several agents and periods,
 * before and after each run, through late and amended rounds, rounds either side of midnight in the
 * merchant's zone, rounds without a category, a subtree moved to another agent, and a round amended in
 * the middle of a run.
 */
import { addDays, resolvePeriod, startOfDay, todayIn, type TeamBetting } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { displayAmount } from '../src/lib/money';
import { createTeamRollup } from '../src/modules/agent/rollup';
import { DAY, ZONE, agentTeamKit, untilNow, type Account } from './agent-team-kit';
import type { TestPlatform } from './helpers';

const kit = agentTeamKit('p');
let p: TestPlatform;
beforeAll(async () => {
  p = await kit.start();
});
afterAll(() => p.close());
const rows = kit.rows;
const round = kit.round;
const agent = (upline: Account | null = null) => kit.agent(upline);
const member = (upline: Account) => kit.member(upline);
const rollup = async () => p.services.agents.rollupTeams({ until: await untilNow() });

const today = () => todayIn(ZONE, new Date());
/** The periods checked: 7 and 30 days, today alone, yesterday alone (midnight), and three days ending yesterday. */
const periods = () => ['preset=previous7', 'preset=previous30', `from=${today()}&to=${today()}`,
  `from=${addDays(today(), -1)}&to=${addDays(today(), -1)}`, `from=${addDays(today(), -3)}&to=${addDays(today(), -1)}`];
const groupings = ['groupBy=category', 'groupBy=vendor', 'groupBy=category&gameType=rng', 'groupBy=vendor&gameType=LIVE'];

async function betting(a: Account, query: string): Promise<Omit<TeamBetting, 'period' | 'currency'>> {
  const res = await p.call({ method: 'GET', url: `/wps/agent/team/betting?${query}`, headers: a.auth });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const { period: _p, currency: _c, ...figures } = res.body.value as TeamBetting;
  return figures;
}

/** Team betting aggregated directly over the team's members and rounds (what the endpoint did before the roll-up). */
async function direct(a: Account, query: string) {
  const q = Object.fromEntries(new URLSearchParams(query));
  const period = resolvePeriod(q.preset ? { preset: q.preset as 'previous7' } : { from: q.from, to: q.to }, today())!;
  const start = startOfDay(period.from, ZONE);
  const end = startOfDay(addDays(period.to, 1), ZONE);
  const byVendor = q.groupBy === 'vendor';
  const found = await rows(sql`SELECT game_type, vendor_code, GROUPING(game_type, vendor_code) <> 0 AS total, COUNT(*)::int AS rounds,
      COUNT(DISTINCT member_id)::int AS players, COALESCE(SUM(bet_amount), 0)::text AS bet, COALESCE(SUM(bet_amount - refund_amount), 0)::text AS valid,
      COALESCE(SUM(win_amount), 0)::text AS win FROM (
        SELECT g.game_type, ${byVendor ? sql`g.vendor_code` : sql`NULL::text`} AS vendor_code, g.member_id, g.bet_amount, g.refund_amount, g.win_amount
        FROM members m JOIN game_rounds g ON g.member_id = m.id
        WHERE m.merchant_code = 'thailand' AND m.path LIKE ${`${a.path}${a.id}/%`} AND g.status = 'settled' AND NOT g.demo
          AND g.started_at >= ${start.toISOString()}::timestamptz AND g.started_at < ${end.toISOString()}::timestamptz
          ${q.gameType ? sql`AND g.game_type = ${q.gameType.toUpperCase()}` : sql``}
      ) x GROUP BY GROUPING SETS ((game_type, vendor_code), ())
      ORDER BY total, SUM(bet_amount - refund_amount) DESC, game_type NULLS LAST, vendor_code NULLS LAST`);
  const money = (v: string) => displayAmount(BigInt(v));
  const figures = (r: { rounds: number; players: number; bet: string; valid: string; win: string }) => ({
    rounds: r.rounds, players: r.players, betAmount: money(r.bet), validBet: money(r.valid), winAmount: money(r.win), profitLoss: money((BigInt(r.win) - BigInt(r.valid)).toString()),
  });
  return {
    list: found.filter((r) => !r.total).map((r) => ({ gameType: r.game_type, vendorCode: r.vendor_code, ...figures(r) })),
    summary: figures(found.find((r) => r.total)),
  };
}

async function expectExact(agents: Account[], note: string) {
  for (const a of agents) {
    for (const period of periods()) {
      for (const grouping of groupings) {
        const query = `${period}&${grouping}`;
        expect(await betting(a, query), `${note}: agent ${a.username} ${query}`).toEqual(await direct(a, query));
      }
    }
  }
}

describe('team roll-up by product', () => {
  it('team betting equals the direct aggregation before and after each run, through late and amended rounds, midnight and a moved subtree', async () => {
    const top = await agent();
    const sub = await agent(top);
    const other = await agent();
    const [m1, m2] = [await member(top), await member(top)];
    const [m3, m4] = [await member(sub), await member(sub)];
    const outsider = await member(other);
    const midnight = startOfDay(today(), ZONE);
    const first = await round(m1, { bet: 1_000n, win: 400n, type: 'RNG', vendor: 'PG' });
    await round(m1, { bet: 300n, win: 0n, type: 'RNG', vendor: 'JDB', at: new Date(midnight.getTime() - 1_000) }); // yesterday, a second before midnight in Bangkok
    await round(m1, { bet: 200n, win: 500n, type: 'RNG', vendor: 'JDB', at: midnight }); // today from its first instant
    await round(m1, { bet: 700n, win: 0n, type: 'LIVE', vendor: 'EG2', at: new Date(Date.now() - 2 * DAY) });
    // m3 plays RNG on several days of the period (one player over it), and LIVE once.
    await round(m3, { bet: 2_000n, win: 5_000n, refund: 100n, type: 'RNG', vendor: 'PG', at: new Date(Date.now() - 3 * DAY) });
    await round(m3, { bet: 500n, win: 0n, type: 'RNG', vendor: 'PG', at: new Date(Date.now() - 2 * DAY) });
    await round(m3, { bet: 400n, win: 0n, type: 'RNG', vendor: 'JDB', at: new Date(Date.now() - 1 * DAY) });
    await round(m3, { bet: 700n, win: 0n, type: 'LIVE', vendor: 'EG2', at: new Date(Date.now() - 10 * DAY) });
    await round(m4, { bet: 900n, win: 1_800n, type: 'FISH', vendor: 'CQ9', at: new Date(Date.now() - 10 * DAY) }); // in 30 days, not in 7
    await round(m4, { bet: 250n, win: 0n, type: null, vendor: 'OLD', at: new Date(Date.now() - 1 * DAY) }); // no category
    await round(m2, { bet: 5_000n, win: 0n, demo: true });
    await round(m2, { bet: 6_000n, win: 0n, status: 'open' });
    await round(outsider, { bet: 123_400n, win: 0n, type: 'LIVE', vendor: 'EG2' });
    const everyone = [top, sub, other];
    await expectExact(everyone, 'nothing rolled up yet (all tail)');

    await rollup();
    await expectExact(everyone, 'after the first run');
    const [rolled] = await rows(sql`SELECT COUNT(*)::int AS n FROM agent_team_products WHERE agent_id = ${top.id}`);
    expect(rolled.n).toBeGreaterThan(0);

    // In the tail after the run: a round on a day rolled up already (same product, new product), a late
    // round for an earlier day, a win on a settled round (settled_at moves), a new member's round.
    await round(m4, { bet: 400n, win: 0n, type: 'FISH', vendor: 'CQ9' });
    await round(m3, { bet: 150n, win: 0n, type: 'RNG', vendor: 'PG', at: new Date(Date.now() - 3 * DAY) });
    await round(m1, { bet: 800n, win: 0n, type: 'SLOT', vendor: 'PG', at: new Date(Date.now() - 5 * DAY) });
    await round(m2, { bet: 350n, win: 100n, type: 'RNG', vendor: 'JDB', at: new Date(midnight.getTime() - 1) });
    await p.database.db.execute(sql`UPDATE game_rounds SET win_amount = win_amount + 250, settled_at = now() WHERE id = ${first}`);
    const m5 = await member(sub);
    await round(m5, { bet: 100n, win: 0n, type: 'LIVE', vendor: 'EG2' });
    await expectExact(everyone, 'tail after a run');
    await rollup();
    await expectExact(everyone, 'after the second run');

    // The sub-agent's subtree moves under the other agent (paths rewritten over the prefix, as decision
    // 0025 describes a move): the next run moves its product figures and players.
    const moved = `${sub.path}${sub.id}/`;
    await p.database.db.execute(sql`UPDATE members SET upline_id = ${other.id}, path = ${`/${other.id}/`}, depth = 1 WHERE id = ${sub.id}`);
    await p.database.db.execute(sql`UPDATE members SET path = ${`/${other.id}/${sub.id}/`} || substr(path, ${moved.length + 1})
      WHERE merchant_code = 'thailand' AND path LIKE ${`${moved}%`}`);
    sub.path = `/${other.id}/`;
    await rollup();
    await expectExact(everyone, 'after a move');
    // The moved team played LIVE and FISH; the top agent keeps only m1's and m2's rounds.
    expect((await betting(top, 'preset=previous30')).list.map((r) => r.gameType).sort()).toEqual(['LIVE', 'RNG', 'SLOT']);
    expect((await betting(other, 'preset=previous30&groupBy=vendor&gameType=live')).list).toMatchObject([{ vendorCode: 'EG2', players: 3 }]); // outsider, m3, m5
    // And a round after the move is in the tail of its new team.
    await round(m3, { bet: 600n, win: 0n, type: 'FISH', vendor: 'CQ9' });
    await expectExact(everyone, 'tail after a move');
  });

  it('counts once when run twice in a row or two at once', async () => {
    const top = await agent();
    const sub = await agent(top);
    const players = [await member(top), await member(sub), await member(sub)];
    for (const [i, pl] of players.entries()) {
      await round(pl, { bet: 1_000n + BigInt(i), win: 500n, type: 'RNG', vendor: i ? 'PG' : 'JDB' });
      await round(pl, { bet: 300n, win: 0n, type: 'LIVE', vendor: 'EG2', at: new Date(Date.now() - (i + 1) * DAY) });
    }
    const state = async () => [
      await rows(sql`SELECT agent_id, day::text, game_type, vendor_code, rounds::int, bet::text, valid::text, win::text FROM agent_team_products
        WHERE agent_id IN (${top.id}, ${sub.id}) ORDER BY 1, 2, 3, 4`),
      await rows(sql`SELECT agent_id, day::text, game_type, vendor_code, since::text, members FROM agent_team_product_activity
        WHERE agent_id IN (${top.id}, ${sub.id}) AND members <> 0 ORDER BY 1, 2, 3, 4, 5`),
    ];
    await Promise.all([rollup(), rollup()]);
    const once = await state();
    expect(once[0]!.length).toBeGreaterThan(0);
    await rollup();
    await rollup();
    expect(await state()).toEqual(once);
    await expectExact([top, sub], 'after runs twice and at once');
  });

  it('counts a round amended between the product statement and rollRounds once', async () => {
    const top = await agent();
    const m1 = await member(top);
    const m2 = await member(top);
    const amended = await round(m1, { bet: 1_000n, win: 0n, type: 'RNG', vendor: 'PG', at: new Date(Date.now() - DAY) });
    await round(m2, { bet: 2_000n, win: 0n, type: 'RNG', vendor: 'PG', at: new Date(Date.now() - DAY) });
    // The job's own function, with the amendment a wallet could commit between two of its statements:
    // right after the products read the rounds, the round gets a win and leaves the run's range.
    const dialect = new PgDialect();
    const real = p.database.db;
    const db = {
      transaction: (fn: (tx: Db) => Promise<unknown>) => real.transaction((tx) => fn(new Proxy(tx, {
        get(target, key, receiver) {
          if (key !== 'execute') return Reflect.get(target, key, receiver);
          return async (query: SQL) => {
            const result = await target.execute(query);
            if (dialect.sqlToQuery(query).sql.includes('INSERT INTO agent_rollup_product_rounds')) {
              await target.execute(sql`UPDATE game_rounds SET win_amount = 3000, settled_at = now() + interval '1 hour' WHERE id = ${amended}`);
            }
            return result;
          };
        },
      }) as unknown as Db)),
    } as unknown as Db;
    await createTeamRollup({ db, merchants: p.services.merchants }).run({ until: await untilNow() });
    const [kept] = await rows(sql`SELECT COUNT(*)::int AS n FROM agent_rolled_rounds WHERE round_id = ${amended}`);
    expect(kept.n).toBe(0); // rollRounds did not see it: it is in the tail
    await expectExact([top], 'after a run with an amendment in the middle');
    await rollup();
    await expectExact([top], 'after the next run');
  });
});
