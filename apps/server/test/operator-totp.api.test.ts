import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginOverHttp } from '../src/cli/operator-login';
import { ConfigError, loadEnv } from '../src/lib/env';
import { createTestPlatform, type TestPlatform } from './helpers';

// Issue 16: the authenticator is mandatory for operators in production (decision 0032); tests turn it on.
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ OPERATOR_TOTP: 'required', RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => p.close());

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + stepsAhead * 30_000 });

const post = (url: string, payload: object, headers: Record<string, string> = {}) => p.call({ method: 'POST', url, payload, headers });
const passwordStep = (username: string, password: string) => post('/wps/operator/session/login', { username, password });

/** A new operator, enrolled at its first login: its session, secret and recovery codes. */
async function enrolled(username: string, password: string) {
  await p.services.operators.create(CLI, username, password, null, { role: 'merchant_admin' });
  const { ticket } = (await passwordStep(username, password)).body.value;
  const { secret } = (await post('/wps/operator/session/totp/enrol', { ticket })).body.value;
  const done = await post('/wps/operator/session/totp/confirm', { ticket, code: codeOf(secret) });
  return { token: done.body.value.token as string, secret: secret as string, recoveryCodes: done.body.value.recoveryCodes as string[] };
}

describe('operator authenticator', () => {
  it('enrols at the first login, then asks for a code or a recovery code, each once', async () => {
    const password = 'Second-Factor#2026';
    await p.services.operators.create(CLI, 'totp_op', password, null, { role: 'merchant_admin' });
    const first = await passwordStep('totp_op', password);
    expect(first.body.value).toMatchObject({ token: null, step: 'enrol', ticket: expect.any(String) });
    const { ticket } = first.body.value;
    // The ticket is no session, and opens only the enrolment.
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants', headers: { authorization: ticket } })).res.statusCode).toBe(401);
    expect((await post('/wps/operator/session/totp', { ticket, code: '123456' })).body.errorCode).toBe('operator.ticket_invalid');

    const setup = (await post('/wps/operator/session/totp/enrol', { ticket })).body.value;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*totp_op/);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // A code from a phone set ten minutes wrong is refused; the right one turns it on.
    expect((await post('/wps/operator/session/totp/confirm', { ticket, code: codeOf(setup.secret, 20) })).body.errorCode).toBe('operator.totp_invalid');
    const done = await post('/wps/operator/session/totp/confirm', { ticket, code: codeOf(setup.secret) });
    expect(done.body.value.token).toEqual(expect.any(String));
    expect(new Set(done.body.value.recoveryCodes).size).toBe(10);
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants', headers: { authorization: done.body.value.token } })).res.statusCode).toBe(200);
    expect((await post('/wps/operator/session/totp/confirm', { ticket, code: codeOf(setup.secret, 1) })).body.errorCode).toBe('operator.ticket_invalid');

    // From now on the password alone gives a ticket for the code.
    const again = await passwordStep('totp_op', password);
    expect(again.body.value).toMatchObject({ token: null, step: 'totp' });
    const codeTicket = again.body.value.ticket;
    // The code just used cannot be replayed; the next one works, and the ticket only once.
    expect((await post('/wps/operator/session/totp', { ticket: codeTicket, code: codeOf(setup.secret) })).body.errorCode).toBe('operator.totp_invalid');
    const withCode = await post('/wps/operator/session/totp', { ticket: codeTicket, code: codeOf(setup.secret, 1) });
    expect(withCode.body.value.token).toEqual(expect.any(String));
    expect((await post('/wps/operator/session/totp', { ticket: codeTicket, code: codeOf(setup.secret, -1) })).body.errorCode).toBe('operator.ticket_invalid');

    // A recovery code (typed in capitals, without its dashes) works once.
    const recovery = done.body.value.recoveryCodes[0] as string;
    const t1 = (await passwordStep('totp_op', password)).body.value.ticket;
    expect((await post('/wps/operator/session/totp', { ticket: t1, code: recovery.replace(/-/g, '').toUpperCase() })).body.value.token).toEqual(expect.any(String));
    const t2 = (await passwordStep('totp_op', password)).body.value.ticket;
    expect((await post('/wps/operator/session/totp', { ticket: t2, code: recovery })).body.errorCode).toBe('operator.totp_invalid');
  });

  it('checks at most 5 codes per 15 minutes', async () => {
    const password = 'Code-Guesser#2026';
    const { secret } = await enrolled('guessed_op', password);
    const { ticket } = (await passwordStep('guessed_op', password)).body.value;
    for (let i = 0; i < 5; i++) expect((await post('/wps/operator/session/totp', { ticket, code: codeOf(secret, 20 + i) })).body.errorCode).toBe('operator.totp_invalid');
    const right = await post('/wps/operator/session/totp', { ticket, code: codeOf(secret, 1) });
    expect(right.res.statusCode).toBe(429);
    expect(right.body.errorCode).toBe('operator.totp_too_many');
  });

  it('lets an owner, and only an owner, reset another operator\'s authenticator', async () => {
    const owner = { authorization: await p.operatorToken() };
    const password = 'Lost-Phone-Op#2026';
    const worker = await enrolled('worker_op', password);
    const workerAuth = { authorization: worker.token };
    const denied = await post('/wps/operator/operators/admin/totp/reset', {}, workerAuth);
    expect(denied.res.statusCode).toBe(403);
    expect(denied.body.errorCode).toBe('auth.forbidden');
    expect((await post('/wps/operator/operators/nobody_here/totp/reset', {}, owner)).body.errorCode).toBe('operator.not_found');

    expect((await post('/wps/operator/operators/worker_op/totp/reset', {}, owner)).body.success).toBe(true);
    const audit = (await p.call({ method: 'GET', url: '/wps/operator/audit?action=operator.totp.reset&pageSize=1', headers: owner })).body.value.list[0];
    expect(audit).toMatchObject({ actorType: 'operator', before: { totpEnabled: true }, after: { totpEnabled: false } });
    expect(audit.actorId).toContain('admin');
    // The worker's session is over, its recovery codes are void, and its next login enrols again.
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants', headers: workerAuth })).res.statusCode).toBe(401);
    const next = await passwordStep('worker_op', password);
    expect(next.body.value).toMatchObject({ token: null, step: 'enrol' });
  });
});

describe('a new production site', () => {
  it('requires the authenticator without being told, and lets its first operator in before any merchant exists', async () => {
    expect(() => loadEnv({ NODE_ENV: 'production', OPERATOR_TOTP: 'optional' })).toThrow(ConfigError);
    const prod = await createTestPlatform({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      expect(await prod.services.operators.create(CLI, 'first_owner', 'First-Owner#2026', null, { role: 'merchant_admin' })).toMatchObject({ owner: true });
      const first = await prod.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'first_owner', password: 'First-Owner#2026' } });
      expect(first.body.value).toMatchObject({ token: null, step: 'enrol', operator: { owner: true } });
      const { ticket } = first.body.value;
      const setup = (await prod.call({ method: 'POST', url: '/wps/operator/session/totp/enrol', payload: { ticket } })).body.value;
      const done = await prod.call({ method: 'POST', url: '/wps/operator/session/totp/confirm', payload: { ticket, code: codeOf(setup.secret) } });
      const templates = await prod.call({ method: 'GET', url: '/wps/operator/merchant-templates', headers: { authorization: done.body.value.token } });
      expect(templates.res.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('npm run operator -- login', () => {
  it('signs in over HTTP: proof of work, enrolment on the first run, the code on the next', async () => {
    await p.services.operators.create(CLI, 'cli_op', 'Terminal-Operator#2026', null, { role: 'merchant_admin' });
    const baseUrl = await p.app.listen({ port: 0, host: '127.0.0.1' });
    let secret = '';
    const printed: string[] = [];
    const run = (codeSteps: number) => loginOverHttp({
      baseUrl, username: 'cli_op', password: 'Terminal-Operator#2026', print: (text) => printed.push(text),
      // The enrolment prints the key beside the QR code; the "phone" keeps it for the next run.
      ask: async () => codeOf((secret ||= /key ([A-Z2-7]+)/.exec(printed.join('\n'))![1]!), codeSteps),
    });
    const enrolled = await run(0);
    expect(printed.join('\n')).toMatch(/Recovery codes/);
    const again = await run(1);
    for (const token of [enrolled, again]) {
      expect((await p.call({ method: 'GET', url: '/wps/operator/merchants', headers: { authorization: token } })).res.statusCode).toBe(200);
    }
  });
});
