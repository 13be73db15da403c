// Login benchmark: logins/s through HTTP (real route: encrypted payload, argon2id verify, session
// insert, audit row) against raw argon2id verifications/s on the same CPU in the same run.
// Goal: ≥ 0.8 of the raw hash rate. `npm run bench:login` (BENCH_SECONDS, BENCH_CONNECTIONS).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { encryptPayload } from '../apps/web/src/lib/encryption';
import { pinLoadGenerator, startServer } from './lib/harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const pinned = pinLoadGenerator();

function rawHashRate(): Promise<{ rate: number; p99: number }> {
  return new Promise((resolve, reject) => {
    const args = ['--import', 'tsx', path.join(here, 'lib/argon2-rate.ts')];
    const child = spawn(pinned ? 'taskset' : process.execPath, pinned ? ['-c', '0', process.execPath, ...args] : args, {
      env: { ...process.env, SECONDS: String(seconds), CONCURRENCY: String(connections) }, stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', () => {
      const m = /RATE ([\d.]+) P99 ([\d.]+)/.exec(out);
      if (m) resolve({ rate: Number(m[1]), p99: Number(m[2]) });
      else reject(new Error(`argon2 rate child printed: ${out}`));
    });
  });
}

const mode = process.env.BENCH_MODE ?? (process.env.DATABASE_URL ? 'production' : 'embedded');
const server = await startServer('serve-platform.ts', { BENCH_MODE: mode, RATE_LIMIT_PER_MINUTE: '100000000' });
const base = `http://127.0.0.1:${server.port}`;
const headers = { 'content-type': 'application/json', merchant: 'thailand', 'x-forwarded-for': '198.51.100.7' };
// One player; each login verifies the password, writes a session and an audit row.
const reg = await fetch(`${base}/wps/member/register`, {
  method: 'PUT', headers,
  body: JSON.stringify(await (async () => {
    const key = ((await (await fetch(`${base}/wps/session/key/rsa`)).json()) as { value: { publicKey: string; keyId: string } }).value;
    const sealed = await encryptPayload(key.publicKey, key.keyId, { username: 'benchuser1', password: 'Bench#Password1', confirmPassword: 'Bench#Password1', mobileNum: '0811111111', acceptTerms: true, confirmAge: true });
    Object.assign(headers, sealed.headers);
    return sealed.body;
  })()),
});
if (!((await reg.json()) as { success: boolean }).success) throw new Error('could not register the bench player');
const key = ((await (await fetch(`${base}/wps/session/key/rsa`)).json()) as { value: { publicKey: string; keyId: string } }).value;
const login = await encryptPayload(key.publicKey, key.keyId, { username: 'benchuser1', password: 'Bench#Password1' });
const loginHeaders = { 'content-type': 'application/json', merchant: 'thailand', ...login.headers };

const raw = await rawHashRate();
const before = server.cpuSeconds();
const r = await autocannon({ url: `${base}/wps/session/login`, method: 'POST', headers: loginHeaders, body: JSON.stringify(login.body), duration: seconds, connections });
const cpu = server.cpuSeconds() - before;
await server.stop();

const okRate = (r.requests.total - r.non2xx) / seconds;
console.log(`\nlogin through HTTP (${mode} mode) vs raw argon2id verify, same CPU, same run (${seconds} s, ${connections} in flight${pinned ? ', CPU 0' : ''}; goal ratio ≥ 0.80)\n`);
console.log('                         per second    p99');
console.log(`raw argon2id verify      ${raw.rate.toFixed(1).padStart(10)}  ${raw.p99.toFixed(0).padStart(5)} ms`);
console.log(`POST /wps/session/login  ${okRate.toFixed(1).padStart(10)}  ${String(r.latency.p99).padStart(5)} ms   (non-2xx ${r.non2xx}, server CPU ${(cpu / Math.max(1, r.requests.total) * 1000).toFixed(1)} ms/login)`);
console.log(`ratio                    ${(okRate / raw.rate).toFixed(2).padStart(10)}`);
