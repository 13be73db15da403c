import { and, asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../web/src/lib/encryption';
import { auditLog, members } from '../src/db/schema';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
let ops: { authorization: string };
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
  // These tests are about the security page, not about getting in: registration logs the player in directly.
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { HUMAN_VERIFICATION: false, LOGIN_IP_VERIFY: false }, headers: ops });
});
afterAll(() => p.close());

const PASSWORD = 'Secret#123';
let nextPlayer = 0;

/** A freshly registered player with a mobile number from registration (not SMS-verified). */
async function player() {
  const n = nextPlayer++;
  const mobileNum = `08${String(10_000_000 + n * 7919).padStart(8, '0')}`;
  const { body } = await p.call({
    method: 'PUT', url: '/wps/member/register',
    payload: { username: `sec${String(n).padStart(3, '0')}`, password: PASSWORD, confirmPassword: PASSWORD, mobileNum, acceptTerms: true, confirmAge: true },
  });
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const auth = { authorization: body.value.token as string };
  const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: auth });
  return { auth, id: info.body.value.id as number, mobile: mobileNum.slice(1) };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, auth: Record<string, string>, payload?: unknown) =>
  p.call({ method, url: `/wps/member/security${path}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
const overview = async (auth: Record<string, string>) => (await call('GET', '', auth)).body.value;
const row = async (id: number) => (await p.database.db.select().from(members).where(eq(members.id, id)))[0]!;
const actions = async (id: number) =>
  (await p.database.db.select().from(auditLog).where(and(eq(auditLog.target, `member:${id}`), eq(auditLog.actorType, 'member'))).orderBy(asc(auditLog.id)))
    .map((r) => r.action).filter((a) => !a.startsWith('member.register') && !a.startsWith('member.login'));

/** The last code the development sender "delivered" to a destination, as the operator sees it. */
async function lastMessage(destination: string) {
  const { body } = await p.call({ method: 'GET', url: `/wps/operator/outbox?destination=${encodeURIComponent(destination)}`, headers: ops });
  const msg = body.value[0] as { body: string; subject: string | null } | undefined;
  return { ...msg, code: /\b(\d{6})\b/.exec(msg?.body ?? '')?.[1] };
}
const otherThan = (code: string | undefined) => (code === '000000' ? '111111' : '000000');
const totpNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });
/** A six-digit code that is none of the currently accepted ones. */
const wrongTotp = (secret: string) => {
  const accepted = [-30_000, 0, 30_000].map((d) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + d }));
  let n = 0;
  while (accepted.includes(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
};

describe('access', () => {
  it('needs a member token', async () => {
    const none = await call('GET', '', {});
    expect(none.res.statusCode).toBe(401);
    expect(none.body.errorCode).toBe('auth.not_logged_in');
    const bogus = await call('PUT', '/fund-password', { authorization: 'not-a-token' }, { loginPassword: PASSWORD, newFundPassword: '246810', confirmFundPassword: '246810' });
    expect(bogus.res.statusCode).toBe(401);
    expect(bogus.body.errorCode).toBe('auth.not_logged_in');
  });

  it('refuses trial accounts and changes nothing', async () => {
    const { body } = await p.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'linux', platform: 'W' } });
    const auth = { authorization: body.value.token as string };
    const view = await call('GET', '', auth);
    expect(view.res.statusCode).toBe(403);
    expect(view.body.errorCode).toBe('member.in_need_true_account');
    const setup = await call('POST', '/totp/setup', auth, { password: 'whatever1' });
    expect(setup.body.errorCode).toBe('member.in_need_true_account');
    const code = await call('POST', '/email/code', auth, { email: 'trial@example.com' });
    expect(code.body.errorCode).toBe('member.in_need_true_account');
    expect((await lastMessage('trial@example.com')).body).toBeUndefined();
  });
});

describe('overview', () => {
  it('shows what is bound and set, with the number masked', async () => {
    const pl = await player();
    const view = await overview(pl.auth);
    expect(view).toMatchObject({
      username: expect.stringMatching(/^sec\d+$/), mobile: `+66 ••• ${pl.mobile.slice(-4)}`, mobileVerified: false,
      email: null, emailVerified: false, totpEnabled: false, fundPasswordSet: false, payeeNameSet: false,
      passwordChangedAt: expect.any(String), lastLoginAt: expect.any(String), lastLoginIp: expect.any(String),
    });
    expect(JSON.stringify(view)).not.toContain(pl.mobile);
  });
});

describe('mobile', () => {
  it('binds a new number with its SMS code and the login password', async () => {
    const pl = await player();
    const sent = await call('POST', '/mobile/code', pl.auth, { mobileNum: '0871110001', countryDialingCode: '66' });
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const { code } = await lastMessage('66-871110001');
    expect(code).toMatch(/^\d{6}$/);

    const wrongPassword = await call('PUT', '/mobile', pl.auth, { mobileNum: '0871110001', countryDialingCode: '66', verificationCode: code, password: 'Wrong#123' });
    expect(wrongPassword.res.statusCode).toBe(400);
    expect(wrongPassword.body.errorCode).toBe('security.login_password_wrong');
    const wrongCode = await call('PUT', '/mobile', pl.auth, { mobileNum: '0871110001', countryDialingCode: '66', verificationCode: otherThan(code), password: PASSWORD });
    expect(wrongCode.body.errorCode).toBe('verification.code_invalid');
    expect((await row(pl.id)).mobile).toBe(pl.mobile);

    // The wrong password did not spend the code: the player can still use it.
    const bound = await call('PUT', '/mobile', pl.auth, { mobileNum: '0871110001', countryDialingCode: '66', verificationCode: code, password: PASSWORD });
    expect(bound.body.success, JSON.stringify(bound.body)).toBe(true);
    expect(await overview(pl.auth)).toMatchObject({ mobile: '+66 ••• 0001', mobileVerified: true });
    const saved = await row(pl.id);
    expect([saved.dialingCode, saved.mobile, saved.mobileVerifiedAt]).toEqual(['66', '871110001', expect.any(Date)]);
    expect(await actions(pl.id)).toEqual(['member.mobile.bind']);

    const reuse = await call('PUT', '/mobile', pl.auth, { mobileNum: '0871110001', countryDialingCode: '66', verificationCode: code, password: PASSWORD });
    expect(reuse.body.errorCode).toBe('verification.code_invalid');
  });

  it('verifies the number already on the account', async () => {
    const pl = await player();
    await call('POST', '/mobile/code', pl.auth, { mobileNum: `0${pl.mobile}` });
    const { code } = await lastMessage(`66-${pl.mobile}`);
    const ok = await call('PUT', '/mobile', pl.auth, { mobileNum: `0${pl.mobile}`, verificationCode: code, password: PASSWORD });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(await overview(pl.auth)).toMatchObject({ mobile: `+66 ••• ${pl.mobile.slice(-4)}`, mobileVerified: true });
  });

  it("refuses another member's number and a malformed one, sending nothing", async () => {
    const a = await player();
    const b = await player();
    const taken = await call('POST', '/mobile/code', b.auth, { mobileNum: `0${a.mobile}` });
    expect(taken.res.statusCode).toBe(409);
    expect(taken.body.errorCode).toBe('member.mobile_taken');
    const bind = await call('PUT', '/mobile', b.auth, { mobileNum: `0${a.mobile}`, verificationCode: '123456', password: PASSWORD });
    expect(bind.body.errorCode).toBe('member.mobile_taken');
    const bad = await call('POST', '/mobile/code', b.auth, { mobileNum: '12' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('verification.mobile_invalid');
    expect((await lastMessage('66-12')).body).toBeUndefined();
    expect((await row(b.id)).mobile).toBe(b.mobile);
    expect(await actions(b.id)).toEqual([]);
  });
});

describe('e-mail', () => {
  it('binds an address with the e-mailed code and the login password', async () => {
    const pl = await player();
    const bad = await call('POST', '/email/code', pl.auth, { email: 'not-an-address' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('security.email_invalid');

    const sent = await call('POST', '/email/code', { ...pl.auth, language: 'en' }, { email: 'Somchai.Sec@Example.com' });
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    const mail = await lastMessage('somchai.sec@example.com');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.code).toMatch(/^\d{6}$/);
    const again = await call('POST', '/email/code', pl.auth, { email: 'somchai.sec@example.com' });
    expect(again.body.errorCode).toBe('verification.wait');

    const wrongCode = await call('PUT', '/email', pl.auth, { email: 'Somchai.Sec@Example.com', verificationCode: otherThan(mail.code), password: PASSWORD });
    expect(wrongCode.body.errorCode).toBe('verification.code_invalid');
    const wrongPassword = await call('PUT', '/email', pl.auth, { email: 'Somchai.Sec@Example.com', verificationCode: mail.code, password: 'nope' });
    expect(wrongPassword.body.errorCode).toBe('security.login_password_wrong');
    expect((await row(pl.id)).email).toBeNull();

    const ok = await call('PUT', '/email', pl.auth, { email: 'Somchai.Sec@Example.com', verificationCode: mail.code, password: PASSWORD });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(await overview(pl.auth)).toMatchObject({ email: 'S•••@Example.com', emailVerified: true });
    expect((await row(pl.id)).email).toBe('Somchai.Sec@Example.com');
    expect(await actions(pl.id)).toEqual(['member.email.bind']);
  });

  it('writes the code e-mail in the language of the request', async () => {
    const pl = await player();
    await call('POST', '/email/code', { ...pl.auth, language: 'th' }, { email: 'thai.mail@example.com' });
    expect((await lastMessage('thai.mail@example.com')).subject).toBe('ยืนยันอีเมลของคุณ');
  });
});

describe('authenticator (TOTP)', () => {
  it('sets up, enables with a code from the app, and disables with a code and the password', async () => {
    const pl = await player();
    const early = await call('PUT', '/totp', pl.auth, { code: '123456' });
    expect(early.res.statusCode).toBe(409);
    expect(early.body.errorCode).toBe('security.totp_not_set_up');
    const wrongPassword = await call('POST', '/totp/setup', pl.auth, { password: 'Wrong#123' });
    expect(wrongPassword.body.errorCode).toBe('security.login_password_wrong');
    expect((await row(pl.id)).totpSecret).toBeNull();

    const setup = await call('POST', '/totp/setup', pl.auth, { password: PASSWORD });
    expect(setup.body.success, JSON.stringify(setup.body)).toBe(true);
    const { secret, otpauthUrl, qrDataUrl } = setup.body.value as { secret: string; otpauthUrl: string; qrDataUrl: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+sec\d+/);
    expect(qrDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(qrDataUrl.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // Stored but not in force until a code checks out.
    expect(await overview(pl.auth)).toMatchObject({ totpEnabled: false });
    expect((await row(pl.id)).totpSecret).toBe(secret);

    const wrong = await call('PUT', '/totp', pl.auth, { code: wrongTotp(secret) });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body.errorCode).toBe('security.totp_code_wrong');
    expect(await overview(pl.auth)).toMatchObject({ totpEnabled: false });

    const enabled = await call('PUT', '/totp', pl.auth, { code: totpNow(secret) });
    expect(enabled.body.success, JSON.stringify(enabled.body)).toBe(true);
    expect(await overview(pl.auth)).toMatchObject({ totpEnabled: true });
    const twice = await call('POST', '/totp/setup', pl.auth, { password: PASSWORD });
    expect(twice.res.statusCode).toBe(409);
    expect(twice.body.errorCode).toBe('security.totp_already_enabled');
    expect((await row(pl.id)).totpSecret).toBe(secret);

    const noPassword = await call('DELETE', '/totp', pl.auth, { code: totpNow(secret), password: 'Wrong#123' });
    expect(noPassword.body.errorCode).toBe('security.login_password_wrong');
    const wrongCode = await call('DELETE', '/totp', pl.auth, { code: wrongTotp(secret), password: PASSWORD });
    expect(wrongCode.body.errorCode).toBe('security.totp_code_wrong');
    expect(await overview(pl.auth)).toMatchObject({ totpEnabled: true });

    // The browser sends this body encrypted (E), DELETE included.
    const key = (await p.call({ method: 'GET', url: '/wps/session/key/rsa' })).body.value as { publicKey: string; keyId: string };
    // The code that enabled it was spent (replays are refused, see login-security); the next step's works.
    const nextCode = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
    const sealed = await encryptPayload(key.publicKey, key.keyId, { code: nextCode, password: PASSWORD });
    const off = await p.call({ method: 'DELETE', url: '/wps/member/security/totp', headers: { ...pl.auth, ...sealed.headers }, payload: sealed.body });
    expect(off.body.success, JSON.stringify(off.body)).toBe(true);
    expect(await overview(pl.auth)).toMatchObject({ totpEnabled: false });
    expect((await row(pl.id)).totpSecret).toBeNull();
    const offAgain = await call('DELETE', '/totp', pl.auth, { code: totpNow(secret), password: PASSWORD });
    expect(offAgain.body.errorCode).toBe('security.totp_not_enabled');

    expect(await actions(pl.id)).toEqual(['member.totp.setup', 'member.totp.enable', 'member.totp.disable']);
    const [setupAudit] = await p.database.db.select().from(auditLog).where(and(eq(auditLog.target, `member:${pl.id}`), eq(auditLog.action, 'member.totp.setup')));
    expect(JSON.stringify(setupAudit)).not.toContain(secret);
  });

  it('closes the checks after five wrong answers, even for the right password', async () => {
    const pl = await player();
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/totp/setup', pl.auth, { password: `Wrong#${i}00` })).body.errorCode).toBe('security.login_password_wrong');
    }
    const locked = await call('POST', '/totp/setup', pl.auth, { password: PASSWORD });
    expect(locked.res.statusCode).toBe(429);
    expect(locked.body.errorCode).toBe('security.too_many_attempts');
    expect((await row(pl.id)).totpSecret).toBeNull();
  });
});

describe('fund password', () => {
  it('is set with the login password, then changed with the old fund password too', async () => {
    const pl = await player();
    const key = (await p.call({ method: 'GET', url: '/wps/session/key/rsa' })).body.value as { publicKey: string; keyId: string };
    const sealed = await encryptPayload(key.publicKey, key.keyId, { loginPassword: PASSWORD, newFundPassword: '246810', confirmFundPassword: '246810' });
    const set = await p.call({ method: 'PUT', url: '/wps/member/security/fund-password', headers: { ...pl.auth, ...sealed.headers }, payload: sealed.body });
    expect(set.body.success, JSON.stringify(set.body)).toBe(true);
    expect(await overview(pl.auth)).toMatchObject({ fundPasswordSet: true });
    const hash = (await row(pl.id)).fundPasswordHash;
    expect(hash).toMatch(/^\$argon2id\$/);

    const noOld = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, newFundPassword: '135790', confirmFundPassword: '135790' });
    expect(noOld.body.errorCode).toBe('security.fund_password_wrong');
    const wrongOld = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, oldFundPassword: '000000', newFundPassword: '135790', confirmFundPassword: '135790' });
    expect(wrongOld.body.errorCode).toBe('security.fund_password_wrong');
    expect((await row(pl.id)).fundPasswordHash).toBe(hash);

    const changed = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, oldFundPassword: '246810', newFundPassword: '135790', confirmFundPassword: '135790' });
    expect(changed.body.success, JSON.stringify(changed.body)).toBe(true);
    expect((await row(pl.id)).fundPasswordHash).not.toBe(hash);
    expect(await actions(pl.id)).toEqual(['member.fund_password.set', 'member.fund_password.change']);
  });

  it("follows the merchant's payment password rule and refuses bad input, changing nothing", async () => {
    const pl = await player();
    const mismatch = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, newFundPassword: '246810', confirmFundPassword: '246811' });
    expect(mismatch.body.errorCode).toBe('security.fund_password_mismatch');
    const pattern = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, newFundPassword: 'abc123', confirmFundPassword: 'abc123' });
    expect(pattern.res.statusCode).toBe(400);
    expect(pattern.body).toMatchObject({ errorCode: 'security.fund_password_invalid', details: { patternId: 'DIGITS', minLength: 6, maxLength: 6 } });
    const wrongLogin = await call('PUT', '/fund-password', pl.auth, { loginPassword: 'Wrong#123', newFundPassword: '246810', confirmFundPassword: '246810' });
    expect(wrongLogin.body.errorCode).toBe('security.login_password_wrong');
    const extra = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, newFundPassword: '246810', confirmFundPassword: '246810', admin: true });
    expect(extra.res.statusCode).toBe(400);
    expect(extra.body.errorCode).toBe('system.invalid_input');
    const missing = await call('PUT', '/fund-password', pl.auth, { newFundPassword: '246810' });
    expect(missing.body.errorCode).toBe('system.invalid_input');
    expect((await row(pl.id)).fundPasswordHash).toBeNull();
    expect(await actions(pl.id)).toEqual([]);
  });

  it('must differ from the login password', async () => {
    // A merchant whose fund password rule also admits the player's login password.
    const rule = { field: 'paymentPassword', enabled: false, required: false, acceptedPattern: '^\\S+$', patternId: 'NO_SPACES', minLength: 6, maxLength: 20 };
    const put = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', payload: [rule], headers: ops });
    expect(put.body.success, JSON.stringify(put.body)).toBe(true);
    try {
      const pl = await player();
      const same = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, newFundPassword: PASSWORD, confirmFundPassword: PASSWORD });
      expect(same.body.errorCode).toBe('security.fund_password_same_as_login');
      expect((await row(pl.id)).fundPasswordHash).toBeNull();
      const other = await call('PUT', '/fund-password', pl.auth, { loginPassword: PASSWORD, newFundPassword: 'Fund!pass9', confirmFundPassword: 'Fund!pass9' });
      expect(other.body.success, JSON.stringify(other.body)).toBe(true);
    } finally {
      await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', payload: [{ ...rule, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 6, maxLength: 6 }], headers: ops });
    }
  });
});
