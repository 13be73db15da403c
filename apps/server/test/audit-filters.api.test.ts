/**
 * The operator audit list's filters (issue 18, decision 0042): actor (id, or an operator's username),
 * action (exact, or a prefix when it ends in a dot), target, period (`from` in, `to` out), the merchant
 * binding kept; the capped count; bad input answered 400; and `GET …/audit/chain` as stored.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { AUDIT_COUNT_CAP } from '../src/modules/audit/service';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
let owner: { authorization: string };
let risk: { authorization: string };
let riskActor: string;
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const PASSWORD = 'Audit-Filters#Operator26';

type Entry = { id: number; at: string; actorId: string; action: string; target: string; merchantCode: string | null; chainSeq: number | null; hash: string | null };
const list = async (query: string, headers = owner) => {
  const { res, body } = await p.call({ method: 'GET', url: `/wps/operator/audit?${query}`, headers });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  return body.value as { list: Entry[]; totalCount: number; totalPages: number; totalCapped: boolean };
};
const targets = (entries: Entry[]) => entries.map((e) => e.target).sort();

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = { authorization: await p.operatorToken() };
  const created = await p.services.operators.create(CLI, 'audit_risk', PASSWORD, 'thailand', { role: 'risk' });
  riskActor = `${created.id}:audit_risk`;
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'audit_risk', password: PASSWORD } });
  risk = { authorization: login.body.value.token as string };

  const row = (actorId: string, action: string, target: string, at: string, merchantCode: string | null = 'thailand') =>
    ({ actorType: actorId.includes(':') && !actorId.startsWith('gateway') ? 'operator' : 'system', actorId, action, target, at: new Date(at), merchantCode, before: { a: 1 }, after: { a: 2 } });
  await p.database.db.insert(auditLog).values([
    row(riskActor, 'flt.member.lock', 'flt:1', '2030-01-01T00:00:00Z'),
    row(riskActor, 'flt.member.unlock', 'flt:1', '2030-01-01T12:00:00Z'),
    row('gateway:flt', 'flt.wallet.credit', 'flt:2', '2030-01-02T00:00:00Z'),
    row('gateway:flt', 'fltx.other', 'flt:2', '2030-01-02T06:00:00Z'),
    row('gateway:flt', 'flt_member.odd', 'flt:3', '2030-01-03T00:00:00Z'),
    row(riskActor, 'flt.member.lock', 'flt:4', '2030-01-03T00:00:00Z', 'mexico'),
  ]);
});
afterAll(() => p.close());

describe('audit list filters', () => {
  it('finds an actor by its id or, for an operator, by its username', async () => {
    expect(targets((await list(`actor=${encodeURIComponent(riskActor)}`)).list.filter((e) => e.target.startsWith('flt:')))).toEqual(['flt:1', 'flt:1', 'flt:4']);
    const byName = await list('actor=audit_risk&target=flt:1');
    expect(byName.list.map((e) => e.action)).toEqual(['flt.member.unlock', 'flt.member.lock']);
    expect(targets((await list('actor=gateway:flt')).list)).toEqual(['flt:2', 'flt:2', 'flt:3']);
    // Only the whole name: a part of it, or the id alone, finds nothing.
    expect((await list('actor=audit_ri')).list).toEqual([]);
    expect((await list(`actor=${riskActor.split(':')[0]}&target=flt:1`)).list).toEqual([]);
  });

  it('takes an action exactly, or every action under a prefix that ends in a dot', async () => {
    expect(targets((await list('action=flt.member.lock')).list)).toEqual(['flt:1', 'flt:4']);
    expect((await list('action=flt.member')).list).toEqual([]);
    expect((await list('action=flt.')).list.map((e) => e.action).sort()).toEqual(['flt.member.lock', 'flt.member.lock', 'flt.member.unlock', 'flt.wallet.credit']);
    // LIKE's own characters are literal: `_` is no wildcard, `%` no "anything".
    expect((await list('action=flt_member.')).list.map((e) => e.action)).toEqual(['flt_member.odd']);
    expect((await list('action=flt%25.')).list).toEqual([]);
  });

  it('takes a target exactly, and a period with from included and to excluded', async () => {
    expect((await list('target=flt:2')).list.map((e) => e.action)).toEqual(['fltx.other', 'flt.wallet.credit']);
    expect((await list('target=flt')).list).toEqual([]);
    const day = await list(`from=${encodeURIComponent('2030-01-01T00:00:00Z')}&to=${encodeURIComponent('2030-01-02T00:00:00Z')}`);
    expect(day.list.map((e) => e.action)).toEqual(['flt.member.unlock', 'flt.member.lock']);
    // An offset is read as written: midnight in Bangkok is 17:00 UTC the day before.
    const bangkok = await list(`from=${encodeURIComponent('2030-01-02T00:00:00+07:00')}&to=${encodeURIComponent('2030-01-03T00:00:00+07:00')}`);
    expect(bangkok.list.map((e) => e.action)).toEqual(['fltx.other', 'flt.wallet.credit']);
    const all = await list('actor=gateway:flt&action=flt.&target=flt:2&merchantCode=thailand&from=2030-01-01T00:00:00Z');
    expect(all.list.map((e) => e.action)).toEqual(['flt.wallet.credit']);
    expect([all.totalCount, all.totalPages, all.totalCapped]).toEqual([1, 1, false]);
  });

  it('keeps an operator bound to a merchant on its merchant whatever it asks', async () => {
    const own = await list('action=flt.member.lock&merchantCode=mexico', risk);
    expect(own.list.map((e) => e.merchantCode)).toEqual(['thailand']);
    expect(targets((await list('action=flt.member.lock&merchantCode=mexico')).list)).toEqual(['flt:4']);
  });

  it('counts up to 10,000 entries past the page, then says there are more', async () => {
    await p.database.db.execute(sql`INSERT INTO audit_log (actor_type, actor_id, merchant_code, action, target)
      SELECT 'system', 'cap', 'thailand', 'flt.cap', 'cap:' || g FROM generate_series(1, ${AUDIT_COUNT_CAP + 50}) g`);
    const first = await list('action=flt.cap&pageSize=50');
    expect([first.list.length, first.totalCount, first.totalPages, first.totalCapped]).toEqual([50, AUDIT_COUNT_CAP, AUDIT_COUNT_CAP / 50, true]);
    // Past the first cap the count reaches further, so the last page is found and named.
    const last = await list(`action=flt.cap&pageSize=50&pageNo=${AUDIT_COUNT_CAP / 50 + 1}`);
    expect([last.list.length, last.totalCount, last.totalPages, last.totalCapped]).toEqual([50, AUDIT_COUNT_CAP + 50, AUDIT_COUNT_CAP / 50 + 1, false]);
    expect(last.list.at(-1)!.target).toBe('cap:1');
  });

  it('answers malformed filters with 400 system.invalid_input, never 500', async () => {
    for (const query of ['from=yesterday', 'to=2030-13-01T00:00:00Z', 'from=2030-01-01', 'actor=', `action=${'a'.repeat(65)}`, `target=${'t'.repeat(201)}`, 'pageNo=0', 'pageSize=500']) {
      const { res, body } = await p.call({ method: 'GET', url: `/wps/operator/audit?${query}`, headers: owner });
      expect([res.statusCode, body.errorCode], query).toEqual([400, 'system.invalid_input']);
    }
  });
});

describe('GET /wps/operator/audit/chain', () => {
  const chain = async (headers = owner) => {
    const { res, body } = await p.call({ method: 'GET', url: '/wps/operator/audit/chain', headers });
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    return body.value as { head: { chainSeq: number; hash: string } | null; sealedCount: number; unsealedCount: number; oldestUnsealedAt: string | null };
  };
  const unsealed = async () => Number(((await p.database.db.execute(sql`SELECT count(*)::text AS n FROM audit_log WHERE hash IS NULL`)) as unknown as { rows: { n: string }[] }).rows[0]!.n);

  it('says the head, the sealed count and what waits, without sealing anything', async () => {
    const before = await chain();
    expect(before.unsealedCount).toBe(await unsealed());
    expect(before.unsealedCount).toBeGreaterThan(0);
    expect(before.oldestUnsealedAt).toEqual(expect.any(String));
    // Asking does not seal: the same entries still wait.
    expect((await chain()).unsealedCount).toBeGreaterThanOrEqual(before.unsealedCount);

    const sealed = await p.services.audit.seal();
    const after = await chain(risk);
    expect(after.head).toEqual(sealed.head);
    expect(after.sealedCount).toBe(sealed.head!.chainSeq);
    expect([after.unsealedCount, after.oldestUnsealedAt]).toEqual([await unsealed(), after.unsealedCount ? expect.any(String) : null]);

    // Each entry in the list carries its place and hash once sealed.
    const [entry] = (await list('target=flt:3')).list;
    expect(entry).toMatchObject({ chainSeq: expect.any(Number), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('is refused to a role without audit.read', async () => {
    const created = await p.services.operators.create(CLI, 'audit_support', PASSWORD, 'thailand', { role: 'support' });
    expect(created.id).toBeGreaterThan(0);
    const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'audit_support', password: PASSWORD } });
    const { res, body } = await p.call({ method: 'GET', url: '/wps/operator/audit/chain', headers: { authorization: login.body.value.token as string } });
    expect([res.statusCode, body.errorCode]).toEqual([403, 'auth.forbidden']);
  });
});
