/**
 * What a phone gets from the server before any script runs (issue 17, decision 0034): compressed assets
 * and JSON, the page's head per route and language, robots.txt and sitemap.xml per merchant domain, and
 * 404 for paths the web app does not know.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/precompress-plugin';
import { encryptPayload } from '../../web/src/lib/encryption';
import { createPageService, splitRoot, type DrawnShell, type Page, type ShellRenderer, type StreamedPage } from '../src/modules/site/pages';
import { createVisitors } from '../src/modules/site/visitors';
import { createTestPlatform, type TestPlatform } from './helpers';
import { makeWebDist } from './web-dist';

// The shape of Vite's output: <html lang>, one <title>, the spinner in #root.
const TEMPLATE = '<!doctype html>\n<html lang="th">\n  <head>\n    <meta charset="UTF-8" />\n    <title>&#8203;</title>\n  </head>\n'
  + '  <body>\n    <div id="root"><div class="boot" role="status"><i></i></div></div>\n    <script type="module" src="/assets/app-1.js"></script>\n  </body>\n</html>\n';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `game ${i}` })))};\n`;

let p: TestPlatform;
let dist: string;
let ops: Record<string, string>;
beforeAll(async () => {
  dist = makeWebDist({ 'assets/app-1.js': SCRIPT, 'assets/small.css': 'a{color:red}' });
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  await precompressDir(dist);
  p = await createTestPlatform({ WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '100000' });
  ops = { authorization: await p.operatorToken() };
  const thai = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/domains', headers: ops, payload: { mainDomain: 'play.example.co.th', mirrors: [{ url: 'm1.example.co.th', label: 'Mirror 1' }] } });
  expect(thai.body.success, JSON.stringify(thai.body)).toBe(true);
  const myanmar = await p.call({ method: 'PUT', url: '/wps/operator/merchants/myanmar/domains', headers: ops, payload: { mainDomain: 'play.example.com.mm' } });
  expect(myanmar.body.success, JSON.stringify(myanmar.body)).toBe(true);
});
afterAll(async () => {
  await p.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => p.app.inject({ method: 'GET', url, headers });
const decode = (raw: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
/** A drawn page as a renderer hands it over. */
const drawn = (body: string, tail = ''): DrawnShell => ({ body: (async function* one() { yield body; })(), tail });
/** The whole HTML of a page, read to its end (which is when a streamed page is cached). */
async function whole(page: Page | StreamedPage): Promise<string> {
  if (!('head' in page)) return page.html.toString();
  const parts = [page.head];
  for await (const chunk of page.rest()) parts.push(chunk);
  return Buffer.concat(parts).toString();
}

describe('compression', () => {
  it('sends built text assets precompressed by Accept-Encoding, with Vary and a year of immutable caching', async () => {
    for (const [accept, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const res = await get('/assets/app-1.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers.vary, accept).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toContain('javascript');
      expect(decode(res.rawPayload, expected)).toBe(SCRIPT);
    }
    // Under 1 KB nothing is precompressed: the file as is.
    const small = await get('/assets/small.css', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('a{color:red}');
  });

  it('compresses JSON answers over 1 KB on the fly (the lobby and the permission payload), never a small one', async () => {
    for (const url of ['/wps/system/permission', '/wps/relay/GCSGAME_gameList?category=RNG&pageNo=1&pageSize=50']) {
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
      for (const encoding of ['br', 'gzip']) {
        const res = await get(url, { 'accept-encoding': encoding });
        expect(res.headers['content-encoding'], url).toBe(encoding);
        expect(res.headers.vary, url).toContain('accept-encoding');
        expect(res.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
        const body = JSON.parse(decode(res.rawPayload, encoding));
        expect(body.success, url).toBe(true);
        expect(body).toEqual(JSON.parse(plain.body));
      }
    }
    const status = await get('/wps/system/status', { 'accept-encoding': 'br, gzip' });
    expect(status.rawPayload.length).toBeLessThan(1024);
    expect(status.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(status.body).success).toBe(true);
  });

  it('keeps an encrypted login (the web client\'s sealing) and the envelope working with compression asked for', async () => {
    const key = (await p.call({ method: 'GET', url: '/wps/session/key/rsa' })).body.value;
    const form = { username: 'demo_player', password: 'Demo@2026', type: 'username', humanVerification: await p.humanProof() };
    const enc = await encryptPayload(key.publicKey, key.keyId, form);
    const login = await p.app.inject({ method: 'POST', url: '/wps/session/login', headers: { ...enc.headers, 'accept-encoding': 'br, gzip' }, payload: enc.body });
    const body = JSON.parse(decode(login.rawPayload, login.headers['content-encoding'] as string | undefined));
    expect(body.success, JSON.stringify(body)).toBe(true);
    const token = body.value.token as string;
    expect(token).toBeTruthy();
    // The permission payload of a logged-in player, compressed.
    const perm = await get('/wps/system/permission', { authorization: token, 'accept-encoding': 'br' });
    expect(perm.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(perm.rawPayload, 'br')).success).toBe(true);
  });

  it('sends pages compressed, with no-cache', async () => {
    const res = await get('/live', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decode(res.rawPayload, 'br')).toContain('<div id="root">');
  });
});

describe('banner and icon images', () => {
  it('carry a content version in the addresses the API hands out, and are cached for a year under it', async () => {
    const content = JSON.parse((await get('/wps/relay/MCSFE_getAnnouncementContentV2?platform=W&types=B&groupName=w_home')).body);
    const bannerUrl: string = content.value.banners[0].url;
    expect(bannerUrl).toMatch(/\?v=\d+$/);
    const lobby = JSON.parse((await get('/wps/relay/GCSGAME_gameList?category=RNG&pageNo=1&pageSize=5')).body);
    const card = lobby.value.games[0];
    expect(card.iconUrl).toMatch(/\?v=[0-9a-f]{10}$/);
    for (const url of [bannerUrl, card.iconUrl as string]) {
      const versioned = await get(url);
      expect(versioned.statusCode, url).toBe(200);
      expect(versioned.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      // Without its version (or with an old one) the same address may show another image later: revalidated.
      const bare = await get(url.split('?')[0]!);
      expect(bare.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('the head of each page', () => {
  it('has a title and description per route, in the merchant\'s default language (TH), with a BCP 47 lang', async () => {
    const live = (await get('/live')).body;
    const rng = (await get('/rng')).body;
    expect(attr(live, /<title>([^<]*)<\/title>/)).toBe('คาสิโนสด | Royal Lotus');
    expect(attr(rng, /<title>([^<]*)<\/title>/)).toBe('สล็อต | Royal Lotus');
    expect(attr(live, /<meta name="description" content="([^"]*)"/)).toContain('บาคาร่า');
    expect(attr(live, /<html lang="([^"]*)"/)).toBe('th-TH');
    expect(live.match(/<title>/g)).toHaveLength(1);
  });

  it('picks the language from ?lang=, then the lang cookie, then the merchant\'s first language', async () => {
    const en = (await get('/rng?lang=EN', { cookie: 'lang=CN' })).body;
    expect(attr(en, /<title>([^<]*)<\/title>/)).toBe('Slots | Royal Lotus');
    expect(attr(en, /<html lang="([^"]*)"/)).toBe('en');
    const cn = (await get('/rng', { cookie: 'theme=dark; lang=CN' })).body;
    expect(attr(cn, /<title>([^<]*)<\/title>/)).toBe('老虎机 | Royal Lotus');
    expect(attr(cn, /<html lang="([^"]*)"/)).toBe('zh-Hans');
    // A language the merchant does not offer (thailand: TH, EN, CN) falls through.
    const hi = (await get('/rng?lang=HI', { cookie: 'lang=EN' })).body;
    expect(attr(hi, /<html lang="([^"]*)"/)).toBe('en');
  });

  it('links canonical, hreflang and og:url from the configured domain, whatever Host says', async () => {
    const html = (await get('/live?lang=EN', { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' })).body;
    expect(html).not.toContain('evil');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe('https://play.example.co.th/live?lang=EN');
    expect(attr(html, /<meta property="og:url" content="([^"]*)"/)).toBe('https://play.example.co.th/live?lang=EN');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates).toEqual([
      ['th-TH', 'https://play.example.co.th/live'],
      ['en', 'https://play.example.co.th/live?lang=EN'],
      ['zh-Hans', 'https://play.example.co.th/live?lang=CN'],
      ['x-default', 'https://play.example.co.th/live'],
    ]);
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe('Live Casino | Royal Lotus');
    expect(attr(html, /<meta property="og:site_name" content="([^"]*)"/)).toBe('Royal Lotus');
    expect(attr(html, /<meta property="og:locale" content="([^"]*)"/)).toBe('en_US');
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toBe('https://play.example.co.th/brand/logo.svg');
    expect(html).toContain('<meta property="og:description" content="Baccarat');
    // Paths that show another page point to it.
    const home = (await get('/index', { host: 'play.example.co.th' })).body;
    expect(attr(home, /<link rel="canonical" href="([^"]*)"/)).toBe('https://play.example.co.th/');
  });

  it('serves the merchant whose main domain or mirror is the Host, in its languages', async () => {
    const mm = (await get('/help', { host: 'play.example.com.mm' })).body;
    expect(attr(mm, /<html lang="([^"]*)"/)).toBe('my');
    expect(attr(mm, /<link rel="canonical" href="([^"]*)"/)).toBe('https://play.example.com.mm/help');
    expect([...mm.matchAll(/hreflang="([^"]*)"/g)].map((m) => m[1])).toEqual(['my', 'en', 'zh-Hans', 'x-default']);
    const mirror = (await get('/help', { host: 'M1.example.co.th' })).body;
    expect(attr(mirror, /<link rel="canonical" href="([^"]*)"/)).toBe('https://play.example.co.th/help');
  });
});

describe('the page pipeline with a shell renderer', () => {
  it('puts the rendered shell in #root and its state block right after it, renders once per page and rendered query', async () => {
    const calls: { path: string; search: string; language: string }[] = [];
    const renderer: ShellRenderer = {
      async render(input) {
        calls.push(input);
        return drawn(`<header>${input.language} ${input.path}</header>`, '<script type="application/json" id="state">{"a":1}</script>');
      },
    };
    const visitors = createVisitors(p.services.merchants);
    const pages = createPageService({ merchants: p.services.merchants, visitors, webDist: dist, renderer });
    const ask = (url: string) => {
      const [pathName = '/', search = ''] = url.split('?');
      return pages.page({ host: 'play.example.co.th', path: pathName, search, queryLang: new URLSearchParams(search).get('lang') ?? undefined, cookie: undefined }).then(async (page) => ({ status: page.status, html: await whole(page) }));
    };
    const page = await ask('/rng?vassalage=PG&socialTicket=secret');
    const html = page.html;
    expect(html).toContain('<div id="root"><header>TH /rng</header></div><script type="application/json" id="state">{"a":1}</script>');
    expect(html).not.toContain('class="boot"');
    expect(calls).toEqual([{ merchantCode: 'thailand', language: 'TH', path: '/rng', search: 'vassalage=PG' }]);
    // Other parameters neither render again nor reach the renderer; another language or vendor does.
    await ask('/rng?vassalage=PG&utm_source=x');
    expect(calls).toHaveLength(1);
    await ask('/rng?vassalage=JDB');
    await ask('/rng?vassalage=PG&lang=EN');
    expect(calls.map((c) => `${c.language} ${c.search}`)).toEqual(['TH vassalage=PG', 'TH vassalage=JDB', 'EN vassalage=PG']);
    // Unknown paths: one entry per merchant and language, however many are asked for.
    const missing = await ask('/nothing-1');
    await ask('/nothing-2');
    expect(missing.status).toBe(404);
    expect(calls.filter((c) => c.path === '/404')).toHaveLength(1);
    // A settings change drops every page.
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/domains', headers: ops, payload: { mainDomain: 'play.example.co.th', mirrors: [{ url: 'm1.example.co.th', label: 'Mirror 1' }] } });
    await ask('/rng?vassalage=PG');
    expect(calls.at(-1)).toMatchObject({ path: '/rng', search: 'vassalage=PG', language: 'TH' });
    expect(calls).toHaveLength(5);
  });

  it('links the styles of the app and of the drawn page in the head, so the drawn page is painted styled, and preloads no module', async () => {
    // Vite's manifest: main.tsx loads start.tsx (header, menus, footer styles via a shared chunk), /live's page its own.
    const viteDir = fs.mkdtempSync(path.join(dist, '..', 'site-assets-'));
    fs.writeFileSync(path.join(viteDir, 'index.html'), TEMPLATE);
    fs.mkdirSync(path.join(viteDir, '.vite'));
    fs.writeFileSync(path.join(viteDir, '.vite', 'manifest.json'), JSON.stringify({
      'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], isEntry: true },
      'src/app/start.tsx': { file: 'assets/start-1.js', css: ['assets/start-1.css'], imports: ['_shared-1.js'], isDynamicEntry: true },
      '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
      'src/app/routes/game-list-center.tsx': { file: 'assets/game-list-center-1.js', css: ['assets/game-list-center-1.css'], imports: ['_shared-1.js'], isDynamicEntry: true },
      // A popup with an address of its own; it imports the entry (already linked by index.html).
      'src/features/help-center/components/help-center-dialog.tsx': { file: 'assets/help-1.js', css: ['assets/help-1.css'], imports: ['index.html', '_shared-1.js'], isDynamicEntry: true },
    }));
    const renderer: ShellRenderer = { render: async () => drawn('<header>drawn</header>') };
    const visitors = createVisitors(p.services.merchants);
    const drawing = createPageService({ merchants: p.services.merchants, visitors, webDist: viteDir, renderer });
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const live = head(await whole(await drawing.page({ host: undefined, path: '/live', search: '', queryLang: undefined, cookie: undefined })));
    expect([...live.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]))
      .toEqual(['/assets/shared-1.css', '/assets/start-1.css', '/assets/game-list-center-1.css']);
    // Preloaded modules took a slow phone link's bandwidth from the styles and the hero (decision 0040).
    expect(live).not.toContain('modulepreload');
    const home = head(await whole(await drawing.page({ host: undefined, path: '/', search: '', queryLang: undefined, cookie: undefined })));
    expect(home).toContain('href="/assets/start-1.css"');
    expect(home).not.toContain('game-list-center');
    expect(home).not.toContain('help-1.css');
    // At a popup's address the popup opens with the page: its styles come with it, the entry's are not linked twice.
    const help = head(await whole(await drawing.page({ host: undefined, path: '/help', search: '', queryLang: undefined, cookie: undefined })));
    expect([...help.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]))
      .toEqual(['/assets/shared-1.css', '/assets/start-1.css', '/assets/help-1.css']);
    // Without a drawn body (no renderer), the app loads its styles itself: nothing is added.
    const plain = createPageService({ merchants: p.services.merchants, visitors, webDist: viteDir });
    expect(await whole(await plain.page({ host: undefined, path: '/live', search: '', queryLang: undefined, cookie: undefined }))).not.toContain('start-1.css');
    fs.rmSync(viteDir, { recursive: true, force: true });
  });

  it('counts nested divs when finding the spinner', () => {
    expect(splitRoot('<body><div id="root"><div><div>x</div></div></div><div id="after"></div></body>'))
      .toEqual({ before: '<body><div id="root">', spinner: '<div><div>x</div></div>', after: '</div><div id="after"></div></body>' });
    expect(splitRoot('<body><main></main></body>')).toBeNull();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('answer per merchant domain, absolute from configuration', async () => {
    const robots = await get('/robots.txt', { host: 'play.example.com.mm' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://play.example.com.mm/sitemap.xml');
    for (const path of ['/member', '/agent', '/wps/']) expect(robots.body).toContain(`Disallow: ${path}\n`);
    const thaiRobots = await get('/robots.txt', { host: 'unknown.example' });
    expect(thaiRobots.body).toContain('Sitemap: https://play.example.co.th/sitemap.xml');

    const sitemap = await get('/sitemap.xml', { host: 'play.example.com.mm' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/live', '/rng', '/promotions', '/help', '/down']) {
      expect(locs).toContain(`https://play.example.com.mm${page}`);
      expect(locs).toContain(`https://play.example.com.mm${page}?lang=EN`);
    }
    expect(locs.some((l) => l!.includes('/member'))).toBe(false);
    expect(sitemap.body).toContain('<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://play.example.com.mm/live?lang=CN"/>');
  });
});

describe('known and unknown paths', () => {
  it('answers 200 for every route of the web app and 404 with the not-found page for others', async () => {
    for (const url of ['/', '/index.html', '/home', '/member', '/agentHome', '/rng?vassalage=PG', '/pge/verify', '/pge/fortune-ox', '/promotionDetail?id=3', '/live/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
    }
    // HEAD as GET, without the body (monitors and link checkers ask so).
    const head = await p.app.inject({ method: 'HEAD', url: '/live' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect((await p.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    for (const url of ['/no-such-page', '/member/deep/link', '/wp-admin']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(attr(res.body, /<title>([^<]*)<\/title>/), url).toBe('ไม่พบหน้านี้ | Royal Lotus');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('keeps serving pages while a rebuild has emptied dist/ (the last index.html), and takes the new one after', async () => {
    const index = path.join(dist, 'index.html');
    fs.renameSync(index, `${index}.away`);
    try {
      await new Promise((r) => setTimeout(r, 1100));
      const during = await get('/help');
      expect(during.statusCode).toBe(200);
      expect(during.body).toContain('<div id="root">');
    } finally {
      fs.renameSync(`${index}.away`, index);
    }
    fs.writeFileSync(index, TEMPLATE.replace('<head>', '<head>\n    <meta name="build" content="2" />'));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get('/help')).body).toContain('<meta name="build" content="2" />');
  });

  it('answers a missing file (/favicon.ico, an old asset) with a 404 envelope, not the app', async () => {
    for (const url of ['/favicon.ico', '/old-icon-57.png', '/assets/gone-123.js', '/ads.txt']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(JSON.parse(res.body).errorCode, url).toBe('system.route_not_found');
    }
  });
});
