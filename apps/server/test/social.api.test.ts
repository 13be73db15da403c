/**
 * Social login against a real OpenID provider: oidc-provider listens on 127.0.0.1 (an ephemeral port)
 * as the "google" issuer; the app is driven through app.inject as the browser on http://localhost.
 * The provider's sign-in page is replaced by an interaction handler that signs in whichever test
 * account the scenario chose (or cancels), so the whole redirect dance runs as a browser would.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdentities, members } from '../src/db/schema';
import { createTestPlatform, type TestPlatform } from './helpers';

const CLIENT_ID = 'platform-test';
const CLIENT_SECRET = 'test-client-secret-0123456789';
const REDIRECT_URI = 'http://localhost/wps/session/social/google/callback';
const BROWSER = { host: 'localhost' };

interface Account { sub: string; email: string; email_verified: boolean; name: string }
const SOMCHAI: Account = { sub: 'google-sub-1001', email: 'Somchai.K@example.com', email_verified: true, name: 'Somchai K' };
const UNVERIFIED: Account = { sub: 'google-sub-2002', email: 'nobody@example.com', email_verified: false, name: 'Nid' };

let p: TestPlatform;
let auth: { authorization: string };
let oidcServer: http.Server;
let issuer: string;
/** What the provider's sign-in page does next: sign this account in, or the player cancels. */
let signIn: Account | 'cancel' = SOMCHAI;
/** How often the app fetched the provider's discovery document. */
let discoveryRequests = 0;

async function startProvider() {
  oidcServer = http.createServer();
  await new Promise<void>((resolve) => oidcServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
  const accounts = new Map([SOMCHAI, UNVERIFIED].map((a) => [a.sub, a]));
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [{
      client_id: CLIENT_ID, client_secret: CLIENT_SECRET, redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post',
    }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the profile claims in the ID token; oidc-provider does so only with this off.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
  });
  const handle = provider.callback();
  oidcServer.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith('/.well-known/openid-configuration')) discoveryRequests++;
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    // The sign-in and consent screens, answered at once for the scenario's account.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (signIn === 'cancel') {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
        return;
      }
      const grant = new provider.Grant({ accountId: signIn.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: signIn.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
}

/** Follows the provider's redirects with a cookie jar, as the browser does, until it sends us back. */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (next.startsWith('http://localhost/')) return new URL(next);
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error('too many redirects at the provider');
}

const bindingCookie = (setCookie: string | string[] | undefined) => {
  const header = [setCookie ?? []].flat().find((c) => c.startsWith('social_binding='));
  expect(header).toMatch(/HttpOnly/i);
  expect(header).toMatch(/SameSite=Lax/i);
  expect(header).toMatch(/Path=\/wps\/session\/social/);
  return header!.split(';')[0]!;
};

const start = (query = 'site=member', provider = 'google') =>
  p.app.inject({ method: 'GET', url: `/wps/session/social/${provider}/start?${query}`, headers: BROWSER });

/** Start → provider → callback; returns where the callback sent the browser. */
async function roundTrip(opts: { query?: string; cookie?: (real: string) => string | undefined } = {}) {
  const started = await start(opts.query);
  expect(started.statusCode, started.body).toBe(302);
  const cookie = bindingCookie(started.headers['set-cookie']);
  const back = await throughProvider(String(started.headers.location));
  const sent = opts.cookie ? opts.cookie(cookie) : cookie;
  const callback = await p.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { ...BROWSER, ...(sent ? { cookie: sent } : {}) } });
  expect(callback.statusCode).toBe(302);
  return { location: new URL(String(callback.headers.location), 'http://localhost'), back, cookie };
}

const redeem = (ticket: string, headers: Record<string, string> = {}) =>
  p.call({ method: 'POST', url: '/wps/session/login/social', payload: { ticket }, headers });

async function ticketFor(account: Account) {
  signIn = account;
  const { location } = await roundTrip();
  expect(location.pathname).toBe('/');
  expect(location.searchParams.has('site')).toBe(false);
  const ticket = location.searchParams.get('socialTicket');
  expect(ticket, location.href).toBeTruthy();
  return ticket!;
}

const configure = (payload: Record<string, unknown>, merchant = 'thailand', provider = 'google') =>
  p.call({ method: 'PUT', url: `/wps/operator/merchants/${merchant}/social/${provider}`, payload, headers: auth });
const setFlags = (flags: Record<string, boolean>, merchant = 'thailand') =>
  p.call({ method: 'PUT', url: `/wps/operator/merchants/${merchant}/features`, payload: flags, headers: auth });
const identities = (subject: string) => p.database.db.select().from(memberIdentities)
  .where(and(eq(memberIdentities.merchantCode, 'thailand'), eq(memberIdentities.provider, 'google'), eq(memberIdentities.subject, subject)));

beforeAll(async () => {
  await startProvider();
  // Links are built from the merchant's base URL (decision 0029); the test browser is http://localhost.
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000', SITE_URL: 'http://localhost' });
  auth = { authorization: await p.operatorToken() };
});
afterAll(async () => {
  await p?.close();
  await new Promise((resolve) => oidcServer?.close(resolve));
});

describe('operator configuration', () => {
  it('sets a provider, audited, and never returns or logs the secret', async () => {
    const set = await configure({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    expect(set.res.statusCode, JSON.stringify(set.body)).toBe(200);
    expect(set.body.value).toEqual({ provider: 'google', issuer, clientId: CLIENT_ID, clientSecretHint: '••••6789', enabled: false });
    const list = await p.call({ method: 'GET', url: '/wps/operator/merchants/thailand/social', headers: auth });
    expect(list.body.value).toEqual([set.body.value]);
    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?action=system.social_provider.set&pageSize=1', headers: auth });
    expect(audit.body.value.list[0]).toMatchObject({
      merchantCode: 'thailand', actorType: 'operator', target: 'merchant:thailand:social:google',
      before: null, after: { issuer, clientId: CLIENT_ID, clientSecretHint: '••••6789' },
    });
    for (const body of [set.res.body, list.res.body, audit.res.body]) expect(body).not.toContain(CLIENT_SECRET);
  });

  it('refuses bad input with stable codes', async () => {
    const noIssuer = await configure({ issuer: 'not a url', clientId: CLIENT_ID, clientSecret: 'x' });
    expect(noIssuer.res.statusCode).toBe(400);
    expect(noIssuer.body.errorCode).toBe('system.invalid_input');
    const query = await configure({ issuer: `${issuer}/?tenant=1`, clientId: CLIENT_ID, clientSecret: 'x' });
    expect(query.body.errorCode).toBe('social.issuer_invalid');
    const unknown = await configure({ issuer, clientId: CLIENT_ID, clientSecret: 'x' }, 'thailand', 'twitter');
    expect(unknown.res.statusCode).toBe(400);
    const noMerchant = await configure({ issuer, clientId: CLIENT_ID, clientSecret: 'x' }, 'atlantis');
    expect(noMerchant.body.errorCode).toBe('merchant.not_found');
    const anonymous = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/social/google', payload: { issuer, clientId: 'a', clientSecret: 'b' } });
    expect(anonymous.res.statusCode).toBe(401);
  });

  it('removes a provider, audited', async () => {
    await configure({ issuer, clientId: 'other-client', clientSecret: 'short' }, 'mexico');
    const removed = await p.call({ method: 'DELETE', url: '/wps/operator/merchants/mexico/social/google', headers: auth });
    expect(removed.body.success).toBe(true);
    const list = await p.call({ method: 'GET', url: '/wps/operator/merchants/mexico/social', headers: auth });
    expect(list.body.value).toEqual([]);
    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?action=system.social_provider.remove&pageSize=1', headers: auth });
    expect(audit.body.value.list[0]).toMatchObject({ merchantCode: 'mexico', before: { clientId: 'other-client', clientSecretHint: '••••' }, after: null });
  });
});

describe('availability', () => {
  it('refuses while the flag is off, even when configured', async () => {
    const res = await start();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/?socialError=social.provider_disabled');
  });

  it('refuses a provider that is on but not configured', async () => {
    await setFlags({ SOCIAL_LOGIN_FACEBOOK: true });
    const res = await start('site=member', 'facebook');
    expect(res.headers.location).toBe('/?socialError=social.provider_not_configured');
    await setFlags({ SOCIAL_LOGIN_FACEBOOK: false });
  });

  it('redirects to the provider with PKCE, state and nonce once flag and config are there', async () => {
    await setFlags({ SOCIAL_LOGIN_GOOGLE: true });
    const res = await start();
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid email profile', code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toMatch(/^[\w-]{20,}$/);
    bindingCookie(res.headers['set-cookie']);
  });

  it('sends the provider the merchant\'s redirect URI whatever Host the browser named (decision 0029)', async () => {
    await setFlags({ SOCIAL_LOGIN_GOOGLE: true });
    const forged = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', origin: 'https://attacker.example' };
    const res = await p.app.inject({ method: 'GET', url: '/wps/session/social/google/start?site=member', headers: forged });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
  });

  it('reports a provider that cannot be reached', async () => {
    await configure({ issuer: 'http://127.0.0.1:1', clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }, 'india');
    await setFlags({ SOCIAL_LOGIN_GOOGLE: true }, 'india');
    const res = await start('site=member&merchant=india');
    expect(res.headers.location).toBe('/?socialError=social.provider_failed');
  });
});

describe('login round trip', () => {
  let memberId: number;

  it('creates a member for a new account, links it, and logs in with the ticket', async () => {
    const ticket = await ticketFor(SOMCHAI);
    const login = await redeem(ticket);
    expect(login.res.statusCode, JSON.stringify(login.body)).toBe(200);
    expect(login.body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: true, defaultPassword: false, verification: null });
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: login.body.value.token } });
    expect(info.body.value).toMatchObject({ nickname: 'Somchai K', email: 'somchai.k@example.com', merchantCode: 'thailand', isAgent: false, isTrial: false });
    expect(info.body.value.account).toMatch(/^somchaik\d+$/);
    memberId = info.body.value.id;
    const [identity] = await identities(SOMCHAI.sub);
    expect(identity).toMatchObject({ memberId, email: 'somchai.k@example.com' });
    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?action=member.login&pageSize=1', headers: auth });
    expect(audit.body.value.list[0]).toMatchObject({ target: `member:${memberId}`, after: { site: 'member', via: 'social:google' } });
  });

  it('logs the same account in to the same member the next time', async () => {
    const login = await redeem(await ticketFor(SOMCHAI));
    expect(login.body.value.firstTimeLogin).toBe(false);
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: login.body.value.token } });
    expect(info.body.value.id).toBe(memberId);
    expect(await identities(SOMCHAI.sub)).toHaveLength(1);
    // Every start and callback so far used one discovery of the issuer (cached per issuer).
    expect(discoveryRequests).toBe(1);
  });

  it('keeps no e-mail the provider did not verify, and never links by e-mail', async () => {
    const login = await redeem(await ticketFor(UNVERIFIED));
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: login.body.value.token } });
    expect(info.body.value.email).toBeNull();
    expect(info.body.value.nickname).toBe('Nid');
    expect(info.body.value.id).not.toBe(memberId);
  });

  it('uses a ticket once, also when the first use failed', async () => {
    const ticket = await ticketFor(SOMCHAI);
    expect((await redeem(ticket)).body.success).toBe(true);
    const replay = await redeem(ticket);
    expect(replay.res.statusCode).toBe(401);
    expect(replay.body.errorCode).toBe('social.ticket_invalid');

    const agentTicket = await ticketFor(SOMCHAI);
    signIn = SOMCHAI;
    const { location } = await roundTrip({ query: 'site=agent' });
    expect(location.searchParams.get('site')).toBe('agent');
    const agent = await redeem(location.searchParams.get('socialTicket')!);
    expect(agent.body.errorCode).toBe('member.not_agent');
    // The refused agent-site ticket is gone; an unrelated one still works.
    expect((await redeem(location.searchParams.get('socialTicket')!)).body.errorCode).toBe('social.ticket_invalid');
    expect((await redeem(agentTicket)).body.success).toBe(true);
  });

  it('refuses a ticket at another merchant or with a made-up value', async () => {
    const ticket = await ticketFor(SOMCHAI);
    const elsewhere = await redeem(ticket, { merchant: 'mexico' });
    expect(elsewhere.body.errorCode).toBe('social.ticket_invalid');
    const madeUp = await redeem(crypto.randomBytes(32).toString('base64url'));
    expect(madeUp.body.errorCode).toBe('social.ticket_invalid');
    const malformed = await p.call({ method: 'POST', url: '/wps/session/login/social', payload: { ticket: 'x' } });
    expect(malformed.res.statusCode).toBe(400);
    expect(malformed.body.errorCode).toBe('system.invalid_input');
  });

  it('refuses a disabled member', async () => {
    const ticket = await ticketFor(SOMCHAI);
    await p.database.db.update(members).set({ status: 'disabled' }).where(eq(members.id, memberId));
    try {
      const login = await redeem(ticket);
      expect(login.body.errorCode).toBe('member.disabled');
    } finally {
      await p.database.db.update(members).set({ status: 'active' }).where(eq(members.id, memberId));
    }
  });
});

describe('callback checks', () => {
  const errorOf = (location: URL) => location.searchParams.get('socialError');

  it('refuses an unknown state', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/wps/session/social/google/callback?code=abc&state=made-up-state', headers: BROWSER });
    expect(res.headers.location).toBe('/?socialError=social.state_invalid');
    const none = await p.app.inject({ method: 'GET', url: '/wps/session/social/google/callback?code=abc', headers: BROWSER });
    expect(none.headers.location).toBe('/?socialError=social.state_invalid');
  });

  it('uses a state once: replaying the callback is refused', async () => {
    signIn = SOMCHAI;
    const { location, back, cookie } = await roundTrip();
    expect(location.searchParams.get('socialTicket')).toBeTruthy();
    const replay = await p.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { ...BROWSER, cookie } });
    expect(replay.headers.location).toBe('/?socialError=social.state_invalid');
  });

  it('refuses a state completed without, or with another, browser cookie', async () => {
    signIn = SOMCHAI;
    expect(errorOf((await roundTrip({ cookie: () => undefined })).location)).toBe('social.browser_mismatch');
    expect(errorOf((await roundTrip({ cookie: () => `social_binding=${crypto.randomBytes(32).toString('base64url')}` })).location)).toBe('social.browser_mismatch');
  });

  it('refuses a state from another provider', async () => {
    signIn = SOMCHAI;
    const started = await start();
    const cookie = bindingCookie(started.headers['set-cookie']);
    const state = new URL(String(started.headers.location)).searchParams.get('state')!;
    const res = await p.app.inject({ method: 'GET', url: `/wps/session/social/facebook/callback?code=abc&state=${state}`, headers: { ...BROWSER, cookie } });
    expect(res.headers.location).toBe('/?socialError=social.state_invalid');
  });

  it('reports a player who cancelled at the provider', async () => {
    signIn = 'cancel';
    expect(errorOf((await roundTrip()).location)).toBe('social.cancelled');
  });

  it('reports a code the provider will not exchange (wrong client secret)', async () => {
    await configure({ issuer, clientId: CLIENT_ID, clientSecret: 'the-wrong-secret-0000' });
    try {
      signIn = SOMCHAI;
      expect(errorOf((await roundTrip()).location)).toBe('social.provider_failed');
    } finally {
      await configure({ issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    }
  });

  it('refuses the callback when the operator turned the provider off meanwhile', async () => {
    signIn = SOMCHAI;
    const started = await start();
    const cookie = bindingCookie(started.headers['set-cookie']);
    const back = await throughProvider(String(started.headers.location));
    await setFlags({ SOCIAL_LOGIN_GOOGLE: false });
    try {
      const res = await p.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { ...BROWSER, cookie } });
      expect(res.headers.location).toBe('/?socialError=social.provider_disabled');
    } finally {
      await setFlags({ SOCIAL_LOGIN_GOOGLE: true });
    }
  });
});
