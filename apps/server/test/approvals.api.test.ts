/**
 * Maker-checker for operator actions (issue 18, decision 0045), first used by role changes: one owner
 * asks, a second one approves (never the maker, nor the operator whose role changes); the change and
 * the claim commit together, once however many approvals race; the operator's sessions end in every
 * process; rejection, cancellation, merchant scoping and the last unbound owner; every step audited.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators } from '../src/db/schema';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
type Headers = { authorization: string };
let ownerA: Headers;
let ownerB: Headers;
const CLI = { type: 'cli' as const, id: 'test', ip: null, merchantCode: null };
const PASSWORD = 'Approvals#Operator26';

async function login(username: string): Promise<Headers> {
  const res = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return { authorization: res.body.value.token as string };
}

async function operator(username: string, role: 'owner' | 'merchant_admin' | 'support' | 'finance', merchantCode: string | null = null) {
  const created = await p.services.operators.create(CLI, username, PASSWORD, merchantCode, { role });
  return { id: created.id, headers: await login(username) };
}

const askRole = (username: string, role: unknown, headers: Headers) =>
  p.call({ method: 'PUT', url: `/wps/operator/operators/${encodeURIComponent(username)}/role`, headers, payload: { role } as object });
const approve = (id: number | string, headers: Headers) => p.call({ method: 'POST', url: `/wps/operator/approvals/${id}/approve`, headers });
const reject = (id: number | string, headers: Headers, reason: unknown = 'not agreed with the team lead') =>
  p.call({ method: 'POST', url: `/wps/operator/approvals/${id}/reject`, headers, payload: { reason } as object });
const cancel = (id: number | string, headers: Headers) => p.call({ method: 'POST', url: `/wps/operator/approvals/${id}/cancel`, headers });
const list = (query: string, headers: Headers) => p.call({ method: 'GET', url: `/wps/operator/approvals?${query}`, headers });
const roleOf = async (id: number) => (await p.database.db.select({ role: operators.role }).from(operators).where(eq(operators.id, id)))[0]!.role;
const auditsOf = (id: number, actions: string[]) => p.database.db.select().from(auditLog)
  .where(and(eq(auditLog.target, `operator:${id}`), inArray(auditLog.action, actions))).orderBy(auditLog.id);
const me = (headers: Headers, platform: { app: TestPlatform['app'] } = p) => platform.app.inject({ method: 'GET', url: '/wps/operator/session/me', headers });

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  ownerA = (await operator('owner_a', 'owner')).headers;
  ownerB = (await operator('owner_b', 'owner')).headers;
});
afterAll(() => p.close());

describe('role changes wait for a second owner', () => {
  it('records the request, refuses the maker, applies on a second owner\'s approval and ends the target\'s sessions everywhere', async () => {
    const target = await operator('tgt_support', 'support', 'thailand');
    // Production runs several API processes on one PostgreSQL and Redis; embedded mode is one process.
    const other = process.env.TEST_DB === 'pg' && process.env.REDIS_URL ? await p.sibling() : p;
    expect([(await me(target.headers)).statusCode, (await me(target.headers, other)).statusCode]).toEqual([200, 200]);

    const asked = await askRole('tgt_support', 'finance', ownerA);
    expect(asked.body.value).toEqual({ status: 'pending', requestId: expect.any(Number) });
    const { requestId } = asked.body.value;
    // Nothing changed yet: the role and the session are as before.
    expect(await roleOf(target.id)).toBe('support');
    expect((await me(target.headers)).statusCode).toBe(200);

    const own = await approve(requestId, ownerA);
    expect([own.res.statusCode, own.body.errorCode]).toEqual([403, 'approval.self_approval']);
    expect(await roleOf(target.id)).toBe('support');

    const pending = await list('status=pending&kind=operator.role', ownerB);
    expect(pending.body.value.list).toContainEqual(expect.objectContaining({
      id: requestId, kind: 'operator.role', merchantCode: 'thailand', target: `operator:${target.id}`, status: 'pending',
      payload: { operatorId: target.id, username: 'tgt_support', role: 'finance' }, before: { role: 'support' }, requestedBy: expect.stringMatching(/^\d+:owner_a$/),
    }));

    const done = await approve(requestId, ownerB);
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    expect(done.body.value).toMatchObject({
      request: { id: requestId, status: 'approved', decidedBy: expect.stringMatching(/^\d+:owner_b$/), decidedAt: expect.any(String) },
      result: { operatorId: target.id, username: 'tgt_support', role: 'finance' },
    });
    expect(await roleOf(target.id)).toBe('finance');
    // The old token is refused at once, in this process and (on PostgreSQL with Redis) in the other.
    expect((await me(target.headers)).statusCode).toBe(401);
    await expect.poll(async () => (await me(target.headers, other)).statusCode, { timeout: 1_000, interval: 20 }).toBe(401);
    const again = await login('tgt_support');
    expect(JSON.parse((await me(again)).body).value).toMatchObject({ role: 'finance', permissions: expect.arrayContaining(['wallet.approve']) });

    const audits = await auditsOf(target.id, ['approval.requested', 'approval.approved', 'operator.role.set']);
    expect(audits.map((a) => [a.action, a.actorId.split(':')[1]])).toEqual([['approval.requested', 'owner_a'], ['operator.role.set', 'owner_b'], ['approval.approved', 'owner_b']]);
    expect(audits[1]).toMatchObject({ merchantCode: 'thailand', before: { role: 'support' }, after: { role: 'finance', requestId } });
    // Decided is decided: a second approval changes nothing.
    expect((await approve(requestId, ownerB)).body.errorCode).toBe('approval.decided');
  });

  it('applies once when ten owners approve the same request at once', async () => {
    const target = await operator('tgt_race', 'support');
    const checkers = await Promise.all(Array.from({ length: 10 }, (_, i) => operator(`race_owner_${i}`, 'owner')));
    const { requestId } = (await askRole('tgt_race', 'finance', ownerA)).body.value;
    const answers = await Promise.all(checkers.map((c) => approve(requestId, c.headers)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    const refused = answers.filter((a) => !a.body.success);
    expect(refused.map((a) => [a.res.statusCode, a.body.errorCode])).toEqual(Array(9).fill([409, 'approval.decided']));
    expect(await roleOf(target.id)).toBe('finance');
    expect((await auditsOf(target.id, ['operator.role.set'])).length).toBe(1);
    expect((await auditsOf(target.id, ['approval.approved'])).length).toBe(1);
  });

  it('lets another owner reject with a reason (not the maker), and the maker cancel its own (nobody else)', async () => {
    const target = await operator('tgt_reject', 'support');
    const { requestId } = (await askRole('tgt_reject', 'merchant_admin', ownerA)).body.value;
    expect((await reject(requestId, ownerA)).body.errorCode).toBe('approval.self_approval');
    expect((await reject(requestId, ownerB, '   ')).body.errorCode).toBe('system.invalid_input');
    const rejected = await reject(requestId, ownerB, 'support staff stay support');
    expect(rejected.body.value).toMatchObject({ id: requestId, status: 'rejected', decisionReason: 'support staff stay support', decidedBy: expect.stringMatching(/:owner_b$/) });
    expect(await roleOf(target.id)).toBe('support');
    expect((await approve(requestId, ownerB)).body.errorCode).toBe('approval.decided');
    expect((await reject(requestId, ownerB)).res.statusCode).toBe(409);
    const [audit] = await auditsOf(target.id, ['approval.rejected']);
    expect(audit).toMatchObject({ after: { requestId, reason: 'support staff stay support' } });

    // A decided request no longer blocks a new one for the same operator.
    const next = (await askRole('tgt_reject', 'finance', ownerA)).body.value.requestId as number;
    expect((await cancel(next, ownerB)).body.errorCode).toBe('approval.not_maker');
    const cancelled = await cancel(next, ownerA);
    expect(cancelled.body.value).toMatchObject({ id: next, status: 'cancelled', decidedBy: expect.stringMatching(/:owner_a$/), decisionReason: null });
    expect((await approve(next, ownerB)).body.errorCode).toBe('approval.decided');
    expect(await roleOf(target.id)).toBe('support');
    expect((await auditsOf(target.id, ['approval.cancelled'])).length).toBe(1);
  });

  it('refuses a second pending request for the same operator, naming the one that waits', async () => {
    const target = await operator('tgt_twice', 'support');
    const first = (await askRole('tgt_twice', 'finance', ownerA)).body.value.requestId;
    const second = await askRole('tgt_twice', 'marketing', ownerB);
    expect([second.res.statusCode, second.body.errorCode, second.body.details]).toEqual([409, 'approval.pending_exists', { requestId: first }]);
    const waiting = (await list('status=pending&pageSize=200', ownerA)).body.value.list.filter((r: { target: string }) => r.target === `operator:${target.id}`);
    expect(waiting.map((r: { id: number }) => r.id)).toEqual([first]);
  });

  it('closes a request whose operator\'s role changed since it was asked for, applying nothing', async () => {
    const target = await operator('tgt_stale', 'support');
    const { requestId } = (await askRole('tgt_stale', 'finance', ownerA)).body.value;
    // Changed by another way meanwhile (the CLI, a fix in the database): the request was made against 'support'.
    await p.database.db.update(operators).set({ role: 'marketing' }).where(eq(operators.id, target.id));
    const stale = await approve(requestId, ownerB);
    expect([stale.res.statusCode, stale.body.errorCode]).toEqual([409, 'approval.stale']);
    expect(await roleOf(target.id)).toBe('marketing');
    // It left the waiting list: closed as out of date, by the checker who found it so, and audited.
    expect((await list('status=stale&kind=operator.role&pageSize=200', ownerA)).body.value.list).toContainEqual(expect.objectContaining({
      id: requestId, status: 'stale', decidedBy: expect.stringMatching(/:owner_b$/),
    }));
    expect((await approve(requestId, ownerB)).body.errorCode).toBe('approval.decided');
    expect((await auditsOf(target.id, ['approval.stale'])).length).toBe(1);
    expect((await askRole('tgt_stale', 'finance', ownerA)).body.value.status).toBe('pending');
  });

  it('refuses one\'s own role, the role it already has, and the target approving its own change', async () => {
    const self = await askRole('owner_a', 'support', ownerA);
    expect([self.res.statusCode, self.body.errorCode]).toEqual([403, 'operator.role_self']);
    await operator('tgt_same', 'support');
    const same = await askRole('tgt_same', 'support', ownerA);
    expect([same.res.statusCode, same.body.errorCode]).toEqual([409, 'operator.role_unchanged']);
    // An owner demoted by a request cannot approve it itself.
    const victim = await operator('owner_victim', 'owner');
    const { requestId } = (await askRole('owner_victim', 'support', ownerA)).body.value;
    expect((await approve(requestId, victim.headers)).body.errorCode).toBe('operator.role_self');
    expect(await roleOf(victim.id)).toBe('owner');
    expect((await cancel(requestId, ownerA)).body.success).toBe(true);
  });

  it('keeps a merchant-bound owner on its merchant, and roles without operators.manage out of role requests', async () => {
    const th = await operator('th_owner', 'owner', 'thailand');
    const br = await operator('br_owner', 'owner', 'brazil');
    const thAdmin = await operator('th_admin', 'merchant_admin', 'thailand');
    const target = await operator('tgt_th', 'support', 'thailand');
    const { requestId } = (await askRole('tgt_th', 'finance', th.headers)).body.value;
    // Another merchant's owner neither sees nor decides it, nor reaches the operator.
    expect((await list('', br.headers)).body.value.list.map((r: { id: number }) => r.id)).not.toContain(requestId);
    expect((await list('', br.headers)).body.value.list.every((r: { merchantCode: string }) => r.merchantCode === 'brazil')).toBe(true);
    const foreign = await approve(requestId, br.headers);
    expect([foreign.res.statusCode, foreign.body.errorCode]).toEqual([404, 'approval.not_found']);
    expect((await reject(requestId, br.headers)).body.errorCode).toBe('approval.not_found');
    expect((await cancel(requestId, br.headers)).body.errorCode).toBe('approval.not_found');
    expect((await askRole('tgt_th', 'risk', br.headers)).body.errorCode).toBe('operator.not_found');
    // A bound owner does not see changes of operators bound to no merchant (the site's).
    expect((await list('', th.headers)).body.value.list.every((r: { merchantCode: string | null }) => r.merchantCode === 'thailand')).toBe(true);
    // A merchant admin of the same merchant cannot ask, list or decide role changes.
    expect((await askRole('tgt_th', 'risk', thAdmin.headers)).body.errorCode).toBe('auth.forbidden');
    expect((await list('', thAdmin.headers)).body.value).toMatchObject({ list: [], totalCount: 0 });
    expect((await approve(requestId, thAdmin.headers)).body.errorCode).toBe('auth.forbidden');
    expect(await roleOf(target.id)).toBe('support');
    // An unbound owner reaches it.
    expect((await approve(requestId, ownerB)).body.value.request.status).toBe('approved');
    expect(await roleOf(target.id)).toBe('finance');
  });

  it('answers bad input with a 4xx envelope', async () => {
    const cases: [string, Promise<{ res: { statusCode: number }; body: { success: boolean; errorCode: string | null } }>, string][] = [
      ['unknown role', askRole('tgt_same', 'emperor', ownerA), 'system.invalid_input'],
      ['no role', p.call({ method: 'PUT', url: '/wps/operator/operators/tgt_same/role', headers: ownerA, payload: {} }), 'system.invalid_input'],
      ['extra field', p.call({ method: 'PUT', url: '/wps/operator/operators/tgt_same/role', headers: ownerA, payload: { role: 'finance', merchantCode: null } }), 'system.invalid_input'],
      ['unknown username', askRole('nobody_here', 'finance', ownerA), 'operator.not_found'],
      ['username too long', askRole('x'.repeat(40), 'finance', ownerA), 'system.invalid_input'],
      ['unknown request', approve(999_999, ownerA), 'approval.not_found'],
      ['id not a number', approve('abc', ownerA), 'system.invalid_input'],
      ['id too large', approve('99999999999', ownerA), 'system.invalid_input'],
      ['id zero', cancel(0, ownerA), 'system.invalid_input'],
      ['reject without a reason', p.call({ method: 'POST', url: '/wps/operator/approvals/1/reject', headers: ownerA, payload: {} }), 'system.invalid_input'],
      ['unknown status', list('status=maybe', ownerA), 'system.invalid_input'],
      ['unknown kind', list('kind=merchant.everything', ownerA), 'system.invalid_input'],
    ];
    for (const [name, call, code] of cases) {
      const { res, body } = await call;
      expect([name, res.statusCode >= 400 && res.statusCode < 500, body.success, body.errorCode]).toEqual([name, true, false, code]);
    }
  });

  // Last: it disables every other unbound owner of this platform.
  it('never demotes the last active owner bound to no merchant, asked or approved', async () => {
    const solo = await operator('solo_owner', 'owner');
    const CLI2 = { ...CLI, id: 'test-checker' };
    // Asked while others exist…
    const { requestId } = await p.services.approvals.request(CLI, 'operator.role', { username: 'solo_owner', role: 'auditor' });
    await p.database.db.execute(sql`UPDATE operators SET status = 'disabled' WHERE role = 'owner' AND merchant_code IS NULL AND username <> 'solo_owner'`);
    // …approved once it is the last: refused, the request still pending, nothing changed.
    await expect(p.services.approvals.approve(CLI2, requestId)).rejects.toMatchObject({ code: 'operator.last_owner' });
    expect((await list(`status=pending`, solo.headers)).body.value.list.map((r: { id: number }) => r.id)).toContain(requestId);
    expect(await roleOf(solo.id)).toBe('owner');
    await p.services.approvals.cancel(CLI, requestId);
    await expect(p.services.approvals.request(CLI, 'operator.role', { username: 'solo_owner', role: 'auditor' })).rejects.toMatchObject({ code: 'operator.last_owner' });
    // A bound owner is not the one that matters: another of its kind may be demoted.
    const th2 = await operator('th_owner_2', 'owner', 'thailand');
    const demote = (await askRole('th_owner_2', 'support', solo.headers)).body.value.requestId;
    expect((await p.services.approvals.approve(CLI2, demote)).request.status).toBe('approved');
    expect(await roleOf(th2.id)).toBe('support');
    // Nor is the last one disabled: the site would have no owner reaching every merchant.
    await expect(p.services.operators.setStatus(CLI, 'solo_owner', 'disabled')).rejects.toMatchObject({ code: 'operator.last_owner' });
  });
});
