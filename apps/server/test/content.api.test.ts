import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';
import { JPEG, PNG, image, multipart, newPlayer } from './upload-helpers';

let p: TestPlatform;
let ops: { authorization: string };
let uploadDir: string;
/** A merchant created empty by the test: no seeded content, so counts are exact. */
const FRESH = 'cxtest';

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'content-uploads-'));
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', UPLOAD_DIR: uploadDir });
  ops = { authorization: await p.operatorToken() };
  const { body } = await p.call({
    method: 'POST', url: '/wps/operator/merchants', headers: ops,
    payload: { merchantCode: FRESH, country: 'CX', countryName: 'Christmas Island', currency: 'AUD', isoCurrency: 'AUD', currencySymbol: '$', langList: ['ID', 'EN'], dialingCode: '61', phoneDigitsMin: 9, phoneDigitsMax: 9, timeZone: 'UTC' },
  });
  expect(body.success).toBe(true);
});
afterAll(async () => {
  await p.close();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: ReturnType<typeof sql>) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;
const v2 = (query: string, headers: Record<string, string> = {}) =>
  p.call({ method: 'GET', url: `/wps/relay/MCSFE_getAnnouncementContentV2?platform=W${query}`, headers });
const list = (query: string, headers: Record<string, string> = {}) => p.call({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, headers });
const op = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = ops) =>
  p.call({ method, url: `/wps/operator/merchants/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const banner = (title: string, extra: Record<string, unknown> = {}) => ({ groupName: 'w_home', titles: { EN: title }, ...extra });
const notice = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'PL', titles: { EN: title }, contents: { EN: `<p>${title}</p>` }, execution: 'B', ...extra });
const titles = (items: { title: string }[]) => items.map((i) => i.title);
/** Everything a content call could change. */
async function snapshot() {
  const [r] = await rows(sql`SELECT
    (SELECT COALESCE(string_agg(id::text || status || sort_order::text || updated_at::text, ',' ORDER BY id), '') FROM content_banners) AS banners,
    (SELECT COALESCE(string_agg(id::text || status || sort_order::text || updated_at::text, ',' ORDER BY id), '') FROM content_notices) AS notices,
    (SELECT COUNT(*) FROM audit_log WHERE action LIKE 'content.%')::int AS audits`);
  return r;
}

describe('announcement content V2 (seeded demo)', () => {
  it('answers every group\'s live banners and the notices by type, in the requested language', async () => {
    const { res, body } = await v2('&types=B,PL,PU,PR,H&execution=B', { merchant: 'thailand', language: 'TH' });
    expect(res.statusCode).toBe(200);
    const home = body.value.banners.filter((b: { groupName: string }) => b.groupName === 'w_home');
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(home[0]).toMatchObject({ title: 'โบนัสต้อนรับ 100%', linkageType: 'PROMOTION', target: 'WELCOME', url: expect.stringMatching(/^\/wps\/content\/banner\/thailand\/\d+\.svg\?v=\d+$/) });
    expect(home.map((b: { linkageType: string }) => b.linkageType)).toContain('CATEGORY');
    expect(body.value.banners.map((b: { groupName: string }) => b.groupName)).toEqual(expect.arrayContaining(['w_home', 'w_login', 'w_lott']));
    expect(body.value.playerNotices).toHaveLength(2);
    expect(body.value.playerNotices[0]).toMatchObject({ title: 'เกมใหม่ของเรา: ลูกเต๋า สล็อต และไมน์', content: expect.stringContaining('<strong>') });
    expect(body.value.headlines).toHaveLength(1);
    expect(titles(body.value.popup)).toEqual(['เล่นอย่างมีความรับผิดชอบ']);
    expect(body.value.promotion).toEqual([expect.objectContaining({ promotionType: 'WELCOME' })]);

    // The language parameter wins over the header; types limit what is filled.
    const en = await v2('&types=B&language=EN&groupName=w_home', { merchant: 'thailand', language: 'TH' });
    expect(en.body.value.banners[0].title).toBe('Welcome bonus 100%');
    expect(en.body.value.banners.every((b: { groupName: string }) => b.groupName === 'w_home')).toBe(true);
    expect(en.body.value).toMatchObject({ playerNotices: [], headlines: [], popup: [], promotion: [] });
  });

  it('seeds every merchant in its own language', async () => {
    const expected: Record<string, string> = { thailand: 'โบนัสต้อนรับ 100%', myanmar: 'ကြိုဆိုဘောနပ်စ် 100%', indonesia: 'Bonus sambutan 100%', india: 'वेलकम बोनस 100%', brazil: 'Bônus de boas-vindas 100%', mexico: 'Bono de bienvenida 100%' };
    for (const [merchant, title] of Object.entries(expected)) {
      // No language header: the merchant's first language.
      const { body } = await v2('&types=B,PL&groupName=w_home', { merchant });
      expect(body.value.banners.length, merchant).toBeGreaterThanOrEqual(3);
      expect(body.value.banners[0].title, merchant).toBe(title);
      expect(body.value.playerNotices.length, merchant).toBeGreaterThan(0);
    }
  });

  it('serves each banner\'s drawn SVG, only under its own merchant', async () => {
    const { body } = await v2('&types=B&groupName=w_home', { merchant: 'thailand' });
    const [a, b] = body.value.banners as { url: string; id: number }[];
    const first = await p.app.inject({ method: 'GET', url: a!.url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toContain('max-age');
    expect(first.body.startsWith('<svg')).toBe(true);
    expect(first.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const second = await p.app.inject({ method: 'GET', url: b!.url });
    expect(second.body).not.toBe(first.body);
    for (const url of [`/wps/content/banner/mexico/${a!.id}.svg`, '/wps/content/banner/thailand/999999.svg', '/wps/content/banner/thailand/9999999999.svg', a!.url.replace('.svg', '.png')]) {
      const res = await p.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of ['/wps/content/banner/thailand/abc.svg', '/wps/content/banner/thailand/1.gif', '/wps/content/banner/thailand/0.svg']) {
      const res = await p.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('execution, window and status', () => {
  it('keeps after-login notices for members: execution A needs a token and shows A and F, never B', async () => {
    const visitor = await v2('&types=PU&execution=A', { merchant: 'thailand' });
    expect(visitor.res.statusCode).toBe(401);
    expect(visitor.body.errorCode).toBe('auth.not_logged_in');
    const member = await newPlayer(p);
    const after = await v2('&types=PU,PL&execution=A', { ...member.auth, language: 'EN' });
    expect(titles(after.body.value.popup)).toEqual(['Secure your account']);
    expect(after.body.value.playerNotices).toHaveLength(2);
    const before = await v2('&types=PU&execution=B', { ...member.auth, language: 'EN' });
    expect(titles(before.body.value.popup)).toEqual(['Play responsibly']);
    // An expired or forged token on a public call is just a visitor.
    const stale = await v2('&types=PU', { merchant: 'thailand', authorization: 'not-a-token', language: 'EN' });
    expect(titles(stale.body.value.popup)).toEqual(['Play responsibly']);
  });

  it('shows only active banners and notices inside their window; hiding and showing takes effect at once', async () => {
    const add = async (title: string, extra: Record<string, unknown> = {}) => (await op('POST', `${FRESH}/banners`, banner(title, extra))).body.value.id as number;
    const now = await add('now', { sortOrder: 1 });
    await add('later', { startsAt: at(hour) });
    await add('over', { startsAt: at(-2 * hour), endsAt: at(-hour) });
    await add('hidden', { status: 'hidden' });
    await add('open window', { startsAt: at(-hour), endsAt: at(hour), sortOrder: 2 });
    const seen = async () => titles((await v2('&types=B', { merchant: FRESH })).body.value.banners);
    expect(await seen()).toEqual(['now', 'open window']);
    expect((await op('PUT', `${FRESH}/banners/${now}/status`, { status: 'hidden' })).body.value.status).toBe('hidden');
    expect(await seen()).toEqual(['open window']);
    await op('PUT', `${FRESH}/banners/${now}/status`, { status: 'active' });
    expect(await seen()).toEqual(['now', 'open window']);

    const n = (await op('POST', `${FRESH}/notices`, notice('soon', { startsAt: at(hour) }))).body.value.id;
    await op('POST', `${FRESH}/notices`, notice('gone', { startsAt: at(-2 * hour), endsAt: at(-hour) }));
    expect((await v2('&types=PL', { merchant: FRESH })).body.value.playerNotices).toEqual([]);
    await op('PUT', `${FRESH}/notices/${n}`, notice('soon', { startsAt: at(-hour) }));
    expect(titles((await v2('&types=PL', { merchant: FRESH })).body.value.playerNotices)).toEqual(['soon']);
    await op('PUT', `${FRESH}/notices/${n}/status`, { status: 'hidden' });
    expect((await v2('&types=PL', { merchant: FRESH })).body.value.playerNotices).toEqual([]);
    await op('PUT', `${FRESH}/notices/${n}/status`, { status: 'active' });
  });
});

describe('announcement list', () => {
  it('pages 8 at a time, lists headlines nowhere, shows members their after-login notices, sanitises HTML', async () => {
    const m = 'cxlist';
    await p.call({
      method: 'POST', url: '/wps/operator/merchants', headers: ops,
      payload: { merchantCode: m, country: 'CC', countryName: 'Cocos', currency: 'AUD', isoCurrency: 'AUD', currencySymbol: '$', langList: ['EN'], dialingCode: '61', phoneDigitsMin: 9, phoneDigitsMax: 10, timeZone: 'UTC' },
    });
    for (let i = 0; i < 10; i++) await op('POST', `${m}/notices`, notice(`n${i}`, { type: i % 3 === 0 ? 'PR' : 'PL', sortOrder: i, promotionType: i % 3 === 0 ? 'DAILY' : null }));
    await op('POST', `${m}/notices`, notice('headline', { type: 'H' }));
    await op('POST', `${m}/notices`, notice('members only', { execution: 'A', sortOrder: 99 }));
    const dirty = await op('POST', `${m}/notices`, {
      ...notice('dirty', { sortOrder: 100 }),
      contents: { EN: '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.com" target="_self">ok</a></p>' },
    });
    expect(dirty.body.value.contents.EN).toBe('<p>Hi<a>x</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>');

    const page1 = await list('pageNo=1', { merchant: m });
    expect(page1.body.value).toMatchObject({ pageNo: 1, pageSize: 8, totalCount: 11, totalPages: 2 });
    expect(titles(page1.body.value.list)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
    expect(page1.body.value.list[0]).toMatchObject({ type: 'PR', promotionType: 'DAILY', content: '<p>n0</p>' });
    const page2 = await list('pageNo=2', { merchant: m });
    expect(titles(page2.body.value.list)).toEqual(['n8', 'n9', 'dirty']);
    expect(page2.body.value.list[2].content).not.toMatch(/script|onerror|onclick|javascript/);
    expect((await list('pageNo=3', { merchant: m })).body.value.list).toEqual([]);
    const promos = await list('types=PR', { merchant: m });
    expect(titles(promos.body.value.list)).toEqual(['n0', 'n3', 'n6', 'n9']);

    // A member of the merchant also sees the after-login notice; another merchant's member does not.
    const member = await newPlayer(p, m);
    const asMember = await list('pageNo=2', member.auth);
    expect(asMember.body.value.totalCount).toBe(12);
    expect(titles(asMember.body.value.list)).toContain('members only');
    const stranger = await newPlayer(p);
    expect((await list('pageNo=2', { ...stranger.auth, merchant: m })).body.value.totalCount).toBe(11);
  });
});

describe('operator API', () => {
  it('adds, edits, hides and reorders with an audit row each; keeps merchant-bound operators in their merchant', async () => {
    const a = (await op('POST', `${FRESH}/banners`, banner('A', { titles: { EN: 'A', ID: 'A-id' }, linkageType: 'URL', target: 'https://example.com/a', sortOrder: 50 }))).body.value;
    expect(a).toMatchObject({ merchantCode: FRESH, groupName: 'w_home', theme: 'gold', motif: 'cards', status: 'active', url: expect.stringContaining(`/${FRESH}/`) });
    const b = (await op('POST', `${FRESH}/banners`, banner('B', { groupName: 'w_leftmenu', linkageType: 'GAME', target: '42', theme: 'ruby', motif: 'dice' }))).body.value;
    const edited = await op('PUT', `${FRESH}/banners/${b.id}`, banner('B2', { groupName: 'w_leftmenu', linkageType: 'CATEGORY', target: 'LIVE' }));
    expect(edited.body.value).toMatchObject({ titles: { EN: 'B2' }, linkageType: 'CATEGORY', target: 'LIVE', theme: 'gold' });
    const [audit] = await rows(sql`SELECT actor_type, merchant_code, target, before, after FROM audit_log WHERE action = 'content.banner.edit' ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ actor_type: 'operator', merchant_code: FRESH, target: `banner:${b.id}` });
    expect(audit.before.titles).toEqual({ EN: 'B' });
    expect(audit.after.titles).toEqual({ EN: 'B2' });

    const listed = await op('GET', `${FRESH}/banners?groupName=w_leftmenu`);
    expect(titles(listed.body.value.list.map((r: { titles: { EN: string } }) => ({ title: r.titles.EN })))).toEqual(['B2']);
    const localized = await v2('&types=B&groupName=w_home', { merchant: FRESH, language: 'ID' });
    expect(titles(localized.body.value.banners)).toContain('A-id');

    const homeIds = (await op('GET', `${FRESH}/banners?groupName=w_home`)).body.value.list.map((r: { id: number }) => r.id) as number[];
    const reordered = await op('PUT', `${FRESH}/banners/order`, { ids: [a.id, ...homeIds.filter((id) => id !== a.id)] });
    expect(reordered.res.statusCode).toBe(200);
    expect((await v2('&types=B&groupName=w_home', { merchant: FRESH })).body.value.banners[0].id).toBe(a.id);

    const n = (await op('POST', `${FRESH}/notices`, notice('x'))).body.value;
    await op('PUT', `${FRESH}/notices/${n.id}/status`, { status: 'hidden' });
    await op('PUT', `${FRESH}/notices/order`, { ids: [n.id] });
    const actions = (await rows(sql`SELECT action FROM audit_log WHERE merchant_code = ${FRESH} AND action LIKE 'content.%'`)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['content.banner.add', 'content.banner.edit', 'content.banner.status', 'content.banner.reorder', 'content.notice.add', 'content.notice.status', 'content.notice.reorder']));

    await p.services.operators.create({ type: 'cli', id: 'test', ip: null, merchantCode: null }, 'cx_ops', 'Cx-ops#2026!', FRESH, { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'cx_ops', password: 'Cx-ops#2026!' } });
    const bound = { authorization: login.body.value.token as string };
    expect((await op('GET', `${FRESH}/banners`, undefined, bound)).res.statusCode).toBe(200);
    const before = await snapshot();
    expect((await op('GET', 'thailand/banners', undefined, bound)).res.statusCode).toBe(403);
    expect((await op('POST', 'thailand/banners', banner('nope'), bound)).res.statusCode).toBe(403);
    expect((await op('PUT', `thailand/notices/1/status`, { status: 'hidden' }, bound)).res.statusCode).toBe(403);
    expect((await op('GET', `${FRESH}/banners`, undefined, {})).res.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const thai = (await op('GET', 'thailand/banners')).body.value.list[0].id as number;
    const mine = (await op('POST', `${FRESH}/banners`, banner('mine'))).body.value.id as number;
    const before = await snapshot();
    const bad: [string, string, unknown][] = [
      ['POST', `${FRESH}/banners`, banner('x', { groupName: 'w_nowhere' })],
      ['POST', `${FRESH}/banners`, { groupName: 'w_home', titles: { TH: 'no english' } }],
      ['POST', `${FRESH}/banners`, banner('x', { titles: { EN: 'x', XX: 'y' } })],
      ['POST', `${FRESH}/banners`, banner('x', { linkageType: 'GAME', target: 'abc' })],
      ['POST', `${FRESH}/banners`, banner('x', { linkageType: 'URL', target: 'javascript:alert(1)' })],
      ['POST', `${FRESH}/banners`, banner('x', { linkageType: 'CATEGORY' })],
      ['POST', `${FRESH}/banners`, banner('x', { target: '/promotions' })],
      ['POST', `${FRESH}/banners`, banner('x', { linkageType: 'TELEPORT', target: 'x' })],
      ['POST', `${FRESH}/banners`, banner('x', { startsAt: at(hour), endsAt: at(-hour) })],
      ['POST', `${FRESH}/banners`, banner('x', { startsAt: 'tomorrow' })],
      ['POST', `${FRESH}/banners`, banner('x', { theme: 'plaid' })],
      ['POST', `${FRESH}/banners`, banner('x', { sortOrder: -1 })],
      ['POST', `${FRESH}/banners`, banner('x', { surprise: true })],
      ['POST', `${FRESH}/banners`, banner('x'.repeat(81))],
      ['POST', 'atlantis/banners', banner('x')],
      ['PUT', `${FRESH}/banners/${thai}`, banner('steal')],
      ['PUT', `${FRESH}/banners/999999`, banner('x')],
      ['PUT', `${FRESH}/banners/abc`, banner('x')],
      ['PUT', `${FRESH}/banners/${mine}/status`, { status: 'deleted' }],
      ['PUT', `${FRESH}/banners/${thai}/status`, { status: 'hidden' }],
      ['PUT', `${FRESH}/banners/order`, { ids: [mine, thai] }],
      ['PUT', `${FRESH}/banners/order`, { ids: [mine, mine] }],
      ['PUT', `${FRESH}/banners/order`, { ids: [] }],
      ['POST', `${FRESH}/notices`, notice('x', { type: 'B' })],
      ['POST', `${FRESH}/notices`, notice('x', { execution: 'Z' })],
      ['POST', `${FRESH}/notices`, notice('x', { promotionType: 'lower case' })],
      ['POST', `${FRESH}/notices`, notice('x', { contents: { EN: 'x'.repeat(20_001) } })],
      ['PUT', `${FRESH}/notices/999999/status`, { status: 'hidden' }],
      ['PUT', `${FRESH}/notices/order`, { ids: [999999] }],
    ];
    for (const [method, url, payload] of bad) {
      const { res, body } = await op(method as 'POST' | 'PUT', url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload).slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(body.errorCode).toMatch(/^(system\.invalid_input|content\.(banner|notice)_not_found|merchant\.not_found|auth\.forbidden)$/);
    }
    expect(await snapshot()).toEqual(before);

    for (const query of ['&types=X', '&types=', '&execution=F', '&groupName=w_x']) {
      const { res, body } = await v2(query, { merchant: 'thailand' });
      expect(res.statusCode, query).toBe(400);
      expect(body.errorCode).toBe('system.invalid_input');
    }
    expect((await p.call({ method: 'GET', url: '/wps/relay/MCSFE_getAnnouncementContentV2?platform=H' })).res.statusCode).toBe(400);
    for (const query of ['pageNo=0', 'pageSize=9', 'pageNo=x', 'types=B', 'types=H']) {
      const { res } = await list(query);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('pages the operator lists in the player site\'s order, with the total; a move across a page\'s edge swaps two neighbours', async () => {
    // Equal sort orders on purpose: the id breaks the tie, so the pages neither repeat nor skip a row.
    const created: { id: number; sortOrder: number }[] = [];
    for (let i = 0; i < 25; i++) {
      const sortOrder = ((i * 7) % 5) * 10;
      created.push({ id: (await op('POST', `${FRESH}/banners`, banner(`paged ${i}`, { groupName: 'w_register', sortOrder }))).body.value.id, sortOrder });
    }
    const expected = [...created].sort((x, y) => x.sortOrder - y.sortOrder || x.id - y.id).map((b) => b.id);
    const page = async (pageNo: number, pageSize = 10) => (await op('GET', `${FRESH}/banners?groupName=w_register&pageNo=${pageNo}&pageSize=${pageSize}`)).body.value;
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((pg) => pg.list.length)).toEqual([10, 10, 5]);
    for (const pg of pages) expect(pg).toMatchObject({ totalCount: 25, totalPages: 3, nextSortOrder: 50 });
    const ids = pages.flatMap((pg) => pg.list.map((b: { id: number }) => b.id));
    expect(ids).toEqual(expected);
    expect((await page(1)).list.map((b: { id: number }) => b.id)).toEqual(expected.slice(0, 10));
    expect(await page(4)).toMatchObject({ list: [], totalCount: 25, totalPages: 3 });
    expect((await page(1, 100)).list).toHaveLength(25);
    // The whole merchant's banners, every group, are paged the same way.
    const everything = (await op('GET', `${FRESH}/banners?pageSize=1`)).body.value;
    expect(everything.list).toHaveLength(1);
    expect(everything.totalCount).toBeGreaterThanOrEqual(25);

    // The last row of page 1 and the first of page 2 trade places; the group is numbered 0, 10, 20... again.
    const homeOrder = async () => (await op('GET', `${FRESH}/banners?groupName=w_home&pageSize=100`)).body.value.list.map((b: { id: number; sortOrder: number }) => [b.id, b.sortOrder]);
    const home = await homeOrder();
    const before = await snapshot();
    expect((await op('PUT', `${FRESH}/banners/order`, { ids: [expected[10], expected[9]] })).res.statusCode).toBe(200);
    const swapped = [...expected];
    [swapped[9], swapped[10]] = [swapped[10]!, swapped[9]!];
    const after = [await page(1), await page(2), await page(3)].flatMap((pg) => pg.list);
    expect(after.map((b: { id: number }) => b.id)).toEqual(swapped);
    expect(after.map((b: { sortOrder: number }) => b.sortOrder)).toEqual(swapped.map((_, i) => i * 10));
    expect((await snapshot()).audits).toBe(before.audits + 1);
    // The other groups are not touched.
    expect(await homeOrder()).toEqual(home);

    const notices: number[] = [];
    for (let i = 0; i < 3; i++) notices.push((await op('POST', `${FRESH}/notices`, notice(`paged ${i}`, { type: 'H', sortOrder: 100 - i }))).body.value.id);
    const first = (await op('GET', `${FRESH}/notices?type=H&pageSize=2`)).body.value;
    const second = (await op('GET', `${FRESH}/notices?type=H&pageSize=2&pageNo=2`)).body.value;
    expect(first).toMatchObject({ totalCount: 3, totalPages: 2, nextSortOrder: 110 });
    expect([...first.list, ...second.list].map((n: { id: number }) => n.id)).toEqual([...notices].reverse());

    for (const query of ['pageNo=0', 'pageSize=0', 'pageSize=101', 'pageNo=x', 'groupName=w_x']) {
      const { res, body } = await op('GET', `${FRESH}/banners?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(body.errorCode).toBe('system.invalid_input');
    }
    expect((await op('GET', `${FRESH}/notices?pageSize=101`)).res.statusCode).toBe(400);
  });

  it('replaces a banner\'s drawn art with an uploaded PNG or JPEG and back; audited; checked like member uploads', async () => {
    const id = (await op('POST', `${FRESH}/banners`, banner('with image', { sortOrder: 999 }))).body.value.id as number;
    const send = (parts: ReturnType<typeof image>[], merchant = FRESH, bannerId = id, headers: Record<string, string> = ops) => {
      const { payload, contentType } = multipart(parts);
      return p.call({ method: 'PUT', url: `/wps/operator/merchants/${merchant}/banners/${bannerId}/image`, headers: { ...headers, 'content-type': contentType }, payload });
    };
    const svgUrl = (await op('GET', `${FRESH}/banners?groupName=w_home&pageSize=100`)).body.value.list.find((b: { id: number }) => b.id === id).url as string;
    const png = await send([image(PNG, 'banner.png')]);
    expect(png.body.value).toMatchObject({ uploadedImage: true, url: expect.stringMatching(new RegExp(`/${FRESH}/${id}\\.png\\?v=\\d+$`)) });
    const served = await p.app.inject({ method: 'GET', url: png.body.value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The old URL is gone, and the player call answers the new one.
    expect((await p.app.inject({ method: 'GET', url: svgUrl })).statusCode).toBe(404);
    const live = (await v2('&types=B', { merchant: FRESH })).body.value.banners.find((b: { id: number }) => b.id === id);
    expect(live.url).toBe(png.body.value.url);

    const jpeg = await send([image(JPEG, 'banner.jpg', 'image/jpeg')]);
    expect(jpeg.body.value.url).toMatch(/\.jpg\?v=/);
    expect((await p.app.inject({ method: 'GET', url: jpeg.body.value.url })).rawPayload.equals(JPEG)).toBe(true);
    const files = async () => (await fs.readdir(path.join(uploadDir, FRESH, 'banners'))).length;
    expect(await files()).toBe(1);

    const before = await snapshot();
    expect((await send([image(Buffer.from('GIF89a-not-allowed'), 'x.gif', 'image/gif')])).body.errorCode).toBe('file.type_not_allowed');
    expect((await send([image(PNG), image(PNG)])).body.errorCode).toBe('file.too_many');
    expect((await send([])).body.errorCode).toBe('file.required');
    expect((await send([image(PNG)], FRESH, 999999)).body.errorCode).toBe('content.banner_not_found');
    expect((await send([image(PNG)], FRESH, id, {})).res.statusCode).toBe(401);
    expect((await op('PUT', `${FRESH}/banners/${id}/image`, { not: 'multipart' })).res.statusCode).toBe(415);
    expect(await snapshot()).toEqual(before);
    expect(await files()).toBe(1);

    const removed = await p.call({ method: 'DELETE', url: `/wps/operator/merchants/${FRESH}/banners/${id}/image`, headers: ops });
    expect(removed.body.value).toMatchObject({ uploadedImage: false, url: expect.stringContaining(`/${id}.svg?v=`) });
    expect((await p.app.inject({ method: 'GET', url: removed.body.value.url })).body.startsWith('<svg')).toBe(true);
    expect(await files()).toBe(0);
    const actions = (await rows(sql`SELECT action FROM audit_log WHERE target = ${`banner:${id}`} ORDER BY id`)).map((r) => r.action);
    expect(actions).toEqual(['content.banner.add', 'content.banner.image', 'content.banner.image', 'content.banner.image_remove']);
  });
});
