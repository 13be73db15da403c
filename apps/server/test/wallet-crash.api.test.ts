/**
 * Crash test (issue 4): money operations against a real server process that is killed with SIGKILL in
 * the middle of a load run, then started again on the same data. Every acknowledged operation must be
 * there exactly once, nothing half-applied, and every ledger invariant must hold. On PGlite (a data
 * directory) and on PostgreSQL (a scratch database), like every API test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../src/db/client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const usePg = process.env.TEST_DB === 'pg' && !!process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let child: ChildProcess | undefined;
let base = '';

/** Starts the server; after a SIGKILL the PGlite data dir's lock stays until it is stale (~10 s), so retry. */
async function start() {
  for (let attempt = 0; ; attempt++) {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      env: {
        ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PAYLOAD_ENCRYPTION: 'optional',
        RATE_LIMIT_PER_MINUTE: '1000000', RUN_JOBS: 'false', WEB_DIST: '', HUMAN_VERIFICATION_COST: '1', HUMAN_VERIFICATION_ZEROS: '1',
        DATABASE_URL: scratch?.url ?? '', REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = await new Promise<number | null>((resolve) => {
      let out = '';
      proc.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /running at http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      proc.on('exit', () => resolve(null));
    });
    if (port) {
      child = proc;
      base = `http://127.0.0.1:${port}`;
      return;
    }
    if (attempt > 30) throw new Error('the server did not start again');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function call(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method, headers: { 'content-type': 'application/json', merchant: 'thailand', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; errorCode: string | null; value: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- several calls' envelopes
}

/** The demo operator's session; operator login always asks for a proof of work (decision 0032). */
async function operatorLogin(): Promise<string> {
  const { value } = await call('GET', '/wps/operator/session/challenge');
  const humanVerification = value.kind === 'none' ? undefined
    : Buffer.from(JSON.stringify({ challenge: value.challenge, solution: await solveChallenge({ challenge: value.challenge, deriveKey }) })).toString('base64');
  const login = await call('POST', '/wps/operator/session/login', { username: 'admin', password: 'Demo@2026', humanVerification });
  return login.value.token as string;
}

beforeAll(async () => {
  if (usePg) scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'crash');
  await start();
}, 120_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL in the middle of money operations', () => {
  it('keeps every acknowledged operation exactly once, applies nothing by halves, and reconciles', async () => {
    const operator = await operatorLogin();
    await call('PUT', '/wps/operator/merchants/thailand/features', { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, operator);
    const memberIds: number[] = [];
    for (let i = 0; i < 8; i++) {
      const reg = await call('PUT', '/wps/member/register', {
        username: `crash${i}`, password: 'Crash#Pass1', confirmPassword: 'Crash#Pass1', mobileNum: `08${30_000_000 + i}`, acceptTerms: true, confirmAge: true,
      });
      expect(reg.success, JSON.stringify(reg)).toBe(true);
      memberIds.push((await call('GET', '/wps/member/info', undefined, reg.value.token)).value.id);
    }

    // Each operation: an adjustment with its own key. Credits and small debits, so none is refused.
    interface Op { key: string; memberId: number; amount: number }
    const ops: Op[] = [];
    const acknowledged = new Map<string, number>();
    const adjust = (op: Op) => call('POST', `/wps/operator/merchants/thailand/members/${op.memberId}/wallet/adjust`, { amount: op.amount.toFixed(2), reason: 'crash test', idempotencyKey: op.key }, operator);
    for (const id of memberIds) {
      const op = { key: `fund-${id}`, memberId: id, amount: 1000 };
      ops.push(op);
      expect((await adjust(op)).success).toBe(true);
    }

    let stop = false;
    let n = 0;
    const load = Promise.all(Array.from({ length: 16 }, async (_, w) => {
      while (!stop) {
        const op = { key: `op-${w}-${n++}`, memberId: memberIds[w % memberIds.length]!, amount: n % 3 === 0 ? -1.25 : 2.5 };
        ops.push(op);
        try {
          const r = await adjust(op);
          if (r.success) acknowledged.set(op.key, r.value.postingId);
        } catch {
          return; // the connection died with the server
        }
      }
    }));
    await new Promise((r) => setTimeout(r, 1500));
    child!.kill('SIGKILL');
    await load;
    stop = true;
    expect(acknowledged.size).toBeGreaterThan(20);

    await start();
    const again = await operatorLogin();
    const reconciled = await call('GET', '/wps/operator/wallet/reconcile?merchantCode=thailand', undefined, again);
    expect(reconciled.value.differences).toEqual([]);
    expect(reconciled.value.ok).toBe(true);

    // Every acknowledged operation is there: sent again, it answers its original posting.
    for (const [key, postingId] of acknowledged) {
      const op = ops.find((o) => o.key === key)!;
      const r = await call('POST', `/wps/operator/merchants/thailand/members/${op.memberId}/wallet/adjust`, { amount: op.amount.toFixed(2), reason: 'crash test', idempotencyKey: key }, again);
      expect(r.value, key).toMatchObject({ replayed: true, postingId });
    }
    // Send every operation once more (those cut off by the kill either committed or not, nothing in
    // between): afterwards each key is exactly one posting, so each balance is the sum of its operations.
    for (const op of ops) {
      const r = await call('POST', `/wps/operator/merchants/thailand/members/${op.memberId}/wallet/adjust`, { amount: op.amount.toFixed(2), reason: 'crash test', idempotencyKey: op.key }, again);
      expect(r.success, `${op.key} ${JSON.stringify(r)}`).toBe(true);
    }
    for (const id of memberIds) {
      const expected = ops.filter((o) => o.memberId === id).reduce((sum, o) => sum + Math.round(o.amount * 100), 0);
      const last = await call('POST', `/wps/operator/merchants/thailand/members/${id}/wallet/adjust`, { amount: '0.01', reason: 'probe', idempotencyKey: `probe-${id}` }, again);
      expect(Math.round(Number(last.value.balance) * 100), `member ${id}`).toBe(expected + 1);
    }
    expect((await call('GET', '/wps/operator/wallet/reconcile?merchantCode=thailand', undefined, again)).value.ok).toBe(true);
  });
});
