// Wallet benchmark (issue 4): debit+credit postings per second through the HTTP API (an operator
// adjustment: member wallet against the house, idempotency key, audit row) at 32 concurrent clients,
// against a raw-SQL baseline doing the same transfer transaction by hand with `pg` and the platform's
// pool size (20), on the same database in the same run. Goal: ratio ≥ 1.0 and p99 ≤ 25 ms; group
// commit is how the platform gets past one transaction per request. The ledger is reconciled after
// the run; a difference, a failed request or a refused posting makes the run INVALID (exit 1).
// `npm run bench:wallet`: production mode (PostgreSQL + Redis) when DATABASE_URL is set, else embedded;
// BENCH_MODE picks. BENCH_SECONDS (6), BENCH_CONNECTIONS (32), BENCH_ROUNDS (3).
import autocannon from 'autocannon';
import { analyzeDatabase, pinLoadGenerator, postgresCpuSeconds, rawTransfers, startServer } from './lib/harness';
import { platformApi } from './lib/platform-api';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const roundsWanted = Number(process.env.BENCH_ROUNDS ?? 3);
const mode = process.env.BENCH_MODE ?? (process.env.DATABASE_URL ? 'production' : 'embedded');
const memberCount = 64;
const merchant = 'thailand';
const pinned = pinLoadGenerator();

const server = await startServer('serve-platform.ts', { BENCH_MODE: mode, RATE_LIMIT_PER_MINUTE: '100000000' });
const base = `http://127.0.0.1:${server.port}`;
const { call, operator, registerPlayers, adjust, json } = platformApi(base, merchant);

// Set-up, untimed: an operator, players registered through the API, each funded by an adjustment.
const auth = await operator();
const memberIds = (await registerPlayers('walletbench', memberCount, 20_000_000)).map((p) => p.id);
for (const id of memberIds) {
  const r = await adjust(auth, id, '1000000.00');
  if (!r.success) throw new Error(`fund ${id}: ${r.errorCode}`);
}
let seq = 0;

const failures = new Map<string, number>();
/**
 * 32 connections, closed loop, through autocannon (a lighter client than fetch: on two cores the load
 * generator shares a core with PostgreSQL). Each request names the next member in turn and alternates
 * a debit and a credit of 1.00 per member; every request has a key of its own.
 */
async function httpRound(ms: number) {
  const result = await autocannon({
    url: base, connections, duration: ms / 1000, pipelining: 1,
    requests: [{
      method: 'POST',
      setupRequest: (req) => {
        const n = ++seq;
        const memberId = memberIds[n % memberIds.length]!;
        const amount = Math.floor(n / memberIds.length) % 2 === 0 ? '-1.00' : '1.00';
        return {
          ...req, path: `/wps/operator/merchants/${merchant}/members/${memberId}/wallet/adjust`,
          headers: { ...json, ...auth }, body: JSON.stringify({ amount, reason: 'bench', idempotencyKey: `bench-${n}` }),
        };
      },
    }],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed) failures.set('non-2xx or error', (failures.get('non-2xx or error') ?? 0) + failed);
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function rawRound() {
  const r = await rawTransfers({ seconds, concurrency: connections, pool: 20, databaseUrl: server.databaseUrl });
  return { ...r, pgCpuMs: r.pgCpuMicros / 1000 };
}

await httpRound(3000); // warm-up: JIT, pools, plans
await analyzeDatabase(server.databaseUrl);
interface Round { raw: Awaited<ReturnType<typeof rawRound>>; http: Awaited<ReturnType<typeof httpRound>>; cpuMs: number; pgCpuMs: number }
const rounds: Round[] = [];
for (let i = 0; i < roundsWanted; i++) {
  const raw = await rawRound();
  const cpu0 = server.cpuSeconds();
  const pg0 = postgresCpuSeconds(server.databaseUrl);
  const before = seq;
  const http = await httpRound(seconds * 1000);
  const done = Math.max(1, seq - before);
  rounds.push({ raw, http, cpuMs: ((server.cpuSeconds() - cpu0) / done) * 1000, pgCpuMs: ((postgresCpuSeconds(server.databaseUrl) - pg0) / done) * 1000 });
}
const reconcile = await call('GET', '/wps/operator/wallet/reconcile', undefined, auth);
await server.stop();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// PostgreSQL's CPU is not measured in embedded mode (PGlite runs inside the server): n/a, not NaN.
const f = (x: number, d = 1, w = 8) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a').padStart(w);
console.log(`\nWallet postings (debit+credit pairs) per second, ${mode} mode, ${connections} clients, ${roundsWanted} rounds of ${seconds} s${pinned ? ', server and baseline pinned to CPU 0' : ''}`);
console.log('HTTP: POST /wps/operator/merchants/:code/members/:id/wallet/adjust (token check, member check, posting, audit row)');
console.log(`baseline: the same transaction by hand (${mode === 'production' ? 'pg, pool of 20' : 'PGlite, one session'}): posting, lock, balance, two entries, audit row\n`);
console.log('round     raw/s  raw p50  raw p99  raw PG CPU     http/s  http p50  http p99  CPU/posting  PG CPU/posting   ratio');
for (const [i, r] of rounds.entries()) {
  console.log(`${String(i + 1).padEnd(6)}${f(r.raw.rate)}${f(r.raw.p50, 2, 9)}${f(r.raw.p99, 2, 9)}${f(r.raw.pgCpuMs, 3, 9)} ms${f(r.http.rate, 1, 11)}${f(r.http.p50, 2, 10)}${f(r.http.p99, 2, 10)}${f(r.cpuMs, 3, 10)} ms${f(r.pgCpuMs, 3, 13)} ms${f(r.http.rate / r.raw.rate, 2, 8)}`);
}
const m = (g: (r: Round) => number) => median(rounds.map(g));
console.log(`median${f(m((r) => r.raw.rate))}${f(m((r) => r.raw.p50), 2, 9)}${f(m((r) => r.raw.p99), 2, 9)}${f(m((r) => r.raw.pgCpuMs), 3, 9)} ms${f(m((r) => r.http.rate), 1, 11)}${f(m((r) => r.http.p50), 2, 10)}${f(m((r) => r.http.p99), 2, 10)}${f(m((r) => r.cpuMs), 3, 10)} ms${f(m((r) => r.pgCpuMs), 3, 13)} ms${f(m((r) => r.http.rate / r.raw.rate), 2, 8)}`);
console.log(`\nratio (median of rounds) ${m((r) => r.http.rate / r.raw.rate).toFixed(2)} (goal ≥ 1.0); HTTP p99 ${m((r) => r.http.p99).toFixed(1)} ms (goal ≤ 25 ms)`);
console.log(`reconciliation after the run: ${reconcile.value?.ok ? 'every invariant holds' : 'DIFFERENCES'} (${reconcile.value?.counts?.postings} postings, ${reconcile.value?.counts?.entries} entries)`);
if (!reconcile.value?.ok || failures.size) {
  console.error(`INVALID RUN: ${JSON.stringify(Object.fromEntries(failures))}${reconcile.value?.ok ? '' : ` reconciliation: ${JSON.stringify(reconcile.value?.differences?.slice(0, 5))}`}`);
  process.exitCode = 1;
}
