// Player directory benchmark (issue 18, decision 0046), PostgreSQL: 1,000,000 players of one merchant
// (BENCH_PLAYERS), each with a main wallet, a mobile number, an e-mail for half of them, a registration
// address and one known login address, written straight into the platform's tables. Measures the back
// office's player search through HTTP as an owner, against a bare Fastify route answering the very bytes
// ours sent, in the same run (goal: p99 ≤ 50 ms at 8 connections).
// `npm run bench:players` with DATABASE_URL (a scratch database is made from it) and REDIS_URL.
// BENCH_SECONDS (4), BENCH_ROUNDS (3), BENCH_CONNECTIONS (8); BENCH_PATHS, a regular expression, measures
// only the paths it matches (all are still fetched and checked once).
import pg from 'pg';
import { captureReply, compareWithBare, pinLoadGenerator, postgresCpuSeconds, startServer, type Figures } from './lib/harness';
import { platformApi } from './lib/platform-api';

if (!process.env.DATABASE_URL) throw new Error('bench:players measures PostgreSQL: set DATABASE_URL (a scratch database is created from it)');
const players = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const merchant = 'thailand';
const CHUNK = 100_000;
const pinned = pinLoadGenerator();

const server = await startServer('serve-platform.ts', { BENCH_MODE: 'production', RATE_LIMIT_PER_MINUTE: '100000000' });
const base = `http://127.0.0.1:${server.port}`;
const auth = await platformApi(base, merchant).operator();

console.log(`generating ${players} players…`);
const client = new pg.Client({ connectionString: server.databaseUrl });
await client.connect();
const started = Date.now();
const [{ hash }] = (await client.query(`SELECT password_hash AS hash FROM members WHERE merchant_code = $1 LIMIT 1`, [merchant])).rows;
const [{ first }] = (await client.query(`SELECT nextval('members_id_seq')::int AS first`)).rows;
await client.query(`SELECT setval('members_id_seq', $1)`, [first + players]);
for (let from = 0; from < players; from += CHUNK) {
  const to = Math.min(players, from + CHUNK) - 1;
  // Player n: username pl<n>, mobile 8 followed by n on 8 digits, an e-mail for even n, addresses from
  // 10.0.0.0/8 by n, registered n minutes apart going back, last login for two in three, one in a hundred disabled.
  await client.query(`
    INSERT INTO members (id, merchant_code, username, username_key, password_hash, type, status, mobile, dialing_code, email, register_ip,
      last_login_ip, created_at, last_login_at)
    SELECT $3::int + n, $1, 'pl' || n, 'pl' || n, $2, 0, CASE WHEN n % 100 = 37 THEN 'disabled' ELSE 'active' END,
      '8' || lpad(n::text, 8, '0'), '66', CASE WHEN n % 2 = 0 THEN 'player' || n || '@example.com' END,
      '10.' || (n / 65536) % 256 || '.' || (n / 256) % 256 || '.' || n % 256, '10.' || (n / 65536) % 256 || '.' || (n / 256) % 256 || '.' || n % 256,
      now() - n * interval '1 minute', CASE WHEN n % 3 <> 0 THEN now() - (n % 10000) * interval '1 minute' END
    FROM generate_series($4::int, $5::int) AS n`, [merchant, hash, first, from, to]);
  await client.query(`
    INSERT INTO member_known_ips (member_id, ip, created_at, last_seen_at)
    SELECT $1::int + n, '10.' || (n / 65536) % 256 || '.' || (n / 256) % 256 || '.' || n % 256, now(), now() FROM generate_series($2::int, $3::int) AS n`, [first, from, to]);
  await client.query(`
    INSERT INTO ledger_accounts (merchant_code, owner_kind, owner_id, member_id, currency, balance, floor)
    SELECT $1, 'member', ($2::int + n)::text, $2::int + n, 'THB', (n % 100000) * 100, 0 FROM generate_series($3::int, $4::int) AS n`, [merchant, first, from, to]);
}
console.log(`  ${players} players with wallets and addresses written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// As autovacuum would have by now in production (it is off on this machine).
for (const t of ['members', 'member_known_ips', 'ledger_accounts']) await client.query(`VACUUM ANALYZE ${t}`);
await client.query('CHECKPOINT');
await client.end();

const n = Math.floor(players / 2) + 2;
const paths = [
  '?pageNo=1&pageSize=20',
  '?pageNo=50&pageSize=20',
  '?sort=lastLoginAt&order=desc&pageNo=1&pageSize=20',
  '?sort=username&order=asc&pageNo=1&pageSize=20',
  '?status=disabled&pageNo=1&pageSize=20',
  `?q=pl${n}`,
  // A short start of a username, which 111 players share (pl5000, pl50000…, pl500000…).
  `?q=pl${String(n).slice(0, 4)}&field=username`,
  `?q=${first + n}&field=id`,
  `?q=0${8}${String(n).padStart(8, '0')}&field=mobile`,
  `?q=player${n}@example.com`,
  `?q=10.${(n >> 16) % 256}.${(n >> 8) % 256}.${n % 256}`,
].map((q) => `/wps/operator/merchants/${merchant}/players${q}`);
const detail = `/wps/operator/merchants/${merchant}/players/${first + n}`;
paths.push(detail);

const headers = { merchant, language: 'EN', authorization: auth.authorization! };
const replies: Record<string, { body: string; headers: Record<string, string> }> = {};
for (const p of paths) {
  replies[p] = await captureReply(`${base}${p}`, headers);
  const env = JSON.parse(replies[p]!.body) as { success: boolean; errorCode?: string; value?: { list?: unknown[] } };
  if (!env.success) throw new Error(`${p}: ${env.errorCode}`);
  // Every search names one player or a page of them: an empty answer would measure nothing.
  if (env.value?.list && env.value.list.length === 0) throw new Error(`${p}: no player found`);
}
const bare = await startServer('serve-bare.ts', { BARE_REPLIES: JSON.stringify(Object.fromEntries(paths.map((p, i) => [`/bare/${i}`, replies[p]!]))) });
const rows: { path: string; bytes: number; ours: Figures; base: Figures; pgMicros: number }[] = [];
try {
  const measured = new RegExp(process.env.BENCH_PATHS ?? '');
  for (const [i, p] of paths.entries()) {
    if (!measured.test(p)) continue;
    const pgBefore = postgresCpuSeconds(server.databaseUrl);
    const { ours, base: bareFigures } = await compareWithBare({ server, url: `${base}${p}` }, { server: bare, url: `http://127.0.0.1:${bare.port}/bare/${i}` },
      { headers, seconds, rounds, connections });
    const pgMicros = ((postgresCpuSeconds(server.databaseUrl) - pgBefore) * 1e6) / Math.max(1, ours.rps * seconds * rounds);
    rows.push({ path: p.replace(`/wps/operator/merchants/${merchant}/players`, 'players'), bytes: Buffer.byteLength(replies[p]!.body), ours, base: bareFigures, pgMicros });
  }
} finally {
  await server.stop();
  await bare.stop();
}

console.log(`\nPlayer directory of ${players} players, PostgreSQL`);
console.log(`(median of ${rounds} × ${seconds} s, ${connections} connections${pinned ? ', server on CPU 0, load generator on CPU 1' : ''}; bare: the same bytes from a bare route; goal p99 ≤ 50 ms)\n`);
console.log('query                                                   bytes  ours req/s  bare req/s  ratio  ours p99  bare p99  server µs/req  pg µs/req  errors');
let worst = 0;
const p99Of = (f: Figures) => (f.rps > 0 ? `${f.p99} ms` : `> ${seconds * 1000} ms`);
for (const r of rows) {
  worst = Math.max(worst, r.ours.rps > 0 ? r.ours.p99 : Infinity);
  console.log([
    r.path.padEnd(54), String(r.bytes).padStart(6), r.ours.rps.toFixed(0).padStart(10), r.base.rps.toFixed(0).padStart(10),
    (r.ours.rps / Math.max(1, r.base.rps)).toFixed(2).padStart(5), p99Of(r.ours).padStart(9), p99Of(r.base).padStart(9),
    r.ours.cpuMicros.toFixed(0).padStart(13), r.pgMicros.toFixed(0).padStart(9), String(r.ours.errors + r.base.errors).padStart(6),
  ].join('  '));
}
console.log(`\nworst p99 ${Number.isFinite(worst) ? `${worst} ms` : `over ${seconds * 1000} ms (no answer within a round)`} (goal ≤ 50 ms)`);
if (rows.some((r) => r.ours.errors)) {
  console.error('INVALID RUN: errors answered');
  process.exitCode = 1;
}
