import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

/**
 * Decision 0030: e-mail leaves through a real SMTP server (smtp-server, in this process) and SMS through
 * a local stand-in of Twilio's REST API, both reached over the network as in production.
 */
const SMTP_USER = 'mailer';
const SMTP_PASS = 'mail-secret';
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-token';
const SMS_FROM = '+15005550006';

interface Received { mail: ParsedMail; rcptTo: string[] }
const mails: Received[] = [];
const smtp = new SMTPServer({
  secure: false, authOptional: false, allowInsecureAuth: true, disabledCommands: ['STARTTLS'], logger: false, closeTimeout: 100,
  onAuth(auth, _session, done) {
    if (auth.username === SMTP_USER && auth.password === SMTP_PASS) done(null, { user: auth.username });
    else done(new Error('Invalid username or password'));
  },
  onData(stream, session, done) {
    simpleParser(stream).then((mail) => {
      mails.push({ mail, rcptTo: session.envelope.rcptTo.map((r) => r.address) });
      done();
    }, done);
  },
});

interface GatewayRequest { path: string; authorization: string | undefined; form: URLSearchParams }
const texts: GatewayRequest[] = [];
/** How the stand-in Twilio answers the next requests. */
let gatewayMode: 'ok' | 'bad-number' | 'down' | 'silent' = 'ok';
const gateway = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => { raw += c.toString(); });
  req.on('end', () => {
    texts.push({ path: req.url ?? '', authorization: req.headers.authorization, form: new URLSearchParams(raw) });
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (gatewayMode === 'silent') return; // never answers: the sender's deadline must end the wait
    if (gatewayMode === 'bad-number') return json(400, { code: 21211, message: "The 'To' number is not a valid phone number.", more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 });
    if (gatewayMode === 'down') return json(500, { code: 20500, message: 'Internal Server Error', status: 500 });
    json(201, { sid: `SM${'f'.repeat(32)}`, status: 'queued', to: new URLSearchParams(raw).get('To'), body: new URLSearchParams(raw).get('Body') });
  });
});

const listen = (server: { listen(port: number, host: string, cb: () => void): unknown }, addr: () => AddressInfo) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve(addr().port)));

let p: TestPlatform;
let ops: { authorization: string };
beforeAll(async () => {
  const smtpPort = await listen(smtp, () => smtp.server.address() as AddressInfo);
  const gatewayPort = await listen(gateway, () => gateway.address() as AddressInfo);
  p = await createTestPlatform({
    RATE_LIMIT_PER_MINUTE: '1000',
    SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Demo Casino <no-reply@example.test>',
    SMS_GATEWAY: 'twilio',
    SMS_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
    SMS_ACCOUNT_ID: ACCOUNT_SID,
    SMS_AUTH_TOKEN: AUTH_TOKEN,
    SMS_FROM,
    SENDER_TIMEOUT_MS: '300',
  });
  ops = { authorization: await p.operatorToken() };
});
afterAll(async () => {
  await p.close();
  gateway.closeAllConnections();
  await new Promise((r) => gateway.close(r));
  await new Promise<void>((r) => smtp.close(() => r()));
});
beforeEach(() => { gatewayMode = 'ok'; });

const base = { password: 'Secret#123', confirmPassword: 'Secret#123', acceptTerms: true, confirmAge: true };
const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('e-mail over SMTP', () => {
  it('mails the password-reset link to the player through the SMTP server, and the link works', async () => {
    const email = { field: 'email', enabled: true, required: true, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$', patternId: 'EMAIL', minLength: 6, maxLength: 64 };
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/india/register-fields', payload: [email], headers: ops });
    const india = { merchant: 'india' };
    const reg = await p.call({ method: 'PUT', url: '/wps/member/register', headers: india, payload: { ...base, username: 'smtpuser1', mobileNum: '9876500001', email: 'smtpuser1@example.com' } });
    expect(reg.body.success, JSON.stringify(reg.body)).toBe(true);

    const ask = await p.call({ method: 'POST', url: '/wps/member/password/email', headers: india, payload: { username: 'smtpuser1', email: 'smtpuser1@example.com' } });
    expect(ask.body.success, JSON.stringify(ask.body)).toBe(true);
    expect(mails).toHaveLength(1);
    const { mail, rcptTo } = mails[0]!;
    expect(rcptTo).toEqual(['smtpuser1@example.com']);
    expect(mail.from?.value[0]?.address).toBe('no-reply@example.test');
    expect(mail.subject).toBeTruthy();
    const link = /https?:\/\/\S+\/\?resetToken=(\S+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    // Nothing went to the development outbox: the mail server was the only way out.
    const outbox = await p.call({ method: 'GET', url: '/wps/operator/outbox?destination=smtpuser1@example.com', headers: ops });
    expect(outbox.body.value).toEqual([]);

    const reset = await p.call({ method: 'PUT', url: '/wps/member/password/reset', headers: india, payload: { token: decodeURIComponent(link![1]!), newPassword: 'Mailed#1234' } });
    expect(reset.body.success, JSON.stringify(reset.body)).toBe(true);
  });
});

describe('SMS through the Twilio adapter', () => {
  it('posts the code to Twilio\'s Messages API with Basic auth, in E.164, and the code registers the player', async () => {
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { SMS_VERIFY_REGISTER: true }, headers: ops });
    const sent = await p.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '0871230001', countryDialingCode: '66' } });
    expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
    const req = texts.at(-1)!;
    expect(req.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(req.authorization).toBe(`Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(req.form.get('To')).toBe('+66871230001');
    expect(req.form.get('From')).toBe(SMS_FROM);
    const code = sixDigits(req.form.get('Body') ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const registered = await p.call({ method: 'PUT', url: '/wps/member/register/mobile', payload: { ...base, mobileNum: '0871230001', verificationCode: code } });
    expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { SMS_VERIFY_REGISTER: false }, headers: ops });
  });

  it.each([
    ['refuses the number (400)', 'bad-number' as const],
    ['fails (500)', 'down' as const],
    ['does not answer in time', 'silent' as const],
  ])('answers verification.channel_unavailable when the gateway %s, and the player may ask again at once', async (_label, mode) => {
    const mobileNo = `08712${String(texts.length).padStart(5, '0')}`;
    gatewayMode = mode;
    const failed = await p.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo } });
    expect(failed.res.statusCode).toBe(503);
    expect(failed.body.errorCode).toBe('verification.channel_unavailable');
    expect(failed.body.message).toBeTruthy();
    // The gateway's own words are for operators only.
    expect(JSON.stringify(failed.body)).not.toMatch(/21211|Internal Server Error|twilio/i);

    gatewayMode = 'ok';
    const again = await p.call({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo } });
    expect(again.body.success, JSON.stringify(again.body)).toBe(true);
    expect(sixDigits(texts.at(-1)!.form.get('Body') ?? '')).toMatch(/^\d{6}$/);

    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?action=verification.code.failed', headers: ops });
    expect(audit.body.value.list.some((a: { target: string }) => a.target === `sms:66-${mobileNo.slice(1)}`)).toBe(true);
  });
});

describe('the development outbox', () => {
  it('is read only by an operator over every merchant', async () => {
    await p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'th_outbox', 'Th-outbox#2026', 'thailand', { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'th_outbox', password: 'Th-outbox#2026' } });
    expect(login.body.success, JSON.stringify(login.body)).toBe(true);
    const bound = await p.call({ method: 'GET', url: '/wps/operator/outbox', headers: { authorization: login.body.value.token } });
    expect(bound.res.statusCode).toBe(403);
    expect(bound.body.errorCode).toBe('auth.forbidden');
    const admin = await p.call({ method: 'GET', url: '/wps/operator/outbox', headers: ops });
    expect(admin.res.statusCode).toBe(200);
    expect(admin.body.success).toBe(true);
  });
});
