import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Secret, TOTP } from 'otpauth';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { boot, type Platform } from '../src/boot';
import { createScratchDatabase } from '../src/db/client';
import { DEMO_OPERATOR } from '../src/db/seed';
import { loadEnv, type Env } from '../src/lib/env';

export interface TestPlatform extends Platform {
  /**
   * Sends a request and parses the envelope. Calls that need a human-verification proof (password
   * login, registration, SMS requests) get a freshly solved one added, as the web client does, unless
   * the payload already has a `humanVerification` key (tests of the check itself).
   */
  call(opts: InjectOptions): Promise<{ res: LightMyRequestResponse; body: Envelope }>;
  operatorToken(): Promise<string>;
  /**
   * Calls a money-setting route (decision 0052) and, when it answers with an approval request, approves
   * it as a second owner (`checker`, made on first use), as a back office's second pair of eyes would:
   * the answer is then the approval's, with the applied setting as `value`. A refused request is returned as is.
   */
  moneySetting(opts: InjectOptions): Promise<{ res: LightMyRequestResponse; body: Envelope }>;
  /** Fetches and solves a human-verification challenge for the merchant, as the browser does. */
  humanProof(merchant?: string): Promise<string | undefined>;
  /** The same for the operator login, whose challenge is always on (decision 0032). */
  operatorProof(): Promise<string>;
  /** A second API process on the same database and Redis, as behind a load balancer. */
  sibling(): Promise<Platform>;
}

export interface Envelope {
  success: boolean;
  value: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read whatever the endpoint returns
  errorCode: string | null;
  message: string | null;
  details?: unknown;
}

/** The environment every test platform starts from, with a test's own settings over it. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PAYLOAD_ENCRYPTION: 'optional',
    DATA_DIR: '/nonexistent',
    // One PBKDF2 round per attempt, about 16 attempts: the proof-of-work path runs for real, in milliseconds.
    HUMAN_VERIFICATION_COST: '1',
    HUMAN_VERIFICATION_ZEROS: '1',
    ...overrides,
  });
}

/**
 * The seeded in-memory database the PGlite project's global setup made (pglite-template.ts), for a
 * platform that would seed the same demo data: it then opens that instead of running initdb, every
 * migration and the seed again (about 3 s a file). Production-like platforms (no demo data) start empty.
 */
function seededTemplate(env: Env): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file || !env.SEED_DEMO || env.NODE_ENV !== 'test') return undefined;
  return new Blob([fs.readFileSync(file)]);
}

/**
 * A fresh platform per test file: in-memory PGlite (TEST_DB=pglite), or a new PostgreSQL database
 * created from DATABASE_URL and dropped afterwards (TEST_DB=pg, with Redis under a unique prefix).
 */
export async function createTestPlatform(overrides: Record<string, string> = {}): Promise<TestPlatform> {
  const usePg = process.env.TEST_DB === 'pg' && !!process.env.DATABASE_URL;
  const scratch = usePg ? await createScratchDatabase(process.env.DATABASE_URL!, 't') : undefined;
  const dbUrl = scratch?.url;
  // Uploads (receipts, proofs, banners) go to a directory of this platform's own, removed on close: under
  // DATA_DIR they were written to /nonexistent/uploads, which a test run as root creates and leaves behind.
  const uploadDir = overrides.UPLOAD_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'test-uploads-'));
  const env = testEnv({
    ...(uploadDir ? { UPLOAD_DIR: uploadDir } : {}),
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...(usePg && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...overrides,
  });
  const redisPrefix = `test:${crypto.randomBytes(6).toString('hex')}:`;
  const template = usePg ? undefined : seededTemplate(env);
  const platform = await boot(env, { dataDir: null, logger: false, redisPrefix, template });
  const siblings: Platform[] = [];
  let token: string | undefined;
  let checker: string | undefined;
  const tp: TestPlatform = {
    ...platform,
    async close() {
      for (const s of siblings) await s.close();
      await platform.close();
      await scratch?.drop();
      if (uploadDir) fs.rmSync(uploadDir, { recursive: true, force: true });
    },
    async humanProof(merchant) {
      const res = await platform.app.inject({ method: 'GET', url: '/wps/verification/challenge', headers: merchant ? { merchant } : {} });
      return solved(JSON.parse(res.body).value);
    },
    async operatorProof() {
      const res = await platform.app.inject({ method: 'GET', url: '/wps/operator/session/challenge' });
      return (await solved(JSON.parse(res.body).value))!;
    },
    async call(opts) {
      const payload = opts.payload;
      if (needsHumanProof(opts) && payload && typeof payload === 'object' && !Buffer.isBuffer(payload) && !('humanVerification' in payload)) {
        const merchant = (opts.headers as Record<string, string> | undefined)?.merchant;
        const humanVerification = isOperatorLogin(opts) ? await tp.operatorProof() : await tp.humanProof(merchant);
        opts = { ...opts, payload: { ...payload, humanVerification } };
      }
      const res = await platform.app.inject(opts);
      return { res, body: JSON.parse(res.body) as Envelope };
    },
    async sibling() {
      if (!usePg) throw new Error('siblings need TEST_DB=pg: embedded PGlite is one process by design');
      const s = await boot(env, { dataDir: null, logger: false, redisPrefix });
      siblings.push(s);
      return s;
    },
    async moneySetting(opts) {
      const asked = await tp.call(opts);
      if (!asked.body.success || asked.body.value?.status !== 'pending') return asked;
      if (!checker) {
        const cli = { type: 'cli' as const, id: 'test-checker', ip: null, merchantCode: null };
        await platform.services.operators.create(cli, CHECKER.username, CHECKER.password, null, { role: 'owner' });
        const login = await tp.call({ method: 'POST', url: '/wps/operator/session/login', payload: CHECKER });
        if (!login.body.value?.token) throw new Error(`checker login failed: ${JSON.stringify(login.body)}`);
        checker = login.body.value.token as string;
      }
      const approved = await tp.call({ method: 'POST', url: `/wps/operator/approvals/${asked.body.value.requestId}/approve`, headers: { authorization: checker } });
      if (!approved.body.success) return approved;
      return { res: approved.res, body: { ...approved.body, value: approved.body.value.result } };
    },
    async operatorToken() {
      if (token) return token;
      const { body } = await tp.call({ method: 'POST', url: '/wps/operator/session/login', payload: DEMO_OPERATOR });
      if (!body.success) throw new Error(`demo operator login failed: ${body.errorCode}`);
      if (body.value.step === 'enrol') {
        // OPERATOR_TOTP=required: set the authenticator up as the operator would, with a code made from its secret.
        const { ticket } = body.value;
        const setup = await tp.call({ method: 'POST', url: '/wps/operator/session/totp/enrol', payload: { ticket } });
        const code = TOTP.generate({ secret: Secret.fromBase32(setup.body.value.secret), algorithm: 'SHA1', digits: 6, period: 30 });
        const done = await tp.call({ method: 'POST', url: '/wps/operator/session/totp/confirm', payload: { ticket, code } });
        if (!done.body.success) throw new Error(`demo operator enrolment failed: ${done.body.errorCode}`);
        token = done.body.value.token as string;
        return token;
      }
      if (!body.value.token) throw new Error(`demo operator login needs step ${body.value.step}`);
      token = body.value.token as string;
      return token;
    },
  };
  return tp;
}

async function solved({ kind, challenge }: { kind: string; challenge: Challenge }): Promise<string | undefined> {
  if (kind === 'none') return undefined;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The second owner who approves money settings in tests (compliant with the operator password policy). */
const CHECKER = { username: 'test_checker', password: 'Checker#Second-Pair-26' };
const OPERATOR_LOGIN = '/wps/operator/session/login';
const isOperatorLogin = (opts: InjectOptions) => typeof opts.url === 'string' && opts.url.split('?')[0] === OPERATOR_LOGIN;
const HUMAN_CHECKED = [OPERATOR_LOGIN, '/wps/session/login', '/wps/member/register', '/wps/member/register/mobile', '/wps/verification/sms/noLogin', '/wps/verification/sms/register'];
function needsHumanProof(opts: InjectOptions) {
  const url = typeof opts.url === 'string' ? opts.url.split('?')[0] : '';
  const payload = opts.payload as Record<string, unknown> | undefined;
  // An encrypted body carries its proof inside; the caller sealed it.
  if ((opts.headers as Record<string, string> | undefined)?.encryption) return false;
  // SMS and remember-me logins skip the challenge (spec §4).
  return HUMAN_CHECKED.includes(url!) && !(url === '/wps/session/login' && payload && (payload.type === 'sms' || payload.type === 'remember'));
}
