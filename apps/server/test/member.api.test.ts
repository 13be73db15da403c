import { count as countRows, sql } from 'drizzle-orm';
import { members } from '../src/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY_HOPS: '1' });
  // These scenarios log in from a fresh address each (see freshIp); the new-address check has its own
  // tests in login-security.api.test.ts.
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { LOGIN_IP_VERIFY: false }, headers: { authorization: await p.operatorToken() } });
});
afterAll(() => p.close());

const base = { password: 'Secret#123', confirmPassword: 'Secret#123', acceptTerms: true, confirmAge: true };
const register = (body: Record<string, unknown>, headers: Record<string, string> = {}, mobile = false) =>
  p.call({ method: 'PUT', url: mobile ? '/wps/member/register/mobile' : '/wps/member/register', payload: body, headers });
let nextIp = 10;
/** Each scenario logs in from its own address: a failure makes that address answer captchas next. */
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${nextIp++}` });
const login = (username: string, password: string, headers: Record<string, string> = freshIp(), site = 'member') =>
  p.call({ method: 'POST', url: '/wps/session/login', payload: { username, password, site }, headers });
/** A login that solves the captcha, as a player reading the image would. */
const loginSolvingCaptcha = async (username: string, password: string, headers: Record<string, string>) => {
  const { id } = await p.services.captcha.issue('5738');
  return p.call({ method: 'POST', url: '/wps/session/login', payload: { username, password, captcha: '5738' }, headers: { ...headers, cookie: `captcha_id=${id}` } });
};
const count = async () => (await p.database.db.select({ n: countRows() }).from(members))[0]!.n;

describe('registration', () => {
  it('registers by username, logs the player in, and shows member info', async () => {
    const { res, body } = await register({ ...base, username: 'somchai01', mobileNum: '0812345678', registerUrl: 'https://th.example/register?aff=X1', domain: 'th.example' });
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    expect(body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: body.value.token } });
    expect(info.body.value).toMatchObject({ account: 'somchai01', type: 0, isAgent: false, isTrial: false, mobileNum: '812345678', merchantCode: 'thailand', currency: 'THB' });
  });

  it('refuses a duplicate username or mobile number and creates nothing', async () => {
    const before = await count();
    const dupName = await register({ ...base, username: 'SOMCHAI01', mobileNum: '0899999999' });
    expect(dupName.res.statusCode).toBe(409);
    expect(dupName.body.errorCode).toBe('member.username_taken');
    const dupMobile = await register({ ...base, username: 'other01', mobileNum: '812345678' });
    expect(dupMobile.body.errorCode).toBe('member.mobile_taken');
    expect(await count()).toBe(before);
  });

  it('reports every broken rule of the merchant config, with pattern and min–max', async () => {
    const { res, body } = await register({ password: 'a b', confirmPassword: 'x', username: '1bad', mobileNum: '12', acceptTerms: false, confirmAge: false });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('member.form_invalid');
    const rules = (body.details as { field: string; rule: string; patternId?: string; minLength?: number }[]).map((d) => `${d.field}:${d.rule}`);
    expect(rules).toEqual(expect.arrayContaining(['username:pattern', 'password:pattern', 'mobileNum:pattern', 'confirmPassword:mismatch', 'acceptTerms:terms', 'confirmAge:age']));
    const username = (body.details as { field: string; patternId?: string; minLength?: number; maxLength?: number }[]).find((d) => d.field === 'username');
    expect(username).toMatchObject({ patternId: 'LETTER_FIRST_ALPHANUMERIC', minLength: 4, maxLength: 16 });
  });

  it('registers by mobile number: the number without leading zeros becomes the username', async () => {
    const { body } = await register({ ...base, mobileNum: '0861112222' }, {}, true);
    expect(body.success, JSON.stringify(body)).toBe(true);
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: body.value.token } });
    expect(info.body.value.account).toBe('861112222');
  });

  it('follows the operator flags', async () => {
    const token = await p.operatorToken();
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/mexico/features', payload: { MOBILENUMREG3: false }, headers: { authorization: token } });
    const closed = await register({ ...base, mobileNum: '5512345678' }, { merchant: 'mexico' }, true);
    expect(closed.res.statusCode).toBe(403);
    expect(closed.body.errorCode).toBe('member.register_closed');
  });
});

describe('login and session', () => {
  it('logs in, reports the previous login, logs out and revokes the token', async () => {
    const first = await login('somchai01', 'Secret#123');
    expect(first.body.value.previousLogin).toMatchObject({ ip: expect.any(String) });
    expect(first.body.value.firstTimeLogin).toBe(false);
    const h = { authorization: first.body.value.token as string };
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: h })).res.statusCode).toBe(200);
    expect((await p.call({ method: 'DELETE', url: '/wps/session/logout', headers: h })).body.success).toBe(true);
    const after = await p.call({ method: 'GET', url: '/wps/member/info', headers: h });
    expect(after.res.statusCode).toBe(401);
    expect(after.body.errorCode).toBe('auth.not_logged_in');
  });

  it('answers a wrong password and an unknown account alike, with the captcha flag', async () => {
    const wrong = await login('somchai01', 'nope');
    const unknown = await login('nobody99', 'nope');
    for (const r of [wrong, unknown]) {
      expect(r.res.statusCode).toBe(401);
      expect(r.body.errorCode).toBe('member.login_failed');
      expect(r.body.value).toEqual({ captcha: true });
    }
  });

  it('keeps a token inside its merchant', async () => {
    // somchai01 failed a login above, so the account now asks for the captcha.
    const { body } = await loginSolvingCaptcha('somchai01', 'Secret#123', freshIp());
    const other = await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: body.value.token, merchant: 'brazil' } });
    expect(other.res.statusCode).toBe(401);
  });

  it('refuses a member at the agent site', async () => {
    const { id } = await p.services.captcha.issue('5738');
    const r = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'somchai01', password: 'Secret#123', captcha: '5738', site: 'agent' }, headers: { ...freshIp(), cookie: `captcha_id=${id}` } });
    expect(r.res.statusCode).toBe(403);
    expect(r.body.errorCode).toBe('member.not_agent');
  });

  it('checks no password from a new address after 10 failures within 30 minutes, and says nothing more than for a wrong one', async () => {
    await register({ ...base, username: 'locked01', mobileNum: '0833333333' });
    for (let i = 0; i < 10; i++) expect((await loginSolvingCaptcha('locked01', 'bad', freshIp())).body.errorCode).toBe('member.login_failed');
    const right = await loginSolvingCaptcha('locked01', 'Secret#123', freshIp());
    expect(right.res.statusCode).toBe(401);
    expect(right.body).toMatchObject({ errorCode: 'member.login_failed', value: { captcha: true } });
    // The owner, at the address the account registered from, still gets in (decision 0029).
    const home = await loginSolvingCaptcha('locked01', 'Secret#123', { 'x-forwarded-for': '127.0.0.1' });
    expect(home.body.value?.token, JSON.stringify(home.body)).toBeTruthy();
  });

  it('records registration and logins in the audit log', async () => {
    const rows = await p.database.db.execute(sql`SELECT action FROM audit_log WHERE actor_type = 'member'`);
    const actions = JSON.stringify(rows);
    for (const a of ['member.register', 'member.login', 'member.login.failed']) expect(actions).toContain(a);
  });
});

describe('captcha after a failed login', () => {
  it('issues a PNG with an HttpOnly cookie', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/wps/captcha' });
    const body = JSON.parse(res.body);
    expect(Buffer.from(body.value, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(String(res.headers['set-cookie'])).toMatch(/captcha_id=[\w-]+;.*HttpOnly/i);
  });

  it('asks for the captcha after a failure from the same address, then accepts the right one once', async () => {
    await register({ ...base, username: 'captcha01', mobileNum: '0855555555' });
    const ip = { 'x-forwarded-for': '203.0.113.50' };
    expect((await login('captcha01', 'wrong', ip)).body.errorCode).toBe('member.login_failed');
    const noCaptcha = await login('captcha01', 'Secret#123', ip);
    expect(noCaptcha.body.errorCode).toBe('member.captcha_required');
    expect(noCaptcha.body.value).toEqual({ captcha: true });
    const { id } = await p.services.captcha.issue('4827');
    const cookie = { ...ip, cookie: `captcha_id=${id}` };
    const wrong = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'captcha01', password: 'Secret#123', captcha: '1111' }, headers: cookie });
    expect(wrong.body.errorCode).toBe('member.captcha_wrong');
    const { id: id2 } = await p.services.captcha.issue('4827');
    const ok = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'captcha01', password: 'Secret#123', captcha: '4827' }, headers: { ...ip, cookie: `captcha_id=${id2}` } });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    // The name failed within the window, so the captcha is still asked (decision 0029), and a spent one is no answer.
    const reused = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'captcha01', password: 'wrong', captcha: '4827' }, headers: { ...ip, cookie: `captcha_id=${id2}` } });
    expect(reused.body.errorCode).toBe('member.captcha_wrong');
  });
});

describe('free play and password change', () => {
  it('creates a trial account (type 4) that is refused member actions', async () => {
    const { body } = await p.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'linux', platform: 'W' } });
    expect(body.success, JSON.stringify(body)).toBe(true);
    const h = { authorization: body.value.token as string };
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: h });
    expect(info.body.value).toMatchObject({ type: 4, isTrial: true });
    const change = await p.call({ method: 'PUT', url: '/wps/member/password', payload: { oldPassword: 'x', newPassword: 'Another#123', confirmNewPassword: 'Another#123' }, headers: h });
    expect(change.res.statusCode).toBe(403);
    expect(change.body.errorCode).toBe('member.in_need_true_account');
    // Play money: 10,000.00 from the merchant's demo account, never from the house.
    expect((await p.call({ method: 'GET', url: '/wps/member/public/state', headers: h })).body.value.balance).toBe(10000);
    expect((await p.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: h })).body.value).toMatchObject({ balance: 10000, currency: 'THB' });
    expect(await p.services.wallet.balanceOf('thailand', { kind: 'house' })).toBe(0n);
    expect(await p.services.wallet.balanceOf('thailand', { kind: 'demo' })).toBeLessThanOrEqual(-1_000_000n);
    expect((await p.services.wallet.reconcile('thailand')).ok).toBe(true);
  });

  it('is refused when the operator turns free play off', async () => {
    const token = await p.operatorToken();
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/brazil/features', payload: { FREE_PLAY: false }, headers: { authorization: token } });
    const r = await p.call({ method: 'POST', url: '/wps/session/login/freeplay', headers: { merchant: 'brazil' } });
    expect(r.body.errorCode).toBe('member.free_play_closed');
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    await register({ ...base, username: 'changer01', mobileNum: '0866666666' });
    const a = (await login('changer01', 'Secret#123')).body.value.token as string;
    const b = (await login('changer01', 'Secret#123')).body.value.token as string;
    const change = (payload: Record<string, string>) => p.call({ method: 'PUT', url: '/wps/member/password', payload, headers: { authorization: a } });
    expect((await change({ oldPassword: 'nope', newPassword: 'Another#123', confirmNewPassword: 'Another#123' })).body.errorCode).toBe('member.password_wrong');
    expect((await change({ oldPassword: 'Secret#123', newPassword: 'Another#123', confirmNewPassword: 'Other#1234' })).body.errorCode).toBe('member.password_mismatch');
    expect((await change({ oldPassword: 'Secret#123', newPassword: 'a b', confirmNewPassword: 'a b' })).body.errorCode).toBe('member.password_invalid');
    expect((await change({ oldPassword: 'Secret#123', newPassword: 'Another#123', confirmNewPassword: 'Another#123' })).body.success).toBe(true);
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: a } })).res.statusCode).toBe(200);
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: b } })).res.statusCode).toBe(401);
    expect((await login('changer01', 'Another#123')).body.success).toBe(true);
  });
});
