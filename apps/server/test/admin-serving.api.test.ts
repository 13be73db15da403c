import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';
import { makeWebDist } from './web-dist';

// The back office under /admin beside the player site (decision 0043).
const ADMIN_HTML = '<!doctype html><html lang="en"><title>Back office</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('back office '.repeat(200))})`;

let p: TestPlatform;
let web: string;
let admin: string;
beforeAll(async () => {
  web = makeWebDist({ 'assets/app-1.js': 'console.log(1)' });
  admin = makeWebDist({ 'assets/admin-1.js': SCRIPT, 'assets/admin-1.js.br': '', 'favicon.svg': '<svg/>' });
  fs.writeFileSync(path.join(admin, 'index.html'), ADMIN_HTML);
  fs.writeFileSync(path.join(admin, 'assets/admin-1.js.br'), zlib.brotliCompressSync(SCRIPT));
  p = await createTestPlatform({ WEB_DIST: web, ADMIN_DIST: admin });
});
afterAll(async () => {
  await p.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(admin, { recursive: true, force: true });
});

describe('serving the back office', () => {
  it('answers its own index.html for /admin and every path under it, fresh, with the pages\' headers', async () => {
    for (const url of ['/admin', '/admin/', '/admin/sessions', '/admin/login?from=%2Fsessions', '/admin/no/such/page']) {
      const res = await p.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(ADMIN_HTML);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('serves its hashed assets for a year, precompressed when the browser takes it', async () => {
    const plain = await p.app.inject({ method: 'GET', url: '/admin/assets/admin-1.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await p.app.inject({ method: 'GET', url: '/admin/assets/admin-1.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const icon = await p.app.inject({ method: 'GET', url: '/admin/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with a 404 envelope, not a page', async () => {
    const miss = await p.call({ method: 'GET', url: '/admin/assets/gone-1.js' });
    expect(miss.res.statusCode).toBe(404);
    expect(miss.body.errorCode).toBe('system.route_not_found');
  });

  it('leaves the player site and the API as they were', async () => {
    const home = await p.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('| Royal Lotus</title>');
    expect(home.body).not.toContain('Back office');
    // Only /admin itself and below: a player page that merely starts with the letters is the site's.
    const near = await p.app.inject({ method: 'GET', url: '/administrator' });
    expect(near.body).not.toBe(ADMIN_HTML);
    const asset = await p.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.body).toBe('console.log(1)');
    const api = await p.call({ method: 'GET', url: '/wps/operator/session/challenge' });
    expect(api.body.success).toBe(true);
  });
});
