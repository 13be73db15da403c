/**
 * Issue 16: a production start (NODE_ENV=production) on an empty database — PostgreSQL and Redis in CI —
 * has no demo account, no stand-in and no way in until an operator is created from the command line;
 * that operator then sets the site up from a market template (decision 0029).
 */
import { count } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, merchants, operators } from '../src/db/schema';
import { DEMO_OPERATOR, DEMO_PLAYER } from '../src/db/seed';
import { ConfigError, loadEnv } from '../src/lib/env';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => p.close());

const rows = async (table: typeof members | typeof merchants | typeof operators) => (await p.database.db.select({ n: count() }).from(table))[0]!.n;

describe('a production start on an empty database', () => {
  it('refuses SEED_DEMO=true and SITE_URL with a one-line reason', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(ConfigError);
    expect(() => loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/^SEED_DEMO=true is refused in production[^\n]*$/);
    expect(() => loadEnv({ NODE_ENV: 'production', SITE_URL: 'https://attacker.example' })).toThrow(ConfigError);
    expect(loadEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
  });

  it('seeds nothing: no merchant, no member, no operator', async () => {
    expect(p.seeded).toBe(false);
    expect(await rows(merchants)).toBe(0);
    expect(await rows(members)).toBe(0);
    expect(await rows(operators)).toBe(0);
  });

  it('lets no demo login in', async () => {
    const operator = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: DEMO_OPERATOR });
    expect(operator.body.success).toBe(false);
    expect(operator.body.errorCode).toBe('operator.login_failed');
    const player = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: DEMO_PLAYER.username, password: DEMO_PLAYER.password, humanVerification: undefined } });
    expect(player.body).toMatchObject({ success: false, errorCode: 'system.not_configured' });
  });

  it('has no stand-in routes: no PAYSIM checkout, no outbox', async () => {
    for (const [method, url] of [['GET', '/pay-sim/checkout?order=x'], ['POST', '/pay-sim/checkout'], ['GET', '/wps/operator/outbox']] as const) {
      const { res, body } = await p.call({ method, url, payload: method === 'POST' ? { order: 'x', action: 'pay' } : undefined });
      expect(res.statusCode, url).toBe(404);
      expect(body).toMatchObject({ success: false, errorCode: 'system.route_not_found' });
    }
    expect(p.services.providerAdapters.get('sim')).toBeUndefined();
  });

  it('answers the player API with system.not_configured until a merchant exists', async () => {
    const { res, body } = await p.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(503);
    expect(body).toMatchObject({ success: false, errorCode: 'system.not_configured' });
  });
});

describe('setting the site up, as the README\'s production set-up walks through it', () => {
  const OWNER = { username: 'owner1', password: 'Lotus-Harbour-2026!' };
  let ops: Record<string, string>;

  const ADMIN = { username: 'th_admin', password: 'Mekong-Delta-Admin-26!' };
  // From another address than the demo login above, which now has to answer a captcha.
  const office = { remoteAddress: '198.51.100.77' };

  /** Logs in an operator for the first time: the proof of work, then its authenticator's enrolment; the session token. */
  async function enrolled(who: { username: string; password: string }): Promise<string> {
    const first = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: who, ...office });
    const { ticket } = first.body.value;
    const setup = await p.call({ method: 'POST', url: '/wps/operator/session/totp/enrol', payload: { ticket }, ...office });
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.body.value.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const done = await p.call({ method: 'POST', url: '/wps/operator/session/totp/confirm', payload: { ticket, code }, ...office });
    return done.body.value.token as string;
  }

  it('the owner made on the command line logs in with the proof of work and enrols its authenticator first', async () => {
    await p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, OWNER.username, OWNER.password, null, { role: 'owner' });
    const first = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: OWNER, ...office });
    expect(first.body.value, JSON.stringify(first.body)).toMatchObject({ step: 'enrol', token: null });
    const { ticket } = first.body.value;
    const setup = await p.call({ method: 'POST', url: '/wps/operator/session/totp/enrol', payload: { ticket }, ...office });
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.body.value.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    const done = await p.call({ method: 'POST', url: '/wps/operator/session/totp/confirm', payload: { ticket, code }, ...office });
    expect(done.body.value.recoveryCodes).toHaveLength(10);
    ops = { authorization: done.body.value.token };
  });

  it('creates a merchant from a market template, without players, games or money, and the site answers', async () => {
    const templates = await p.call({ method: 'GET', url: '/wps/operator/merchant-templates', headers: ops });
    expect(templates.body.value.map((t: { merchantCode: string }) => t.merchantCode)).toEqual(['thailand', 'myanmar', 'indonesia', 'india', 'brazil', 'mexico']);
    const created = await p.call({ method: 'POST', url: '/wps/operator/merchants/from-template', headers: ops, payload: { template: 'thailand', merchantCode: 'th', mainDomain: 'www.lotus-th.example' } });
    expect(created.body.value, JSON.stringify(created.body)).toMatchObject({ merchantCode: 'th', currency: 'THB', langList: ['TH', 'EN', 'CN'], dialingCode: '66', timeZone: 'Asia/Bangkok' });
    expect(await rows(members)).toBe(0);
    expect(p.services.merchants.publicBaseUrl('th')).toBe('https://www.lotus-th.example');
    const permission = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'th' } });
    expect(permission.res.statusCode, JSON.stringify(permission.body)).toBe(200);
    expect(permission.body.value.info).toMatchObject({ mainDomain: 'www.lotus-th.example', staging: false, merchant: { merchantCode: 'th' } });
    const help = await p.call({ method: 'GET', url: '/wps/system/helpCenter?lang=EN&device=WEB', headers: { merchant: 'th' } });
    expect(help.body.value.length).toBeGreaterThan(0);
    // No game and no deposit channel until an operator adds them.
    const games = await p.call({ method: 'GET', url: '/wps/operator/merchants/th/game-vendors', headers: ops });
    expect(games.body.value).toEqual([]);
  });

  it('adds a vendor and a bank deposit channel, and a player registers and sees them', async () => {
    const vendor = await p.call({ method: 'POST', url: '/wps/operator/merchants/th/game-vendors', headers: ops, payload: { code: 'PGE', name: 'Royal Originals', adapter: 'pge', walletMode: 'seamless' } });
    expect(vendor.body.success, JSON.stringify(vendor.body)).toBe(true);
    const asked = await p.call({
      method: 'PUT', url: '/wps/operator/merchants/th/deposit-channels/KBANK', headers: ops,
      payload: { type: 'bank', names: { EN: 'Bank transfer' }, minAmount: 100, maxAmount: 50_000, bank: { bankName: 'Kasikorn', accountName: 'Lotus Co', accountNumber: '123-4-56789-0' } },
    });
    expect(asked.body.value, JSON.stringify(asked.body)).toEqual({ status: 'pending', requestId: expect.any(Number) });
    // A money setting needs a second pair of eyes (decision 0052): the owner makes the merchant's admin, who approves it.
    const made = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: ops, payload: { username: 'th_admin', password: ADMIN.password, role: 'merchant_admin', merchantCode: 'th' } });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const admin = { authorization: await enrolled(ADMIN) };
    const channel = await p.call({ method: 'POST', url: `/wps/operator/approvals/${asked.body.value.requestId}/approve`, headers: admin });
    expect(channel.body.value.result, JSON.stringify(channel.body)).toMatchObject({ code: 'KBANK', type: 'bank', enabled: true });
    const registered = await p.call({
      method: 'PUT', url: '/wps/member/register', headers: { merchant: 'th' },
      payload: { username: 'firstplayer', password: 'Orchid#River77', confirmPassword: 'Orchid#River77', mobileNum: '0812345678', acceptTerms: true, confirmAge: true },
    });
    expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
    const channels = await p.call({ method: 'GET', url: '/wps/member/deposit/channels', headers: { merchant: 'th', authorization: registered.body.value.token } });
    expect(channels.body.value.map((c: { code: string }) => c.code)).toEqual(['KBANK']);
  });

  it('cannot pay through the stand-in gateway: no channel may name it, and no deposit reaches it', async () => {
    const paysim = await p.call({
      method: 'PUT', url: '/wps/operator/merchants/th/deposit-channels/PAYSIM', headers: ops,
      payload: { type: 'gateway', gateway: 'PAYSIM', names: { EN: 'Online payment' }, minAmount: 100, maxAmount: 50_000 },
    });
    expect(paysim.body).toMatchObject({ success: false, errorCode: 'deposit.channel_invalid', details: { field: 'gateway' } });
    const login = await p.call({ method: 'POST', url: '/wps/session/login', headers: { merchant: 'th' }, payload: { username: 'firstplayer', password: 'Orchid#River77' } });
    const auth = { merchant: 'th', authorization: login.body.value.token };
    expect(auth.authorization, JSON.stringify(login.body)).toBeTruthy();
    const channels = await p.call({ method: 'GET', url: '/wps/member/deposit/channels', headers: auth });
    expect(channels.body.value.map((c: { code: string }) => c.code)).toEqual(['KBANK']);
    const deposit = await p.call({ method: 'POST', url: '/wps/member/deposit', headers: auth, payload: { requestId: 'prod-1', channelCode: 'PAYSIM', amount: 50_000 } });
    expect(deposit.body).toMatchObject({ success: false, errorCode: 'deposit.channel_unavailable' });
  });
});

describe('a staging site (production with STAND_INS=on)', () => {
  let staging: TestPlatform;
  beforeAll(async () => {
    staging = await createTestPlatform({ NODE_ENV: 'production', STAND_INS: 'on', RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => staging.close());

  it('keeps the stand-ins and says so on every answer, operator calls and pages included', async () => {
    const checkout = await staging.call({ method: 'GET', url: '/pay-sim/checkout?order=x' });
    expect(checkout.body.errorCode).toBe('deposit.payment_unknown');
    const login = await staging.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'nobody-yet', password: 'Lotus-Harbour-2026!' } });
    const page = await staging.app.inject({ method: 'GET', url: '/member' });
    for (const res of [checkout.res, login.res, page]) expect(res.headers['x-stand-ins']).toBe('on');
    expect(staging.services.providerAdapters.get('sim')).toBeDefined();
  });

  it('tells the web app, which shows the staging banner on every page', async () => {
    await staging.services.merchants.createFromTemplate({ type: 'cli', id: 'test', ip: null, merchantCode: null }, { template: 'brazil', mainDomain: 'staging.example.com.br' });
    const permission = await staging.call({ method: 'GET', url: '/wps/system/permission' });
    expect(permission.body.value.info).toMatchObject({ staging: true, merchant: { merchantCode: 'brazil' } });
  });
});
