/**
 * The promotions catalogue (issue 19, decision 0058): an operator's drafts, their texts and HTML, the
 * lifecycle (publish, pause, resume, close), what a published promotion may no longer change, merchant
 * scoping and the audit trail, on both databases.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

const PASSWORD = 'Promo-Desk-2026!';
const BASE = '/wps/operator/merchants/thailand/promotions';
let p: TestPlatform;
let marketing: { authorization: string };

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  marketing = await operator('promo_marketing', 'marketing', null);
});
afterAll(() => p.close());

async function operator(username: string, role: string, merchantCode: string | null) {
  const owner = { authorization: await p.operatorToken() };
  const created = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: owner, payload: { username, password: PASSWORD, role, merchantCode } });
  expect(created.body.errorCode).toBeNull();
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  return { authorization: login.body.value.token as string };
}

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = marketing) => (await p.call({ method, url, payload, headers })).body;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw rows read in assertions
const rows = async (query: ReturnType<typeof sql>) => ((await p.database.db.execute(query)) as unknown as { rows: any[] }).rows;

const draft = (code: string) => ({
  code, kind: 'deposit_bonus', category: 'DEPOSIT',
  titles: { EN: 'First deposit 100%', TH: 'ฝากครั้งแรกรับ 100%' },
  summaries: { EN: 'Double your first deposit' },
  contents: { EN: '<p>Up to 1,000 THB.</p><script>alert(1)</script>' },
  startsAt: '2026-12-01T00:00:00+07:00', endsAt: '2027-01-01T00:00:00+07:00',
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
    expect((await call('GET', `${BASE}?kind=deposit_bonus`)).value.totalCount).toBe(1);
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
    expect((await call('PUT', url, { ...draft('RELOAD_50'), kind: 'cashback', category: 'REBATE' })).value.kind).toBe('cashback');
    expect((await call('PUT', `${url}/status`, { status: 'paused' })).errorCode).toBe('promotion.transition_refused');
    expect((await call('PUT', `${url}/status`, { status: 'active' })).value.status).toBe('active');
    const moved = await call('PUT', url, { ...draft('RELOAD_50'), kind: 'cashback', category: 'REBATE', endsAt: '2027-02-01T00:00:00+07:00' });
    expect(moved.errorCode).toBe('promotion.not_draft');
    const retitled = await call('PUT', url, { ...draft('RELOAD_50'), kind: 'cashback', category: 'REBATE', titles: { EN: 'Weekly cashback 5%' } });
    expect(retitled.value).toMatchObject({ status: 'active', titles: { EN: 'Weekly cashback 5%' } });
    expect((await call('PUT', `${url}/status`, { status: 'paused' })).value.status).toBe('paused');
    expect((await call('PUT', `${url}/status`, { status: 'active' })).value.status).toBe('active');
    expect((await call('PUT', `${url}/status`, { status: 'closed' })).value.status).toBe('closed');
    expect((await call('PUT', `${url}/status`, { status: 'active' })).errorCode).toBe('promotion.transition_refused');
    expect((await call('PUT', url, draft('RELOAD_50'))).errorCode).toBe('promotion.transition_refused');
    expect((await call('GET', `${BASE}?status=closed`)).value.list.map((x: { code: string }) => x.code)).toEqual(['RELOAD_50']);

    const actions = (await rows(sql`SELECT action FROM audit_log WHERE target = ${`promotion:${made.id}`} ORDER BY id`)).map((r) => r.action);
    expect(actions).toEqual(['promotion.add', 'promotion.edit', 'promotion.status.active', 'promotion.edit', 'promotion.status.paused', 'promotion.status.active', 'promotion.status.closed']);
  });

  it('keeps an operator bound to one merchant on its own promotions', async () => {
    const bound = await operator('promo_bound', 'marketing', 'brazil');
    expect((await call('POST', BASE, draft('NOT_MINE'), bound)).errorCode).toBe('auth.forbidden');
    expect((await call('GET', BASE, undefined, bound)).errorCode).toBe('auth.forbidden');
    const own = await call('POST', '/wps/operator/merchants/brazil/promotions', draft('FIRST_DEPOSIT'), bound);
    expect(own.errorCode).toBeNull();
    // The same code at another merchant is its own promotion; an id of another merchant is not found.
    const thai = (await call('GET', `${BASE}?kind=deposit_bonus`)).value.list[0];
    expect((await call('GET', `/wps/operator/merchants/brazil/promotions/${thai.id}`, undefined, bound)).errorCode).toBe('promotion.not_found');
  });
});
