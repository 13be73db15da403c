/**
 * The back office's player directory (decision 0046): search by each field, paging and sorting, one
 * player's page, masking, and the audited unmasking that only some roles may ask for.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../src/db/seed';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

let p: TestPlatform;
let owner: Record<string, string>;
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const PASSWORD = 'Players-Directory-2026!';

async function tokenFor(username: string, role: 'auditor' | 'support' | 'marketing', merchantCode: string | null = null) {
  await p.services.operators.create(CLI, username, PASSWORD, merchantCode, { role });
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  return { authorization: login.body.value.token as string };
}
const search = (headers: Record<string, string>, query: string, merchant = 'thailand') =>
  p.call({ method: 'GET', url: `/wps/operator/merchants/${merchant}/players?${query}`, headers });
const rows = async <T>(q: ReturnType<typeof sql>) => ((await p.database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

describe('player directory', () => {
  it('finds the demo player by the start of its username, id, e-mail, mobile and IP, masked', async () => {
    const [demo] = await rows<{ id: number; mobile: string; dialing_code: string }>(sql`SELECT id, mobile, dialing_code FROM members WHERE username_key = ${DEMO_PLAYER.username} AND merchant_code = 'thailand'`);
    await p.database.db.execute(sql`INSERT INTO member_known_ips (member_id, ip) VALUES (${demo!.id}, '203.0.113.77') ON CONFLICT DO NOTHING`);
    // The demo player registered without a mobile number: give it one, as a verified change would.
    await p.database.db.execute(sql`UPDATE members SET mobile = '891234567', dialing_code = '66' WHERE id = ${demo!.id}`);
    demo!.mobile = '891234567';
    demo!.dialing_code = '66';
    const byUsername = await search(owner, 'q=DEMO_pl');
    expect(byUsername.body.value.list.map((r: { username: string }) => r.username)).toContain(DEMO_PLAYER.username);
    for (const [query, field] of [[String(demo!.id), 'auto'], ['demo.player@EXAMPLE.com', 'auto'], ['203.0.113.77', 'auto'], [`0${demo!.mobile}`, 'mobile'], [`+${demo!.dialing_code} ${demo!.mobile}`, 'auto']]) {
      const found = await search(owner, `q=${encodeURIComponent(query!)}&field=${field}`);
      expect(found.body.errorCode, query).toBeNull();
      expect(found.body.value.list.map((r: { id: number }) => r.id), query).toEqual([demo!.id]);
    }
    const [entry] = (await search(owner, `q=${demo!.id}`)).body.value.list;
    expect(entry).toMatchObject({ username: DEMO_PLAYER.username, email: 'd•••@example.com', mobile: expect.stringMatching(/^\+66 ••• \d{4}$/), uplineUsername: expect.any(String) });
    expect(Number(entry.balance)).toBeGreaterThan(0);
  });

  it('pages and sorts, counts, and never lists trial accounts or another merchant\'s players', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await newPlayer(p, 'thailand', 'dirpage'));
    const page1 = await search(owner, 'q=dirpage&sort=username&order=asc&pageSize=2');
    const page2 = await search(owner, 'q=dirpage&sort=username&order=asc&pageSize=2&pageNo=2');
    expect(page1.body.value.totalCount).toBe(3);
    expect(page1.body.value.totalCapped).toBe(false);
    const names = [...page1.body.value.list, ...page2.body.value.list].map((r: { username: string }) => r.username);
    expect(names).toEqual(made.map((m) => m.username).sort());
    expect((await search(owner, 'q=dirpage', 'brazil')).body.value.list).toEqual([]);
    // A literal % matches nothing rather than everything.
    expect((await search(owner, `q=${encodeURIComponent('%')}&field=username`)).body.value.totalCount).toBe(0);
    await p.database.db.execute(sql`INSERT INTO members (merchant_code, username, username_key, password_hash, type) VALUES ('thailand', 'dirpage_trial', 'dirpage_trial', 'x', 4)`);
    expect((await search(owner, 'q=dirpage_trial&kind=all')).body.value.totalCount).toBe(0);
  });

  it('answers a clear 400 for a malformed search and 404 for an unknown player, never a 500', async () => {
    for (const query of ['q=abc&field=id', 'q=---&field=mobile', 'pageSize=1000', 'sort=password', 'field=name']) {
      const res = await search(owner, query);
      expect([res.res.statusCode, res.body.errorCode], query).toEqual([400, 'system.invalid_input']);
    }
    const missing = await p.call({ method: 'GET', url: '/wps/operator/merchants/thailand/players/999999', headers: owner });
    expect([missing.res.statusCode, missing.body.errorCode]).toEqual([404, 'member.not_found']);
  });

  it('shows a player\'s page masked, with its agent path and addresses', async () => {
    const [demo] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE username_key = ${DEMO_PLAYER.username} AND merchant_code = 'thailand'`);
    const page = await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/players/${demo!.id}`, headers: owner });
    expect(page.body.value).toMatchObject({ username: DEMO_PLAYER.username, payeeName: 'S•••', canUnmask: true });
    expect(page.body.value.agentPath.length).toBeGreaterThan(0);
    expect(page.body.value.addresses.every((a: { ip: string }) => a.ip.includes('•••'))).toBe(true);
  });

  it('unmasks one field for a role with players.pii, audited without the value; refuses a read-only auditor', async () => {
    const [demo] = await rows<{ id: number }>(sql`SELECT id FROM members WHERE username_key = ${DEMO_PLAYER.username} AND merchant_code = 'thailand'`);
    const url = `/wps/operator/merchants/thailand/players/${demo!.id}/unmask`;
    const support = await tokenFor('dir_support', 'support', 'thailand');
    const clear = await p.call({ method: 'POST', url, headers: support, payload: { field: 'email' } });
    expect(clear.body.value).toEqual({ field: 'email', value: 'demo.player@example.com' });
    const [audit] = await rows<{ after: unknown; actor_id: string }>(sql`SELECT after, actor_id FROM audit_log WHERE action = 'player.pii.unmask' ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ after: { field: 'email' }, actor_id: expect.stringContaining('dir_support') });
    expect(JSON.stringify(audit)).not.toContain('demo.player@example.com');

    const auditor = await tokenFor('dir_auditor', 'auditor');
    expect((await p.call({ method: 'GET', url: `/wps/operator/merchants/thailand/players/${demo!.id}`, headers: auditor })).body.value.canUnmask).toBe(false);
    expect((await p.call({ method: 'POST', url, headers: auditor, payload: { field: 'email' } })).body.errorCode).toBe('auth.forbidden');
    const marketing = await tokenFor('dir_marketing', 'marketing');
    expect((await search(marketing, 'q=demo')).body.errorCode).toBe('auth.forbidden');
    // Bound to Thailand: Brazil's directory is closed.
    expect((await search(support, 'q=x', 'brazil')).body.errorCode).toBe('auth.forbidden');
  });
});
