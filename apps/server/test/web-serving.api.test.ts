import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';
import { makeWebDist } from './web-dist';

let p: TestPlatform;
let dist: string;
beforeAll(async () => {
  dist = makeWebDist({ 'assets/app-1.js': 'console.log(1)' });
  p = await createTestPlatform({ WEB_DIST: dist });
});
afterAll(async () => {
  await p.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves the SPA for every history-mode route, with helmet headers', async () => {
    for (const url of ['/', '/member', '/rng?vassalage=PG', '/agentHome']) {
      const res = await p.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // The built index.html with the route's own head (modules/site): never the bare file.
      expect(res.body).toContain('<!doctype html><title>');
      expect(res.body).toContain('| Royal Lotus</title>');
      expect(res.body).toContain('<link rel="canonical"');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('serves hashed assets with a long cache, including ones built after start', async () => {
    const first = await p.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(dist, 'assets/app-2.js'), 'console.log(2)');
    const later = await p.app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(later.statusCode).toBe(200);
  });

  it('keeps API misses as JSON envelopes, and API headers on API answers', async () => {
    const miss = await p.call({ method: 'GET', url: '/wps/not/here' });
    expect(miss.res.statusCode).toBe(404);
    expect(miss.body.errorCode).toBe('system.route_not_found');
    const post = await p.call({ method: 'POST', url: '/member', payload: {} });
    expect(post.res.statusCode).toBe(404);
    const wrong = await p.call({ method: 'GET', url: '/wps/operator/session/login' });
    expect(wrong.res.statusCode).toBe(405);
    const ok = await p.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});
