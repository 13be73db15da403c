// Dashboard benchmark (issue 18, decision 0050), PostgreSQL: a year of a busy merchant in the merchant
// roll-up — the rows the agent team roll-up's job writes for it (days; 8 categories × 6 providers a day;
// 16 deposit and withdrawal channels a day; an active-player histogram of 120 `since` entries a day) —
// generated set-based with generate_series. Measures the back office's dashboard (today and a period) and
// two reports through HTTP as an owner, against a bare Fastify route answering the very bytes ours sent,
// in the same run (goal: the period's figures p99 ≤ 100 ms at 8 connections). Checks first that the
// year's figures the API answers equal the sums of the generated rows.
// `npm run bench:dashboard` with DATABASE_URL (a scratch database is made from it) and REDIS_URL.
// BENCH_SECONDS (4), BENCH_ROUNDS (3), BENCH_CONNECTIONS (8), BENCH_DAILY_PLAYERS (50,000 active a day).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { captureReply, compareWithBare, pinLoadGenerator, postgresCpuSeconds, startServer, type Figures } from './lib/harness';
import { platformApi } from './lib/platform-api';

if (!process.env.DATABASE_URL) throw new Error('bench:dashboard measures PostgreSQL: set DATABASE_URL (a scratch database is created from it)');
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const dailyPlayers = Number(process.env.BENCH_DAILY_PLAYERS ?? 50_000);
const merchant = 'thailand';
const ZONE = 'Asia/Bangkok';
const pinned = pinLoadGenerator();

const dayIn = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const today = dayIn(0);
const yearAgo = dayIn(-365);

const server = await startServer('serve-platform.ts', { BENCH_MODE: 'production', RATE_LIMIT_PER_MINUTE: '100000000' });
const base = `http://127.0.0.1:${server.port}`;
// The set-up, stopping the measured server if it fails (a crashed run must not leave it running).
async function setUp() {
  const auth = await platformApi(base, merchant).operator();

  console.log(`generating a year of roll-up rows (${yearAgo} – ${today}, ${dailyPlayers} active players a day)…`);
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  // The measured server's roll-up job rolls the seeded demo data up once in its first minute: wait for that
  // run, so the rows below are not counted while it runs and the figures checked below stay exact.
  for (let waited = 0; !(await client.query('SELECT ran_at FROM agent_rollup_state WHERE id = 1')).rows[0]?.ran_at; waited += 1) {
    if (waited > 180) throw new Error('the roll-up job did not run within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const started = Date.now();
  // Deterministic "random" figures from the day's number, so two runs generate the same year.
  const days = `SELECT d::date AS day, (d::date - $2::date) AS n FROM generate_series($2::date, $3::date, interval '1 day') AS d`;
  await client.query(`
    INSERT INTO merchant_days (merchant_code, day, rounds, bet, valid, win, deposit_count, deposit_amount, withdrawal_count, withdrawal_amount,
      bonus_amount, adjustment_amount, new_members, first_depositors)
    SELECT $1, day, $4::int * 40, ($4::bigint * 40 * (5000 + n % 97 * 10)), ($4::bigint * 40 * (4900 + n % 97 * 10)), ($4::bigint * 40 * (4800 + n % 89 * 10)),
      $4::int / 5, $4::bigint / 5 * 50000, $4::int / 8, $4::bigint / 8 * 70000, $4::bigint * 300, n % 13 * 10000, $4::int / 50, $4::int / 80
    FROM (${days}) x
    ON CONFLICT (merchant_code, day) DO NOTHING`, [merchant, yearAgo, today, dailyPlayers]);
  await client.query(`
    INSERT INTO merchant_products (merchant_code, day, game_type, vendor_code, rounds, bet, valid, win)
    SELECT $1, day, c, v, $4::int, $4::bigint * (5000 + n % 7 * 100), $4::bigint * (4900 + n % 7 * 100), $4::bigint * (4800 + n % 5 * 100)
    FROM (${days}) x, unnest(ARRAY['RNG', 'FISH', 'LIVE', 'SPORT', 'LOTTERY', 'CARD', 'ARCADE', 'POKER']) AS c, unnest(ARRAY['PG', 'JL', 'PP', 'EVO', 'SA', 'KM']) AS v
    ON CONFLICT DO NOTHING`, [merchant, yearAgo, today, dailyPlayers]);
  await client.query(`
    INSERT INTO merchant_channels (merchant_code, day, kind, channel_code, count, amount)
    SELECT $1, day, k, 'CH' || ch, $4::int / 40, $4::bigint / 40 * 60000
    FROM (${days}) x, unnest(ARRAY['deposit', 'withdrawal']) AS k, generate_series(1, 8) AS ch
    ON CONFLICT DO NOTHING`, [merchant, yearAgo, today, dailyPlayers]);
  // The histogram: each day's active players split over their previous active day, most of them
  // yesterday, fewer further back, a tenth new or returning after more than 400 days ('-infinity').
  await client.query(`
    INSERT INTO merchant_activity (merchant_code, day, since, members)
    SELECT $1, day, CASE WHEN back = 0 THEN '-infinity'::date ELSE day - back END, GREATEST(1, ($4::int * 9 / 10) / (back * back + 1))
    FROM (${days}) x, generate_series(0, 120) AS back
    ON CONFLICT DO NOTHING`, [merchant, yearAgo, today, dailyPlayers]);
  // Each day's own count of active players is the sum of its histogram entries (as the roll-up keeps it).
  // Each day's counts from the histogram, as the roll-up keeps them (and as migration 0041 fills them).
  await client.query(`UPDATE merchant_days d SET active_players = a.n, week_first_active = a.w, month_first_active = a.mo FROM (
      SELECT day, SUM(members) AS n, COALESCE(SUM(members) FILTER (WHERE since < date_trunc('week', day::timestamp)::date), 0) AS w,
        COALESCE(SUM(members) FILTER (WHERE since < date_trunc('month', day::timestamp)::date), 0) AS mo
      FROM merchant_activity WHERE merchant_code = $1 GROUP BY day) a
    WHERE d.merchant_code = $1 AND d.day = a.day`, [merchant]);
  const { rows: counted } = await client.query(`SELECT (SELECT COUNT(*) FROM merchant_days) + (SELECT COUNT(*) FROM merchant_products)
    + (SELECT COUNT(*) FROM merchant_channels) + (SELECT COUNT(*) FROM merchant_activity) AS n`);
  console.log(`  ${counted[0].n} roll-up rows written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const t of ['merchant_days', 'merchant_products', 'merchant_channels', 'merchant_activity']) await client.query(`VACUUM ANALYZE ${t}`);
  await client.query('CHECKPOINT');
  const [expected] = (await client.query(`SELECT SUM(deposit_amount)::text AS deposits, SUM(bet - win)::text AS ggr FROM merchant_days
    WHERE merchant_code = $1 AND day BETWEEN $2 AND $3`, [merchant, yearAgo, today])).rows;
  // Each week's distinct active players, straight from the histogram (the slow way the chart no longer reads).
  const weekly = new Map((await client.query(`SELECT GREATEST(date_trunc('week', day::timestamp)::date, $2::date)::text AS start,
      SUM(members) FILTER (WHERE since < GREATEST(date_trunc('week', day::timestamp)::date, $2::date))::int AS n
    FROM merchant_activity WHERE merchant_code = $1 AND day BETWEEN $2 AND $3 GROUP BY 1`, [merchant, yearAgo, today])).rows.map((r) => [r.start as string, r.n as number]));
  await client.end();

  const paths: [string, string][] = [
    ['dashboard, default (30 days)', `/wps/operator/merchants/${merchant}/dashboard`],
    ['dashboard, 7 days', `/wps/operator/merchants/${merchant}/dashboard?from=${dayIn(-6)}&to=${today}`],
    ['dashboard, a year (53 weeks)', `/wps/operator/merchants/${merchant}/dashboard?from=${yearAgo}&to=${today}`],
    ['dashboard, a quarter by day (92 points)', `/wps/operator/merchants/${merchant}/dashboard?from=${dayIn(-91)}&to=${today}&granularity=day`],
    ['every merchant, 30 days', '/wps/operator/dashboard'],
    ['report: GGR by day, a year, page 1', `/wps/operator/merchants/${merchant}/reports/ggr-days?from=${yearAgo}&to=${today}&sort=ggr`],
    ['report: GGR by provider, a year', `/wps/operator/merchants/${merchant}/reports/ggr-products?from=${yearAgo}&to=${today}&pageSize=50`],
  ];

  const headers = { merchant, language: 'EN', authorization: auth.authorization! };
  const replies: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const [, p] of paths) {
    replies[p] = await captureReply(`${base}${p}`, headers);
    const env = JSON.parse(replies[p]!.body) as { success: boolean; errorCode?: string };
    if (!env.success) throw new Error(`${p}: ${env.errorCode}`);
  }
  // The year's figures as answered equal the rows' sums, and so do its weeks'.
  const minor = (s: string) => BigInt(s.replace('.', ''));
  const year = JSON.parse(replies[paths[2]![1]]!.body).value as { period: { deposits: string; ggr: string }; points: { deposits: string; ggr: string }[] };
  const sum = (k: 'deposits' | 'ggr') => year.points.reduce((n, x) => n + minor(x[k]), 0n);
  if (minor(year.period.deposits) !== BigInt(expected.deposits) || minor(year.period.ggr) !== BigInt(expected.ggr)
    || sum('deposits') !== BigInt(expected.deposits) || sum('ggr') !== BigInt(expected.ggr)) {
    throw new Error(`the year's figures (${year.period.deposits}, ${year.period.ggr}) or its weeks differ from the rows' sums (${expected.deposits}, ${expected.ggr})`);
  }
  const weeks = (JSON.parse(replies[paths[2]![1]]!.body).value as { points: { day: string; activePlayers: number }[] }).points;
  const wrong = weeks.filter((w) => w.activePlayers !== (weekly.get(w.day) ?? 0));
  if (wrong.length || weeks.length < weekly.size) throw new Error(`the weeks' active players differ from the histogram's: ${JSON.stringify(wrong.slice(0, 3))}`);

  return { paths, headers, replies };
}
const { paths, headers, replies } = await setUp().catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
// A year of days is larger than one environment variable may be: the replies go to the bare server in a file.
const repliesFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-dashboard-')), 'replies.json');
writeFileSync(repliesFile, JSON.stringify(Object.fromEntries(paths.map(([, p], i) => [`/bare/${i}`, replies[p]!]))));
const bare = await startServer('serve-bare.ts', { BARE_REPLIES_FILE: repliesFile }).catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
const rows: { name: string; bytes: number; ours: Figures; base: Figures; pgMicros: number }[] = [];
try {
  const measured = new RegExp(process.env.BENCH_PATHS ?? '');
  for (const [i, [name, p]] of paths.entries()) {
    if (!measured.test(p)) continue;
    const pgBefore = postgresCpuSeconds(server.databaseUrl);
    const { ours, base: bareFigures } = await compareWithBare({ server, url: `${base}${p}` }, { server: bare, url: `http://127.0.0.1:${bare.port}/bare/${i}` },
      { headers, seconds, rounds, connections });
    const pgMicros = ((postgresCpuSeconds(server.databaseUrl) - pgBefore) * 1e6) / Math.max(1, ours.rps * seconds * rounds);
    rows.push({ name, bytes: Buffer.byteLength(replies[p]!.body), ours, base: bareFigures, pgMicros });
  }
} finally {
  await server.stop();
  await bare.stop();
}

console.log(`\nDashboard from the merchant roll-up (a year of ${dailyPlayers} active players a day), PostgreSQL`);
console.log(`(median of ${rounds} × ${seconds} s, ${connections} connections${pinned ? ', server on CPU 0, load generator on CPU 1' : ''}; bare: the same bytes from a bare route; goal p99 ≤ 100 ms)\n`);
console.log('request                                  bytes  ours req/s  bare req/s  ratio  ours p99  bare p99  server µs/req  pg µs/req  errors');
let worst = 0;
const p99Of = (f: Figures) => (f.rps > 0 ? `${f.p99} ms` : `> ${seconds * 1000} ms`);
for (const r of rows) {
  if (r.name.startsWith('dashboard')) worst = Math.max(worst, r.ours.rps > 0 ? r.ours.p99 : Infinity);
  console.log([
    r.name.padEnd(38), String(r.bytes).padStart(6), r.ours.rps.toFixed(0).padStart(10), r.base.rps.toFixed(0).padStart(10),
    (r.ours.rps / Math.max(1, r.base.rps)).toFixed(2).padStart(5), p99Of(r.ours).padStart(9), p99Of(r.base).padStart(9),
    r.ours.cpuMicros.toFixed(0).padStart(13), r.pgMicros.toFixed(0).padStart(9), String(r.ours.errors + r.base.errors).padStart(6),
  ].join('  '));
}
console.log(`\nworst dashboard p99 ${Number.isFinite(worst) ? `${worst} ms` : `over ${seconds * 1000} ms (no answer within a round)`} (goal ≤ 100 ms)`);
if (rows.some((r) => r.ours.errors)) {
  console.error('INVALID RUN: errors answered');
  process.exitCode = 1;
}
