/**
 * The served HTML already shows the page (issue 17, decision 0035): #root holds the site drawn on the
 * server by the web app's own components (apps/web/dist-ssr) for the merchant of the Host and the
 * language of `?lang` > cookie > the merchant's first, with the state the browser hydrates from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSsrBuild } from '../../../scripts/builds.mjs';
import { ssrEntryFor } from '../src/modules/site/ssr';
import { createTestPlatform, type TestPlatform } from './helpers';

const TEMPLATE = '<!doctype html>\n<html lang="th">\n  <head>\n    <meta charset="UTF-8" />\n    <title>&#8203;</title>\n  </head>\n'
  + '  <body>\n    <div id="root"><div class="boot" role="status" data-testid="boot-spinner"><i></i></div></div>\n    <script type="module" src="/assets/app-1.js"></script>\n  </body>\n</html>\n';

let p: TestPlatform;
let dir: string;
beforeAll(async () => {
  ensureSsrBuild();
  // A web build: the template as dist/, the real server-rendering bundle beside it.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-web-'));
  fs.mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), TEMPLATE);
  fs.symlinkSync(path.resolve(__dirname, '../../web/dist-ssr'), path.join(dir, 'dist-ssr'));
  expect(fs.existsSync(ssrEntryFor(path.join(dir, 'dist')))).toBe(true);
  p = await createTestPlatform({ WEB_DIST: path.join(dir, 'dist'), RATE_LIMIT_PER_MINUTE: '100000' });
}, 120_000);
afterAll(async () => {
  await p.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => p.app.inject({ method: 'GET', url, headers });

/** #root's inner HTML and the state block in it. */
function root(html: string) {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('<script type="module"');
  const inner = html.slice(start, end);
  const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(inner)?.[1];
  return { inner, state: state ? (JSON.parse(state) as { language: string; merchantCode: string; hydrate: boolean; permission: { location: { ip: string } } }) : null };
}

describe('server-rendered pages', () => {
  it('GET / draws the header, side menu, bottom bar, banner (fetchpriority high), category menu and footer in Thai', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const { inner, state } = root(res.body);
    expect(inner).not.toContain('boot-spinner');
    for (const id of ['site-header', 'side-menu', 'bottom-nav', 'banner-carousel', 'category-menu', 'site-footer']) expect(inner, id).toContain(`data-testid="${id}"`);
    expect(inner).toMatch(/<img class="banner-art" src="[^"]+" alt="" width="1200" height="400" loading="eager" fetchPriority="high"/i);
    expect(inner).toContain('เข้าสู่ระบบ'); // header.login, TH
    expect(inner).toContain('หมวดหมู่เกม'); // lobby.categories
    expect(inner).toContain('เว็บไซต์นี้สำหรับผู้ที่มีอายุ 18 ปีขึ้นไป'.slice(0, 30));
    expect(inner).not.toContain('Log in');
    // The merchant's colours come with the page, and the state it hydrates from (no visitor's address in it):
    // the colours in the head, after the built styles whose defaults they override (the app keeps that element as it is),
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style id="ssr-theme">:root\{--color-primary:#[0-9a-f]+[^<]*<\/style>\s*$/i);
    expect(inner).not.toContain('ssr-theme');
    // and the state block right after #root, not in it: #root holds only what React drew.
    expect(res.body).toMatch(/<\/div><script type="application\/json" id="ssr-state">[\s\S]*<\/script>\s*<script type="module"/);
    expect(state).toMatchObject({ language: 'TH', merchantCode: 'thailand', hydrate: true, permission: { location: { ip: '' } } });
    // No inline script runs (the page's CSP refuses them): only the JSON data block.
    expect(inner.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/json" id="ssr-state">']);
  });

  it('draws English with ?lang=EN or the cookie lang=EN', async () => {
    for (const [url, headers] of [['/?lang=EN', {}], ['/', { cookie: 'theme=x; lang=EN' }]] as const) {
      const { inner, state } = root((await get(url, headers)).body);
      expect(inner, url).toContain('Log in');
      expect(inner, url).toContain('Game categories');
      expect(inner, url).not.toContain('เข้าสู่ระบบ');
      expect(state?.language, url).toBe('EN');
    }
  });

  it('draws the merchant of the Host, in its first language', async () => {
    const { inner, state } = root((await get('/', { host: 'brazil.royallotus.example' })).body);
    expect(state).toMatchObject({ merchantCode: 'brazil', language: 'PT' });
    expect(inner).toContain('Entrar'); // header.login, PT
    expect(inner).toContain('data-testid="site-header"');
  });

  it('/live and /help: the shell around the page (a lazy page, the home page under the help popup)', async () => {
    for (const url of ['/live', '/help', '/promotions']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const { inner, state } = root(res.body);
      for (const id of ['site-header', 'side-menu', 'bottom-nav', 'site-footer']) expect(inner, `${url} ${id}`).toContain(`data-testid="${id}"`);
      expect(state?.hydrate, url).toBe(true);
    }
    expect(root((await get('/live')).body).inner).toContain('คาสิโนสด'); // nav.live in the side menu
    expect(root((await get('/help')).body).inner).toContain('data-testid="category-menu"');
  });

  it('a game list page comes with its first page of games, the first 12 icons in the HTML (not with a vendor chosen)', async () => {
    type Lists = Record<string, { games: { iconUrl: string }[]; pageSize: number }>;
    const { inner, state } = root((await get('/live')).body) as unknown as { inner: string; state: { gameLists: Lists } };
    expect(Object.keys(state.gameLists)).toEqual(['LIVE:18']);
    const games = state.gameLists['LIVE:18']?.games ?? [];
    expect(games.length).toBeGreaterThan(12);
    expect((inner.match(/data-testid="lobby-game-card"/g) ?? []).length).toBe(games.length);
    // The first 12 icons load with the page (eager), the rest when scrolled to.
    const drawnIcons = [...inner.matchAll(/<span class="lazy-image"[^>]*data-state="loaded"[^>]*><img src="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(drawnIcons).toEqual(games.slice(0, 12).map((g) => g.iconUrl));
    expect((inner.match(/data-state="waiting"/g) ?? []).length).toBe(games.length - 12);
    const chosen = root((await get('/live?vassalage=EVO')).body) as unknown as { inner: string; state: { gameLists: Lists } };
    expect(chosen.state.gameLists).toEqual({});
    expect(root((await get('/promotions')).body).state).toMatchObject({ gameLists: {} });
  });

  it('the home page comes with a row of 12 games for every category with vendors, drawn (no skeleton)', async () => {
    const { inner, state } = root((await get('/')).body) as unknown as { inner: string; state: { gameLists: Record<string, { games: unknown[] }>; vendorCategories: { gameCategory: string; vendors: unknown[] }[] } };
    const withVendors = state.vendorCategories.filter((c) => c.vendors.length > 0).map((c) => `${c.gameCategory}:12`);
    expect(Object.keys(state.gameLists).sort()).toEqual(withVendors.sort());
    expect(withVendors.length).toBeGreaterThan(3);
    let drawn = 0;
    for (const key of withVendors) {
      const category = key.split(':')[0]!;
      if (!inner.includes(`data-testid="home-row-${category}"`)) continue; // a category the home page has no row for
      drawn += 1;
      expect(inner, category).toContain(`data-testid="home-row-grid-${category}"`);
      expect(inner, category).not.toContain(`data-testid="home-row-grid-${category}-loading"`);
    }
    expect(drawn).toBeGreaterThan(3);
  });

  it('the home page comes with its hot games row drawn, and no other page carries it', async () => {
    const { inner, state } = root((await get('/')).body) as unknown as { inner: string; state: { hotGames: { games: { displayName: string }[] } | null } };
    const games = state.hotGames?.games ?? [];
    expect(games.length).toBeGreaterThan(0);
    expect((inner.match(/data-testid="hot-game-card"/g) ?? []).length).toBe(Math.min(games.length, 12));
    expect(inner).not.toContain('data-testid="hot-games-grid-loading"');
    expect(root((await get('/live')).body).state).toMatchObject({ hotGames: null });
  });

  it('/down comes with its QR code drawn (the page\'s largest image), of the configured address', async () => {
    const { inner } = root((await get('/down')).body);
    const qr = /<img src="(data:image\/svg\+xml;charset=utf-8,[^"]+)"[^>]*alt="([^"]*)"[^>]*data-testid="install-qr"/.exec(inner);
    expect(qr?.[2]).toContain('https://thailand.royallotus.example/');
    expect(decodeURIComponent(qr![1]!.replace(/&amp;/g, '&'))).toMatch(/<path d="(M\d+ \d+h1v1h-1z)+"/);
  });

  it('a members-only address: the shell around a loader, not hydrated (the browser renders the page or the login)', async () => {
    const { inner, state } = root((await get('/member')).body);
    expect(inner).toContain('data-testid="site-header"');
    expect(inner).toContain('data-testid="global-loader"');
    expect(state?.hydrate).toBe(false);
  });

  it('text from the operator cannot close the state block or add markup', async () => {
    const ops = { authorization: await p.operatorToken() };
    const hostile = '</script><script>alert(1)</script>';
    const banner = await p.call({
      method: 'POST', url: '/wps/operator/merchants/thailand/banners', headers: ops,
      payload: { groupName: 'w_home', titles: { EN: hostile, TH: hostile }, sortOrder: 0 },
    });
    expect(banner.body.success, JSON.stringify(banner.body)).toBe(true);
    // /index: a page not yet in the page cache.
    const html = (await get('/index')).body;
    const { inner, state } = root(html);
    expect(inner).not.toContain('<script>alert(1)');
    expect(inner.match(/<\/script>/g)).toHaveLength(1); // only the state block's own end
    // …and the browser reads the title back as it was written.
    const banners = (state as unknown as { announcements: { banners: { title: string }[] } }).announcements.banners;
    expect(banners.map((b) => b.title)).toContain(hostile);
  });
});
