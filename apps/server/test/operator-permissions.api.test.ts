/**
 * The permission matrix (decision 0044): every signed-in operator route × every role, allowed or 403,
 * against a table written out here by hand (not derived from the roles' definitions, so a wrong grant
 * in contracts fails it). A route added without a row here fails the first test. Then merchant
 * scoping: an operator bound to one merchant gets 403 on another's routes and sees only its own in lists.
 */
import { OPERATOR_ROLES, type OperatorRole } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';
import { operations, urlOf, type Operation } from './openapi-routes';

// O owner, A merchant admin, F finance, R risk, S support, M marketing, U auditor; * every role.
const LETTER: Record<string, OperatorRole> = { O: 'owner', A: 'merchant_admin', F: 'finance', R: 'risk', S: 'support', M: 'marketing', U: 'auditor' };
const ALL = 'OAFRSMU';
const MATRIX: Record<string, string> = {
  'GET /wps/operator/session/me': '*',
  'GET /wps/operator/session/sessions': '*',
  'POST /wps/operator/session/sessions/{id}/revoke': '*',
  'POST /wps/operator/session/password': '*',
  'POST /wps/operator/totp/enrol': '*',
  'POST /wps/operator/totp/confirm': '*',
  'DELETE /wps/operator/session/logout': '*',
  'GET /wps/operator/operators': 'O',
  'GET /wps/operator/operators/export': 'O',
  'POST /wps/operator/operators': 'O',
  'PUT /wps/operator/operators/{username}/status': 'O',
  'POST /wps/operator/operators/{username}/totp/reset': 'O',
  'PUT /wps/operator/operators/{username}/role': 'O',
  // Signed in only: the service checks the kind's permission once it has read the request (decision 0045).
  'GET /wps/operator/approvals': '*',
  'GET /wps/operator/approvals/export': '*',
  'POST /wps/operator/approvals/{id}/approve': '*',
  'POST /wps/operator/approvals/{id}/reject': '*',
  'POST /wps/operator/approvals/{id}/cancel': '*',
  'GET /wps/operator/merchants': '*',
  'GET /wps/operator/merchant-templates': '*',
  'POST /wps/operator/merchants': 'O',
  'POST /wps/operator/merchants/from-template': 'O',
  'PUT /wps/operator/merchants/{merchantCode}': 'OA',
  'PUT /wps/operator/merchants/{merchantCode}/status': 'OA',
  'PUT /wps/operator/merchants/{merchantCode}/features': 'OA',
  'PUT /wps/operator/merchants/{merchantCode}/register-fields': 'OA',
  'PUT /wps/operator/merchants/{merchantCode}/session-policy': 'OA',
  'PUT /wps/operator/merchants/{merchantCode}/whitelabel': 'OA',
  'PUT /wps/operator/merchants/{merchantCode}/domains': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/support-channels': '*',
  'PUT /wps/operator/merchants/{merchantCode}/support-channels': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/social': '*',
  'PUT /wps/operator/merchants/{merchantCode}/social/{provider}': 'OA',
  'DELETE /wps/operator/merchants/{merchantCode}/social/{provider}': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/blocks': '*',
  'POST /wps/operator/merchants/{merchantCode}/blocks': 'OAR',
  'DELETE /wps/operator/merchants/{merchantCode}/blocks/{id}': 'OAR',
  'POST /wps/operator/merchants/{merchantCode}/members/{id}/default-password': 'OARS',
  'GET /wps/operator/outbox': 'OAS',
  'POST /wps/operator/merchants/{merchantCode}/members/{id}/wallet/adjust': 'OAF',
  'GET /wps/operator/wallet/adjustments': 'OAFRU',
  'GET /wps/operator/wallet/adjustments/export': 'OAFRU',
  'POST /wps/operator/wallet/adjustments/{id}/approve': 'OAF',
  'POST /wps/operator/wallet/adjustments/{id}/reject': 'OAF',
  'GET /wps/operator/wallet/reconcile': 'OAFRU',
  'GET /wps/operator/merchants/{merchantCode}/wallet/limits': '*',
  'PUT /wps/operator/merchants/{merchantCode}/wallet/limits': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/wallet-mode': '*',
  'PUT /wps/operator/merchants/{merchantCode}/wallet-mode': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/withdrawals': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/withdrawals/export': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/withdrawals/{id}': 'OAFRSU',
  'POST /wps/operator/merchants/{merchantCode}/withdrawals/{id}/approve': 'OAFR',
  'POST /wps/operator/merchants/{merchantCode}/withdrawals/{id}/reject': 'OAFR',
  'POST /wps/operator/merchants/{merchantCode}/withdrawals/{id}/resolve': 'OAFR',
  'GET /wps/operator/merchants/{merchantCode}/withdrawal-settings': '*',
  'PUT /wps/operator/merchants/{merchantCode}/withdrawal-settings': 'OA',
  'GET /wps/operator/deposits': 'OAFRSU',
  'GET /wps/operator/deposits/export': 'OAFRSU',
  // Deposit or withdrawal reads, either (decision 0047); without Accept: text/event-stream it answers 406.
  'GET /wps/operator/finance/events': 'OAFRSU',
  'POST /wps/operator/merchants/{merchantCode}/deposits/{id}/approve': 'OAF',
  'POST /wps/operator/merchants/{merchantCode}/deposits/{id}/reject': 'OAF',
  'GET /wps/operator/merchants/{merchantCode}/deposit-channels': '*',
  'PUT /wps/operator/merchants/{merchantCode}/deposit-channels/{code}': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/files/{id}': 'OAFRS',
  'POST /wps/operator/merchants/{merchantCode}/agent-contracts/{id}/rerun': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/settings': '*',
  'GET /wps/operator/merchants/{merchantCode}/agents': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/agents/{id}': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/agents/{id}/children': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/agents/{id}/contracts': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/agents/{id}/team': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/agent-contracts/{id}/history': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/agent-contracts/{id}/settlements': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/banners': 'OASMU',
  'POST /wps/operator/merchants/{merchantCode}/banners': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/banners/{id}': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/banners/{id}/status': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/banners/order': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/banners/{id}/image': 'OAM',
  'DELETE /wps/operator/merchants/{merchantCode}/banners/{id}/image': 'OAM',
  'GET /wps/operator/merchants/{merchantCode}/promotions': 'OARSMU',
  'GET /wps/operator/merchants/{merchantCode}/promotions/{id}': 'OARSMU',
  'POST /wps/operator/merchants/{merchantCode}/promotions': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/promotions/{id}': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/promotions/{id}/status': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/promotions/{id}/image': 'OAM',
  'DELETE /wps/operator/merchants/{merchantCode}/promotions/{id}/image': 'OAM',
  'GET /wps/operator/merchants/{merchantCode}/promotions/{id}/budget': 'OARSMU',
  'GET /wps/operator/merchants/{merchantCode}/promotions/{id}/preview': 'OARSMU',
  'GET /wps/operator/merchants/{merchantCode}/promotions/{id}/rushes': 'OARSMU',
  // Marketing prepares promotions; moving money into their budgets is the owner's and the merchant admin's.
  'POST /wps/operator/merchants/{merchantCode}/promotions/{id}/budget': 'OA',
  'GET /wps/operator/merchants/{merchantCode}/promotion-applications': 'OARSMU',
  // Deciding applications pays from a funded budget within the promotion's maximum: support and risk review them, marketing does not.
  'GET /wps/operator/merchants/{merchantCode}/promotion-applications/{id}/checks': 'OARS',
  'POST /wps/operator/merchants/{merchantCode}/promotion-applications/{id}/approve': 'OARS',
  'POST /wps/operator/merchants/{merchantCode}/promotion-applications/{id}/reject': 'OARS',
  'GET /wps/operator/merchants/{merchantCode}/notices': 'OASMU',
  'POST /wps/operator/merchants/{merchantCode}/notices': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/notices/{id}': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/notices/{id}/status': 'OAM',
  'PUT /wps/operator/merchants/{merchantCode}/notices/order': 'OAM',
  'GET /wps/operator/merchants/{merchantCode}/game-vendors': 'OAMU',
  'POST /wps/operator/merchants/{merchantCode}/game-vendors': 'OAM',
  'PATCH /wps/operator/merchants/{merchantCode}/game-vendors/{code}': 'OAM',
  'POST /wps/operator/merchants/{merchantCode}/game-vendors/reorder': 'OAM',
  'GET /wps/operator/merchants/{merchantCode}/games': 'OAMU',
  'GET /wps/operator/merchants/{merchantCode}/games/export': 'OAMU',
  'POST /wps/operator/merchants/{merchantCode}/games': 'OAM',
  'PATCH /wps/operator/merchants/{merchantCode}/games/{id}': 'OAM',
  'POST /wps/operator/merchants/{merchantCode}/games/reorder': 'OAM',
  'GET /wps/operator/audit': 'OARU',
  'GET /wps/operator/audit/export': 'OARU',
  'GET /wps/operator/audit/chain': 'OARU',
  'GET /wps/operator/merchants/{merchantCode}/players': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/export': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}': 'OAFRSU',
  'POST /wps/operator/merchants/{merchantCode}/players/{id}/unmask': 'OAFRS',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/balances': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/ledger': 'OAFRU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/rounds': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/sessions': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/logins': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/devices': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/addresses': 'OAFRSU',
  'GET /wps/operator/merchants/{merchantCode}/players/{id}/notes': 'OAFRSU',
  'POST /wps/operator/merchants/{merchantCode}/players/{id}/notes': 'OARS',
  'POST /wps/operator/merchants/{merchantCode}/players/{id}/actions/{action}': 'OARS',
  // The dashboard and reports (decision 0050); the all-merchants views refuse bound operators in the service.
  'GET /wps/operator/dashboard': 'OAFRU',
  'GET /wps/operator/merchants/{merchantCode}/dashboard': 'OAFRU',
  'GET /wps/operator/reports/ggr-merchants': 'OAFRU',
  'GET /wps/operator/merchants/{merchantCode}/reports/{report}': 'OAFRU',
  'GET /wps/operator/merchants/{merchantCode}/reports/{report}/csv': 'OAFRU',
};
const allowedRoles = (key: string) => new Set([...(MATRIX[key] === '*' ? ALL : MATRIX[key]!)].map((l) => LETTER[l]!));

const PASSWORD = 'Matrix-Operator-2026!';
let p: TestPlatform;
let signedIn: Operation[];
const tokens = new Map<string, string>();
const key = (op: Operation) => `${op.method} ${op.path}`;

async function createOperator(username: string, role: OperatorRole, merchantCode: string | null) {
  const owner = await p.operatorToken();
  const { body } = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: { authorization: owner }, payload: { username, password: PASSWORD, role, merchantCode } });
  expect(body.errorCode).toBeNull();
  const login = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username, password: PASSWORD } });
  expect(login.body.value.token).toBeTruthy();
  return login.body.value.token as string;
}

/** The route with harmless values: ids that do not exist and an empty body, so an allowed call changes nothing. */
function send(op: Operation, token: string, merchantCode = 'thailand') {
  const url = urlOf(op, (name) => ({ merchantCode, id: '999999', code: 'NOPE', provider: 'google', username: 'nobody-here' })[name] ?? 'x');
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  return p.app.inject({ method: op.method, url, headers: { authorization: token, ...(hasBody ? { 'content-type': 'application/json' } : {}) }, ...(hasBody ? { payload: '{}' } : {}) });
}

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  await p.app.ready();
  signedIn = operations(p.app).filter((op) => op.secured && op.path.startsWith('/wps/operator/'));
  for (const role of OPERATOR_ROLES) tokens.set(role, await createOperator(`matrix_${role}`, role, null));
});
afterAll(() => p.close());

describe('operator permission matrix', () => {
  it('has a row for every signed-in operator route, and no row for a route that is gone', () => {
    expect(signedIn.map(key).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(OPERATOR_ROLES)('%s: allowed where the table says, 403 auth.forbidden everywhere else', async (role) => {
    const token = tokens.get(role)!;
    const wrong: string[] = [];
    // Logout last: it ends the session the other calls use.
    for (const op of [...signedIn].sort((a, b) => Number(key(a).includes('logout')) - Number(key(b).includes('logout')))) {
      const res = await send(op, token);
      const forbidden = res.statusCode === 403 && JSON.parse(res.body).errorCode === 'auth.forbidden';
      if (forbidden === allowedRoles(key(op)).has(role)) wrong.push(`${key(op)} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('merchant binding', () => {
  it('keeps a merchant-bound operator on its merchant: 403 on another, only its own in lists', async () => {
    const token = await createOperator('matrix_bound_admin', 'merchant_admin', 'thailand');
    const byKey = new Map(signedIn.map((op) => [key(op), op]));
    for (const k of ['GET /wps/operator/merchants/{merchantCode}/withdrawals', 'PUT /wps/operator/merchants/{merchantCode}/status', 'GET /wps/operator/merchants/{merchantCode}/banners']) {
      const res = await send(byKey.get(k)!, token, 'myanmar');
      expect(res.statusCode, k).toBe(403);
      expect((await send(byKey.get(k)!, token, 'thailand')).statusCode, k).not.toBe(403);
    }
    const merchants = await p.call({ method: 'GET', url: '/wps/operator/merchants', headers: { authorization: token } });
    expect(merchants.body.value.map((m: { merchant: { merchantCode: string } }) => m.merchant.merchantCode)).toEqual(['thailand']);
  });

  it('lets a merchant-bound owner create operators only on its own merchant', async () => {
    const token = await createOperator('matrix_bound_owner', 'owner', 'thailand');
    const other = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: { authorization: token }, payload: { username: 'x_other', password: PASSWORD, role: 'support', merchantCode: 'myanmar' } });
    expect(other.body.errorCode).toBe('auth.forbidden');
    const everywhere = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: { authorization: token }, payload: { username: 'x_all', password: PASSWORD, role: 'support', merchantCode: null } });
    expect(everywhere.body.errorCode).toBe('auth.forbidden');
    const own = await p.call({ method: 'POST', url: '/wps/operator/operators', headers: { authorization: token }, payload: { username: 'x_own', password: PASSWORD, role: 'support', merchantCode: 'thailand' } });
    expect(own.body.errorCode).toBeNull();
    const list = await p.call({ method: 'GET', url: '/wps/operator/operators', headers: { authorization: token } });
    expect(new Set(list.body.value.map((o: { merchantCode: string | null }) => o.merchantCode))).toEqual(new Set(['thailand']));
  });
});
