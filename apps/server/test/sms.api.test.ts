import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
let ops: { authorization: string };
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

const base = { password: 'Secret#123', confirmPassword: 'Secret#123', acceptTerms: true, confirmAge: true };

/** Reads the last code sent to a number from the development outbox, as the operator can. */
async function lastCode(destination: string): Promise<string | undefined> {
  const { body } = await p.call({ method: 'GET', url: `/wps/operator/outbox?destination=${destination}`, headers: ops });
  return /\b(\d{6})\b/.exec(body.value[0]?.body ?? '')?.[1];
}

describe('SMS codes', () => {
  it('registers with an SMS code when the operator requires it, and the code works once', async () => {
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { SMS_VERIFY_REGISTER: true }, headers: ops });
    const sent = await p.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '0871234567', countryDialingCode: '66' } });
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    const code = await lastCode('66-871234567');
    expect(code).toMatch(/^\d{6}$/);
    const missing = await p.call({ method: 'PUT', url: '/wps/member/register/mobile', payload: { ...base, mobileNum: '0871234567' } });
    expect(missing.body.errorCode).toBe('member.form_invalid');
    const wrong = await p.call({ method: 'PUT', url: '/wps/member/register/mobile', payload: { ...base, mobileNum: '0871234567', verificationCode: code === '000000' ? '111111' : '000000' } });
    expect(wrong.body.errorCode).toBe('verification.code_invalid');
    const ok = await p.call({ method: 'PUT', url: '/wps/member/register/mobile', payload: { ...base, mobileNum: '0871234567', verificationCode: code } });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { SMS_VERIFY_REGISTER: false }, headers: ops });
  });

  it('makes the player wait before a resend, and 5 minutes after too many', async () => {
    const send = () => p.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '0870000001' } });
    expect((await send()).body.success).toBe(true);
    const again = await send();
    expect(again.res.statusCode).toBe(429);
    expect(again.body.errorCode).toBe('verification.wait');
    const bad = await p.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '12' } });
    expect(bad.body.errorCode).toBe('verification.mobile_invalid');
  });

  it('logs in with mobile and code (SMS login), without a captcha', async () => {
    const sent = await p.call({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '0871234567' } });
    expect(sent.body.success).toBe(true);
    const code = await lastCode('66-871234567');
    const wrong = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: '0871234567', password: '999999', type: 'sms' } });
    expect(wrong.body.errorCode).toBe('verification.code_invalid');
    const ok = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: '0871234567', password: code, type: 'sms' } });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    const reuse = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: '0871234567', password: code, type: 'sms' } });
    expect(reuse.body.errorCode).toBe('verification.code_invalid');
  });

  it('answers alike for an unregistered number and sends it nothing', async () => {
    const sent = await p.call({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '0879999999' } });
    expect(sent.body.value).toEqual({ expiredMinutes: 1 });
    expect(await lastCode('66-879999999')).toBeUndefined();
  });

  it('refuses SMS login when the operator turns it off', async () => {
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { SMS_LOGIN: false }, headers: ops });
    const r = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: '0871234567', password: '123456', type: 'sms' } });
    expect(r.body.errorCode).toBe('verification.sms_login_closed');
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { SMS_LOGIN: true }, headers: ops });
  });
});

describe('forgot password by phone', () => {
  it('resets with the SMS code, ends old sessions and logs the player in', async () => {
    const reg = await p.call({ method: 'PUT', url: '/wps/member/register', payload: { ...base, username: 'forgetful1', mobileNum: '0872222222' } });
    const oldToken = reg.body.value.token as string;
    expect((await p.call({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '0872222222' } })).body.success).toBe(true);
    const code = (await lastCode('66-872222222'))!;
    const reset = (newPassword: string, verificationCode = code) =>
      p.call({ method: 'PUT', url: '/wps/member/password/verification', payload: { mobileNum: '0872222222', verificationCode, newPassword } });
    expect((await reset('a b')).body.errorCode).toBe('member.password_invalid');
    expect((await reset('Renewed#123', code === '000000' ? '111111' : '000000')).body.errorCode).toBe('verification.code_invalid');
    const ok = await reset('Renewed#123');
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: oldToken } })).res.statusCode).toBe(401);
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: ok.body.value.token } })).body.value.account).toBe('forgetful1');
    const login = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'forgetful1', password: 'Renewed#123' }, headers: { 'x-forwarded-for': '198.51.100.201' } });
    expect(login.body.success).toBe(true);
    expect((await reset('Another#456')).body.errorCode).toBe('verification.code_invalid');
  });
});

describe('forgot password by e-mail', () => {
  it('mails a one-time link when username and e-mail match, and the link sets a new password', async () => {
    const email = { field: 'email', enabled: true, required: true, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', patternId: 'EMAIL', minLength: 6, maxLength: 64 };
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/india/register-fields', payload: [email], headers: ops });
    const india = { merchant: 'india' };
    const reg = await p.call({ method: 'PUT', url: '/wps/member/register', headers: india, payload: { ...base, username: 'mailer01', mobileNum: '9876543210', email: 'Mailer01@Example.com' } });
    expect(reg.body.success, JSON.stringify(reg.body)).toBe(true);
    const ask = await p.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { ...india, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=mailer01&email=mailer01%40example.com' });
    expect(JSON.parse(ask.body).success).toBe(true);
    const unknown = await p.call({ method: 'POST', url: '/wps/member/password/email', headers: india, payload: { username: 'mailer01', email: 'other@example.com' } });
    expect(unknown.body.success).toBe(true);
    const { body: outbox } = await p.call({ method: 'GET', url: '/wps/operator/outbox?destination=mailer01@example.com', headers: ops });
    expect(outbox.value).toHaveLength(1);
    expect(outbox.value[0].subject).toBeTruthy();
    const token = decodeURIComponent(/resetToken=([^\s]+)/.exec(outbox.value[0].body)![1]!);
    const reset = (newPassword: string) => p.call({ method: 'PUT', url: '/wps/member/password/reset', headers: india, payload: { token, newPassword } });
    expect((await reset('a b')).body.errorCode).toBe('member.password_invalid');
    expect((await reset('Mailed#1234')).body.success).toBe(true);
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: { ...india, authorization: reg.body.value.token } })).res.statusCode).toBe(401);
    const login = await p.call({ method: 'POST', url: '/wps/session/login', headers: { ...india, 'x-forwarded-for': '198.51.100.230' }, payload: { username: 'mailer01', password: 'Mailed#1234' } });
    expect(login.body.success).toBe(true);
    expect((await reset('Again#12345')).body.errorCode).toBe('verification.code_invalid');
  });
});
