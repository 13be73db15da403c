/**
 * Issue 16: attempt limits are reserved before the secret is checked (decision 0029). Each burst fires 40
 * concurrent attempts, from 40 addresses where the limit is per account, with the right secret among them,
 * and counts how many wrong secrets the server evaluated: never more than the limit. Checked, then
 * counted (the code before), evaluated all 39.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, members } from '../src/db/schema';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '10000', TRUST_PROXY_HOPS: '1' });
});
afterAll(() => p.close());

const PASSWORD = 'Secret#123';
let nextIp = 1;
const ipHeader = () => ({ 'x-forwarded-for': `203.0.113.${nextIp++}` });
let nextMobile = 300_000;

async function newPlayer(username: string) {
  const { body } = await p.call({
    method: 'PUT', url: '/wps/member/register', headers: ipHeader(),
    payload: { username, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, confirmAge: true, mobileNum: `0812${nextMobile++}` },
  });
  expect(body.success, JSON.stringify(body)).toBe(true);
  const [row] = await p.database.db.select().from(members).where(eq(members.usernameKey, username));
  return { id: row!.id, token: body.value.token as string };
}

const evaluatedFailures = async (memberId: number) =>
  (await p.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'member.login.failed'), eq(auditLog.target, `member:${memberId}`)))).length;

/** 40 attempts at once, the right one in the middle. */
const burst = <T>(attempt: (secret: string, i: number) => Promise<T>, right: string, wrong = (i: number) => `Wrong#${i}x`) =>
  Promise.all(Array.from({ length: 40 }, (_, i) => attempt(i === 20 ? right : wrong(i), i)));

describe('player login: 10 wrong passwords per 30 minutes, reserved first', () => {
  it('evaluates at most 10 wrong passwords of 40 concurrent attempts from 40 addresses', async () => {
    const player = await newPlayer('burst01');
    // Each attempt comes with its captcha solved, as a captcha-solving service would, so only the budget stands in the way.
    const results = await burst(async (password) => {
      const { id } = await p.services.captcha.issue('5738');
      return p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'burst01', password, captcha: '5738' }, headers: { ...ipHeader(), cookie: `captcha_id=${id}` } });
    }, PASSWORD);
    for (const r of results) expect(r.res.statusCode).toBeLessThan(500);
    expect(await evaluatedFailures(player.id)).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.body.errorCode === 'member.login_failed').length).toBeGreaterThanOrEqual(30);
  });

  it('once strangers spent the budget, even the right password from a new address gets the one failure answer', async () => {
    await newPlayer('burst02');
    const solve = async (password: string, headers: Record<string, string>) => {
      const { id } = await p.services.captcha.issue('5738');
      return p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'burst02', password, captcha: '5738' }, headers: { ...headers, cookie: `captcha_id=${id}` } });
    };
    for (let i = 0; i < 10; i++) expect((await solve(`Wrong#${i}x`, ipHeader())).body.errorCode).toBe('member.login_failed');
    const refused = await solve(PASSWORD, ipHeader());
    const unknown = await solve(PASSWORD, ipHeader()).then(() => p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'nobody-here', password: PASSWORD }, headers: ipHeader() }));
    expect(refused.body).toEqual({ success: false, value: { captcha: true }, errorCode: 'member.login_failed', message: expect.any(String) });
    expect(refused.res.statusCode).toBe(401);
    // The same code and status as an account that does not exist.
    expect(unknown.res.statusCode).toBe(refused.res.statusCode);
  });

  it('keeps a budget of its own for the owner at an address the account logged in from', async () => {
    const home = ipHeader();
    await p.call({ method: 'PUT', url: '/wps/member/register', headers: home, payload: { username: 'burst03', password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, confirmAge: true, mobileNum: `0812${nextMobile++}` } });
    const solve = async (password: string, headers: Record<string, string>) => {
      const { id } = await p.services.captcha.issue('5738');
      return p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'burst03', password, captcha: '5738' }, headers: { ...headers, cookie: `captcha_id=${id}` } });
    };
    // A stranger spends the whole budget from other addresses...
    for (let i = 0; i < 12; i++) await solve(`Wrong#${i}x`, ipHeader());
    // ...and the owner, at home, still gets in.
    const owner = await solve(PASSWORD, home);
    expect(owner.body.value?.token, JSON.stringify(owner.body)).toBeTruthy();
  });

  it('asks for the captcha by the name as typed, so it says nothing about whether the account exists', async () => {
    await newPlayer('burst08');
    const attempt = (username: string) => p.call({ method: 'POST', url: '/wps/session/login', payload: { username, password: 'Wrong#1x' }, headers: ipHeader() });
    // Never failed: neither asks for the captcha. One failure each: both do, from any address.
    for (const name of ['burst08', 'nobody08']) expect((await attempt(name)).body.errorCode, name).toBe('member.login_failed');
    const known = await attempt('burst08');
    const unknown = await attempt('nobody08');
    expect(known.body).toEqual(unknown.body);
    expect(known.body.errorCode).toBe('member.captcha_required');
  });

  it('slows one source down: after its free failures it waits before its next attempt at the account', async () => {
    await newPlayer('burst04');
    const source = ipHeader();
    const solve = async (password: string) => {
      const { id } = await p.services.captcha.issue('5738');
      return p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'burst04', password, captcha: '5738' }, headers: { ...source, cookie: `captcha_id=${id}` } });
    };
    for (let i = 0; i < 4; i++) await solve(`Wrong#${i}x`);
    // Backing off: even the right password is not checked yet, and the answer is the usual one.
    const waiting = await solve(PASSWORD);
    expect(waiting.body.errorCode).toBe('member.login_failed');
    await new Promise((r) => setTimeout(r, 1_100));
    // The wait is over: checked, right (a new address, so the answer asks for the extra verification).
    const later = await solve(PASSWORD);
    expect(later.body.success, JSON.stringify(later.body)).toBe(true);
  });
});

describe('fund password: 5 wrong answers per 15 minutes, reserved first', () => {
  it('checks at most 5 wrong fund passwords of 40 concurrent changes', async () => {
    const player = await newPlayer('burst05');
    const auth = { authorization: player.token };
    const set = await p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: auth, payload: { loginPassword: PASSWORD, newFundPassword: '246810', confirmFundPassword: '246810' } });
    expect(set.body.success, JSON.stringify(set.body)).toBe(true);
    const results = await burst((old) => p.call({
      method: 'PUT', url: '/wps/member/security/fund-password', headers: auth,
      payload: { loginPassword: PASSWORD, oldFundPassword: old, newFundPassword: '135790', confirmFundPassword: '135790' },
    }), '246810');
    for (const r of results) expect(r.res.statusCode).toBeLessThan(500);
    const wrong = results.filter((r) => r.body.errorCode === 'security.fund_password_wrong').length;
    expect(wrong).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.body.errorCode === 'security.too_many_attempts').length).toBeGreaterThanOrEqual(34);
  });
});

describe('login verification from a new address: 5 answers per ticket, reserved first', () => {
  it('checks at most 5 wrong answers of 40 concurrent ones', async () => {
    const home = ipHeader();
    await p.call({ method: 'PUT', url: '/wps/member/register', headers: home, payload: { username: 'burst06', password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, confirmAge: true, mobileNum: `0812${nextMobile++}` } });
    await p.database.db.update(members).set({ payeeName: 'Somchai Jaidee' }).where(eq(members.usernameKey, 'burst06'));
    const away = ipHeader();
    const first = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'burst06', password: PASSWORD }, headers: away });
    const ticket = first.body.value?.verification?.ticket as string;
    expect(ticket, JSON.stringify(first.body)).toBeTruthy();
    const results = await burst((answer) => p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket, method: 'bankName', answer }, headers: away }), 'Somchai Jaidee');
    for (const r of results) expect(r.res.statusCode).toBeLessThan(500);
    expect(results.filter((r) => r.body.errorCode === 'member.real_name_wrong').length).toBeLessThanOrEqual(5);
  });
});

describe('SMS and e-mail codes: 5 tries per code', () => {
  it('checks at most 5 wrong codes of 40 concurrent SMS logins', async () => {
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { SMS_LOGIN: true }, headers: { authorization: await p.operatorToken() } });
    const mobile = `0812${nextMobile++}`;
    await p.call({ method: 'PUT', url: '/wps/member/register', headers: ipHeader(), payload: { username: 'burst07', password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, confirmAge: true, mobileNum: mobile } });
    const sent = await p.call({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: mobile }, headers: ipHeader() });
    expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
    const outbox = await p.call({ method: 'GET', url: `/wps/operator/outbox?destination=${encodeURIComponent(`66-${mobile.replace(/^0/, '')}`)}`, headers: { authorization: await p.operatorToken() } });
    const code = /\b(\d{6})\b/.exec(outbox.body.value[0].body)![1]!;
    const results = await burst((answer) => p.call({ method: 'POST', url: '/wps/session/login', payload: { type: 'sms', username: mobile, password: answer }, headers: ipHeader() }), code, (i) => String(100_000 + i));
    for (const r of results) expect(r.res.statusCode).toBeLessThan(500);
    const wrongCodes = await p.database.db.select().from(auditLog).where(eq(auditLog.action, 'verification.code.wrong'));
    expect(wrongCodes.filter((a) => a.target === `sms:66-${mobile.replace(/^0/, '')}`).length).toBeLessThanOrEqual(5);
  });
});
