import { OPERATOR_PERMISSIONS } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/db/seed';
import { createTestPlatform, type TestPlatform } from './helpers';

// The back office's "who am I" and "my sessions" calls (decision 0043).
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => p.close());

async function login(username: string, password: string, ip: string): Promise<{ authorization: string }> {
  const { body } = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password }, remoteAddress: ip });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { authorization: body.value.token as string };
}

const sessionsOf = async (auth: { authorization: string }) => (await p.call({ method: 'GET', url: '/wps/operator/session/sessions', headers: auth })).body;
const revoke = (auth: { authorization: string }, id: number | string) => p.call({ method: 'POST', url: `/wps/operator/session/sessions/${id}/revoke`, headers: auth });

describe('the signed-in operator', () => {
  it('answers who is signed in, and nothing without a token', async () => {
    const none = await p.call({ method: 'GET', url: '/wps/operator/session/me' });
    expect(none.res.statusCode).toBe(401);
    expect(none.body.errorCode).toBe('auth.not_logged_in');
    const auth = await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '198.51.100.1');
    const me = await p.call({ method: 'GET', url: '/wps/operator/session/me', headers: auth });
    expect(me.body.value).toEqual({ id: expect.any(Number), username: 'admin', merchantCode: null, role: 'owner', owner: true, team: null, permissions: [...OPERATOR_PERMISSIONS], totpEnabled: false });
  });

  it('shows a merchant-bound operator its merchant', async () => {
    await p.services.operators.create(CLI, 'thai_desk', 'Thai-Desk-Operator#2026', 'thailand', { role: 'support' });
    const auth = await login('thai_desk', 'Thai-Desk-Operator#2026', '198.51.100.2');
    const me = await p.call({ method: 'GET', url: '/wps/operator/session/me', headers: auth });
    expect(me.body.value).toMatchObject({ username: 'thai_desk', merchantCode: 'thailand', owner: false });
  });
});

describe('own sessions', () => {
  it('lists only the caller\'s live sessions, marking the one asking', async () => {
    await p.services.operators.create(CLI, 'two_browsers', 'Two-Browsers-Operator#2026', null, { role: 'support' });
    const office = await login('two_browsers', 'Two-Browsers-Operator#2026', '203.0.113.10');
    const laptop = await login('two_browsers', 'Two-Browsers-Operator#2026', '203.0.113.11');
    const stranger = await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '203.0.113.12');

    const seen = await sessionsOf(office);
    expect(seen.value).toHaveLength(2);
    expect(seen.value.map((s: { ip: string }) => s.ip).sort()).toEqual(['203.0.113.10', '203.0.113.11']);
    expect(seen.value.filter((s: { current: boolean }) => s.current)).toEqual([expect.objectContaining({ ip: '203.0.113.10' })]);
    const row = seen.value[0];
    expect(Date.parse(row.expiresAt)).toBeGreaterThan(Date.parse(row.createdAt));
    expect(Date.parse(row.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(row.createdAt));
    // The other browser sees the same two, itself as current.
    expect((await sessionsOf(laptop)).value.find((s: { current: boolean }) => s.current).ip).toBe('203.0.113.11');
    const theirs = (await sessionsOf(stranger)).value.map((s: { ip: string }) => s.ip);
    expect(theirs).toContain('203.0.113.12');
    expect(theirs).not.toContain('203.0.113.10');
  });

  it('revokes another browser of the caller at once (also in this process\'s memo), audited', async () => {
    await p.services.operators.create(CLI, 'lost_laptop', 'Lost-Laptop-Operator#2026', null, { role: 'support' });
    const office = await login('lost_laptop', 'Lost-Laptop-Operator#2026', '203.0.113.20');
    const laptop = await login('lost_laptop', 'Lost-Laptop-Operator#2026', '203.0.113.21');
    // The laptop's session is now remembered by this process (service.ts, SESSION_MEMO_MS).
    expect((await p.call({ method: 'GET', url: '/wps/operator/session/me', headers: laptop })).res.statusCode).toBe(200);
    const laptopId = (await sessionsOf(office)).value.find((s: { current: boolean }) => !s.current).id as number;

    const done = await revoke(office, laptopId);
    expect(done.body).toMatchObject({ success: true, value: null });
    const after = await p.call({ method: 'GET', url: '/wps/operator/session/me', headers: laptop });
    expect(after.res.statusCode).toBe(401);
    expect(after.body.errorCode).toBe('auth.not_logged_in');
    expect((await sessionsOf(office)).value.map((s: { id: number }) => s.id)).not.toContain(laptopId);

    const admin = await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '203.0.113.22');
    const audit = await p.call({ method: 'GET', url: '/wps/operator/audit?action=operator.session.revoke&pageSize=1', headers: admin });
    expect(audit.body.value.list[0]).toMatchObject({ actorType: 'operator', target: expect.stringMatching(/^operator:\d+$/), after: { sessionId: laptopId } });
    expect(audit.body.value.list[0].actorId).toContain('lost_laptop');
  });

  it('answers "not found" for another operator\'s session, a revoked one and an unknown id, and changes nothing', async () => {
    await p.services.operators.create(CLI, 'nosy_op', 'Nosy-Operator-Account#2026', null, { role: 'support' });
    const nosy = await login('nosy_op', 'Nosy-Operator-Account#2026', '203.0.113.30');
    const victim = await login(DEMO_OPERATOR.username, DEMO_OPERATOR.password, '203.0.113.31');
    const victimId = (await sessionsOf(victim)).value.find((s: { current: boolean }) => s.current).id as number;

    const theirs = await revoke(nosy, victimId);
    expect(theirs.res.statusCode).toBe(404);
    expect(theirs.body.errorCode).toBe('operator.session_not_found');
    expect((await p.call({ method: 'GET', url: '/wps/operator/session/me', headers: victim })).res.statusCode).toBe(200);

    const unknown = await revoke(nosy, 2_000_000_000);
    expect(unknown.body.errorCode).toBe('operator.session_not_found');
    const bad = await revoke(nosy, 'abc');
    expect(bad.res.statusCode).toBe(400);

    // Its own current session may be revoked too (as a logout); a second time it is gone.
    const ownId = (await sessionsOf(nosy)).value[0].id as number;
    expect((await revoke(nosy, ownId)).body.success).toBe(true);
    const twice = await revoke(nosy, ownId);
    expect(twice.res.statusCode).toBe(401);
  });
});
