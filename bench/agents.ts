// Agents benchmark (issue 6), PostgreSQL: a top agent with 10,000 agents (9 levels) and 100,000 members
// below it and 1,000,000 settled rounds (generator: lib/agent-team.ts). Measures the agent area's team
// overview and downline list for that top agent through HTTP against a bare Fastify route answering the
// very bytes ours sent, in the same run (goal: p99 ≤ 50 ms), at BENCH_CONNECTIONS (8) connections.
// `npm run bench:agents` with DATABASE_URL (a scratch database is made from it) and REDIS_URL.
// Sizes: BENCH_AGENTS (10000), BENCH_MEMBERS (100000), BENCH_ROUNDS_DATA (1000000); BENCH_SECONDS (4),
// BENCH_ROUNDS (3); BENCH_PATHS, a regular expression, measures only the paths it matches (all are still
// fetched and checked once). Before measuring, the team roll-up (decision 0028) runs once over the whole data set
// through the job's own function, and its time is printed (with the part of it spent on the product
// roll-up's statements); the overview and team betting are then checked against the direct aggregation
// of the rounds and deposits.
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { openDatabase } from '../apps/server/src/db/client';
import type { MerchantService } from '../apps/server/src/modules/merchant/service';
import { ROLLUP_LAG_MS, createTeamRollup } from '../apps/server/src/modules/agent/rollup';
import { TEAM_ROLLUP_QUEUE } from '../apps/server/src/modules/agent/jobs';
import * as agentRepo from '../apps/server/src/modules/agent/repo';
import { addDays, startOfDay, todayIn } from '@platform/contracts';
import { addLedger, generateTeam } from './lib/agent-team';
import { captureReply, compareWithBare, pinLoadGenerator, postgresCpuSeconds, startServer, type Figures } from './lib/harness';
import { platformApi } from './lib/platform-api';

if (!process.env.DATABASE_URL) throw new Error('bench:agents measures PostgreSQL: set DATABASE_URL (a scratch database is created from it)');
const size = {
  agents: Number(process.env.BENCH_AGENTS ?? 10_000), members: Number(process.env.BENCH_MEMBERS ?? 100_000),
  rounds: Number(process.env.BENCH_ROUNDS_DATA ?? 1_000_000), days: 30,
};
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const merchant = 'thailand';
const pinned = pinLoadGenerator();

const server = await startServer('serve-platform.ts', { BENCH_MODE: 'production', RATE_LIMIT_PER_MINUTE: '100000000' });
const base = `http://127.0.0.1:${server.port}`;
const api = platformApi(base, merchant);
await api.operator();
const [top] = await api.registerPlayers('agbenchtop', 1, 23_000_000);
console.log(`generating ${size.agents} agents, ${size.members} members and ${size.rounds} rounds under member ${top!.id}…`);
const client = new pg.Client({ connectionString: server.databaseUrl });
await client.connect();
// The measured server runs its job queue (serve-platform.ts boots with the default RUN_JOBS). Its minute
// roll-up must not run while 30 days of history are written with back-dated settlement times: a run in
// the middle would set the watermark past rounds not yet inserted (a live platform stamps rounds as they
// settle). Stop its schedule and wait out a run in progress (the watermark row's lock); the roll-up is
// then run and timed below.
await client.query(`DELETE FROM pgboss.schedule WHERE name = $1`, [TEAM_ROLLUP_QUEUE.name]);
await client.query(`DELETE FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')`, [TEAM_ROLLUP_QUEUE.name]);
await client.query('BEGIN');
await client.query('SELECT 1 FROM agent_rollup_state WHERE id = 1 FOR UPDATE');
await client.query('COMMIT');
const { firstMemberId, tag } = await generateTeam(client, merchant, top!.id, size, (line) => console.log(line));
// The players' wallets and ledger for the last 7 days' rounds (the transaction details' period below).
const ledgerStarted = Date.now();
const postings = await addLedger(client, merchant, firstMemberId, size.members, new Date(Date.now() - 7 * 86_400_000));
console.log(`  ${postings} postings on the players' wallets (opening, and bets and wins of the last 7 days) written in ${((Date.now() - ledgerStarted) / 1000).toFixed(1)} s`);

// The roll-up job's function over the whole data set (all 30 days at once: the worst case; the minute job
// then handles one minute of rounds). Rounds of the last minute stay in the live tail, as in production.
const database = await openDatabase({ databaseUrl: server.databaseUrl!, dataDir: null });
const zones = (await client.query('SELECT code AS "merchantCode", time_zone AS "timeZone" FROM merchants')).rows;
// The run's statements timed by what they write: the product roll-up's (team betting) apart from the rest.
const dialect = new PgDialect();
const statementMs = { products: 0, other: 0 };
const PRODUCT_TABLES = /agent_(team_products|member_products|team_product_activity|rollup_product_rounds)\b/;
const timedDb = {
  transaction: (fn: (tx: Db) => Promise<unknown>) => database.db.transaction((tx) => fn(new Proxy(tx, {
    get(target, key, receiver) {
      if (key !== 'execute') return Reflect.get(target, key, receiver);
      return async (query: SQL) => {
        const t = performance.now();
        try {
          return await target.execute(query);
        } finally {
          statementMs[PRODUCT_TABLES.test(dialect.sqlToQuery(query).sql) ? 'products' : 'other'] += performance.now() - t;
        }
      };
    },
  }) as unknown as Db)),
} as unknown as Db;
const rollup = createTeamRollup({ db: timedDb, merchants: { list: () => zones } as unknown as Pick<MerchantService, 'list'> });
const rolled = await rollup.run();
const ROLLUP_TABLES = ['agent_team_days', 'agent_team_activity', 'agent_member_days', 'agent_rolled_rounds', 'agent_rolled_members', 'agent_team_sizes',
  'agent_team_products', 'agent_team_product_activity', 'agent_member_products'];
for (const t of ROLLUP_TABLES) await client.query(`VACUUM ANALYZE ${t}`);
const tables = (await client.query(`SELECT relname, n_live_tup, pg_total_relation_size(relid) AS bytes FROM pg_stat_user_tables WHERE relname = ANY($1) ORDER BY relname`, [ROLLUP_TABLES])).rows;
const tail = (await client.query(`SELECT COUNT(*)::int AS n FROM game_rounds WHERE settled_at >= $1`, [rolled.roundsUntil])).rows[0].n;
// Every round settled before the watermark must be rolled up: say which are not, if any.
const [missing] = (await client.query(`SELECT COUNT(*)::int AS n, MIN(g.id) AS first, MAX(g.id) AS last, MIN(g.settled_at) AS from, MAX(g.settled_at) AS to
  FROM game_rounds g LEFT JOIN agent_rolled_rounds x ON x.round_id = g.id WHERE x.round_id IS NULL AND g.settled_at < $1`, [rolled.roundsUntil])).rows;
if (missing.n) {
  console.error(`  NOT ROLLED UP: ${JSON.stringify(missing)}; watermark ${rolled.roundsUntil.toISOString()}`);
  process.exitCode = 1;
}
console.log(`  roll-up of ${size.members + size.agents} members and ${size.rounds} rounds: ${(rolled.ms / 1000).toFixed(1)} s (${tail} rounds of the last ${ROLLUP_LAG_MS / 1000} s left to the live tail)`);
console.log(`  of which the product roll-up's statements (team betting): ${(statementMs.products / 1000).toFixed(1)} s; the rest ${(statementMs.other / 1000).toFixed(1)} s`);
console.log(`  ${tables.map((t) => `${t.relname} ${t.n_live_tup} rows (${(Number(t.bytes) / 1048576).toFixed(0)} MB)`).join(', ')}`);
const again = await rollup.run();
console.log(`  the next run (nothing new but the last minute): ${again.ms} ms`);
// The overview's statement and the team-size statement alone, one connection, 30 days (median of 30).
const today = todayIn('Asia/Bangkok', new Date());
const dates = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
const dayStarts = dates.map((d) => startOfDay(d, 'Asia/Bangkok'));
const range = { start: dayStarts[0]!, end: startOfDay(addDays(today, 1), 'Asia/Bangkok'), dayStarts, dates };
const scope = { merchantCode: merchant, agentId: top!.id, prefix: `/${top!.id}/`, depth: 0 };
const parts: Record<string, () => Promise<unknown>> = {
  'overview statement': async () => agentRepo.overviewFigures(database.db, scope, range, await agentRepo.covered(database.db, merchant)), 'team sizes': () => agentRepo.teamSizes(database.db, scope),
  'team betting statement (by category)': async () => agentRepo.bettingFigures(database.db, scope, range, await agentRepo.covered(database.db, merchant), false, undefined),
};
const timed: string[] = [];
for (const [name, fn] of Object.entries(parts)) {
  const ms: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  timed.push(`${name} ${ms.sort((a, b) => a - b)[15]!.toFixed(1)} ms`);
}
console.log(`  alone, one connection (median of 30): ${timed.join(', ')}`);
await database.close();
await client.end();

const headers = { merchant, language: 'EN', device: 'WEB', authorization: top!.token };
const paths = [
  '/wps/agent/team/overview?preset=previous30',
  '/wps/agent/team/overview?preset=previous7',
  '/wps/agent/downline?scope=team&pageNo=1&pageSize=20',
  '/wps/agent/downline?scope=team&pageNo=200&pageSize=20',
  '/wps/agent/downline?scope=direct&pageNo=1&pageSize=20',
  '/wps/agent/downline?scope=team&username=m777&pageNo=1&pageSize=20',
  // Filtered lists: by status (1,000 of the team's members are disabled) and by the shortest username
  // part searched, which 1,111 members share.
  '/wps/agent/downline?scope=team&status=disabled&pageNo=1&pageSize=20',
  '/wps/agent/downline?scope=team&status=active&pageNo=1&pageSize=20',
  '/wps/agent/downline?scope=team&status=active&pageNo=200&pageSize=20',
  '/wps/agent/downline?scope=team&username=m77&pageNo=1&pageSize=20',
  // The other reports of the agent area: team betting (in the goal since its product roll-up), profit and
  // transactions (printed so they are watched).
  '/wps/agent/team/betting?preset=previous30',
  '/wps/agent/team/betting?preset=previous7',
  '/wps/agent/team/betting?preset=previous30&groupBy=vendor',
  '/wps/agent/team/profit?preset=previous7&pageNo=1&pageSize=20',
  '/wps/agent/team/profit?preset=previous30&pageNo=1&pageSize=20',
  '/wps/agent/team/transactions?preset=previous7&scope=team&pageNo=1&pageSize=20',
  '/wps/agent/team/transactions?preset=previous7&scope=team&pageNo=50&pageSize=20',
  '/wps/agent/team/transactions?preset=previous7&scope=direct&pageNo=1&pageSize=20',
  `/wps/agent/team/transactions?preset=previous7&scope=team&username=ag${tag}m777&pageNo=1&pageSize=20`,
];
/** The pages the goals name: the team overview and the downline list (issue 6), team betting (its product roll-up). */
const inGoal = (p: string) => p.includes('/overview') || p.includes('/downline') || p.includes('/betting');
const replies: Record<string, { body: string; headers: Record<string, string> }> = {};
for (const p of paths) {
  replies[p] = await captureReply(`${base}${p}`, headers);
  const env = JSON.parse(replies[p]!.body) as { success: boolean; errorCode?: string };
  if (!env.success) throw new Error(`${p}: ${env.errorCode}`);
}
// The overview must equal the direct aggregation over the source tables (what the first run measured).
const direct = (await (async () => {
  const c = new pg.Client({ connectionString: server.databaseUrl });
  await c.connect();
  const overview = JSON.parse(replies[paths[0]!]!.body).value as { period: { from: string; to: string }; validBet: number; activeMembers: number; depositAmount: number; teamSize: number; newMembers: number };
  const [row] = (await c.query(`SELECT COALESCE(SUM(g.bet_amount - g.refund_amount), 0)::text AS valid, COUNT(DISTINCT g.member_id)::int AS active
    FROM members m JOIN game_rounds g ON g.merchant_code = m.merchant_code AND g.member_id = m.id
    WHERE m.merchant_code = $1 AND m.path LIKE $2 AND g.status = 'settled' AND NOT g.demo
      AND g.started_at >= ($3::date::timestamp AT TIME ZONE 'Asia/Bangkok') AND g.started_at < (($4::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')`,
  [merchant, `/${top!.id}/%`, overview.period.from, overview.period.to])).rows;
  const [team] = (await c.query(`SELECT COUNT(*)::int AS n FROM members WHERE merchant_code = $1 AND path LIKE $2`, [merchant, `/${top!.id}/%`])).rows;
  // Team betting, 30 days by category: every row and the summary, players included.
  const betting = JSON.parse(replies['/wps/agent/team/betting?preset=previous30']!.body).value as { list: Record<string, unknown>[]; summary: Record<string, unknown> };
  const byType = (await c.query(`SELECT g.game_type, GROUPING(g.game_type) <> 0 AS total, COUNT(*)::int AS rounds, COUNT(DISTINCT g.member_id)::int AS players,
      SUM(g.bet_amount)::text AS bet, SUM(g.bet_amount - g.refund_amount)::text AS valid, SUM(g.win_amount)::text AS win
    FROM members m JOIN game_rounds g ON g.merchant_code = m.merchant_code AND g.member_id = m.id
    WHERE m.merchant_code = $1 AND m.path LIKE $2 AND g.status = 'settled' AND NOT g.demo
      AND g.started_at >= ($3::date::timestamp AT TIME ZONE 'Asia/Bangkok') AND g.started_at < (($4::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok')
    GROUP BY GROUPING SETS ((g.game_type), ()) ORDER BY total, SUM(g.bet_amount - g.refund_amount) DESC, g.game_type NULLS LAST`,
  [merchant, `/${top!.id}/%`, overview.period.from, overview.period.to])).rows;
  await c.end();
  const figures = (r: { rounds: number; players: number; bet: string; valid: string; win: string }) => ({
    rounds: r.rounds, players: r.players, betAmount: Number(r.bet) / 100, validBet: Number(r.valid) / 100, winAmount: Number(r.win) / 100,
    profitLoss: Number(BigInt(r.win) - BigInt(r.valid)) / 100,
  });
  const expected = JSON.stringify({
    list: byType.filter((r) => !r.total).map((r) => ({ gameType: r.game_type, vendorCode: null, ...figures(r) })), summary: figures(byType.find((r) => r.total)),
  });
  const bettingSame = JSON.stringify({ list: betting.list, summary: betting.summary }) === expected;
  const same = Number(row.valid) / 100 === overview.validBet && row.active === overview.activeMembers && team.n === overview.teamSize;
  console.log(`  overview (30 days) against the direct aggregation: valid bet ${overview.validBet} / ${Number(row.valid) / 100}, active members ${overview.activeMembers} / ${row.active}, team ${overview.teamSize} / ${team.n}: ${same ? 'equal' : 'DIFFERENT'}`);
  console.log(`  team betting (30 days, by category) against the direct aggregation: ${bettingSame ? 'equal' : 'DIFFERENT'}: ${JSON.stringify(betting.summary)} (${betting.list.map((r) => `${r.gameType} ${r.players} players`).join(', ')})`);
  if (!bettingSame) console.error(`  expected ${expected}`);
  return same && bettingSame;
})());
if (!direct) process.exitCode = 1;
// The data set and its roll-up were just written (about 2 GB): write them back now, so that the
// measurement sees the platform's steady state (a minute's roll-up writes little) rather than a
// checkpoint and the kernel flushing gigabytes under it.
await (async () => {
  const c = new pg.Client({ connectionString: server.databaseUrl });
  await c.connect();
  await c.query('CHECKPOINT');
  await c.end();
})();
const bare = await startServer('serve-bare.ts', { BARE_REPLIES: JSON.stringify(Object.fromEntries(paths.map((p, i) => [`/bare/${i}`, replies[p]!]))) });
const rows: { path: string; bytes: number; ours: Figures; base: Figures; pgMicros: number }[] = [];
try {
  const measured = new RegExp(process.env.BENCH_PATHS ?? '');
  for (const [i, p] of paths.entries()) {
    if (!measured.test(p)) continue;
    const pgBefore = postgresCpuSeconds(server.databaseUrl);
    const { ours, base: bareFigures } = await compareWithBare({ server, url: `${base}${p}` }, { server: bare, url: `http://127.0.0.1:${bare.port}/bare/${i}` },
      { headers, seconds, rounds, connections });
    // PostgreSQL's CPU over the comparison (the bare server never touches it) per request of ours, approximately.
    const pgMicros = ((postgresCpuSeconds(server.databaseUrl) - pgBefore) * 1e6) / Math.max(1, ours.rps * seconds * rounds);
    rows.push({ path: p.replace('/wps/agent/', ''), bytes: Buffer.byteLength(replies[p]!.body), ours, base: bareFigures, pgMicros });
  }
} finally {
  await server.stop();
  await bare.stop();
}

console.log(`\nAgent area of a top agent with ${size.agents} agents and ${size.members} members below it, ${size.rounds} rounds, PostgreSQL`);
console.log(`(median of ${rounds} × ${seconds} s, ${connections} connections${pinned ? ', server on CPU 0, load generator on CPU 1' : ''}; bare: the same bytes from a bare route; goal p99 ≤ 50 ms)\n`);
console.log('query                                                 bytes  ours req/s  bare req/s  ours p99  bare p99  server µs/req  pg µs/req  errors');
let worst = 0;
// No answer within a round's window: autocannon reports no latency at all, so say so.
const p99Of = (f: Figures) => (f.rps > 0 ? `${f.p99} ms` : `> ${seconds * 1000} ms`);
for (const r of rows) {
  if (inGoal(`/wps/agent/${r.path}`)) worst = Math.max(worst, r.ours.rps > 0 ? r.ours.p99 : Infinity);
  console.log([
    r.path.padEnd(52), String(r.bytes).padStart(6), r.ours.rps.toFixed(0).padStart(10), r.base.rps.toFixed(0).padStart(10),
    p99Of(r.ours).padStart(9), p99Of(r.base).padStart(9), r.ours.cpuMicros.toFixed(0).padStart(13), r.pgMicros.toFixed(0).padStart(9),
    String(r.ours.errors + r.base.errors).padStart(6),
  ].join('  '));
}
console.log(`\nworst p99 ${Number.isFinite(worst) ? `${worst} ms` : `over ${seconds * 1000} ms (no answer within a round)`} (goal ≤ 50 ms)`);
if (rows.some((r) => r.ours.errors)) {
  console.error('INVALID RUN: errors answered');
  process.exitCode = 1;
}
