// Finance queues benchmark (issue 18, decision 0047), PostgreSQL: 1,000,000 players of one merchant
// (BENCH_PLAYERS) with main wallets, 5,000,000 ledger entries (BENCH_ENTRIES: postings of two entries, the
// player's wallet and the house), 500,000 deposits (BENCH_DEPOSITS) and 200,000 withdrawals
// (BENCH_WITHDRAWALS) of which a few thousand wait, all written set-based (generate_series) into the
// platform's tables. Measures the back office's deposit and withdrawal queues through HTTP as an owner at
// p50/p95/p99 and PostgreSQL CPU per request, against a bare Fastify route answering the very bytes ours
// sent, in the same run (goal: p99 ≤ 50 ms at 8 connections).
// `npm run bench:finance` with DATABASE_URL (a scratch database is made from it) and REDIS_URL.
// BENCH_SECONDS (4), BENCH_ROUNDS (3), BENCH_CONNECTIONS (8), BENCH_PAGE_SIZE (20, the back office's);
// BENCH_PATHS, a regular expression, measures only the paths it matches (all are still fetched and checked
// once); BENCH_DATABASE_URL measures a database kept by BENCH_KEEP_DB as it is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedLoop, type LatencyFigures } from './lib/closed-loop';
import { captureReply, pinLoadGenerator, postgresCpuSeconds, startServer } from './lib/harness';
import { platformApi } from './lib/platform-api';

if (!process.env.DATABASE_URL) throw new Error('bench:finance measures PostgreSQL: set DATABASE_URL (a scratch database is created from it)');
const players = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const entries = Number(process.env.BENCH_ENTRIES ?? 5_000_000);
const depositCount = Number(process.env.BENCH_DEPOSITS ?? 500_000);
const withdrawalCount = Number(process.env.BENCH_WITHDRAWALS ?? 200_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const merchant = 'thailand';
const CHUNK = 250_000;
/** Minor units a posting moves: the player's wallet goes 0 → 500.00 → 0 → …, so every chain is whole. */
const STEP = 50_000;
const pinned = pinLoadGenerator();

const server = await startServer('serve-platform.ts', { BENCH_MODE: 'production', RATE_LIMIT_PER_MINUTE: '100000000' });
// A run that stops on an error must not leave its server running (stop() signals it at once).
process.once('exit', () => void server.stop());
const base = `http://127.0.0.1:${server.port}`;
const auth = await platformApi(base, merchant).operator();

const client = new pg.Client({ connectionString: server.databaseUrl });
await client.connect();
const q = (text: string, values: unknown[] = []) => client.query(text, values);
/** Reserves `n` ids of a sequence, so generated rows can name each other (account of player n, …). */
async function reserve(sequence: string, n: number): Promise<number> {
  const [row] = (await q(`SELECT nextval($1)::bigint AS first`, [sequence])).rows as { first: string }[];
  const first = Number(row!.first);
  await q(`SELECT setval($1, $2)`, [sequence, first + n]);
  return first;
}
async function chunks(total: number, write: (from: number, to: number) => Promise<unknown>) {
  for (let from = 0; from < total; from += CHUNK) await write(from, Math.min(total, from + CHUNK) - 1);
}
const timed = async (what: string, work: () => Promise<unknown>) => {
  const t = Date.now();
  await work();
  console.log(`  ${what} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
};

// BENCH_DATABASE_URL (a database kept by BENCH_KEEP_DB) is measured as it is, without generating again.
async function generate() {
  console.log(`generating ${players} players, ${entries} ledger entries, ${depositCount} deposits, ${withdrawalCount} withdrawals…`);
  const postings = Math.floor(entries / 2);
  const hash = ((await q(`SELECT password_hash AS hash FROM members WHERE merchant_code = $1 LIMIT 1`, [merchant])).rows as { hash: string }[])[0]!.hash;
  const member = await reserve('members_id_seq', players);
  const account = await reserve('ledger_accounts_id_seq', players);
  await timed('players and wallets', () => chunks(players, async (from, to) => {
    await q(`
      INSERT INTO members (id, merchant_code, username, username_key, password_hash, type, status, mobile, dialing_code, register_ip, created_at)
      SELECT $3::int + n, $1, 'fq' || n, 'fq' || n, $2, 0, 'active', '9' || lpad(n::text, 8, '0'), '66', '10.0.0.1', now() - n * interval '1 minute'
      FROM generate_series($4::int, $5::int) AS n`, [merchant, hash, member, from, to]);
    // Player n's wallet takes part in the postings n, n + players, n + 2 × players…: an odd number ends at STEP.
    await q(`
      INSERT INTO ledger_accounts (id, merchant_code, owner_kind, owner_id, member_id, currency, balance, floor)
      SELECT $2::bigint + n, $1, 'member', ($3::int + n)::text, $3::int + n, 'THB',
        ((($4::bigint - 1 - n) / $5::bigint + 1) % 2) * $6::bigint * (CASE WHEN n < $4::bigint THEN 1 ELSE 0 END), 0
      FROM generate_series($7::int, $8::int) AS n`, [merchant, account, member, postings, players, STEP, from, to]);
  }));
  await q(`INSERT INTO ledger_accounts (merchant_code, owner_kind, owner_id, currency, balance, floor) VALUES ($1, 'house', '', 'THB', NULL, NULL) ON CONFLICT DO NOTHING`, [merchant]);
  const house = ((await q(`SELECT id AS house FROM ledger_accounts WHERE merchant_code = $1 AND owner_kind = 'house' AND currency = 'THB'`, [merchant])).rows as { house: string }[])[0]!.house;
  const posting = await reserve('ledger_postings_id_seq', postings);
  await timed('postings and entries', () => chunks(postings, async (from, to) => {
    // Posting p: player p mod players, its k-th (k = p div players): a win of STEP for even k, a bet of STEP for odd k.
    await q(`
      INSERT INTO ledger_postings (id, merchant_code, type, idempotency_key, request_hash, currency, actor_type, actor_id, created_at)
      SELECT $2::bigint + p, $1, CASE WHEN (p / $3::bigint) % 2 = 0 THEN 'win' ELSE 'bet' END, 'bench:' || p, 'bench', 'THB', 'system', 'bench',
        now() - ($4::bigint - p) * interval '100 milliseconds'
      FROM generate_series($5::bigint, $6::bigint) AS p`, [merchant, posting, players, postings, from, to]);
    // Consistent by construction: the per-row foreign-key check on the posting would take most of the time.
    await q(`SET session_replication_role = replica`);
    await q(`
      INSERT INTO ledger_entries (posting_id, account_id, amount, balance_before, balance_after, created_at)
      SELECT $1::bigint + p, e.account_id, e.amount, e.before, e.before + e.amount, now() - ($5::bigint - p) * interval '100 milliseconds'
      FROM generate_series($6::bigint, $7::bigint) AS p,
        LATERAL (VALUES
          ($2::bigint + p % $3::bigint, CASE WHEN (p / $3::bigint) % 2 = 0 THEN $4::bigint ELSE -$4::bigint END, CASE WHEN (p / $3::bigint) % 2 = 0 THEN 0 ELSE $4::bigint END),
          ($8::bigint, CASE WHEN (p / $3::bigint) % 2 = 0 THEN -$4::bigint ELSE $4::bigint END, NULL)
        ) AS e(account_id, amount, before)
      ORDER BY p`, [posting, account, players, STEP, postings, from, to, house]);
    await q(`SET session_replication_role = DEFAULT`);
  }));

  const [channel] = (await q(`SELECT code, type FROM deposit_channels WHERE merchant_code = $1 ORDER BY sort, code LIMIT 1`, [merchant])).rows as { code: string; type: string }[];
  if (!channel) throw new Error(`${merchant} has no deposit channel`);
  await timed('deposits', () => chunks(depositCount, (from, to) => q(`
    INSERT INTO deposits (merchant_code, member_id, channel_code, channel_type, amount, currency, status, player_reference, request_id,
      reviewed_by, reviewed_at, created_at, updated_at)
    SELECT $1, $2::int + (d * 7) % $3::int, $4, $5, (100 + (d::bigint * 7919) % 49900) * 100, 'THB', s.status, 'ref' || d, 'bench-d' || d,
      CASE WHEN s.status IN ('approved', 'rejected') THEN '1:admin' END, CASE WHEN s.status <> 'pending' THEN t.at + interval '5 minutes' END, t.at, t.at
    FROM generate_series($6::int, $7::int) AS d,
      LATERAL (SELECT now() - ($8::int - d) * interval '30 seconds' AS at) t,
      -- The waiting ones are among the newest (every other one of the last 5,000); a few in a hundred fail or are refused.
      LATERAL (SELECT CASE WHEN d >= $8::int - 5000 AND d % 2 = 0 THEN 'pending' WHEN d % 50 = 1 THEN 'failed' WHEN d % 25 = 2 THEN 'rejected' ELSE 'approved' END AS status) s
    ORDER BY d`, [merchant, member, players, channel.code, channel.type, from, to, depositCount])));

  const bank = await reserve('withdrawal_bank_accounts_id_seq', withdrawalCount);
  await timed('withdrawals', () => chunks(withdrawalCount, async (from, to) => {
    // Withdrawal w by player w mod players, each with its own bank account: the newest 6,000 wait one in three, one in a thousand is disputed.
    await q(`
      INSERT INTO withdrawal_bank_accounts (id, merchant_code, member_id, bank_code, bank_name, account_number, holder_name)
      SELECT $2::int + w, $1, $3::int + w % $6::int, 'KBANK', 'Kasikornbank', lpad(w::text, 10, '0'), 'Player ' || w FROM generate_series($4::int, $5::int) AS w`,
    [merchant, bank, member, from, to, players]);
    await q(`
      INSERT INTO withdrawals (merchant_code, member_id, request_id, bank_account_id, bank_code, bank_name, account_number, holder_name, amount, currency,
        status, received_amount, reviewed_by, reviewed_at, disbursed_at, confirmed_at, created_at, updated_at)
      SELECT $1, $3::int + w % $7::int, 'bench-w' || w, $2::int + w, 'KBANK', 'Kasikornbank', lpad(w::text, 10, '0'), 'Player ' || w, a.amount, 'THB',
        s.status, CASE s.status WHEN 'received' THEN a.amount WHEN 'partly_received' THEN a.amount / 2 END,
        CASE WHEN s.status <> 'pending' THEN '1:admin' END, CASE WHEN s.status <> 'pending' THEN t.at + interval '10 minutes' END,
        CASE WHEN s.status NOT IN ('pending', 'rejected') THEN t.at + interval '10 minutes' END,
        CASE WHEN s.status IN ('received', 'partly_received', 'not_received') THEN t.at + interval '1 hour' END, t.at, t.at
      FROM generate_series($4::int, $5::int) AS w,
        LATERAL (SELECT now() - ($6::int - w) * interval '75 seconds' AS at, (500 + (w::bigint * 7919) % 99500) * 100 AS amount) a,
        LATERAL (SELECT a.at) t,
        LATERAL (SELECT CASE WHEN w >= $6::int - 6000 AND w % 3 = 0 THEN 'pending' WHEN w % 1000 = 7 THEN 'not_received' WHEN w % 1000 = 8 THEN 'partly_received'
          WHEN w % 40 = 1 THEN 'rejected' ELSE 'received' END AS status) s
      ORDER BY w`, [merchant, bank, member, from, to, withdrawalCount, players]);
  }));
  // As autovacuum would have by now in production (it is off on this machine).
  for (const t of ['members', 'ledger_accounts', 'ledger_postings', 'ledger_entries', 'deposits', 'withdrawal_bank_accounts', 'withdrawals']) await q(`VACUUM ANALYZE ${t}`);
  await q('CHECKPOINT');
}
if (process.env.BENCH_DATABASE_URL) console.log(`measuring the kept database as it is`);
else await generate();
const counts = (await q(`SELECT (SELECT COUNT(*) FROM deposits WHERE status = 'pending') AS "pendingDeposits",
  (SELECT COUNT(*) FROM withdrawals WHERE status IN ('pending', 'partly_received', 'not_received')) AS "waitingWithdrawals",
  (SELECT COUNT(*) FROM ledger_entries) AS entries,
  (SELECT COUNT(*) FROM withdrawals WHERE amount BETWEEN 100000 AND 500000 AND created_at <= now() - interval '1 hour') AS "filteredWithdrawals"`)).rows[0] as Record<string, string>;
console.log(`  waiting: ${counts.pendingDeposits} deposits, ${counts.waitingWithdrawals} withdrawals; ${counts.entries} ledger entries`);
await client.end();

// Pages as the back office asks for them: 20 requests by default (its queue's DEFAULT_QUEUE; 50 and 100 on
// choice, measured once each below). Deep pages sit at the same offsets whatever the page size.
const size = Number(process.env.BENCH_PAGE_SIZE ?? 20);
const at = (offset: number) => Math.max(2, Math.floor(offset / size) + 1);
const pendingOffset = Math.floor(Number(counts.pendingDeposits) * 0.8);
const filteredOffset = Math.floor(Number(counts.filteredWithdrawals) * 0.8);
const deposits = `/wps/operator/deposits?merchantCode=${merchant}&pageSize=${size}`;
const withdrawals = `/wps/operator/merchants/${merchant}/withdrawals?pageSize=${size}`;
const named: [string, string][] = [
  ['deposits pending, page 1', `${deposits}&status=pending&pageNo=1`],
  [`deposits pending, page ${at(pendingOffset)}`, `${deposits}&status=pending&pageNo=${at(pendingOffset)}`],
  ['deposits waiting first, page 1', `${deposits}&pageNo=1`],
  [`deposits waiting first, page ${at(9_950)}`, `${deposits}&pageNo=${at(9_950)}`],
  ['deposits ≥ 200.00, older than 60 min, page 1', `${deposits}&minAmount=200&olderThanMinutes=60&pageNo=1`],
  ['withdrawals waiting first, page 1', `${withdrawals}&pageNo=1`],
  [`withdrawals waiting first, page ${at(9_950)}`, `${withdrawals}&pageNo=${at(9_950)}`],
  ['withdrawals pending, page 1', `${withdrawals}&status=pending&pageNo=1`],
  ['withdrawals 1,000–5,000, older than 60 min, page 1', `${withdrawals}&minAmount=1000&maxAmount=5000&olderThanMinutes=60&pageNo=1`],
  [`withdrawals 1,000–5,000, older than 60 min, page ${at(filteredOffset)}`,
    `${withdrawals}&minAmount=1000&maxAmount=5000&olderThanMinutes=60&pageNo=${at(filteredOffset)}`],
  ['withdrawals by amount, page 1', `${withdrawals}&sort=amount&order=desc&pageNo=1`],
  ['withdrawals waiting first, page 1 of 50', `/wps/operator/merchants/${merchant}/withdrawals?pageSize=50&pageNo=1`],
  ['withdrawals waiting first, page 1 of 100', `/wps/operator/merchants/${merchant}/withdrawals?pageSize=100&pageNo=1`],
];

const headers = { merchant, language: 'EN', authorization: auth.authorization! };
const replies: Record<string, { body: string; headers: Record<string, string> }> = {};
for (const [, p] of named) {
  replies[p] = await captureReply(`${base}${p}`, headers);
  const env = JSON.parse(replies[p]!.body) as { success: boolean; errorCode?: string; value?: { list?: unknown[] } };
  if (!env.success) throw new Error(`${p}: ${env.errorCode}`);
  // Every query names a page of requests: an empty answer would measure nothing.
  if (!env.value?.list?.length) throw new Error(`${p}: empty page`);
}
// Pages of 50 requests are too large for one environment variable (128 KiB): the replies go through a file.
const repliesFile = path.join(os.tmpdir(), `bench-finance-${process.pid}.json`);
fs.writeFileSync(repliesFile, JSON.stringify(Object.fromEntries(named.map(([, p], i) => [`/bare/${i}`, replies[p]!]))));
const bare = await startServer('serve-bare.ts', { BARE_REPLIES_FILE: repliesFile });
process.once('exit', () => void bare.stop());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medianOf = (xs: LatencyFigures[]): LatencyFigures => ({
  requests: median(xs.map((x) => x.requests)), rps: median(xs.map((x) => x.rps)), p50: median(xs.map((x) => x.p50)),
  p95: median(xs.map((x) => x.p95)), p99: median(xs.map((x) => x.p99)), errors: xs.reduce((s, x) => s + x.errors, 0),
});
const rows: { name: string; bytes: number; ours: LatencyFigures; bare: LatencyFigures; pgMicros: number }[] = [];
try {
  const measured = new RegExp(process.env.BENCH_PATHS ?? '');
  for (const [i, [name, p]] of named.entries()) {
    if (!measured.test(p)) continue;
    const ours: LatencyFigures[] = [];
    const bares: LatencyFigures[] = [];
    let pgSeconds = 0;
    // Rounds alternate between ours and bare, so a busy moment on the machine hits both.
    for (let r = 0; r < rounds; r++) {
      const pgBefore = postgresCpuSeconds(server.databaseUrl);
      ours.push(await closedLoop(`${base}${p}`, headers, seconds, connections));
      pgSeconds += postgresCpuSeconds(server.databaseUrl) - pgBefore;
      bares.push(await closedLoop(`http://127.0.0.1:${bare.port}/bare/${i}`, headers, seconds, connections));
    }
    const requests = ours.reduce((s, x) => s + x.requests, 0);
    rows.push({ name, bytes: Buffer.byteLength(replies[p]!.body), ours: medianOf(ours), bare: medianOf(bares), pgMicros: (pgSeconds * 1e6) / Math.max(1, requests) });
  }
} finally {
  await server.stop();
  await bare.stop();
  fs.rmSync(repliesFile, { force: true });
}

console.log(`\nFinance queues: ${players} players, ${counts.entries} ledger entries, ${depositCount} deposits, ${withdrawalCount} withdrawals, PostgreSQL`);
console.log(`(median of ${rounds} × ${seconds} s, ${connections} connections${pinned ? ', server on CPU 0, load generator on CPU 1' : ''}; bare: the same bytes from a bare route; goal p99 ≤ 50 ms)\n`);
console.log('query                                                  bytes  ours req/s  bare req/s  ratio  ours p50  ours p95  ours p99  bare p99  pg µs/req  errors');
let worst = 0;
for (const r of rows) {
  worst = Math.max(worst, r.ours.requests ? r.ours.p99 : Infinity);
  console.log([
    r.name.padEnd(52), String(r.bytes).padStart(6), r.ours.rps.toFixed(0).padStart(10), r.bare.rps.toFixed(0).padStart(10),
    (r.ours.rps / Math.max(1, r.bare.rps)).toFixed(2).padStart(5), `${r.ours.p50} ms`.padStart(9), `${r.ours.p95} ms`.padStart(9),
    `${r.ours.p99} ms`.padStart(9), `${r.bare.p99} ms`.padStart(9), r.pgMicros.toFixed(0).padStart(9), String(r.ours.errors + r.bare.errors).padStart(6),
  ].join('  '));
}
console.log(`\nworst p99 ${Number.isFinite(worst) ? `${worst} ms` : 'not measured'} (goal ≤ 50 ms)`);
if (rows.some((r) => r.ours.errors || r.bare.errors)) {
  console.error('INVALID RUN: errors answered');
  process.exitCode = 1;
}
