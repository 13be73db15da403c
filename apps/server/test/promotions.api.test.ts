/**
 * The promotions catalogue (issue 19, decision 0058): an operator's drafts, their texts and HTML, the
 * lifecycle (publish, pause, resume, close), what a published promotion may no longer change, merchant
 * scoping and the audit trail; and what the player site is shown of them; on both databases.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';
import { signedInOperator } from './operator-helpers';
import { JPEG, PNG, image, multipart } from './upload-helpers';

const BASE = '/wps/operator/merchants/thailand/promotions';
let p: TestPlatform;
let marketing: { authorization: string };
let uploadDir: string;

beforeAll(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'promotion-uploads-'));
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', UPLOAD_DIR: uploadDir });
  marketing = await signedInOperator(p, 'promo_marketing', 'marketing', null);
});
afterAll(async () => {
  await p.close();
  await fs.rm(uploadDir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = marketing) => (await p.call({ method, url, payload, headers })).body;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: ReturnType<typeof sql>) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;

const draft = (code: string) => ({
  code, kind: 'deposit_bonus', category: 'DEPOSIT',
  titles: { EN: 'First deposit 100%', TH: 'ฝากครั้งแรกรับ 100%' },
  summaries: { EN: 'Double your first deposit' },
  contents: { EN: '<p>Up to 1,000 THB.</p><script>alert(1)</script>' },
  startsAt: '2026-12-01T00:00:00+07:00', endsAt: '2027-01-01T00:00:00+07:00',
  rules: { trigger: 'first', percent: 100, cap: '1000', minDeposit: '100', turnover: { multiple: 10, expiryDays: 7 } },
});

describe('the promotions catalogue', () => {
  it('adds a draft with its texts, cleans its HTML, and refuses a second promotion with the same code', async () => {
    const added = await call('POST', BASE, draft('FIRST_DEPOSIT'));
    expect(added.errorCode).toBeNull();
    expect(added.value).toMatchObject({ code: 'FIRST_DEPOSIT', kind: 'deposit_bonus', status: 'draft', titles: { TH: 'ฝากครั้งแรกรับ 100%' }, startsAt: '2026-11-30T17:00:00.000Z' });
    expect(added.value.contents.EN).toContain('Up to 1,000 THB.');
    expect(added.value.contents.EN).not.toContain('script');
    expect((await call('GET', `${BASE}/${added.value.id}`)).value).toEqual(added.value);

    const again = await p.call({ method: 'POST', url: BASE, payload: draft('FIRST_DEPOSIT'), headers: marketing });
    expect(again.res.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('promotion.code_taken');
    const codes = (await call('GET', `${BASE}?kind=deposit_bonus&pageSize=100`)).value.list.map((x: { code: string }) => x.code);
    expect(codes.filter((c: string) => c === 'FIRST_DEPOSIT')).toHaveLength(1);
  });

  it('refuses input a client can send wrong, with an envelope error and no change', async () => {
    const noEnglish = await call('POST', BASE, { ...draft('NO_EN'), titles: { TH: 'ไม่มีอังกฤษ' } });
    expect(noEnglish.errorCode).toBe('system.invalid_input');
    expect((await call('POST', BASE, { ...draft('BACKWARDS'), endsAt: '2026-11-01T00:00:00Z' })).errorCode).toBe('system.invalid_input');
    expect((await call('POST', BASE, { ...draft('lower case') })).errorCode).toBe('system.invalid_input');
    expect((await call('POST', BASE, { ...draft('ODD_KIND'), kind: 'jackpot' })).errorCode).toBe('system.invalid_input');
    expect((await call('GET', `${BASE}/999999`)).errorCode).toBe('promotion.not_found');
    expect((await rows(sql`SELECT count(*)::int AS n FROM promotions WHERE code IN ('NO_EN', 'BACKWARDS', 'ODD_KIND')`))[0].n).toBe(0);
  });

  it('publishes, pauses, resumes and closes; a published promotion keeps its code, kind and window', async () => {
    const { value: made } = await call('POST', BASE, draft('RELOAD_50'));
    const url = `${BASE}/${made.id}`;
    // A draft changes freely.
    expect((await call('PUT', url, { ...draft('RELOAD_50'), kind: 'check_in', category: 'EVENT', rules: {} })).value.kind).toBe('check_in');
    expect((await call('PUT', `${url}/status`, { status: 'paused' })).errorCode).toBe('promotion.transition_refused');
    expect((await call('PUT', `${url}/status`, { status: 'active' })).value.status).toBe('active');
    const moved = await call('PUT', url, { ...draft('RELOAD_50'), kind: 'check_in', category: 'EVENT', rules: {}, endsAt: '2027-02-01T00:00:00+07:00' });
    expect(moved.errorCode).toBe('promotion.not_draft');
    const retitled = await call('PUT', url, { ...draft('RELOAD_50'), kind: 'check_in', category: 'EVENT', rules: {}, titles: { EN: 'Invite a friend' } });
    expect(retitled.value).toMatchObject({ status: 'active', titles: { EN: 'Invite a friend' } });
    expect((await call('PUT', `${url}/status`, { status: 'paused' })).value.status).toBe('paused');
    expect((await call('PUT', `${url}/status`, { status: 'active' })).value.status).toBe('active');
    expect((await call('PUT', `${url}/status`, { status: 'closed' })).value.status).toBe('closed');
    expect((await call('PUT', `${url}/status`, { status: 'active' })).errorCode).toBe('promotion.transition_refused');
    expect((await call('PUT', url, draft('RELOAD_50'))).errorCode).toBe('promotion.transition_refused');
    expect((await call('GET', `${BASE}?status=closed`)).value.list.map((x: { code: string }) => x.code)).toEqual(['RELOAD_50']);

    const actions = (await rows(sql`SELECT action FROM audit_log WHERE target = ${`promotion:${made.id}`} ORDER BY id`)).map((r) => r.action);
    expect(actions).toEqual(['promotion.add', 'promotion.edit', 'promotion.status.active', 'promotion.edit', 'promotion.status.paused', 'promotion.status.active', 'promotion.status.closed']);
  });

  it('previews a draft as a player of each language will see it, EN where a text is missing', async () => {
    const added = await call('POST', BASE, draft('PREVIEW_ME'));
    const preview = await call('GET', `${BASE}/${added.value.id}/preview?language=TH`);
    expect(preview.value).toMatchObject({ code: 'PREVIEW_ME', title: 'ฝากครั้งแรกรับ 100%', summary: 'Double your first deposit', period: 'RUNNING' });
    expect(preview.value.content).toContain('Up to 1,000 THB.');
    expect(preview.value.content).not.toContain('script');
    expect((await call('GET', `${BASE}/${added.value.id}/preview?language=ES`)).value.title).toBe('First deposit 100%');
    expect((await call('GET', `${BASE}/${added.value.id}/preview?language=XX`)).errorCode).toBe('system.invalid_input');
    expect((await call('GET', `${BASE}/99999999/preview`)).errorCode).toBe('promotion.not_found');
    // Still a draft: players do not see it.
    expect((await p.call({ method: 'GET', url: '/wps/promotions/PREVIEW_ME' })).body.errorCode).toBe('promotion.not_found');
  });

  it('keeps an operator bound to one merchant on its own promotions', async () => {
    const bound = await signedInOperator(p, 'promo_bound', 'marketing', 'brazil');
    expect((await call('POST', BASE, draft('NOT_MINE'), bound)).errorCode).toBe('auth.forbidden');
    expect((await call('GET', BASE, undefined, bound)).errorCode).toBe('auth.forbidden');
    const own = await call('POST', '/wps/operator/merchants/brazil/promotions', draft('FIRST_DEPOSIT'), bound);
    expect(own.errorCode).toBeNull();
    // The same code at another merchant is its own promotion; an id of another merchant is not found.
    const thai = (await call('GET', `${BASE}?kind=deposit_bonus&pageSize=100`)).value.list.find((x: { code: string }) => x.code === 'FIRST_DEPOSIT');
    expect((await call('GET', `/wps/operator/merchants/brazil/promotions/${thai.id}`, undefined, bound)).errorCode).toBe('promotion.not_found');
  });
});

describe('the player site\'s promotions', () => {
  const visitor = async (url: string, language = 'TH', merchant = 'thailand') =>
    (await p.call({ method: 'GET', url, headers: { language, merchant } })).body;
  const publish = async (input: object) => {
    const { value } = await call('POST', BASE, input);
    expect((await call('PUT', `${BASE}/${value.id}/status`, { status: 'active' })).errorCode).toBeNull();
    return value as { id: number };
  };

  it('lists published promotions in the player\'s language (EN where none), with their window\'s state and the categories that have one', async () => {
    await publish({ ...draft('PLAYER_RUNNING'), category: 'VIP', startsAt: '2026-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', sortOrder: 1 });
    await publish({ ...draft('PLAYER_SOON'), category: 'VIP', startsAt: '2098-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', sortOrder: 2 });
    await publish({ ...draft('PLAYER_OVER'), category: 'VIP', startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z', sortOrder: 3 });
    const paused = await publish({ ...draft('PLAYER_PAUSED'), category: 'VIP', startsAt: null, endsAt: null, sortOrder: 4 });
    await call('PUT', `${BASE}/${paused.id}/status`, { status: 'paused' });
    await call('POST', BASE, { ...draft('PLAYER_DRAFT'), category: 'VIP' });

    const page = await visitor('/wps/promotions?category=VIP');
    expect(page.errorCode).toBeNull();
    expect(page.value.list.map((c: { code: string; period: string }) => [c.code, c.period])).toEqual([
      ['PLAYER_RUNNING', 'RUNNING'], ['PLAYER_SOON', 'COMING_SOON'], ['PLAYER_OVER', 'CLOSE'], ['PLAYER_PAUSED', 'CLOSE'],
    ]);
    // TH has a title and no summary: the summary is the EN one.
    expect(page.value.list[0]).toMatchObject({ title: 'ฝากครั้งแรกรับ 100%', summary: 'Double your first deposit', kind: 'deposit_bonus', category: 'VIP' });
    expect(page.value.list[0]).not.toHaveProperty('content');
    expect(page.value.categories).toEqual(expect.arrayContaining(['NEW_MEMBER', 'VIP']));
    expect(page.value.categories.indexOf('NEW_MEMBER')).toBeLessThan(page.value.categories.indexOf('VIP'));
    // The seeded welcome bonus, which the home banner links to, is in the list of all.
    const all = await visitor('/wps/promotions?pageSize=50', 'EN');
    expect(all.value.list.find((c: { code: string }) => c.code === 'WELCOME')).toMatchObject({ title: 'Welcome bonus 100%', period: 'RUNNING', category: 'NEW_MEMBER' });
    expect(all.value.list.map((c: { code: string }) => c.code)).not.toContain('PLAYER_DRAFT');
  });

  it('shows one published promotion with its cleaned content, and no draft, closed or other merchant\'s one', async () => {
    const detail = await visitor('/wps/promotions/PLAYER_RUNNING', 'EN');
    expect(detail.value).toMatchObject({ code: 'PLAYER_RUNNING', title: 'First deposit 100%', period: 'RUNNING' });
    expect(detail.value.content).toContain('Up to 1,000 THB.');
    expect(detail.value.content).not.toContain('script');
    for (const code of ['PLAYER_DRAFT', 'RELOAD_50', 'NOBODY']) {
      const missing = await p.call({ method: 'GET', url: `/wps/promotions/${code}`, headers: { language: 'TH', merchant: 'thailand' } });
      expect(missing.res.statusCode).toBe(404);
      expect(missing.body.errorCode).toBe('promotion.not_found');
      expect(missing.body.message).not.toMatch(/[a-z]{4,}/i);
    }
    // Brazil's FIRST_DEPOSIT is a draft there and the Thai PLAYER_RUNNING is not Brazil's.
    expect((await visitor('/wps/promotions/PLAYER_RUNNING', 'PT', 'brazil')).errorCode).toBe('promotion.not_found');
  });

  it('answers bad input with an envelope error, never a 500', async () => {
    for (const url of ['/wps/promotions?category=JACKPOT', '/wps/promotions?pageSize=500', '/wps/promotions?pageNo=0', '/wps/promotions/lower-case']) {
      const res = await p.call({ method: 'GET', url, headers: { language: 'EN', merchant: 'thailand' } });
      expect(res.res.statusCode, url).toBe(400);
      expect(res.body.errorCode, url).toBe('system.invalid_input');
    }
  });
});

describe('a promotion\'s picture', () => {
  it('takes one uploaded PNG or JPEG, serves it at a versioned address on the card, and goes back to none; audited; checked like every upload', async () => {
    const { value: made } = await call('POST', BASE, { ...draft('WITH_PICTURE'), startsAt: null, endsAt: null });
    expect(made.imageUrl).toBeNull();
    const send = (parts: ReturnType<typeof image>[], id = made.id as number, headers: Record<string, string> = marketing) => {
      const { payload, contentType } = multipart(parts);
      return p.call({ method: 'PUT', url: `${BASE}/${id}/image`, headers: { ...headers, 'content-type': contentType }, payload });
    };
    const png = await send([image(PNG, 'card.png')]);
    expect(png.body.value.imageUrl).toMatch(new RegExp(`^/wps/promotions/image/thailand/${made.id}\\.png\\?v=\\d+$`));
    // A draft's picture is served (the back office previews it); no player lists the draft yet.
    const served = await p.app.inject({ method: 'GET', url: png.body.value.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    await call('PUT', `${BASE}/${made.id}/status`, { status: 'active' });
    const card = (await p.call({ method: 'GET', url: '/wps/promotions?pageSize=50', headers: { language: 'EN', merchant: 'thailand' } })).body.value.list
      .find((c: { code: string }) => c.code === 'WITH_PICTURE');
    expect(card.imageUrl).toMatch(/\.png\?v=\d+$/);

    const jpeg = await send([image(JPEG, 'card.jpg', 'image/jpeg')]);
    expect(jpeg.body.value.imageUrl).toMatch(/\.jpg\?v=/);
    expect((await p.app.inject({ method: 'GET', url: jpeg.body.value.imageUrl })).rawPayload.equals(JPEG)).toBe(true);
    // The PNG's address answers no more, and its file is gone.
    expect((await p.app.inject({ method: 'GET', url: png.body.value.imageUrl })).statusCode).toBe(404);
    const files = async () => (await fs.readdir(path.join(uploadDir, 'thailand', 'promotions'))).length;
    expect(await files()).toBe(1);

    expect((await send([image(Buffer.from('GIF89a-not-allowed'), 'x.gif', 'image/gif')])).body.errorCode).toBe('file.type_not_allowed');
    expect((await send([image(PNG), image(PNG)])).body.errorCode).toBe('file.too_many');
    expect((await send([])).body.errorCode).toBe('file.required');
    expect((await send([image(PNG)], 999999)).body.errorCode).toBe('promotion.not_found');
    expect((await send([image(PNG)], made.id, {})).res.statusCode).toBe(401);
    expect((await p.call({ method: 'PUT', url: `${BASE}/${made.id}/image`, headers: marketing, payload: { not: 'multipart' } })).res.statusCode).toBe(415);
    expect(await files()).toBe(1);
    for (const url of ['/wps/promotions/image/thailand/abc.png', '/wps/promotions/image/thailand/1.gif', `/wps/promotions/image/brazil/${made.id}.jpg`]) {
      const res = await p.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(res.statusCode);
    }

    const removed = await p.call({ method: 'DELETE', url: `${BASE}/${made.id}/image`, headers: marketing });
    expect(removed.body.value.imageUrl).toBeNull();
    expect(await files()).toBe(0);
    // A closed promotion keeps the picture it had.
    await call('PUT', `${BASE}/${made.id}/status`, { status: 'closed' });
    expect((await send([image(PNG)])).body.errorCode).toBe('promotion.transition_refused');
    expect(await files()).toBe(0);
    const actions = (await rows(sql`SELECT action FROM audit_log WHERE target = ${`promotion:${made.id}`} ORDER BY id`)).map((r) => r.action);
    expect(actions).toEqual(['promotion.add', 'promotion.image', 'promotion.status.active', 'promotion.image', 'promotion.image_remove', 'promotion.status.closed']);
  });
});
