import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../src/boot';
import { createTestPlatform, type TestPlatform } from './helpers';

// Production runs several API processes on one PostgreSQL and one Redis; this checks they agree.
const multi = process.env.TEST_DB === 'pg' && !!process.env.DATABASE_URL && !!process.env.REDIS_URL;

describe.skipIf(!multi)('several API processes on PostgreSQL and Redis', () => {
  let a: TestPlatform;
  let b: Platform;
  beforeAll(async () => {
    a = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '8' });
    b = await a.sibling();
  });
  afterAll(() => a?.close());

  it('shares one RSA key', async () => {
    const ka = await a.call({ method: 'GET', url: '/wps/session/key/rsa' });
    const kb = JSON.parse((await b.app.inject({ method: 'GET', url: '/wps/session/key/rsa' })).body);
    expect(kb.value.keyId).toBe(ka.body.value.keyId);
  });

  it('tells every process about a settings change through Redis pub/sub', async () => {
    const token = await a.operatorToken();
    await a.call({ method: 'PUT', url: '/wps/operator/merchants/thailand/status', payload: { status: 1, notices: { TH: 'upgrade' } }, headers: { authorization: token } });
    let seen = 0;
    for (let i = 0; i < 50 && seen !== 1; i++) {
      seen = JSON.parse((await b.app.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': '10.9.9.9' } })).body).value.status;
      if (seen !== 1) await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toBe(1);
  });

  it('counts the rate limit across processes in Redis', async () => {
    const hit = (p: Platform) => p.app.inject({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 'nobody', password: 'wrong' }, remoteAddress: '192.0.2.55' });
    // Refused (no proof of work), but not limited: the limit counts every call, whatever it answers.
    for (let i = 0; i < 4; i++) expect((await hit(a)).statusCode).not.toBe(429);
    for (let i = 0; i < 4; i++) expect((await hit(b)).statusCode).not.toBe(429);
    const over = await hit(b);
    expect(over.statusCode).toBe(429);
    expect(JSON.parse(over.body).errorCode).toBe('system.rate_limited');
  });
});
