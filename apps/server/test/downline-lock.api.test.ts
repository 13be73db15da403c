/**
 * A lock from the back office stays until the back office lifts it (migration 0038): the account records
 * who disabled it, an agent re-enables only what an agent disabled, and its downline list says which
 * accounts customer service locked. An operator's lock of an agent-disabled account takes it over.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTeamKit, type Account } from './agent-team-kit';
import type { TestPlatform } from './helpers';

const kit = agentTeamKit('dl');
let p: TestPlatform;
let ops: { authorization: string };
let top: Account;

beforeAll(async () => {
  p = await kit.start();
  ops = { authorization: await p.operatorToken() };
  top = await kit.agent();
});
afterAll(() => p.close());

const operatorAct = (m: Account, action: 'lock' | 'unlock') =>
  p.call({ method: 'POST', url: `/wps/operator/merchants/thailand/players/${m.id}/actions/${action}`, headers: ops, payload: { reason: 'downline lock test' } });
const agentSets = (m: Account, status: 'active' | 'disabled') =>
  p.call({ method: 'PUT', url: `/wps/agent/downline/${m.id}/status`, headers: top.auth, payload: { status } });
const stateOf = async (m: Account) => (await kit.rows(sql`SELECT status, disabled_by AS "disabledBy" FROM members WHERE id = ${m.id}`))[0];
const listed = async (m: Account) => {
  const list = (await p.call({ method: 'GET', url: '/wps/agent/downline?pageSize=100', headers: top.auth })).body.value.list as { id: number; status: string; lockedByOperator: boolean }[];
  return list.find((d) => d.id === m.id);
};
const agentAudits = async (m: Account) => Number((await kit.rows(sql`SELECT COUNT(*)::int AS n FROM audit_log WHERE action = 'agent.downline.status' AND target = ${`member:${m.id}`}`))[0].n);

describe('who disabled a downline account', () => {
  it('an operator\'s lock: the agent cannot enable it, and its list says customer service locked it, until the operator unlocks', async () => {
    const m = await kit.member(top);
    expect((await operatorAct(m, 'lock')).body.value).toMatchObject({ action: 'lock', changed: true });
    expect(await stateOf(m)).toEqual({ status: 'disabled', disabledBy: 'operator' });
    expect(await listed(m)).toMatchObject({ status: 'disabled', lockedByOperator: true });

    const refused = await agentSets(m, 'active');
    expect([refused.res.statusCode, refused.body.errorCode]).toEqual([409, 'agent.member_locked_by_operator']);
    expect(await stateOf(m)).toEqual({ status: 'disabled', disabledBy: 'operator' });
    // Disabling what is already locked changes nothing, and leaves the lock the operator's.
    expect((await agentSets(m, 'disabled')).body.value).toMatchObject({ changed: false });
    expect(await stateOf(m)).toEqual({ status: 'disabled', disabledBy: 'operator' });
    expect(await agentAudits(m)).toBe(0);

    expect((await operatorAct(m, 'unlock')).body.value).toMatchObject({ action: 'unlock', changed: true });
    expect(await stateOf(m)).toEqual({ status: 'active', disabledBy: null });
    expect(await listed(m)).toMatchObject({ status: 'active', lockedByOperator: false });
    // Unlocked, the account is the agent's to disable and enable again.
    expect((await agentSets(m, 'disabled')).body.value).toMatchObject({ changed: true });
    expect((await agentSets(m, 'active')).body.value).toMatchObject({ changed: true });
  });

  it('an agent\'s disabling: the agent enables it again; once the operator locks it too, only the operator can', async () => {
    const m = await kit.member(top);
    expect((await agentSets(m, 'disabled')).body.value).toMatchObject({ status: 'disabled', changed: true });
    expect(await stateOf(m)).toEqual({ status: 'disabled', disabledBy: 'agent' });
    expect(await listed(m)).toMatchObject({ status: 'disabled', lockedByOperator: false });
    expect((await agentSets(m, 'active')).body.value).toMatchObject({ status: 'active', changed: true });
    expect(await stateOf(m)).toEqual({ status: 'active', disabledBy: null });

    await agentSets(m, 'disabled');
    // The operator's lock of an account the agent disabled is a change: the lock is now the operator's.
    expect((await operatorAct(m, 'lock')).body.value).toMatchObject({ changed: true });
    expect(await stateOf(m)).toEqual({ status: 'disabled', disabledBy: 'operator' });
    expect((await agentSets(m, 'active')).body.errorCode).toBe('agent.member_locked_by_operator');
    expect((await operatorAct(m, 'lock')).body.value).toMatchObject({ changed: false });
  });
});
