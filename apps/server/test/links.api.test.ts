/**
 * Issue 16: every absolute link the platform hands out or calls comes from the merchant's configured
 * main domain (decision 0029), never from Host, X-Forwarded-Host or Origin. Each link kind is asked for
 * with all three forged; none of them reaches the link. (Social redirect URIs: social.api.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../src/db/seed';
import { createTestPlatform, type TestPlatform } from './helpers';
import { newPlayer } from './upload-helpers';

let p: TestPlatform;
let ops: Record<string, string>;
beforeAll(async () => {
  // TRUST_PROXY_HOPS: the forwarded headers are trusted as a proxy's would be, and still change nothing.
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY_HOPS: '1' });
  ops = { authorization: await p.operatorToken() };
});
afterAll(() => p.close());

const FORGED = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http', origin: 'https://attacker.example' };
const SITE = 'https://thailand.royallotus.example';

async function resetLink(email: string) {
  const { body } = await p.call({ method: 'GET', url: `/wps/operator/outbox?destination=${encodeURIComponent(email)}`, headers: ops });
  return /(https?:\/\/[^\s"'<]+resetToken=[^\s"'<&]+)/.exec(body.value[0].body)?.[1];
}

describe('links come from the merchant\'s main domain', () => {
  it('a password-reset e-mail links to the main domain whatever Host the request named', async () => {
    const asked = await p.call({ method: 'POST', url: '/wps/member/password/email', headers: FORGED, payload: { username: DEMO_PLAYER.username, email: 'demo.player@example.com' } });
    expect(asked.body.success, JSON.stringify(asked.body)).toBe(true);
    const link = await resetLink('demo.player@example.com');
    expect(link).toMatch(new RegExp(`^${SITE}/\\?resetToken=`));
    expect(link).not.toContain('attacker');
  });

  it('a gateway deposit\'s pay page, callback and return URLs are on the main domain', async () => {
    const player = await newPlayer(p);
    const { body } = await p.call({ method: 'POST', url: '/wps/member/deposit', headers: { ...player.auth, ...FORGED }, payload: { requestId: 'links-1', channelCode: 'PAYSIM', amount: 300 } });
    expect(body.success, JSON.stringify(body)).toBe(true);
    const redirect = new URL(body.value.redirectUrl);
    expect(redirect.origin).toBe(SITE);
    const order = await p.services.paySim.gateway.openOrder(redirect.searchParams.get('order')!);
    expect(order).toMatchObject({ cb: `${SITE}/wps/deposit/gateway/PAYSIM/callback`, ret: `${SITE}/member?page=deposit` });
  });

  it('follows the operator\'s domain setting, and refuses a domain with a path, a query or another scheme', async () => {
    const set = await p.call({ method: 'PUT', url: '/wps/operator/merchants/india/domains', headers: ops, payload: { mainDomain: 'play.example.in', mirrors: [{ url: 'm1.example.in', label: 'Mirror 1' }] } });
    expect(set.body.value).toEqual({ mainDomain: 'play.example.in', mirrors: [{ url: 'https://m1.example.in', label: 'Mirror 1' }] });
    expect(p.services.merchants.publicBaseUrl('india')).toBe('https://play.example.in');
    for (const bad of ['play.example.in/reset', 'https://play.example.in/?x=1', 'ftp://play.example.in', 'https://user:pw@play.example.in', 'not a host', 'intranet']) {
      const refused = await p.call({ method: 'PUT', url: '/wps/operator/merchants/india/domains', headers: ops, payload: { mainDomain: bad } });
      expect(refused.body.errorCode, bad).toBe('merchant.domain_invalid');
    }
    expect(p.services.merchants.publicBaseUrl('india')).toBe('https://play.example.in');
  });
});
