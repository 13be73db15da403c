/**
 * A page being drawn is streamed (decision 0035): over a real HTTP connection the head (title, meta, the
 * stylesheet links) arrives while the renderer still holds the body, the body and the state block follow,
 * and the finished page is what the page cache then sends whole. A render failing before its first byte
 * leaves the spinner; one failing after it ends the document without the state block; neither is cached.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app';
import { loadEnv } from '../src/lib/env';
import type { DrawnShell, ShellRenderer } from '../src/modules/site/pages';
import { createTestPlatform, type TestPlatform } from './helpers';
import { makeWebDist } from './web-dist';

const TEMPLATE = '<!doctype html>\n<html lang="th">\n  <head>\n    <meta charset="UTF-8" />\n    <title>&#8203;</title>\n  </head>\n'
  + '  <body>\n    <div id="root"><div class="boot" role="status"><i></i></div></div>\n    <script type="module" src="/assets/app-1.js"></script>\n  </body>\n</html>\n';
const END = '</div>\n    <script type="module" src="/assets/app-1.js"></script>\n  </body>\n</html>\n';
const TAIL = '<script type="application/json" id="ssr-state">{"a":1}</script>';

/** What the renderer does for the next pages; `calls` counts its renders per path. */
let draw: (input: { path: string }) => Promise<DrawnShell | null>;
const calls = new Map<string, number>();
const renderer: ShellRenderer = {
  render(input) {
    calls.set(input.path, (calls.get(input.path) ?? 0) + 1);
    return draw(input);
  },
};

let p: TestPlatform;
let app: FastifyInstance;
let dist: string;
let base: string;
beforeAll(async () => {
  dist = makeWebDist({ 'index.html': TEMPLATE });
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({
    'src/app/start.tsx': { file: 'assets/start-1.js', css: ['assets/start-1.css'], isDynamicEntry: true },
  }));
  const overrides = { WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '100000' };
  p = await createTestPlatform(overrides);
  const ops = { authorization: await p.operatorToken() };
  const domains = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/domains', headers: ops, payload: { mainDomain: 'play.example.co.th' } });
  expect(domains.body.success, JSON.stringify(domains.body)).toBe(true);
  // The platform's services behind an app whose renderer the tests drive, on a real port.
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PAYLOAD_ENCRYPTION: 'optional', DATA_DIR: '/nonexistent', ...overrides });
  app = await buildApp({ env, infra: p.infra, services: p.services, logger: false, shellRenderer: renderer });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await p?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

/** Reads a response body to its end. */
async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, start = ''): Promise<string> {
  const decoder = new TextDecoder();
  let text = start;
  for (let next = await reader.read(); !next.done; next = await reader.read()) text += decoder.decode(next.value, { stream: true });
  return text;
}

/** A request over plain node:http (any Host, the raw bytes as sent). */
function request(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(parts) })).on('error', reject);
    });
    req.on('error', reject).end();
  });
}

describe('a page being drawn', () => {
  it('sends the head while the body is still being rendered, then the body and state, and caches the same page', async () => {
    for (const [url, encoding] of [['/live', 'br'], ['/rng', 'gzip'], ['/help', 'identity']] as const) {
      const held = gate();
      let bodyDone = false;
      draw = async () => ({
        body: (async function* body() {
          await held.opened;
          yield '<main>drawn ';
          yield 'body</main>';
          bodyDone = true;
        })(),
        tail: TAIL,
      });
      const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-encoding') ?? 'identity', url).toBe(encoding);
      // Its length is not known when the head leaves.
      expect(res.headers.get('content-length'), url).toBeNull();
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(res.headers.get('vary'), url).toContain('accept-encoding');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let head = '';
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, 3000, 'timeout'));
      while (!head.includes('</head>')) {
        const next = await Promise.race([reader.read(), timeout]);
        if (next === 'timeout' || next.done) break;
        head += decoder.decode(next.value, { stream: true });
      }
      expect(head, `${url}: the head arrives while the body is held`).toContain('</head>');
      expect(bodyDone).toBe(false);
      expect(head).not.toContain('drawn');
      expect(head).toContain('<title>');
      expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/start-1.css" />');
      held.open();
      const page = await readAll(reader, head);
      expect(page, url).toContain(`<div id="root"><main>drawn body</main></div>${TAIL}${END.slice('</div>'.length)}`);
      expect(page).not.toContain('class="boot"');
      // The cache now holds exactly what was streamed, sent whole with its length.
      const again = await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
      expect(await again.text(), url).toBe(page);
      expect(again.headers.get('content-length'), url).not.toBeNull();
      expect(calls.get(url), url).toBe(1);
    }
  });

  it('sends the built spinner when the render fails before its first byte, and does not cache it', async () => {
    draw = () => Promise.reject(new Error('render failed'));
    for (let i = 1; i <= 2; i += 1) {
      const res = await request('/promotions', { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const page = zlib.brotliDecompressSync(res.raw).toString();
      expect(page).toContain(`<div id="root"><div class="boot" role="status"><i></i></div>${END}`);
      expect(page).toContain('<title>');
      expect(calls.get('/promotions')).toBe(i);
    }
  });

  it('ends the document without the state block when the render fails after its first bytes, and does not cache it', async () => {
    draw = async () => ({
      body: (async function* body() {
        yield '<main><p>half';
        throw new Error('render failed midway');
      })(),
      tail: TAIL,
    });
    for (let i = 1; i <= 2; i += 1) {
      const res = await fetch(`${base}/down`, { headers: { 'accept-encoding': 'gzip' } });
      const page = await res.text();
      expect(res.status).toBe(200);
      // The app's script still loads and renders the page (no state block: nothing to take over).
      expect(page.endsWith(`<div id="root"><main><p>half${END}`), page).toBe(true);
      expect(page).not.toContain('ssr-state');
      expect(calls.get('/down')).toBe(i);
    }
  });

  it('links only configured addresses whatever Host says, and answers HEAD without a body', async () => {
    draw = async () => ({ body: (async function* body() { yield '<main>drawn</main>'; })(), tail: TAIL });
    const res = await request('/promotions?lang=EN', { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net', 'accept-encoding': 'gzip' });
    const page = zlib.gunzipSync(res.raw).toString();
    expect(page).toContain('<main>drawn</main>');
    expect(page).not.toContain('evil');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(page)?.[1]).toBe('https://play.example.co.th/promotions?lang=EN');
    const head = await request('/agentHome', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.raw.length).toBe(0);
  });
});
