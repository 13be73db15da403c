/**
 * Transport headers (decision 0031): cookies are Secure whenever the merchant's site is https (the demo
 * merchants' main domains are), HSTS is sent only on answers that came over https, and the web app's
 * source maps are not served in production.
 */
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app';
import { secureCookies } from '../src/http/cookies';
import { loadEnv } from '../src/lib/env';
import { createTestPlatform, type TestPlatform } from './helpers';
import { makeWebDist } from './web-dist';

let p: TestPlatform;
let dist: string;
beforeAll(async () => {
  dist = makeWebDist({ 'assets/a.js': 'console.log(1)\n//# sourceMappingURL=a.js.map', 'assets/a.js.map': '{"version":3,"sources":["secret.ts"]}' });
  // One proxy hop is trusted, so X-Forwarded-Proto says whether the browser's request was https.
  p = await createTestPlatform({ WEB_DIST: dist, TRUST_PROXY_HOPS: '1', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await p.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const setCookie = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);
// 127.0.0.1 is one of the demo player's known addresses: no new-address verification.
const plainHttp = { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http' };
const overHttps = { 'x-forwarded-for': '192.0.2.7', 'x-forwarded-proto': 'https' };

describe('cookies', () => {
  it('the captcha cookie is Secure for an https merchant, even on a request that reached us as http', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/wps/captcha', headers: plainHttp });
    expect(res.statusCode).toBe(200);
    const cookie = setCookie(res).find((c) => c.startsWith('captcha_id='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('the remember-me cookie is Secure without a configured https proxy', async () => {
    const { res, body } = await p.call({
      method: 'POST', url: '/wps/session/login', headers: plainHttp,
      payload: { username: 'demo_player', password: 'Demo@2026', type: 'username', remember: true },
    });
    expect(body.success, JSON.stringify(body)).toBe(true);
    const cookie = setCookie(res).find((c) => c.startsWith('remember_token='));
    expect(cookie).toMatch(/; Secure/);
  });

  it('follows the merchant\'s base URL, or the request when it came over https', () => {
    const req = (protocol: string) => ({ protocol, ctx: { merchant: { merchantCode: 'm' } } }) as unknown as FastifyRequest;
    const site = (url: string) => ({ publicBaseUrl: () => url });
    expect(secureCookies(req('http'), site('https://m.example'))).toBe(true);
    expect(secureCookies(req('http'), site('http://localhost:5173'))).toBe(false);
    expect(secureCookies(req('https'), site('http://localhost:5173'))).toBe(true);
  });
});

describe('HSTS', () => {
  it('is sent on pages and API answers over https only', async () => {
    for (const url of ['/', '/wps/system/status']) {
      const https = await p.app.inject({ method: 'GET', url, headers: overHttps });
      expect(https.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      const http = await p.app.inject({ method: 'GET', url, headers: plainHttp });
      expect(http.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('source maps', () => {
  it('are served in development', async () => {
    const res = await p.app.inject({ method: 'GET', url: '/assets/a.js.map' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('secret.ts');
  });

  describe('in production', () => {
    let prod: FastifyInstance;
    beforeAll(async () => {
      // The production app over the same services: only the HTTP layer's choices are under test.
      prod = await buildApp({ env: loadEnv({ NODE_ENV: 'production', WEB_DIST: dist, LOG_LEVEL: 'silent' }), infra: p.infra, services: p.services, logger: false });
      await prod.ready();
    });
    afterAll(() => prod.close());

    it('answer 404 in the envelope, while the scripts are served', async () => {
      const map = await prod.inject({ method: 'GET', url: '/assets/a.js.map' });
      expect(map.statusCode).toBe(404);
      expect(JSON.parse(map.body)).toMatchObject({ success: false, errorCode: 'system.route_not_found' });
      expect(map.body).not.toContain('secret.ts');
      // Also by another spelling of the same file.
      expect((await prod.inject({ method: 'GET', url: '/assets/./a.js.map' })).body).not.toContain('secret.ts');
      expect((await prod.inject({ method: 'GET', url: '/assets/a.js%2Emap' })).body).not.toContain('secret.ts');
      const js = await prod.inject({ method: 'GET', url: '/assets/a.js' });
      expect(js.statusCode).toBe(200);
      expect((await prod.inject({ method: 'GET', url: '/member' })).statusCode).toBe(200);
    });
  });
});
