import { eq, sql } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberRememberTokens, memberSessions, members } from '../src/db/schema';
import { DEMO_AGENT, DEMO_PLAYER } from '../src/db/seed';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY_HOPS: '1' });
});
afterAll(() => p.close());

const HOME = { 'x-forwarded-for': '192.0.2.10' };
const base = { password: 'Secret#123', confirmPassword: 'Secret#123', acceptTerms: true, confirmAge: true };
let nextMobile = 10_000;
/** Registration with a unique mobile number (the merchants' configs require one) unless the test gives one. */
const register = (body: Record<string, unknown>, headers: Record<string, string> = HOME) =>
  p.call({ method: 'PUT', url: '/wps/member/register', payload: { ...base, mobileNum: `08123${nextMobile++}`, ...body }, headers });
/** What the security centre and bank-account pages add later (the demo registration form asks for neither). */
const setContact = (username: string, email: string, payeeName: string) => p.database.db.update(members).set({ email, payeeName }).where(eq(members.usernameKey, username));
const login = (payload: Record<string, unknown>, headers: Record<string, string> = HOME) =>
  p.call({ method: 'POST', url: '/wps/session/login', payload, headers });
const outboxCode = async (destination: string) => {
  const { body } = await p.call({ method: 'GET', url: `/wps/operator/outbox?destination=${encodeURIComponent(destination)}`, headers: { authorization: await p.operatorToken() } });
  return /\b(\d{6})\b/.exec(body.value[0].body)![1]!;
};
const audits = async (action: string) => (await p.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('human verification (ALTCHA proof of work)', () => {
  it('hands out a signed challenge and refuses logins, registrations and SMS requests without a solved one', async () => {
    const { body } = await p.call({ method: 'GET', url: '/wps/verification/challenge' });
    expect(body.value.kind).toBe('altcha');
    expect(body.value.challenge).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) });

    const noProof = await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, humanVerification: undefined });
    expect(noProof.body.errorCode).toBe('verification.human_required');
    const junk = await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, humanVerification: 'bm90IGpzb24=' });
    expect(junk.body.errorCode).toBe('verification.human_failed');
    const reg = await register({ username: 'bot00001', humanVerification: undefined });
    expect(reg.body.errorCode).toBe('verification.human_required');
    const sms = await p.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '0812000001', humanVerification: undefined } });
    expect(sms.body.errorCode).toBe('verification.human_required');
  });

  it('accepts a solved challenge once: a replay is refused', async () => {
    const proof = await p.humanProof();
    const first = await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, humanVerification: proof }, { 'x-forwarded-for': '127.0.0.1' });
    expect(first.body.value.token, JSON.stringify(first.body)).toBeTruthy();
    const replay = await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, humanVerification: proof }, { 'x-forwarded-for': '127.0.0.1' });
    expect(replay.body.errorCode).toBe('verification.human_failed');
  });

  it('rejects a solution to a challenge the server did not sign', async () => {
    const proof = JSON.parse(Buffer.from((await p.humanProof())!, 'base64').toString());
    proof.challenge.parameters.cost = 2;
    const forged = Buffer.from(JSON.stringify(proof)).toString('base64');
    expect((await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, humanVerification: forged })).body.errorCode).toBe('verification.human_failed');
  });

  it('is skipped for SMS login and when the operator turns it off', async () => {
    const token = await p.operatorToken();
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/brazil/features', payload: { HUMAN_VERIFICATION: false }, headers: { authorization: token } });
    const { body } = await p.call({ method: 'GET', url: '/wps/verification/challenge', headers: { merchant: 'brazil' } });
    expect(body.value).toEqual({ kind: 'none', challenge: null });
    const reg = await register({ username: 'brnohuman1', mobileNum: '11987654321', humanVerification: undefined }, { merchant: 'brazil' });
    expect(reg.body.success, JSON.stringify(reg.body)).toBe(true);
  });
});

describe('unrecognised address: extra verification before a token', () => {
  it('asks a login from a new address to prove itself, by e-mailed code', async () => {
    expect((await register({ username: 'roamer01', mobileNum: '0812300001' })).body.success).toBe(true);
    await setContact('roamer01', 'roamer01@example.com', 'Roam Er');
    const away = { 'x-forwarded-for': '203.0.113.77' };
    const first = await login({ username: 'roamer01', password: 'Secret#123' }, away);
    expect(first.body.value.token).toBeNull();
    const { ticket, methods } = first.body.value.verification;
    expect(methods).toEqual([
      { method: 'mobile', hint: '+66 ••• 0001' },
      { method: 'email', hint: 'r•••@example.com' },
      { method: 'bankName', hint: null },
    ]);
    expect((await p.call({ method: 'POST', url: '/wps/session/login/verification/send', payload: { ticket, method: 'email' }, headers: away })).body.value).toEqual({ expiredMinutes: 1 });
    const code = await outboxCode('roamer01@example.com');
    const wrong = await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket, method: 'email', answer: '000000' }, headers: away });
    expect(wrong.body.errorCode).toBe('verification.code_invalid');
    const done = await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket, method: 'email', answer: code }, headers: away });
    expect(done.body.value.token, JSON.stringify(done.body)).toMatch(/^[\w-]{43}$/);
    expect(done.body.value.verification).toBeNull();
    // The ticket is spent, and the address is now known.
    expect((await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket, method: 'email', answer: code }, headers: away })).body.errorCode).toBe('auth.verification_expired');
    expect((await login({ username: 'roamer01', password: 'Secret#123' }, away)).body.value.token).toBeTruthy();
    expect(await audits('member.login.verified')).toBeGreaterThanOrEqual(1);
    expect(await audits('verification.code.sent')).toBeGreaterThanOrEqual(1);
    expect(await audits('verification.code.wrong')).toBeGreaterThanOrEqual(1);
    expect(await audits('verification.code.used')).toBeGreaterThanOrEqual(1);
  });

  it('accepts the bank account real name, ignoring case and spacing, and kills the ticket after 5 misses', async () => {
    const away = { 'x-forwarded-for': '203.0.113.78' };
    const start = async () => (await login({ username: 'roamer01', password: 'Secret#123' }, away)).body.value.verification.ticket as string;
    const answer = (ticket: string, name: string) => p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket, method: 'bankName', answer: name }, headers: away });
    const ticket = await start();
    expect((await answer(ticket, 'Someone Else')).body.errorCode).toBe('member.real_name_wrong');
    expect((await answer(ticket, '  roam   ER ')).body.value.token).toBeTruthy();

    const away2 = { 'x-forwarded-for': '203.0.113.79' };
    const t2 = (await login({ username: 'roamer01', password: 'Secret#123' }, away2)).body.value.verification.ticket as string;
    for (let i = 0; i < 5; i++) expect((await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket: t2, method: 'bankName', answer: `x${i}` }, headers: away2 })).body.errorCode).toBe('member.real_name_wrong');
    expect((await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket: t2, method: 'bankName', answer: 'Roam Er' }, headers: away2 })).body.errorCode).toBe('auth.verification_expired');
  });

  it('accepts an authenticator code when the account has TOTP on, and refuses methods the account lacks', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect((await register({ username: 'totpuser1' })).body.success).toBe(true);
    await p.database.db.update(members).set({ totpSecret: secret, totpEnabledAt: new Date(), mobile: null, dialingCode: null }).where(eq(members.usernameKey, 'totpuser1'));
    const away = { 'x-forwarded-for': '203.0.113.80' };
    const v = (await login({ username: 'totpuser1', password: 'Secret#123' }, away)).body.value.verification;
    expect(v.methods).toEqual([{ method: 'totp', hint: null }]);
    const lacking = await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket: v.ticket, method: 'email', answer: '123456' }, headers: away });
    expect(lacking.res.statusCode).toBe(400);
    const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    expect((await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket: v.ticket, method: 'totp', answer: code }, headers: away })).body.value.token).toBeTruthy();
    // The same code cannot be replayed from yet another address while it is still valid.
    const elsewhere = { 'x-forwarded-for': '203.0.113.82' };
    const v2 = (await login({ username: 'totpuser1', password: 'Secret#123' }, elsewhere)).body.value.verification;
    const replay = await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket: v2.ticket, method: 'totp', answer: code }, headers: elsewhere });
    expect(replay.body.errorCode).toBe('verification.code_invalid');
  });

  it('lets an account with nothing to check log in, and SMS login needs no extra check', async () => {
    expect((await register({ username: 'plainuser1' })).body.success).toBe(true);
    await p.database.db.update(members).set({ mobile: null, dialingCode: null }).where(eq(members.usernameKey, 'plainuser1'));
    expect((await login({ username: 'plainuser1', password: 'Secret#123' }, { 'x-forwarded-for': '203.0.113.81' })).body.value.token).toBeTruthy();
  });

  it('answers a bogus ticket with verification_expired and bad input with a 400, changing nothing', async () => {
    const bogus = await p.call({ method: 'POST', url: '/wps/session/login/verification', payload: { ticket: 'x'.repeat(43), method: 'email', answer: '123456' } });
    expect(bogus.body.errorCode).toBe('auth.verification_expired');
    for (const payload of [{}, { ticket: 'short', method: 'email', answer: '1' }, { ticket: 'x'.repeat(43), method: 'pigeon', answer: '1' }, { ticket: 'x'.repeat(43), method: 'email', answer: '' }]) {
      const { res, body } = await p.call({ method: 'POST', url: '/wps/session/login/verification', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body.errorCode).toBe('system.invalid_input');
    }
  });
});

describe('remember me: a revocable token in an HttpOnly cookie, never the password', () => {
  const rememberCookie = (setCookie: unknown) => /remember_token=([\w-]+)/.exec(String(setCookie))?.[1];

  it('sets a one-day HttpOnly cookie, logs in with it once, rotates it, and is revoked by unticking', async () => {
    const first = await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, remember: true }, { 'x-forwarded-for': '127.0.0.1' });
    const setCookie = String(first.res.headers['set-cookie']);
    expect(setCookie).toMatch(/remember_token=[\w-]{43}; Max-Age=86400; Path=\/wps\/session; HttpOnly; Secure; SameSite=Strict/);
    expect(setCookie).not.toContain(DEMO_PLAYER.password);
    const token1 = rememberCookie(setCookie)!;

    const away = { 'x-forwarded-for': '198.18.0.9' };
    const again = await login({ username: DEMO_PLAYER.username, type: 'remember' }, { ...away, cookie: `remember_token=${token1}` });
    expect(again.body.value.token, JSON.stringify(again.body)).toBeTruthy();
    const token2 = rememberCookie(again.res.headers['set-cookie'])!;
    expect(token2).not.toBe(token1);
    // The old token was spent; another username cannot use this one.
    expect((await login({ username: DEMO_PLAYER.username, type: 'remember' }, { ...away, cookie: `remember_token=${token1}` })).body.errorCode).toBe('auth.remember_invalid');
    expect((await login({ username: DEMO_AGENT.username, type: 'remember' }, { ...away, cookie: `remember_token=${token2}` })).body.errorCode).toBe('auth.remember_invalid');

    // The failed attempt above spent token2 as well (a token works once), so log in afresh and untick.
    const third = await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, remember: true }, { 'x-forwarded-for': '127.0.0.1' });
    const token3 = rememberCookie(third.res.headers['set-cookie'])!;
    const unticked = await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, remember: false }, { 'x-forwarded-for': '127.0.0.1', cookie: `remember_token=${token3}` });
    expect(String(unticked.res.headers['set-cookie'])).toMatch(/remember_token=; Max-Age=0/);
    expect((await login({ username: DEMO_PLAYER.username, type: 'remember' }, { cookie: `remember_token=${token3}` })).body.errorCode).toBe('auth.remember_invalid');
  });

  it('is revoked by a password change', async () => {
    expect((await register({ username: 'remember01' })).body.success).toBe(true);
    const first = await login({ username: 'remember01', password: 'Secret#123', remember: true });
    const token = rememberCookie(first.res.headers['set-cookie'])!;
    await p.call({ method: 'PUT', url: '/wps/member/password', payload: { oldPassword: 'Secret#123', newPassword: 'Changed#456', confirmNewPassword: 'Changed#456' }, headers: { ...HOME, authorization: first.body.value.token } });
    expect((await login({ username: 'remember01', type: 'remember' }, { ...HOME, cookie: `remember_token=${token}` })).body.errorCode).toBe('auth.remember_invalid');
    const [row] = await p.database.db.select({ n: sql<number>`count(*)::int` }).from(memberRememberTokens).where(sql`revoked_at IS NULL AND member_id = (SELECT id FROM members WHERE username_key = 'remember01')`);
    expect(row!.n).toBe(0);
  });
});

describe('who may log in where', () => {
  it('refuses a player at the agent site and a house account at the member site; lets the demo agent into both', async () => {
    const here = { 'x-forwarded-for': '127.0.0.1' };
    expect((await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, site: 'agent' }, here)).body.errorCode).toBe('member.not_agent');
    expect((await login({ username: DEMO_AGENT.username, password: DEMO_AGENT.password, site: 'agent' }, here)).body.value.token).toBeTruthy();
    expect((await login({ username: DEMO_AGENT.username, password: DEMO_AGENT.password }, here)).body.value.token).toBeTruthy();
    expect((await register({ username: 'house0001' })).body.success).toBe(true);
    await p.database.db.update(members).set({ type: 9 }).where(eq(members.usernameKey, 'house0001'));
    const house = await login({ username: 'house0001', password: 'Secret#123' });
    expect(house.res.statusCode).toBe(403);
    expect(house.body.errorCode).toBe('member.no_enter');
  });

  it('tells only the password holder that an account is disabled', async () => {
    expect((await register({ username: 'banned0001' })).body.success).toBe(true);
    await p.database.db.update(members).set({ status: 'disabled' }).where(eq(members.usernameKey, 'banned0001'));
    expect((await login({ username: 'banned0001', password: 'Wrong#1234' }, { 'x-forwarded-for': '203.0.113.90' })).body.errorCode).toBe('member.login_failed');
    // The name failed once, so the next attempt answers a captcha first, whoever asks (decision 0029).
    const { id } = await p.services.captcha.issue('5738');
    const holder = await login({ username: 'banned0001', password: 'Secret#123', captcha: '5738' }, { 'x-forwarded-for': '203.0.113.91', cookie: `captcha_id=${id}` });
    expect(holder.body.errorCode).toBe('member.disabled');
  });
});

describe('default password set by an operator', () => {
  it('ends every session, and the next login reports defaultPassword until the player changes it', async () => {
    const reg = await register({ username: 'forgetful1' });
    const id = (await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: reg.body.value.token } })).body.value.id;
    const { body } = await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/members/${id}/default-password`, headers: { authorization: await p.operatorToken() } });
    const temporary = body.value.temporaryPassword as string;
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: reg.body.value.token } })).body.errorCode).toBe('auth.not_logged_in');
    const first = await login({ username: 'forgetful1', password: temporary });
    expect(first.body.value).toMatchObject({ defaultPassword: true, passwordExpired: false });
    await p.call({ method: 'PUT', url: '/wps/member/password', payload: { oldPassword: temporary, newPassword: 'Mine#2026x', confirmNewPassword: 'Mine#2026x' }, headers: { ...HOME, authorization: first.body.value.token } });
    expect((await login({ username: 'forgetful1', password: 'Mine#2026x' })).body.value.defaultPassword).toBe(false);
    expect(await audits('member.password.default')).toBe(1);
  });

  it('is scoped: an unknown member id is a 404 and changes nothing', async () => {
    const { res, body } = await p.call({ method: 'POST', url: '/wps/operator/merchants/thailand/members/999999/default-password', headers: { authorization: await p.operatorToken() } });
    expect(res.statusCode).toBe(404);
    expect(body.errorCode).toBe('member.not_found');
  });
});

describe('affiliate codes, public state and icon', () => {
  it('checks invitation codes against active agents of the merchant', async () => {
    const check = (code: string, merchant = 'thailand') => p.call({ method: 'GET', url: `/wps/agent/affiliate?code=${code}&domain=th.example`, headers: { merchant } });
    expect((await check(DEMO_AGENT.inviteCode)).body.value).toEqual({ valid: true });
    expect((await check('NOPE123')).body.value).toEqual({ valid: false });
    expect((await check(DEMO_AGENT.inviteCode, 'brazil')).body.value).toEqual({ valid: false });
    expect((await p.call({ method: 'GET', url: '/wps/agent/affiliate' })).res.statusCode).toBe(400);
  });

  it('refuses registration with an unknown code when the field is shown, and keeps a valid one', async () => {
    const token = await p.operatorToken();
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', payload: [{ field: 'affiliateCode', enabled: true, required: false }], headers: { authorization: token } });
    const bad = await register({ username: 'invited01', affiliateCode: 'NOPE123' });
    expect(bad.body.errorCode).toBe('member.affiliate_invalid');
    const good = await register({ username: 'invited02', affiliateCode: DEMO_AGENT.inviteCode });
    expect(good.body.success, JSON.stringify(good.body)).toBe(true);
    const [row] = await p.database.db.select().from(members).where(eq(members.usernameKey, 'invited02'));
    expect(row!.affiliateCode).toBe(DEMO_AGENT.inviteCode);
  });

  it('reports the true public state (the seeded opening balance, no VIP yet) and the default avatar', async () => {
    const here = { 'x-forwarded-for': '127.0.0.1' };
    const token = (await login({ username: DEMO_PLAYER.username, password: DEMO_PLAYER.password }, here)).body.value.token;
    const state = await p.call({ method: 'GET', url: '/wps/member/public/state', headers: { authorization: token } });
    expect(state.body.value).toEqual({
      balance: 5000, currency: 'THB', currencySymbol: '฿', hasVip: false, vipLabelName: null, vipRankLevel: null,
      availablePromo: [{ type: 'REFERRAL', enabled: true }], availablePromoCount: 0, unreadMessage: 0, badges: { missions: 0, messages: 0, rewards: 0 },
    });
    expect((await p.call({ method: 'GET', url: '/wps/member/info/icon', headers: { authorization: token } })).body.value).toBeNull();
    expect((await p.call({ method: 'GET', url: '/wps/member/public/state' })).res.statusCode).toBe(401);
  });
});

describe('session lifetime set by the operator per merchant', () => {
  it('applies the absolute limit to new sessions and the idle limit on every request', async () => {
    const op = { authorization: await p.operatorToken() };
    const bad = await p.call({ method: 'PUT', url: '/wps/operator/merchants/india/session-policy', payload: { idleMinutes: 1, maxHours: 0 }, headers: op });
    expect(bad.body.errorCode).toBe('system.invalid_input');
    const set = await p.call({ method: 'PUT', url: '/wps/operator/merchants/india/session-policy', payload: { idleMinutes: 10, maxHours: 2 }, headers: op });
    expect(set.body.value).toEqual({ idleMinutes: 10, maxHours: 2 });
    expect(await audits('system.session_policy.set')).toBe(1);

    const reg = await register({ username: 'indiaplay1', mobileNum: '9876543210' }, { merchant: 'india', ...HOME });
    const token = reg.body.value.token as string;
    const [session] = await p.database.db.select().from(memberSessions).orderBy(sql`id DESC`).limit(1);
    const hours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.99);
    expect(hours).toBeLessThan(2.01);
    const info = () => p.call({ method: 'GET', url: '/wps/member/info', headers: { merchant: 'india', authorization: token } });
    expect((await info()).body.success).toBe(true);
    await p.database.db.update(memberSessions).set({ lastSeenAt: new Date(Date.now() - 11 * 60_000) }).where(eq(memberSessions.id, session!.id));
    expect((await info()).body.errorCode).toBe('auth.token_expired');
  });
});

describe('forgot-password methods follow the operator settings', () => {
  it('closes recovery by phone and by e-mail in the API, not only in the popup', async () => {
    const op = { authorization: await p.operatorToken() };
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/mexico/features', payload: { FORGOT_PASSWORD_PHONE: false, FORGOT_PASSWORD_EMAIL: false }, headers: op });
    const mx = { merchant: 'mexico' };
    const phone = await p.call({ method: 'PUT', url: '/wps/member/password/verification', payload: { mobileNum: '5512345678', verificationCode: '123456', newPassword: 'Another#123' }, headers: mx });
    expect(phone.res.statusCode).toBe(403);
    expect(phone.body.errorCode).toBe('member.recovery_closed');
    const email = await p.call({ method: 'POST', url: '/wps/member/password/email', payload: { username: 'someone', email: 'someone@example.com' }, headers: mx });
    expect(email.body.errorCode).toBe('member.recovery_closed');
    const link = await p.call({ method: 'PUT', url: '/wps/member/password/reset', payload: { token: `1.${'x'.repeat(43)}`, newPassword: 'Another#123' }, headers: mx });
    expect(link.body.errorCode).toBe('member.recovery_closed');
  });
});
