/**
 * The player page's tabs and actions (decision 0048): each per-player list paged, scoped to the
 * operator's merchant (another merchant's player is not found), validated, and each action and note
 * audited with its reason; a locked player cannot log in and its sessions end at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

let p: TestPlatform;
let owner: Record<string, string>;
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const PASSWORD = 'Player-Activity-2026!';
const PLAYER_PASSWORD = 'Secret#123';
let nextIp = 10;
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${nextIp++}`, merchant: 'thailand' });
const login = (username: string) => p.call({ method: 'POST', url: '/wps/session/login', payload: { username, password: PLAYER_PASSWORD, site: 'member' }, headers: freshIp() });
const url = (id: number, tail: string, merchant = 'thailand') => `/wps/operator/merchants/${merchant}/players/${id}/${tail}`;
const get = (headers: Record<string, string>, id: number, tail: string, merchant = 'thailand') => p.call({ method: 'GET', url: url(id, tail, merchant), headers });
const post = (headers: Record<string, string>, id: number, tail: string, payload: unknown, merchant = 'thailand') =>
  p.call({ method: 'POST', url: url(id, tail, merchant), headers, payload: payload as Record<string, unknown> });
const rows = async <T>(q: ReturnType<typeof sql>) => ((await p.database.db.execute(q)) as unknown as { rows: T[] }).rows;
const lastAudit = async (action: string) =>
  (await rows<{ actor_id: string; target: string; before: unknown; after: Record<string, unknown> }>(sql`SELECT actor_id, target, before, after FROM audit_log WHERE action = ${action} ORDER BY id DESC LIMIT 1`))[0];

async function tokenFor(username: string, role: 'support' | 'finance' | 'auditor', merchantCode: string | null = null) {
  await p.services.operators.create(CLI, username, PASSWORD, merchantCode, { role });
  const res = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  return { authorization: res.body.value.token as string };
}

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000', TRUST_PROXY_HOPS: '1' });
  owner = { authorization: await p.operatorToken() };
  // The logins here come from new addresses each time; the new-address check has its own tests.
  await p.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/features', payload: { LOGIN_IP_VERIFY: false }, headers: owner });
});
afterAll(() => p.close());

describe('player tabs', () => {
  it('lists balances, ledger entries by period, rounds, sessions, logins, devices and addresses, paged and masked', async () => {
    const player = await newPlayer(p, 'thailand', 'tabs');
    for (const amount of ['10.00', '5.50', '-2.25']) {
      const res = await p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/members/${player.id}/wallet/adjust`, headers: owner, payload: { amount, reason: 'tabs test', idempotencyKey: `tabs-${player.id}-${amount}` } });
      expect(res.body.errorCode).toBeNull();
    }
    await login(player.username);
    await p.database.db.execute(sql`INSERT INTO member_known_ips (member_id, ip) VALUES (${player.id}, '203.0.113.9') ON CONFLICT DO NOTHING`);
    await p.database.db.execute(sql`INSERT INTO game_rounds (merchant_code, member_id, vendor_code, game_code, round_id, status, bet_amount, win_amount, currency)
      VALUES ('thailand', ${player.id}, 'SIM', 'slot1', ${`r-${player.id}`}, 'settled', 100, 250, 'THB')`);

    const balances = await get(owner, player.id, 'balances');
    expect(balances.body.value.wallets[0]).toMatchObject({ vendorCode: null, balance: '13.25' });

    const ledger = await get(owner, player.id, 'ledger?pageSize=2');
    expect(ledger.body.value).toMatchObject({ totalCount: 3, totalCapped: false });
    expect(ledger.body.value.list.map((e: { amount: string }) => e.amount)).toEqual(['-2.25', '5.50']);
    expect(ledger.body.value.list[0]).toMatchObject({ balanceAfter: '13.25', type: expect.any(String) });
    expect((await get(owner, player.id, 'ledger?pageSize=2&pageNo=2')).body.value.list.map((e: { amount: string }) => e.amount)).toEqual(['10.00']);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await get(owner, player.id, `ledger?from=${encodeURIComponent(future)}`)).body.value.totalCount).toBe(0);
    expect((await get(owner, player.id, 'ledger?vendorCode=NOPE')).body.value.totalCount).toBe(0);

    const rounds = await get(owner, player.id, 'rounds');
    expect(rounds.body.value.list).toEqual([expect.objectContaining({ vendorCode: 'SIM', bet: '1.00', win: '2.50', status: 'settled' })]);

    const sessions = await get(owner, player.id, 'sessions');
    expect(sessions.body.value.totalCount).toBeGreaterThanOrEqual(2);
    expect(sessions.body.value.list.every((s: { active: boolean; ip: string | null }) => s.active && (s.ip === null || s.ip.includes('•••')))).toBe(true);
    expect((await get(owner, player.id, 'logins')).body.value.totalCount).toBe(sessions.body.value.totalCount);
    expect((await get(owner, player.id, 'devices')).body.value.list.length).toBeGreaterThan(0);
    const addresses = await get(owner, player.id, 'addresses');
    expect(addresses.body.value.list.map((a: { ip: string }) => a.ip)).toContain('203.0.•••.•••');
  });

  it('answers 404 for another merchant\'s player, 403 on another merchant for a bound operator, 400 for bad paging', async () => {
    const brazilian = await newPlayer(p, 'brazil', 'tabsbr');
    for (const tail of ['balances', 'ledger', 'rounds', 'sessions', 'logins', 'devices', 'addresses', 'notes']) {
      const res = await get(owner, brazilian.id, tail);
      expect([res.res.statusCode, res.body.errorCode], tail).toEqual([404, 'member.not_found']);
    }
    const lock = await post(owner, brazilian.id, 'actions/lock', { reason: 'wrong merchant' });
    expect(lock.body.errorCode).toBe('member.not_found');
    const support = await tokenFor('tabs_support', 'support', 'thailand');
    expect((await get(support, brazilian.id, 'balances', 'brazil')).body.errorCode).toBe('auth.forbidden');
    for (const query of ['ledger?pageSize=1000', 'rounds?from=yesterday', 'logins?pageNo=0']) {
      const res = await get(owner, brazilian.id, query, 'brazil');
      expect([res.res.statusCode, res.body.errorCode], query).toEqual([400, 'system.invalid_input']);
    }
  });
});

describe('notes', () => {
  it('adds notes newest first with the author, audited; refuses empty or over 1,000 characters and roles without players.manage', async () => {
    const player = await newPlayer(p, 'thailand', 'notes');
    const support = await tokenFor('notes_support', 'support', 'thailand');
    const first = await post(support, player.id, 'notes', { text: 'Called about a late deposit.' });
    expect(first.body.value).toMatchObject({ text: 'Called about a late deposit.', author: 'notes_support' });
    await post(owner, player.id, 'notes', { text: '  Asked for a withdrawal limit.  ' });
    const list = await get(support, player.id, 'notes');
    expect(list.body.value.list.map((n: { text: string }) => n.text)).toEqual(['Asked for a withdrawal limit.', 'Called about a late deposit.']);
    expect(await lastAudit('player.note.add')).toMatchObject({ target: `member:${player.id}`, after: { text: 'Asked for a withdrawal limit.' } });
    for (const text of ['   ', 'x'.repeat(1001)]) {
      const res = await post(owner, player.id, 'notes', { text });
      expect([res.res.statusCode, res.body.errorCode]).toEqual([400, 'system.invalid_input']);
    }
    const finance = await tokenFor('notes_finance', 'finance');
    expect((await post(finance, player.id, 'notes', { text: 'no' })).body.errorCode).toBe('auth.forbidden');
  });
});

describe('account actions', () => {
  it('locks (sessions end at once, the login is refused) and unlocks, each audited with its reason; repeating changes nothing', async () => {
    const player = await newPlayer(p, 'thailand', 'lock');
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: player.auth })).body.errorCode).toBeNull();
    const lock = await post(owner, player.id, 'actions/lock', { reason: 'Chargeback under review' });
    expect(lock.body.value).toMatchObject({ action: 'lock', changed: true });
    expect(lock.body.value.sessionsEnded).toBeGreaterThan(0);
    expect((await p.call({ method: 'GET', url: '/wps/member/info', headers: player.auth })).body.success).toBe(false);
    expect((await login(player.username)).body.errorCode).toBe('member.disabled');
    expect(await lastAudit('player.lock')).toMatchObject({ target: `member:${player.id}`, before: { status: 'active' }, after: { reason: 'Chargeback under review' } });
    expect((await post(owner, player.id, 'actions/lock', { reason: 'again' })).body.value.changed).toBe(false);
    expect((await get(owner, player.id, 'sessions')).body.value.totalCount).toBe(0);

    expect((await post(owner, player.id, 'actions/unlock', { reason: 'Cleared' })).body.value.changed).toBe(true);
    expect((await login(player.username)).body.errorCode).toBeNull();
    expect(await lastAudit('player.unlock')).toMatchObject({ after: { reason: 'Cleared' } });
  });

  it('forces a password change at the next login and resets two-factor authentication', async () => {
    const player = await newPlayer(p, 'thailand', 'force');
    const forced = await post(owner, player.id, 'actions/force-password-change', { reason: 'Shared password' });
    expect(forced.body.value).toMatchObject({ changed: true });
    expect((await login(player.username)).body.value).toMatchObject({ defaultPassword: true });
    expect(await lastAudit('player.password.force_change')).toMatchObject({ after: { reason: 'Shared password' } });

    expect((await post(owner, player.id, 'actions/reset-2fa', { reason: 'Lost phone' })).body.value.changed).toBe(false);
    await p.database.db.execute(sql`UPDATE members SET totp_secret = 'JBSWY3DPEHPK3PXP', totp_enabled_at = now() WHERE id = ${player.id}`);
    expect((await post(owner, player.id, 'actions/reset-2fa', { reason: 'Lost phone' })).body.value.changed).toBe(true);
    const [row] = await rows<{ totp_secret: string | null; totp_enabled_at: string | null }>(sql`SELECT totp_secret, totp_enabled_at FROM members WHERE id = ${player.id}`);
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(await lastAudit('player.totp.reset')).toMatchObject({ before: { totpEnabled: true }, after: { reason: 'Lost phone' } });
  });

  it('asks for a reason and a known action, and refuses roles without players.manage', async () => {
    const player = await newPlayer(p, 'thailand', 'actbad');
    for (const [tail, body] of [['actions/lock', {}], ['actions/lock', { reason: '' }], ['actions/delete', { reason: 'x' }], ['actions/lock', { reason: 'x', extra: 1 }]] as const) {
      const res = await post(owner, player.id, tail, body);
      expect([res.res.statusCode, res.body.errorCode], `${tail} ${JSON.stringify(body)}`).toEqual([400, 'system.invalid_input']);
    }
    const auditor = await tokenFor('act_auditor', 'auditor');
    expect((await post(auditor, player.id, 'actions/lock', { reason: 'x' })).body.errorCode).toBe('auth.forbidden');
  });
});
