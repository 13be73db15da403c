/**
 * Authentication runs before validation on every route that needs a token (decision 0031): a caller
 * without a valid token learns nothing about the route, not even whether its body, query or path would
 * pass. The routes come from the OpenAPI document: every operation with `security`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';
import { operations, urlOf, type Operation } from './openapi-routes';

let p: TestPlatform;
let secured: Operation[];
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '100000' });
  await p.app.ready();
  secured = operations(p.app).filter((op) => op.secured);
});
afterAll(() => p.close());

/** A request that fails validation wherever the route validates anything: path, query and body. */
function malformed(op: Operation, headers: Record<string, string>) {
  const query = new URLSearchParams(op.query.map((q) => [q.name, '-1.5e999'])).toString();
  const hasBody = op.method !== 'GET';
  return p.app.inject({
    method: op.method,
    url: urlOf(op, () => 'not-an-id') + (query ? `?${query}` : ''),
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: JSON.stringify({ amount: 'lots', requestId: null, nested: { deep: [[[]]] } }) } : {}),
  });
}

describe('token routes authenticate before they validate', () => {
  it('finds the member, agent and operator token routes in the document', () => {
    const paths = secured.map((op) => op.path);
    for (const expected of ['/wps/member/withdraw', '/wps/relay/GCS_walletTransfer', '/wps/agent/downline/register', '/wps/member/files', '/wps/pge/dice', '/wps/operator/merchants']) {
      expect(paths).toContain(expected);
    }
    // The providers' seamless wallet is signed by the vendor, not called with a token.
    expect(paths.some((path) => path.startsWith('/provider/'))).toBe(false);
  });

  it('answers 401 auth.not_logged_in without a token, whatever the input', async () => {
    const wrong: string[] = [];
    for (const op of secured) {
      const res = await malformed(op, {});
      const body = JSON.parse(res.body);
      if (res.statusCode !== 401 || body.errorCode !== 'auth.not_logged_in') wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${body.errorCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 with an unknown token too', async () => {
    const wrong: string[] = [];
    for (const op of secured) {
      const res = await malformed(op, { authorization: 'f'.repeat(64) });
      if (res.statusCode !== 401) wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${JSON.parse(res.body).errorCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a trial account on real-member routes before validating', async () => {
    const trial = (await p.call({ method: 'POST', url: '/wps/session/login/freeplay' })).body.value.token as string;
    const withdraw = secured.find((op) => op.method === 'POST' && op.path === '/wps/member/withdraw')!;
    const res = await malformed(withdraw, { authorization: trial });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).errorCode).toBe('member.in_need_true_account');
  });

  it('validates once the token is good', async () => {
    const login = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'demo_player', password: 'Demo@2026', type: 'username' } });
    const token = login.body.value.token as string;
    const dice = secured.find((op) => op.path === '/wps/pge/dice')!;
    const res = await malformed(dice, { authorization: token });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).errorCode).toBe('system.invalid_input');
  });
});
