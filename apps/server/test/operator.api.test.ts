import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
let p: TestPlatform;
let auth: { authorization: string };
beforeAll(async () => {
  p = await createTestPlatform({ TRUST_PROXY_HOPS: '1' });
  auth = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

async function lastAudit(action: string) {
  const { body } = await p.call({ method: 'GET', url: `/wps/operator/audit?action=${action}&pageSize=1`, headers: auth });
  return body.value.list[0];
}

describe('operator API', () => {
  it('needs a valid token', async () => {
    const none = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/status', payload: { status: 1 } });
    expect(none.res.statusCode).toBe(401);
    expect(none.body.errorCode).toBe('auth.not_logged_in');
    const junk = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/status', payload: { status: 1 }, headers: { authorization: 'x'.repeat(43) } });
    expect(junk.res.statusCode).toBe(401);
    const status = await p.call({ method: 'GET', url: '/wps/system/status' });
    expect(status.body.value.status).toBe(0);
  });

  it('sets maintenance and back, with a notice per language and an audit record', async () => {
    const notices = { MY: 'နေ့လယ် ၂ နာရီတွင် ပြန်ဖွင့်ပါမည်', EN: '  Back at 14:00  ', CN: '   ' };
    const set = await p.call({ method: 'PUT', url: '/wps/operator/merchants/myanmar/status', payload: { status: 1, notices }, headers: auth });
    expect(set.body.success).toBe(true);
    const noticeIn = async (language: string) =>
      (await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'myanmar', language } })).body.value;
    const my = await noticeIn('MY');
    expect(my.status).toBe(1);
    expect(my.maintenance).toEqual({ notice: notices.MY });
    expect((await noticeIn('EN')).maintenance).toEqual({ notice: 'Back at 14:00' });
    // CN was left blank: Chinese visitors read the site's own notice in Chinese, not another language's words.
    const cn = (await noticeIn('CN')).maintenance.notice as string;
    expect(cn).toMatch(/[\u4e00-\u9fff]/);
    expect([notices.MY, 'Back at 14:00']).not.toContain(cn);
    const other = await p.call({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'thailand' } });
    expect(other.body.value.status).toBe(0);
    const audit = await lastAudit('system.status.set');
    expect(audit).toMatchObject({
      merchantCode: 'myanmar', actorType: 'operator', before: { status: 0, maintenanceNotices: {} },
      after: { status: 1, maintenanceNotices: { MY: notices.MY, EN: 'Back at 14:00' } },
    });
    const view = await p.call({ method: 'GET', url: '/wps/operator/merchants/myanmar/settings', headers: auth });
    expect(view.body.value.maintenanceNotices).toEqual({ MY: notices.MY, EN: 'Back at 14:00' });
    // A notice over the limit or for no language is refused and changes nothing.
    for (const bad of [{ EN: 'x'.repeat(2001) }, { XX: 'hello' }, 'Back at 14:00']) {
      const res = await p.call({ method: 'PUT', url: '/wps/operator/merchants/myanmar/status', payload: { status: 1, notices: bad }, headers: auth });
      expect([res.res.statusCode, res.body.errorCode]).toEqual([400, 'system.invalid_input']);
    }
    expect((await noticeIn('EN')).maintenance).toEqual({ notice: 'Back at 14:00' });
    expect(audit.actorId).toContain('admin');
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/myanmar/status', payload: { status: 0 }, headers: auth });
    const back = await p.call({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'myanmar' } });
    expect(back.body.value.status).toBe(0);
  });

  it('shows the translated default notice when the operator gives none', async () => {
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/brazil/status', payload: { status: 1 }, headers: auth });
    const pt = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'brazil', language: 'PT' } });
    const en = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'brazil', language: 'EN' } });
    expect(pt.body.value.maintenance.notice).not.toBe(en.body.value.maintenance.notice);
    await p.call({ method: 'PUT', url: '/wps/operator/merchants/brazil/status', payload: { status: 0 }, headers: auth });
  });

  it('blocks an IP range and a country (status 2), and unblocks', async () => {
    const add = await p.call({ method: 'POST', url: '/wps/operator/merchants/india/blocks', payload: { kind: 'IP', value: '203.0.113.7/24', note: 'abuse' }, headers: auth });
    expect(add.body.value).toMatchObject({ kind: 'IP', value: '203.0.113.0/24' });
    const dup = await p.call({ method: 'POST', url: '/wps/operator/merchants/india/blocks', payload: { kind: 'IP', value: '203.0.113.0/24' }, headers: auth });
    expect(dup.res.statusCode).toBe(409);
    const blocked = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'india', 'x-forwarded-for': '203.0.113.99' } });
    expect(blocked.body.value.status).toBe(2);
    expect(blocked.body.value.regionRestriction.notice).toBeTruthy();
    expect(blocked.body.value.location.ip).toBe('203.0.113.99');
    const elsewhere = await p.call({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'india', 'x-forwarded-for': '203.0.114.1' } });
    expect(elsewhere.body.value.status).toBe(0);

    const country = await p.call({ method: 'POST', url: '/wps/operator/merchants/india/blocks', payload: { kind: 'COUNTRY', value: 'us' }, headers: auth });
    expect(country.body.value.value).toBe('US');
    const us = await p.call({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'india', 'x-forwarded-for': '8.8.8.8' } });
    expect(us.body.value.status).toBe(2);

    const bad = await p.call({ method: 'POST', url: '/wps/operator/merchants/india/blocks', payload: { kind: 'IP', value: '999.1.1.1' }, headers: auth });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('block.invalid_value');

    const list = await p.call({ method: 'GET', url: '/wps/operator/merchants/india/blocks', headers: auth });
    expect(list.body.value).toHaveLength(2);
    for (const b of list.body.value) {
      const del = await p.call({ method: 'DELETE', url: `/wps/operator/merchants/india/blocks/${b.id}`, headers: auth });
      expect(del.body.success).toBe(true);
    }
    const again = await p.call({ method: 'DELETE', url: `/wps/operator/merchants/india/blocks/${list.body.value[0].id}`, headers: auth });
    expect(again.res.statusCode).toBe(404);
    const open = await p.call({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'india', 'x-forwarded-for': '8.8.8.8' } });
    expect(open.body.value.status).toBe(0);
    expect((await lastAudit('system.block.remove')).before).toMatchObject({ kind: expect.any(String) });
  });

  it('toggles feature flags and registration field config', async () => {
    const flags = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { MOBILENUMREG3: false, FREE_PLAY: false }, headers: auth });
    expect(flags.body.value).toMatchObject({ MOBILENUMREG3: false, FREE_PLAY: false, USERNAMEREG3: true });
    const perm = await p.call({ method: 'GET', url: '/wps/system/permission' });
    expect(perm.body.value.info.features.MOBILENUMREG3).toBe(false);
    const unknown = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { NOPE: true }, headers: auth });
    expect(unknown.res.statusCode).toBe(400);

    const email = { field: 'email', enabled: true, required: true, acceptedPattern: '^[^@]+@[^@]+$', patternId: 'EMAIL', minLength: 6, maxLength: 64 };
    const fields = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', payload: [email], headers: auth });
    expect(fields.body.value.find((f: { field: string }) => f.field === 'email')).toEqual(email);
    expect(fields.body.value.find((f: { field: string }) => f.field === 'username').enabled).toBe(true);
    const reg = await p.call({ method: 'GET', url: '/wps/system/setting/register' });
    expect(reg.body.value.find((f: { field: string }) => f.field === 'email').required).toBe(true);
    const bad = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/register-fields', payload: [{ ...email, minLength: 70 }], headers: auth });
    expect(bad.res.statusCode).toBe(400);
    expect((await lastAudit('system.register_fields.set')).after.length).toBeGreaterThan(20);
  });

  it('creates and updates a merchant; an unknown merchant is 404', async () => {
    const vn = { merchantCode: 'vietnam', country: 'VN', countryName: 'Vietnam', currency: 'VND', isoCurrency: 'VND', currencySymbol: '₫', langList: ['EN'], dialingCode: '84', phoneDigitsMin: 9, phoneDigitsMax: 10, timeZone: 'Asia/Ho_Chi_Minh' };
    const created = await p.call({ method: 'POST', url: '/wps/operator/merchants', payload: vn, headers: auth });
    expect(created.body.value).toMatchObject({ merchantCode: 'vietnam', isDefault: false });
    const again = await p.call({ method: 'POST', url: '/wps/operator/merchants', payload: vn, headers: auth });
    expect(again.res.statusCode).toBe(409);
    const regions = await p.call({ method: 'GET', url: '/wps/system/regions' });
    expect(regions.body.value.map((r: { merchantCode: string }) => r.merchantCode)).toContain('vietnam');
    const upd = await p.call({ method: 'PUT', url: '/wps/operator/merchants/vietnam', payload: { ...vn, countryName: 'Việt Nam' }, headers: auth });
    expect(upd.body.value.countryName).toBe('Việt Nam');
    const missing = await p.call({ method: 'PUT', url: '/wps/operator/merchants/atlantis/status', payload: { status: 1 }, headers: auth });
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.errorCode).toBe('merchant.not_found');
  });

  it('keeps an operator bound to one merchant inside it', async () => {
    await p.services.operators.create(CLI, 'th_ops', 'Th-ops#2026!', 'thailand', { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'th_ops', password: 'Th-ops#2026!' } });
    const th = { authorization: login.body.value.token as string };
    const own = await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/status', payload: { status: 0 }, headers: th });
    expect(own.body.success).toBe(true);
    const other = await p.call({ method: 'PUT', url: '/wps/operator/merchants/mexico/status', payload: { status: 1 }, headers: th });
    expect(other.res.statusCode).toBe(403);
    const blocks = await p.call({ method: 'GET', url: '/wps/operator/merchants/mexico/blocks', headers: th });
    expect(blocks.res.statusCode).toBe(403);
    const create = await p.call({ method: 'POST', url: '/wps/operator/merchants', payload: { merchantCode: 'x1', country: 'XX', countryName: 'X', currency: 'XXX', isoCurrency: 'XXX', currencySymbol: 'X', langList: ['EN'], dialingCode: '1', phoneDigitsMin: 9, phoneDigitsMax: 9, timeZone: 'UTC' }, headers: th });
    expect(create.res.statusCode).toBe(403);
    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?merchantCode=mexico', headers: th });
    expect(audit.body.value.list.every((a: { merchantCode: string }) => a.merchantCode === 'thailand')).toBe(true);
    const status = await p.call({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'mexico' } });
    expect(status.body.value.status).toBe(0);
  });

  it('revokes the token on logout', async () => {
    await p.services.operators.create(CLI, 'leaver', 'Leaver#2026pw', null, { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'leaver', password: 'Leaver#2026pw' } });
    const h = { authorization: login.body.value.token as string };
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants', headers: h })).res.statusCode).toBe(200);
    expect((await p.call({ method: 'DELETE', url: '/wps/operator/session/logout', headers: h })).body.success).toBe(true);
    expect((await p.call({ method: 'GET', url: '/wps/operator/merchants', headers: h })).res.statusCode).toBe(401);
  });

  it('ends every session of an operator whose password is reset, in every process at once', async () => {
    await p.services.operators.create(CLI, 'resetme', 'Resetme#2026pw', null, { role: 'merchant_admin' });
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'resetme', password: 'Resetme#2026pw' } });
    const h = { authorization: login.body.value.token as string };
    // Production runs several API processes on one PostgreSQL and Redis; embedded mode is one process.
    const other = process.env.TEST_DB === 'pg' && process.env.REDIS_URL ? await p.sibling() : p;
    const merchantsVia = async (platform: { app: TestPlatform['app'] }) => (await platform.app.inject({ method: 'GET', url: '/wps/operator/merchants', headers: h })).statusCode;
    // Both processes have read (and keep) the session…
    expect([await merchantsVia(p), await merchantsVia(other)]).toEqual([200, 200]);
    expect(await p.services.operators.resetPassword(CLI, 'resetme', 'Resetme#2027pw')).toBe(true);
    // …and neither accepts it after the reset, without waiting for their memo to lapse.
    await expect.poll(() => merchantsVia(other), { timeout: 1_000, interval: 20 }).toBe(401);
    expect(await merchantsVia(p)).toBe(401);
  });

  it('keeps the audit log append-only in the database', async () => {
    const failure = (q: Promise<unknown>) => q.then(() => 'succeeded', (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message));
    expect(await failure(p.database.db.execute(sql`UPDATE audit_log SET action = 'x'`))).toMatch(/append-only/);
    expect(await failure(p.database.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only/);
    const { body } = await p.call({ method: 'GET', url: '/wps/operator/audit', headers: auth });
    expect(body.value.totalCount).toBeGreaterThan(5);
  });
});
