import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

const canPin = os.availableParallelism() >= 2 && spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/**
 * Pins the load generator (this process) to CPU 1 and servers to CPU 0, so the two never fight over
 * one core and the ratio compares servers, not scheduler luck.
 */
export function pinLoadGenerator(): boolean {
  if (canPin) spawnSync('taskset', ['-cp', '1', String(process.pid)]);
  return canPin;
}

export interface Server {
  port: number;
  /** The scratch database a production-mode platform server uses (printed by serve-platform.ts). */
  databaseUrl?: string;
  /** The provider simulator's master secret, when asked for with BENCH_PROVIDER_SECRET=print (seamless benchmark). */
  providerSecret?: string;
  /** CPU seconds (user + system) the server process has used so far, from /proc (Linux). */
  cpuSeconds(): number;
  /** CPU seconds of the main thread alone (the event loop; not libuv's pool nor V8's helpers). */
  mainThreadCpuSeconds(): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS = 100;

function cpuSecondsOf(pid: number, tid?: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = fs.readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL processes that serve `databaseUrl`'s database (its
 * backends) and the whole cluster (postmaster, WAL writer, checkpointer...), from /proc: with the
 * server's own CPU it shows where a posting's cost lies. Backends of other databases are left out
 * (other work on the machine), but a backend that has exited counts through the postmaster, which
 * collects its children's CPU (cutime, cstime): pools close idle connections within a round, and
 * without it their time would vanish from the sum. So on a busy machine other databases' exited
 * backends count too.
 */
export function postgresCpuSeconds(databaseUrl: string | undefined): number {
  if (!databaseUrl) return Number.NaN;
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  let total = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let title: string;
    let stat: string[];
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      stat = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    } catch {
      continue;
    }
    // A backend's title is "postgres: <cluster>: <user> <database> <client> <state>"; the cluster's
    // own processes have no client address, and the postmaster's is its command line.
    const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\[local\]|[\d.:a-f]+\(\d+\))/.exec(title);
    if (backend && backend[1] !== database) continue;
    // utime, stime; for the postmaster also its exited children's cutime, cstime.
    const ticks = Number(stat[11]) + Number(stat[12]) + (title.startsWith('postgres: ') ? 0 : Number(stat[13]) + Number(stat[14]));
    total += ticks / CLOCK_TICKS;
  }
  return total;
}

/**
 * Gathers the planner's statistics of the benchmark's database after its warm-up (production mode).
 * A production server's autovacuum analyzes tables as they grow; this machine's PostgreSQL runs with
 * autovacuum off, so a scratch database's tables would keep no statistics, and without them the
 * planner may pick a wrong index (finding a provider's transaction id through the round index scans
 * the vendor's rows: the benchmarks' rates fell round after round). No-op without a URL (PGlite).
 */
export async function analyzeDatabase(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** Starts a server script in its own process so the load generator never shares its event loop. */
export async function startServer(script: string, env: Record<string, string> = {}): Promise<Server> {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", goes to the server's node only.
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...extra, '--import', 'tsx', path.join(here, script)];
  const child: ChildProcess = spawn(canPin ? 'taskset' : process.execPath, canPin ? ['-c', '0', process.execPath, ...args] : args, {
    env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    port,
    databaseUrl: /DBURL (\S+)/.exec(out)?.[1],
    providerSecret: /PROVIDER_SECRET (\S+)/.exec(out)?.[1],
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    mainThreadCpuSeconds: () => cpuSecondsOf(child.pid!, child.pid!),
    stop: () => new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

export interface Figures {
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU time per request in microseconds: what the server spends, whoever limits the rate. */
  cpuMicros: number;
}

export async function load(server: Server, url: string, headers: Record<string, string>, seconds: number, connections: number): Promise<Figures> {
  const before = server.cpuSeconds();
  const r = await autocannon({ url, headers, duration: seconds, connections, pipelining: 1 });
  const cpu = server.cpuSeconds() - before;
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuMicros: (cpu / r.requests.total) * 1e6 };
}

/** What a route answered, headers and body, for a bare server to answer with the very same bytes. */
export async function captureReply(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const kept = Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k)));
  return { body: await res.text(), headers: kept };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Ours against the bare route: both warmed up, then rounds alternated so drift in the machine hits both
 * sides alike; medians of the rounds (errors summed).
 */
export async function compareWithBare(ours: { server: Server; url: string }, bare: { server: Server; url: string },
  opts: { headers: Record<string, string>; seconds: number; rounds: number; connections: number }): Promise<{ ours: Figures; base: Figures }> {
  const { headers, seconds, rounds, connections } = opts;
  await load(ours.server, ours.url, headers, 2, connections);
  await load(bare.server, bare.url, headers, 2, connections);
  const a: Figures[] = [];
  const b: Figures[] = [];
  for (let r = 0; r < rounds; r++) {
    a.push(await load(ours.server, ours.url, headers, seconds, connections));
    b.push(await load(bare.server, bare.url, headers, seconds, connections));
  }
  const pick = (xs: Figures[]): Figures => ({
    rps: median(xs.map((x) => x.rps)), p99: median(xs.map((x) => x.p99)), cpuMicros: median(xs.map((x) => x.cpuMicros)),
    errors: xs.reduce((n, x) => n + x.errors, 0),
  });
  return { ours: pick(a), base: pick(b) };
}

export interface RawFigures {
  rate: number; p50: number; p99: number;
  /** CPU of the baseline's process per transfer, µs (its client work; embedded, PGlite's too). */
  cpuMicros: number;
  /** PostgreSQL's CPU per transfer, µs (production mode; NaN embedded, where it is in cpuMicros). */
  pgCpuMicros: number;
}

/**
 * One round of the raw-SQL transfer baseline (raw-transfers.ts) in a child pinned to the servers' CPU:
 * on `databaseUrl` (PostgreSQL) with a pool of `pool`, or on a PGlite of its own when it is unset.
 */
export function rawTransfers(opts: { seconds: number; concurrency: number; pool: number; databaseUrl?: string }): Promise<RawFigures> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', path.join(here, 'raw-transfers.ts')];
    const env = { ...process.env, SECONDS: String(opts.seconds), CONCURRENCY: String(opts.concurrency), POOL: String(opts.pool), DBURL: opts.databaseUrl ?? '' };
    const child = spawn(canPin ? 'taskset' : process.execPath, canPin ? ['-c', '0', process.execPath, ...args] : args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      const m = /RATE ([\d.]+) P50 ([\d.]+) P99 ([\d.]+) CPU ([\d.]+) PGCPU ([\d.]+|NaN)/.exec(out);
      if (code !== 0 || !m) reject(new Error(`raw-transfers exited ${code}: ${out}`));
      else resolve({ rate: Number(m[1]), p50: Number(m[2]), p99: Number(m[3]), cpuMicros: Number(m[4]), pgCpuMicros: Number(m[5]) });
    });
  });
}
