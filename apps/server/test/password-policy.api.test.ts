/**
 * The password policy of issue 16 (decision 0033): at least 8 characters (12 for operators), not one
 * of the common and breached passwords, not the username; for registration, accounts agents open,
 * password changes and operators. Weak passwords already stored are asked to change at login.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../src/db/schema';
import { DEMO_AGENT, DEMO_PLAYER } from '../src/db/seed';
import { hashPassword } from '../src/lib/passwords';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
let ops: { authorization: string };
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
let nextIp = 10;
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++}` });
const register = (username: string, password: string, mobileNum: string) => p.call({
  method: 'PUT', url: '/wps/member/register', headers: freshIp(),
  payload: { username, password, confirmPassword: password, mobileNum, acceptTerms: true, confirmAge: true },
});
const login = (username: string, password: string, headers: Record<string, string> = { 'x-forwarded-for': '127.0.0.1' }, site = 'member') =>
  p.call({ method: 'POST', url: '/wps/session/login', payload: { username, password, site }, headers });
const memberNamed = async (username: string) => (await p.database.db.select({ n: count() }).from(members).where(and(eq(members.merchantCode, 'thailand'), eq(members.usernameKey, username))))[0]!.n;
/** A player whose stored password predates the policy: written straight to the table, as old rows are. */
async function legacyPlayer(username: string, password: string, extra: Partial<typeof members.$inferInsert> = {}) {
  await p.database.db.insert(members).values({
    merchantCode: 'thailand', username, usernameKey: username, passwordHash: await hashPassword(password), type: 0, registerIp: '127.0.0.1', ...extra,
  });
}

describe('registration', () => {
  it('refuses common and trivial passwords and one equal to the username, with a rule the form shows', async () => {
    let mobile = 812300001;
    for (const [password, rule] of [['password', 'common'], ['12345678', 'common'], ['aaaaaaaa', 'common'], ['Iloveyou1', 'common'], ['Weakling07', 'same_as_username']] as const) {
      const { res, body } = await register('weakling07', password, `0${mobile++}`);
      expect([res.statusCode, body.errorCode], password).toEqual([400, 'member.form_invalid']);
      expect(body.details, password).toEqual([{ field: 'password', rule }]);
    }
    expect(await memberNamed('weakling07')).toBe(0);
    const ok = await register('weakling07', 'Harbour#Lamp8', `0${mobile}`);
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
  });

  it('keeps the published demo passwords valid', async () => {
    const { body } = await login(DEMO_PLAYER.username, DEMO_PLAYER.password);
    expect(body.value).toMatchObject({ defaultPassword: false });
    expect(body.value.token).toBeTruthy();
  });
});

describe('operators tighten, never loosen', () => {
  it('refuses a password minimum below 8 in the register field config', async () => {
    const password = p.services.merchants.registerFields('thailand').find((f) => f.field === 'password')!;
    const loose = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', headers: ops, payload: [{ ...password, minLength: 6 }] });
    expect([loose.res.statusCode, loose.body.errorCode]).toEqual([400, 'system.invalid_input']);
    const tight = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', headers: ops, payload: [{ ...password, minLength: 10 }] });
    expect(tight.body.success, JSON.stringify(tight.body)).toBe(true);
    try {
      const short = await register('tightened1', 'Harbour#L9', '0812399999');
      expect(short.body.success, JSON.stringify(short.body)).toBe(true);
      const shorter = await register('tightened2', 'Harbor#L9', '0812399998');
      expect(shorter.body.details).toEqual([{ field: 'password', rule: 'pattern', patternId: password.patternId, minLength: 10, maxLength: password.maxLength }]);
    } finally {
      await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', headers: ops, payload: [password] });
    }
  });
});

describe('passwords set after registration', () => {
  it('an agent cannot open a downline account with a common password or its username', async () => {
    const agent = await login(DEMO_AGENT.username, DEMO_AGENT.password, { 'x-forwarded-for': '127.0.0.1' }, 'agent');
    const auth = { authorization: agent.body.value.token };
    for (const [username, password] of [['dlweak01', 'password1'], ['dlweak02', 'qwerty123456'], ['dlweak03', 'DLWEAK03']] as const) {
      const made = await p.call({ method: 'POST', url: '/wps/agent/downline/register', headers: auth, payload: { username, password } });
      expect([made.res.statusCode, made.body.errorCode], password).toEqual([400, 'member.password_weak']);
      expect(await memberNamed(username)).toBe(0);
    }
    const made = await p.call({ method: 'POST', url: '/wps/agent/downline/register', headers: auth, payload: { username: 'dlstrong01', password: 'Harbour#Lamp8' } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  });

  it('a player cannot change to a common password', async () => {
    const { body } = await login(DEMO_PLAYER.username, DEMO_PLAYER.password);
    const change = await p.call({
      method: 'PUT', url: '/wps/member/password', headers: { authorization: body.value.token },
      payload: { oldPassword: DEMO_PLAYER.password, newPassword: 'sunshine1', confirmNewPassword: 'sunshine1' },
    });
    expect([change.res.statusCode, change.body.errorCode, change.body.details]).toEqual([400, 'member.password_weak', { rule: 'common' }]);
  });
});

describe('existing weak passwords', () => {
  it('a login with a stored weak password answers defaultPassword: true, a strong one false', async () => {
    await legacyPlayer('oldweak01', '12345678');
    await legacyPlayer('oldstrong01', 'Harbour#Lamp8');
    const weak = await login('oldweak01', '12345678');
    expect(weak.body.value).toMatchObject({ defaultPassword: true, token: expect.any(String) });
    expect((await login('oldstrong01', 'Harbour#Lamp8')).body.value).toMatchObject({ defaultPassword: false });
    // Changing it to a good one ends the request.
    const change = await p.call({
      method: 'PUT', url: '/wps/member/password', headers: { authorization: weak.body.value.token },
      payload: { oldPassword: '12345678', newPassword: 'Harbour#Lamp9', confirmNewPassword: 'Harbour#Lamp9' },
    });
    expect(change.body.success, JSON.stringify(change.body)).toBe(true);
    expect((await login('oldweak01', 'Harbour#Lamp9')).body.value).toMatchObject({ defaultPassword: false });
  });

  it('the request survives the extra verification of a login from a new address', async () => {
    await legacyPlayer('oldweak02', 'aaaaaaaa', { payeeName: 'Somchai Jaidee' });
    const away = freshIp();
    const first = await login('oldweak02', 'aaaaaaaa', away);
    const ticket = first.body.value.verification.ticket as string;
    const done = await p.call({ method: 'POST', url: '/wps/session/login/verification', headers: away, payload: { ticket, method: 'bankName', answer: 'somchai jaidee' } });
    expect(done.body.value).toMatchObject({ defaultPassword: true, token: expect.any(String) });
  });
});

describe('operators', () => {
  it('need 12 characters, not a common password and not the username, on create and reset', async () => {
    await expect(p.services.operators.create(CLI, 'pp_ops', 'Th-ops#2026', 'thailand', { role: 'merchant_admin' })).rejects.toMatchObject({ code: 'operator.password_weak', details: { rule: 'too_short', minLength: 12 } });
    await expect(p.services.operators.create(CLI, 'pp_ops', 'password1234', 'thailand', { role: 'merchant_admin' })).rejects.toMatchObject({ code: 'operator.password_weak', details: { rule: 'common' } });
    await expect(p.services.operators.create(CLI, 'pp_ops_long1', 'PP_OPS_LONG1', 'thailand', { role: 'merchant_admin' })).rejects.toMatchObject({ code: 'operator.password_weak', details: { rule: 'same_as_username' } });
    await p.services.operators.create(CLI, 'pp_ops', 'Th-ops#2026!', 'thailand', { role: 'merchant_admin' });
    await expect(p.services.operators.resetPassword(CLI, 'pp_ops', 'Short#2026')).rejects.toMatchObject({ code: 'operator.password_weak' });
    const creates = await p.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'operator.create'));
    expect(creates[0]!.n).toBe(2); // the demo operator and pp_ops
    const signedIn = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'pp_ops', password: 'Th-ops#2026!' } });
    expect(signedIn.body.success, JSON.stringify(signedIn.body)).toBe(true);
  });
});

describe('an operator whose stored password predates the policy', () => {
  const opLogin = (username: string, password: string) => p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password }, headers: freshIp() });

  it('is asked to change it at login, changes it, and every session of the old one ends', async () => {
    // As an operator made before the policy was: the published-demo path skips the check.
    await p.services.operators.create(CLI, 'legacyop', 'Legacy@2020', 'thailand', { role: 'merchant_admin', publishedDemo: true });
    const weak = await opLogin('legacyop', 'Legacy@2020');
    expect(weak.body.value, JSON.stringify(weak.body)).toMatchObject({ step: null, passwordChange: true });
    const auth = { authorization: weak.body.value.token as string };
    const change = (body: Record<string, string>) => p.call({ method: 'POST', url: '/wps/operator/session/password', headers: auth, payload: body });

    expect((await change({ oldPassword: 'Wrong@2020', newPassword: 'Tamarind-Quay-2026' })).body.errorCode).toBe('operator.password_wrong');
    expect((await change({ oldPassword: 'Legacy@2020', newPassword: 'password1234' })).body).toMatchObject({ errorCode: 'operator.password_weak', details: { rule: 'common', minLength: 12 } });
    expect((await change({ oldPassword: 'Legacy@2020', newPassword: 'Tamarind-Quay-2026' })).body.success).toBe(true);
    expect((await p.call({ method: 'GET', url: '/wps/operator/audit', headers: auth })).body.errorCode).toBe('auth.not_logged_in');
    const strong = await opLogin('legacyop', 'Tamarind-Quay-2026');
    expect(strong.body.value).toMatchObject({ passwordChange: false });
    const [row] = await p.database.db.select().from(auditLog).where(eq(auditLog.action, 'operator.password.change'));
    expect(row?.target).toMatch(/^operator:\d+$/);
  });
});
