// Seamless wallet benchmark (issue 5): bet+win pairs per second through the provider wallet endpoints
// (`POST /provider/:vendor/wallet/{bet,win}`), signed as a provider signs them, at 32 connections, against
// the wallet benchmark's raw-SQL transfer baseline (raw-transfers.ts: the same transfer transaction by
// hand with `pg` and the platform's pool size) on the same database in the same run. Each connection
// plays one player: a bet, then the win of the same round, then the next round; a pair counts when both
// answers are OK. A pair is two transfers (stake out, win in), so the baseline's pairs/s is its
// transfers/s ÷ 2. Goal: ratio ≥ 1.0. After the run the invariants are checked (ledger reconciled
// through the operator endpoint, every round settled once, each balance = opening + wins − bets); a
// failure or a refused call makes the run INVALID (exit 1).
// `npm run bench:seamless`: production mode (PostgreSQL + Redis) when DATABASE_URL is set, else
// embedded (PGlite); BENCH_MODE picks. BENCH_SECONDS (6), BENCH_CONNECTIONS (32), BENCH_ROUNDS (3).
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { providerSignature, vendorSecret } from '../apps/server/src/modules/provider/signature';
import { analyzeDatabase, pinLoadGenerator, postgresCpuSeconds, rawTransfers, startServer, type RawFigures } from './lib/harness';
import { platformApi } from './lib/platform-api';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const roundsWanted = Number(process.env.BENCH_ROUNDS ?? 3);
const mode = process.env.BENCH_MODE ?? (process.env.DATABASE_URL ? 'production' : 'embedded');
const merchant = 'thailand';
/** A seamless vendor of the demo catalogue without a lobby card: its first game is a real game. */
const vendor = 'EG2';
const pinned = pinLoadGenerator();

// The bench is the provider: launch URLs point nowhere (nothing opens them), and it signs with the
// secret the platform would hand the simulator.
const server = await startServer('serve-platform.ts', {
  BENCH_MODE: mode, RATE_LIMIT_PER_MINUTE: '100000000', PROVIDER_SIM_URL: 'http://127.0.0.1:9', BENCH_PROVIDER_SECRET: 'print',
});
if (!server.providerSecret) throw new Error('serve-platform.ts did not print the provider secret');
const secret = vendorSecret(server.providerSecret, vendor);
const base = `http://127.0.0.1:${server.port}`;
const api = platformApi(base, merchant);

/** A signed wallet call's request as the provider sends it: the exact body bytes, timestamp, signature. */
function signed(body: unknown) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  return { raw, headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': providerSignature(secret, timestamp, raw) } };
}
interface WalletAnswer { status: string; balance?: string; duplicate?: boolean; errorCode?: string }
async function walletCall(call: string, body: unknown): Promise<{ status: number; body: WalletAnswer }> {
  const { raw, headers } = signed(body);
  const res = await fetch(`${base}/provider/${vendor}/wallet/${call}`, { method: 'POST', headers, body: raw });
  return { status: res.status, body: (await res.json()) as WalletAnswer };
}
const minor = (amount: string) => BigInt(amount.replace('.', ''));
const decimal = (m: bigint) => `${m / 100n}.${String(m % 100n).padStart(2, '0')}`;

// Set-up, untimed: one player per connection, funded by an operator adjustment, each with a launch token
// (GCS_gameLaunchFB: the vendor's first game) and an opening balance read through the wallet API. In
// production mode the baseline's players too (it moves the `walletbench` wallets of the same database).
const auth = await api.operator();
interface Player { id: number; token: string; launchToken: string; opening: bigint; bets: bigint; wins: bigint; rounds: number }
const players: Player[] = [];
let gameCode = '';
for (const p of await api.registerPlayers('seambench', connections, 21_000_000)) {
  const funded = await api.adjust(auth, p.id, '1000000.00');
  if (!funded.success) throw new Error(`fund ${p.id}: ${funded.errorCode}`);
  const launch = await api.call('POST', '/wps/relay/GCS_gameLaunchFB', { vassalage: vendor, accountType: 1 }, { authorization: p.token });
  if (!launch.success) throw new Error(`launch: ${launch.errorCode}`);
  gameCode = launch.value.gameCode as string;
  const launchToken = new URL(launch.value.content.game_url as string).searchParams.get('token')!;
  const opening = await walletCall('balance', { merchantCode: merchant, playerId: p.id });
  if (opening.status !== 200) throw new Error(`balance: ${JSON.stringify(opening.body)}`);
  players.push({ id: p.id, token: p.token, launchToken, opening: minor(opening.body.balance!), bets: 0n, wins: 0n, rounds: 0 });
}
if (mode === 'production') {
  for (const p of await api.registerPlayers('walletbench', connections, 22_000_000)) {
    const funded = await api.adjust(auth, p.id, '1000000.00');
    if (!funded.success) throw new Error(`fund ${p.id}: ${funded.errorCode}`);
  }
}

/** A round the bench has sent a bet for and not yet seen the win of (answered OK). */
interface Round { player: Player; roundId: string; bet: string; win: string }
const unfinished = new Map<string, Round>();
const done: Round[] = [];
const failures = new Map<string, number>();
const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
const runTag = crypto.randomBytes(3).toString('hex');
const WINS = ['0.50', '1.00', '1.20'];
let nextRound = 0;
let nextPlayer = 0;
let pairs = 0;
const betBody = (r: Round) => ({ token: r.player.launchToken, merchantCode: merchant, playerId: r.player.id, gameCode, roundId: r.roundId, transactionId: `${r.roundId}-b`, amount: r.bet });
const winBody = (r: Round) => ({ merchantCode: merchant, playerId: r.player.id, gameCode, roundId: r.roundId, transactionId: `${r.roundId}-w`, amount: r.win });
function settled(r: Round) {
  unfinished.delete(r.roundId);
  done.push(r);
  r.player.bets += minor(r.bet);
  r.player.wins += minor(r.win);
  r.player.rounds++;
}
const okAnswer = (status: number, body: string) => status === 200 && (JSON.parse(body) as WalletAnswer).status === 'OK';

/**
 * One timed round: autocannon, closed loop; each connection is one player and sends its requests in
 * order (bet, win, bet, ...), so the win always follows its own round's bet. Every call is signed.
 */
async function httpRound(ms: number) {
  let counted = 0;
  type Ctx = { player?: Player; round?: Round };
  const result = await autocannon({
    url: base, connections, duration: ms / 1000, pipelining: 1,
    requests: [
      {
        method: 'POST', path: `/provider/${vendor}/wallet/bet`,
        setupRequest: (req, context) => {
          const ctx = context as Ctx;
          ctx.player ??= players[nextPlayer++ % players.length]!;
          const n = ++nextRound;
          ctx.round = { player: ctx.player, roundId: `sb-${runTag}-${n}`, bet: '1.00', win: WINS[n % WINS.length]! };
          unfinished.set(ctx.round.roundId, ctx.round);
          const { raw, headers } = signed(betBody(ctx.round));
          return { ...req, headers, body: raw };
        },
        onResponse: (status, body) => {
          if (!okAnswer(status, body)) fail(`bet ${status} ${body.slice(0, 120)}`);
        },
      },
      {
        method: 'POST', path: `/provider/${vendor}/wallet/win`,
        setupRequest: (req, context) => {
          const { raw, headers } = signed(winBody((context as Ctx).round!));
          return { ...req, headers, body: raw };
        },
        onResponse: (status, body, context) => {
          if (!okAnswer(status, body)) return fail(`win ${status} ${body.slice(0, 120)}`);
          settled((context as Ctx).round!);
          counted++;
        },
      },
    ],
  });
  pairs += counted;
  if (result.errors || result.timeouts) fail(`connection errors ${result.errors}, timeouts ${result.timeouts}`);
  return { rate: counted / (ms / 1000), p50: result.latency.p50, p99: result.latency.p99, pairs: counted };
}

/**
 * Rounds cut off by the end of a timed window are finished as a provider retries: the bet again with
 * its transaction id (answered as a duplicate if it had been taken, taken now if not), then the win.
 */
async function finishUnfinished() {
  for (const r of [...unfinished.values()]) {
    const bet = await walletCall('bet', betBody(r));
    const win = await walletCall('win', winBody(r));
    if (bet.status !== 200 || win.status !== 200) fail(`finishing ${r.roundId}: ${JSON.stringify(bet.body)} ${JSON.stringify(win.body)}`);
    else settled(r);
  }
}

const rawRound = () => rawTransfers({ seconds, concurrency: connections, pool: 20, databaseUrl: server.databaseUrl });

await httpRound(3000); // warm-up: JIT, pools, plans
await finishUnfinished();
await analyzeDatabase(server.databaseUrl);
interface Figures { raw: RawFigures; http: Awaited<ReturnType<typeof httpRound>>; cpuMs: number; pgCpuMs: number }
const rounds: Figures[] = [];
for (let i = 0; i < roundsWanted; i++) {
  const raw = await rawRound();
  const cpu0 = server.cpuSeconds();
  const pg0 = postgresCpuSeconds(server.databaseUrl);
  const http = await httpRound(seconds * 1000);
  const pairsDone = Math.max(1, http.pairs);
  rounds.push({ raw, http, cpuMs: ((server.cpuSeconds() - cpu0) / pairsDone) * 1000, pgCpuMs: ((postgresCpuSeconds(server.databaseUrl) - pg0) / pairsDone) * 1000 });
  await finishUnfinished();
}
const loadAverage = (await import('node:os')).loadavg();

// Invariants, through the platform's own APIs: the ledger reconciled; each player's balance (wallet API)
// and betting record (rounds, bets, wins, no refunds) exactly what the bench's answered calls add up to;
// a sample of rounds replayed (the win again: a duplicate, nothing moves; a new bet: refused, the round is
// closed). In production mode also the round rows themselves, from SQL.
const problems: string[] = [];
const reconcile = await api.call('GET', '/wps/operator/wallet/reconcile', undefined, auth);
if (!reconcile.value?.ok) problems.push(`reconciliation: ${JSON.stringify(reconcile.value?.differences?.slice(0, 5))}`);
let totalRounds = 0;
for (const p of players) {
  totalRounds += p.rounds;
  const expected = p.opening + p.wins - p.bets;
  const now = await walletCall('balance', { merchantCode: merchant, playerId: p.id });
  if (now.body.balance !== decimal(expected)) problems.push(`player ${p.id}: balance ${now.body.balance}, expected ${decimal(expected)}`);
  const record = await api.call('GET', '/wps/member/records/betting?pageSize=1', undefined, { authorization: p.token });
  const s = record.value?.summary as { rounds: number; betAmount: number; winAmount: number; refundAmount: number } | undefined;
  if (!s || s.rounds !== p.rounds || s.betAmount.toFixed(2) !== decimal(p.bets) || s.winAmount.toFixed(2) !== decimal(p.wins) || s.refundAmount !== 0) {
    problems.push(`player ${p.id}: betting record ${JSON.stringify(s)}, expected ${p.rounds} rounds, bets ${decimal(p.bets)}, wins ${decimal(p.wins)}`);
  }
}
for (let i = 0; i < 20; i++) {
  const r = done[Math.floor(Math.random() * done.length)]!;
  const p = r.player;
  const before = await walletCall('balance', { merchantCode: merchant, playerId: p.id });
  const again = await walletCall('win', winBody(r));
  const late = await walletCall('bet', { ...betBody(r), transactionId: `${r.roundId}-late` });
  const after = await walletCall('balance', { merchantCode: merchant, playerId: p.id });
  if (!again.body.duplicate || late.body.errorCode !== 'provider.round_closed' || after.body.balance !== before.body.balance) {
    problems.push(`round ${r.roundId}: replayed win ${JSON.stringify(again.body)}, late bet ${JSON.stringify(late.body)}, balance ${before.body.balance} → ${after.body.balance}`);
  }
}
if (server.databaseUrl) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  const { rows: [row] } = await client.query(`SELECT COUNT(*)::int AS n, COUNT(*) FILTER (WHERE status = 'settled' AND settled_at IS NOT NULL)::int AS settled,
      COALESCE(SUM(bet_amount), 0)::text AS bets, COALESCE(SUM(win_amount), 0)::text AS wins, COALESCE(SUM(refund_amount), 0)::text AS refunds,
      (SELECT COUNT(*)::int FROM game_transactions t WHERE t.merchant_code = $1 AND t.vendor_code = $2 AND t.round_id LIKE $3 AND NOT (t.kind = 'bet' AND t.state = 'settled' OR t.kind = 'win' AND t.state = 'done')) AS odd
    FROM game_rounds WHERE merchant_code = $1 AND vendor_code = $2 AND round_id LIKE $3`, [merchant, vendor, `sb-${runTag}-%`]);
  await client.end();
  const bets = players.reduce((s, p) => s + p.bets, 0n);
  const wins = players.reduce((s, p) => s + p.wins, 0n);
  if (row.n !== totalRounds || row.settled !== totalRounds || row.bets !== String(bets) || row.wins !== String(wins) || row.refunds !== '0' || row.odd !== 0) {
    problems.push(`game rounds: ${JSON.stringify(row)}, expected ${totalRounds} settled rounds, bets ${bets}, wins ${wins}`);
  }
}
await server.stop();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f = (x: number, d = 1, w = 8) => x.toFixed(d).padStart(w);
console.log(`\nSeamless bet+win pairs per second, ${mode} mode, ${connections} connections, ${roundsWanted} rounds of ${seconds} s${pinned ? ', server and baseline pinned to CPU 0' : ''}`);
console.log(`HTTP: POST /provider/${vendor}/wallet/bet then /win of the same round, signed (HMAC-SHA256); latency per call`);
console.log(`baseline: the transfer transaction by hand (${mode === 'production' ? 'pg, pool of 20' : 'PGlite, one session'}), two transfers per pair\n`);
console.log('round   raw pairs/s  raw p50  raw p99    pairs/s  call p50  call p99  raw CPU/pair  CPU/pair   ratio  CPU ratio  raw PG CPU/pair  PG CPU/pair');
type View = { rawRate: number; rawP50: number; rawP99: number; rate: number; p50: number; p99: number; rawCpuMs: number; cpuMs: number; ratio: number; cpuRatio: number; rawPgCpuMs: number; pgCpuMs: number };
const row = (label: string, r: View) => console.log(`${label.padEnd(6)}${f(r.rawRate, 1, 13)}${f(r.rawP50, 2, 9)}${f(r.rawP99, 2, 9)}${f(r.rate, 1, 11)}${f(r.p50, 2, 10)}${f(r.p99, 2, 10)}`
  + `${f(r.rawCpuMs, 3, 11)} ms${f(r.cpuMs, 3, 8)} ms${f(r.ratio, 2, 8)}${f(r.cpuRatio, 2, 11)}${f(r.rawPgCpuMs, 3, 14)} ms${f(r.pgCpuMs, 3, 10)} ms`);
// CPU per pair: the platform server's process against the baseline's (two transfers), whatever limits the rate.
const view = (r: Figures): View => ({
  rawRate: r.raw.rate / 2, rawP50: r.raw.p50, rawP99: r.raw.p99, rate: r.http.rate, p50: r.http.p50, p99: r.http.p99,
  rawCpuMs: (r.raw.cpuMicros * 2) / 1000, cpuMs: r.cpuMs, ratio: r.http.rate / (r.raw.rate / 2), cpuRatio: (r.raw.cpuMicros * 2) / 1000 / r.cpuMs,
  rawPgCpuMs: (r.raw.pgCpuMicros * 2) / 1000, pgCpuMs: r.pgCpuMs,
});
for (const [i, r] of rounds.entries()) row(String(i + 1), view(r));
const med = (k: keyof View) => median(rounds.map((r) => view(r)[k]));
row('median', {
  rawRate: med('rawRate'), rawP50: med('rawP50'), rawP99: med('rawP99'), rate: med('rate'), p50: med('p50'), p99: med('p99'),
  rawCpuMs: med('rawCpuMs'), cpuMs: med('cpuMs'), ratio: med('ratio'), cpuRatio: med('cpuRatio'), rawPgCpuMs: med('rawPgCpuMs'), pgCpuMs: med('pgCpuMs'),
});
console.log(`\nratio (median of rounds) ${med('ratio').toFixed(2)} (goal ≥ 1.0); load average after the rounds ${loadAverage.map((x) => x.toFixed(2)).join(' ')}`);
console.log(`invariants after ${totalRounds} rounds (${pairs} timed pairs): ${problems.length ? 'VIOLATED' : `ledger reconciled (${reconcile.value?.counts?.postings} postings), every round settled once, every balance = opening + wins − bets`}`);
if (problems.length || failures.size) {
  console.error(`INVALID RUN: ${JSON.stringify(Object.fromEntries(failures))}\n${problems.slice(0, 10).join('\n')}`);
  process.exitCode = 1;
}
