/**
 * Starts the real server for the journeys: the global setup rebuilds the web, the back office and the server
 * bundle when their sources changed and seeds one data directory; each journey file then runs
 * apps/server/dist/main.js (as `npm start` does) on a free port with a copy of it (embedded PGlite, no
 * DATABASE_URL / REDIS_URL), and stops it afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { inject } from 'vitest';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 90_000;
const MAX_OUTPUT_CHUNKS = 2_000;
/** The second owner who approves money settings for the journeys (compliant with the operator password policy). */
const CHECKER = { username: 'e2e_checker', password: 'Second-Pair-Of-Eyes#26' };

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** `keepData`: leaves the data directory behind (the seeded one the others copy). */
  stop: (opts?: { keepData?: boolean }) => Promise<void>;
  /** The server's last output (its log and the provider simulator's), for a failed journey's report. */
  logTail: (chars?: number) => string;
  /** Calls the API as the seeded demo operator (admin / Demo@2026). */
  operator: (method: string, path: string, body?: unknown) => Promise<{ success: boolean; value: unknown; errorCode: string | null }>;
  /**
   * The same for a money setting (decision 0052): its approval request is approved by a second owner
   * (`e2e_checker`, made by the demo operator on first use); the answer carries the applied setting.
   */
  moneySetting: (method: string, path: string, body?: unknown) => Promise<{ success: boolean; value: unknown; errorCode: string | null }>;
}

/** Rebuilds apps/web/dist, apps/admin/dist and the server bundle when their sources are newer, as `npm start` does; once per run, before the seeded start. */
function ensureBuilds(): void {
  for (const app of ['web', 'admin', 'server']) {
    const result = spawnSync(process.execPath, ['scripts/builds.mjs', app], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${app} build failed`);
  }
}

/**
 * A free port below the system's ephemeral range (32768+ on Linux): a port handed out by `listen(0)` comes
 * from that range, where Chromium's and the server's own outgoing connections also take theirs, so the
 * one beside it (the simulator's) was now and then taken by the time the server started it.
 */
async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolvePort) => {
      const probe = createServer();
      probe.once('error', () => resolvePort(false));
      probe.listen(port, '0.0.0.0', () => probe.close(() => resolvePort(true)));
    });
    if (free) return port;
  }
}

function waitForListening(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output.join('')}`)), START_TIMEOUT_MS);
    const keep = (text: string) => {
      output.push(text);
      // Only the tail is ever shown: a long journey's log must not grow without bound.
      if (output.length > MAX_OUTPUT_CHUNKS) output.splice(0, output.length - MAX_OUTPUT_CHUNKS);
    };
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      keep(text);
      if (text.includes('http://')) {
        clearTimeout(timer);
        resolveStart();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => keep(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
}

/**
 * The data directory of a server that started once and stopped: migrated and seeded. The global setup
 * makes it; every journey file's server starts on a copy, as `npm start` does the second time (a first
 * start's initdb, migrations and seed took most of a file's 15 s start on a slow machine).
 */
export async function seededDataDir(): Promise<string> {
  ensureBuilds();
  const server = await startServer({ from: null });
  await server.stop({ keepData: true });
  return server.dataDir;
}

/** `from`: a data directory to start on a copy of (null: an empty one); by default the global setup's. */
export async function startServer(opts: { from?: string | null } = {}): Promise<RunningServer> {
  const port = await freePort();
  const simPort = await freePort([port]);
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
  const from = opts.from === undefined ? inject('seededDataDir') : opts.from;
  if (from) cpSync(from, dataDir, { recursive: true });
  // One trusted proxy hop lets a journey speak from another address (x-forwarded-for), as behind a load balancer.
  // SITE_URL: the links the server hands out (payment return, reset links) point where the browser is.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY_HOPS: '1', SITE_URL: `http://127.0.0.1:${port}`, PROVIDER_SIM_PORT: String(simPort) };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // The bundled server `npm start` runs (scripts/build-server.mjs): what a player meets, and it starts
  // without compiling ~100 modules through tsx first.
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  try {
    await waitForListening(child, output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;

  let token: string | null = null;
  const call = async (method: string, path: string, body?: unknown, auth?: string) => {
    const response = await fetch(baseUrl + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(auth ? { Authorization: auth } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; value: unknown; errorCode: string | null };
  };
  // Operator login always asks for a proof of work (decision 0032), solved here as a browser would.
  const logIn = async (username: string, password: string) => {
    const challenge = (await call('GET', '/wps/operator/session/challenge')).value as { kind: string; challenge: Challenge | null };
    const humanVerification = challenge.challenge
      ? Buffer.from(JSON.stringify({ challenge: challenge.challenge, solution: await solveChallenge({ challenge: challenge.challenge, deriveKey }) })).toString('base64')
      : undefined;
    const login = await call('POST', '/wps/operator/session/login', { username, password, humanVerification });
    if (!login.success) throw new Error(`operator login failed: ${login.errorCode}`);
    return (login.value as { token: string }).token;
  };
  const operator: RunningServer['operator'] = async (method, path, body) => {
    token ??= await logIn('admin', 'Demo@2026');
    return call(method, path, body, token);
  };
  let checker: string | null = null;
  const moneySetting: RunningServer['moneySetting'] = async (method, path, body) => {
    const asked = await operator(method, path, body);
    const pending = asked.value as { status?: string; requestId?: number } | null;
    if (!asked.success || pending?.status !== 'pending') return asked;
    if (!checker) {
      const made = await operator('POST', '/wps/operator/operators', { ...CHECKER, role: 'owner', merchantCode: null });
      if (!made.success) throw new Error(`checker not made: ${made.errorCode}`);
      checker = await logIn(CHECKER.username, CHECKER.password);
    }
    const approved = await call('POST', `/wps/operator/approvals/${pending.requestId}/approve`, undefined, checker);
    return approved.success ? { ...approved, value: (approved.value as { result: unknown }).result } : approved;
  };

  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  const logTail = (chars = 20_000) => output.join('').slice(-chars);
  return { baseUrl, dataDir, stop, operator, moneySetting, logTail };
}
