// Red envelope rush benchmark (issue 19): 11,000 players claim at once from a rush of 10,000 envelopes
// (`POST /wps/relay/MCS2_claimRafflePromotion`), `BENCH_CONNECTIONS` claims in flight (32), each player once.
// Goal: p99 ≤ 100 ms, and the pool exact — exactly 10,000 envelopes paid, adding up to the pool, the other
// 1,000 claims answered promotion.envelopes_gone, the ledger reconciled. Baseline, in the same run: the
// wallet benchmark's raw-SQL transfer (raw-transfers.ts: one posting with its key, a locked balance, two
// entries, an audit row, by hand with `pg`) at the same concurrency, printed as a ratio beside each figure.
// Production mode only (PostgreSQL + Redis: DATABASE_URL, REDIS_URL). BENCH_ENVELOPES (10000) sets the rush's size.
import crypto from 'node:crypto';
import pg from 'pg';
import { pinLoadGenerator, postgresCpuSeconds, rawTransfers, startServer } from './lib/harness';
import { platformApi } from './lib/platform-api';

if (!process.env.DATABASE_URL) throw new Error('bench:red-envelope measures PostgreSQL: set DATABASE_URL (and REDIS_URL)');
const envelopes = Number(process.env.BENCH_ENVELOPES ?? 10_000);
const players = Math.round(envelopes * 1.1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const merchant = 'thailand';
pinLoadGenerator();

const server = await startServer('serve-platform.ts', { BENCH_MODE: 'production', RATE_LIMIT_PER_MINUTE: '100000000' });
process.once('exit', () => void server.stop());
const base = `http://127.0.0.1:${server.port}`;
const api = platformApi(base, merchant);
const auth = await api.operator();
const client = new pg.Client({ connectionString: server.databaseUrl });
await client.connect();
const q = (text: string, values: unknown[] = []) => client.query(text, values);

// Set-up, untimed: a red envelope promotion whose rush opened this minute, its pool 1.00 an envelope on average
// (0.50 to 1.50), a budget of exactly the pool; players and their sessions written directly (registration is
// not what this measures), each with its own token.
const bangkok = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
const pool = `${envelopes}.00`;
const code = `BENCH_RUSH_${Date.now().toString(36).toUpperCase()}`;
const added = await api.call('POST', `/wps/operator/merchants/${merchant}/promotions`, {
  code, kind: 'red_envelope', category: 'EVENT', titles: { EN: 'Bench rush' }, startsAt: null, endsAt: null,
  rules: { times: [bangkok], minutes: 60, pool, envelopes, min: '0.50', max: '1.50', turnover: { multiple: 0, expiryDays: 1 } },
}, auth);
if (!added.success) throw new Error(`promotion: ${added.errorCode}`);
const promotionId = added.value.id as number;
await api.call('PUT', `/wps/operator/merchants/${merchant}/promotions/${promotionId}/status`, { status: 'active' }, auth);
const funded = await api.call('POST', `/wps/operator/merchants/${merchant}/promotions/${promotionId}/budget`, { action: 'fund', amount: pool, reason: 'bench', idempotencyKey: `bench-${code}` }, auth);
if (funded.value?.status !== 'posted') throw new Error(`budget: ${funded.errorCode ?? funded.value?.status}`);

const tag = `rb${Date.now().toString(36)}`;
const hash = ((await q(`SELECT password_hash AS hash FROM members WHERE merchant_code = $1 LIMIT 1`, [merchant])).rows as { hash: string }[])[0]!.hash;
const ids = (await q(`INSERT INTO members (merchant_code, username, username_key, password_hash, type, status)
  SELECT $1, $2 || n, $2 || n, $3, 0, 'active' FROM generate_series(1, $4::int) AS n RETURNING id`, [merchant, tag, hash, players])).rows.map((r) => Number(r.id));
const tokens = ids.map(() => crypto.randomBytes(24).toString('base64url'));
await q(`INSERT INTO member_sessions (member_id, token_hash, expires_at) SELECT unnest($1::int[]), unnest($2::text[]), now() + interval '1 day'`,
  [ids, tokens.map((t) => crypto.createHash('sha256').update(t).digest('hex'))]);
await q('ANALYZE members; ANALYZE member_sessions');

// Timed: every player claims once, `connections` at a time.
const latencies: number[] = [];
const answers = new Map<string, number>();
let next = 0;
const serverCpu0 = server.cpuSeconds();
const pgCpu0 = postgresCpuSeconds(server.databaseUrl);
const started = performance.now();
await Promise.all(Array.from({ length: connections }, async () => {
  while (next < players) {
    const token = tokens[next++]!;
    const t = performance.now();
    const res = await fetch(`${base}/wps/relay/MCS2_claimRafflePromotion`, {
      method: 'POST', headers: { 'content-type': 'application/json', merchant, authorization: token }, body: JSON.stringify({ promotionCode: code }),
    });
    const body = (await res.json()) as { errorCode: string | null };
    latencies.push(performance.now() - t);
    const key = body.errorCode ?? 'paid';
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
}));
const seconds = (performance.now() - started) / 1000;
// CPU per claim, µs: the server's process and PostgreSQL's sessions of its database (what the 2 cores share).
const serverMicros = ((server.cpuSeconds() - serverCpu0) * 1e6) / players;
const pgMicros = ((postgresCpuSeconds(server.databaseUrl) - pgCpu0) * 1e6) / players;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;

// Invariants: exactly the envelopes paid, adding up to the pool; the budget gave the pool once; the ledger reconciled.
const problems: string[] = [];
const [paid] = (await q(`SELECT count(*)::int AS n, COALESCE(sum(e.amount), 0)::text AS total, count(DISTINCT e.member_id)::int AS members
  FROM red_envelopes e JOIN red_envelope_rushes r ON r.id = e.rush_id WHERE r.promotion_id = $1 AND e.member_id IS NOT NULL`, [promotionId])).rows as { n: number; total: string; members: number }[];
if (paid!.n !== envelopes || paid!.members !== envelopes) problems.push(`${paid!.n} envelopes paid to ${paid!.members} players, not ${envelopes}`);
if (BigInt(paid!.total) !== BigInt(envelopes) * 100n) problems.push(`paid ${paid!.total} minor units, the pool is ${envelopes * 100}`);
if (answers.get('paid') !== envelopes || answers.get('promotion.envelopes_gone') !== players - envelopes) problems.push(`answers ${JSON.stringify(Object.fromEntries(answers))}`);
const reconcile = await api.call('GET', '/wps/operator/wallet/reconcile', undefined, auth);
if (!reconcile.value?.ok) problems.push(`reconciliation: ${JSON.stringify(reconcile.value?.differences?.slice(0, 5))}`);

const baseline = await rawTransfers({ seconds: 6, concurrency: connections, pool: 20, databaseUrl: server.databaseUrl });
await client.end();
await server.stop();

const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(`\nRed envelope rush: ${players} players, ${envelopes} envelopes, ${connections} claims in flight, PostgreSQL (goal p99 ≤ 100 ms, the pool exact)`);
console.log(`claims ${latencies.length} in ${seconds.toFixed(1)} s: ${(latencies.length / seconds).toFixed(0)} a second (raw-SQL transfer ${baseline.rate.toFixed(0)}, ratio ${(latencies.length / seconds / baseline.rate).toFixed(2)})`);
console.log(`p50 ${ms(at(0.5))} (raw ${ms(baseline.p50)}), p95 ${ms(at(0.95))}, p99 ${ms(at(0.99))} (raw ${ms(baseline.p99)}, ratio ${(at(0.99) / baseline.p99).toFixed(2)}), max ${ms(latencies.at(-1)!)}`);
console.log(`CPU a claim: server ${serverMicros.toFixed(0)} µs (raw client ${baseline.cpuMicros.toFixed(0)} µs, ratio ${(serverMicros / baseline.cpuMicros).toFixed(1)}), PostgreSQL ${pgMicros.toFixed(0)} µs (raw ${baseline.pgCpuMicros.toFixed(0)} µs, ratio ${(pgMicros / baseline.pgCpuMicros).toFixed(1)})`);
console.log(`answers: ${JSON.stringify(Object.fromEntries(answers))}`);
console.log(problems.length ? `INVALID: ${problems.join('; ')}` : `pool exact: ${envelopes} envelopes paid to ${envelopes} players, ${pool} in all; the rest told the envelopes are gone; ledger reconciled`);
console.log(`p99 ${ms(at(0.99))} (goal ≤ 100 ms)`);
process.exit(problems.length ? 1 : 0);
