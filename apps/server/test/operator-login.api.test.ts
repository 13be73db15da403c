import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type Envelope, type TestPlatform } from './helpers';

// Issue 16: operator login that cannot be brute-forced nor used to lock an operator out (decision 0032).
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const URL = '/wps/operator/session/login';
let p: TestPlatform;
beforeAll(async () => {
  // Many challenges are fetched from one test address; the per-IP limit is not what this file tests.
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => p.close());

interface Attempt { ip: string; device?: string; captcha?: boolean; proof?: string }

async function login(username: string, password: string, a: Attempt): Promise<{ res: LightMyRequestResponse; body: Envelope }> {
  const cookies: string[] = [];
  const payload: Record<string, unknown> = { username, password, humanVerification: a.proof ?? await p.operatorProof() };
  if (a.captcha) {
    const { id } = await p.services.captcha.issue('5738');
    cookies.push(`captcha_id=${id}`);
    payload.captcha = '5738';
  }
  if (a.device) cookies.push(`op_device=${a.device}`);
  const res = await p.app.inject({ method: 'POST', url: URL, payload, remoteAddress: a.ip, headers: cookies.length ? { cookie: cookies.join('; ') } : {} });
  return { res, body: JSON.parse(res.body) as Envelope };
}

const deviceCookie = (res: LightMyRequestResponse) => /op_device=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];

async function failedAudits(username: string) {
  const rows = await p.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log a JOIN operators o ON a.target = 'operator:' || o.id
    WHERE o.username = ${username} AND a.action = 'operator.login.failed'`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/** Everything a client can see of an answer, for comparing two of them. */
const seen = (r: { res: LightMyRequestResponse; body: Envelope }) => ({ status: r.res.statusCode, body: r.body });

describe('operator login limits', () => {
  it('checks at most 5 passwords of 40 racing attempts, and refuses the right one after them', async () => {
    const password = 'Burst-Operator#2026';
    await p.services.operators.create(CLI, 'burst_op', password, null, { role: 'merchant_admin' });
    // Proofs first, so the 40 logins leave together and in order (the right password last).
    const proofs = await Promise.all(Array.from({ length: 40 }, () => p.operatorProof()));
    const answers = await Promise.all(proofs.map((proof, i) => login('burst_op', i === 39 ? password : `Wrong-guess#${i}`, { ip: `198.51.100.${i + 1}`, proof })));
    expect(answers.map((a) => a.body.value?.token ?? null)).toEqual(Array(40).fill(null));
    expect(new Set(answers.map((a) => `${a.res.statusCode} ${a.body.errorCode}`))).toEqual(new Set(['401 operator.login_failed']));
    // Each checked wrong password leaves one audit row: no more than the budget was ever evaluated.
    const evaluated = await failedAudits('burst_op');
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(5);
    // With the budget spent, the right password from a fresh address is refused as any wrong one is.
    const after = await login('burst_op', password, { ip: '198.51.100.200' });
    const unknown = await login('nobody_op', password, { ip: '198.51.100.201' });
    expect(seen(after)).toEqual(seen(unknown));
    expect(after.body.errorCode).toBe('operator.login_failed');
    expect(await failedAudits('burst_op')).toBe(evaluated);
  });

  it('lets the operator in from its own browser while strangers have spent the budget, with one answer for every refusal', async () => {
    const password = 'Device-Operator#2026';
    await p.services.operators.create(CLI, 'device_op', password, null, { role: 'merchant_admin' });
    const first = await login('device_op', password, { ip: '203.0.113.10' });
    expect(first.body.value.token).toEqual(expect.any(String));
    const device = deviceCookie(first.res)!;
    expect(String(first.res.headers['set-cookie'])).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/i);

    // An attacker tries five passwords from one address (the captcha follows its first failure).
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await login('device_op', `Attacker-guess#${i}`, { ip: '192.0.2.66', captcha: i > 0 }));
    // No answer says "locked", and none differs from an unknown name's.
    const unknown = await login('ghost_op', 'Attacker-guess#0', { ip: '192.0.2.67' });
    const overBudget = await login('device_op', 'Attacker-guess#9', { ip: '192.0.2.68' });
    expect(seen(overBudget)).toEqual(seen(unknown));
    for (const w of wrong) expect(w.body.errorCode).toBe('operator.login_failed');
    // A disabled operator, even with its right password, is answered the same.
    await p.services.operators.create(CLI, 'gone_op', 'Disabled-Operator#2026', null, { role: 'merchant_admin' });
    await p.database.db.execute(sql`UPDATE operators SET status = 'disabled' WHERE username = 'gone_op'`);
    expect(seen(await login('gone_op', 'Disabled-Operator#2026', { ip: '192.0.2.69' }))).toEqual(seen(unknown));
    // The right password from an unknown browser waits for the untrusted budget…
    expect((await login('device_op', password, { ip: '203.0.113.11' })).body.errorCode).toBe('operator.login_failed');
    // …but the operator's own browser has a budget of its own.
    const own = await login('device_op', password, { ip: '203.0.113.12', device });
    expect(own.body.success).toBe(true);
    expect(own.body.value.token).toEqual(expect.any(String));
    expect(deviceCookie(own.res)).toBe(device);
  });

  it('makes one source wait 1 s after a wrong password, even for the right one', async () => {
    const password = 'Patient-Operator#2026';
    await p.services.operators.create(CLI, 'slow_op', password, null, { role: 'merchant_admin' });
    expect((await login('slow_op', 'Wrong-guess#1', { ip: '203.0.113.40' })).body.errorCode).toBe('operator.login_failed');
    // The next attempt from that address needs a captcha, and within the wait it is not even checked.
    expect((await login('slow_op', password, { ip: '203.0.113.40' })).body.errorCode).toBe('operator.captcha_required');
    const early = await login('slow_op', password, { ip: '203.0.113.40', captcha: true });
    expect(early.body.errorCode).toBe('operator.login_failed');
    expect(await failedAudits('slow_op')).toBe(1);
    // Another address is not slowed by it.
    expect((await login('slow_op', password, { ip: '203.0.113.41' })).body.success).toBe(true);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await login('slow_op', password, { ip: '203.0.113.40', captcha: true })).body.success).toBe(true);
  });

  it('asks for the proof of work even where every merchant turned its challenge off', async () => {
    const password = 'Human-Operator#2026';
    await p.services.operators.create(CLI, 'human_op', password, null, { role: 'merchant_admin' });
    const auth = { authorization: await p.operatorToken() };
    for (const code of ['thailand', 'brazil']) {
      await p.call({ method: 'PUT', url: `/wps/operator/merchants/${code}/features`, payload: { HUMAN_VERIFICATION: false }, headers: auth });
    }
    for (const merchant of [undefined, 'brazil']) {
      const none = await p.app.inject({ method: 'POST', url: URL, payload: { username: 'human_op', password }, remoteAddress: '203.0.113.50', headers: merchant ? { merchant } : {} });
      expect(JSON.parse(none.body).errorCode).toBe('verification.human_required');
    }
    expect((await login('human_op', password, { ip: '203.0.113.52' })).body.success).toBe(true);
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: true }, headers: auth });
  });
});

describe('operator authenticator where it is optional (development, tests)', () => {
  it('logs an operator without one in with the password, and one who set it up only with its code', async () => {
    const password = 'Optional-Totp-Op#2026';
    await p.services.operators.create(CLI, 'opt_op', password, null, { role: 'merchant_admin' });
    const first = await login('opt_op', password, { ip: '203.0.113.60' });
    expect(first.body.value).toMatchObject({ token: expect.any(String), step: null, ticket: null });
    const auth = { authorization: first.body.value.token as string };
    const { secret } = (await p.call({ method: 'POST', url: '/wps/operator/totp/enrol', headers: auth })).body.value;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const confirmed = await p.call({ method: 'POST', url: '/wps/operator/totp/confirm', payload: { code }, headers: auth });
    expect(confirmed.body.value.recoveryCodes).toHaveLength(10);
    expect((await p.call({ method: 'POST', url: '/wps/operator/totp/enrol', headers: auth })).body.errorCode).toBe('operator.totp_already_enabled');
    const next = await login('opt_op', password, { ip: '203.0.113.60' });
    expect(next.body.value).toMatchObject({ token: null, step: 'totp', ticket: expect.any(String) });
  });
});
