import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../web/src/lib/encryption';
import { decryptServiceLink } from '../../web/src/lib/service-link';
import { ok } from '../src/http/envelope';
import { encryptServiceLink } from '../src/lib/crypto';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
let key: { publicKey: string; keyId: string };

beforeAll(async () => {
  p = await createTestPlatform({ PAYLOAD_ENCRYPTION: 'required' });
  // A route marked E like the login and registration calls of later issues, echoing what it received.
  p.app.post('/wps/test/echo', {
    config: { encrypted: true },
    schema: { body: z.object({ username: z.string(), password: z.string() }) },
  }, async (req) => ok(req.body));
  key = (await p.call({ method: 'GET', url: '/wps/session/key/rsa' })).body.value;
});
afterAll(() => p.close());

describe('encrypted payloads (RSA-OAEP + AES-256-GCM), browser client to server', () => {
  it('decrypts what the web client encrypts', async () => {
    const sent = { username: 'somchai', password: 'pässwörd-ไทย' };
    const enc = await encryptPayload(key.publicKey, key.keyId, sent);
    expect(JSON.stringify(enc.body)).not.toContain('somchai');
    const { res, body } = await p.call({ method: 'POST', url: '/wps/test/echo', headers: enc.headers, payload: enc.body });
    expect(res.statusCode).toBe(200);
    expect(body.value).toEqual(sent);
  });

  it('refuses plain JSON when encryption is required', async () => {
    const { res, body } = await p.call({ method: 'POST', url: '/wps/test/echo', payload: { username: 'a', password: 'b' } });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('system.encryption_required');
  });

  it('refuses a tampered payload, a foreign key id and garbage', async () => {
    const enc = await encryptPayload(key.publicKey, key.keyId, { username: 'a', password: 'b' });
    const raw = Buffer.from(enc.body.payload, 'base64');
    raw[20] = raw[20]! ^ 0xff;
    const tampered = await p.call({ method: 'POST', url: '/wps/test/echo', headers: enc.headers, payload: { payload: raw.toString('base64') } });
    expect(tampered.body.errorCode).toBe('system.encryption_invalid');
    const foreign = await p.call({ method: 'POST', url: '/wps/test/echo', headers: { Encryption: enc.headers.Encryption.replace(key.keyId, 'AAAAAAAAAAAAAAAA') }, payload: enc.body });
    expect(foreign.body.errorCode).toBe('system.encryption_invalid');
    for (const header of ['junk', '.', `${key.keyId}.!!!`]) {
      const r = await p.call({ method: 'POST', url: '/wps/test/echo', headers: { Encryption: header }, payload: { payload: 'abc' } });
      expect(r.res.statusCode, header).toBe(400);
    }
  });

  it('still validates the decrypted body', async () => {
    const enc = await encryptPayload(key.publicKey, key.keyId, { username: 42 });
    const { res, body } = await p.call({ method: 'POST', url: '/wps/test/echo', headers: enc.headers, payload: enc.body });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('system.invalid_input');
  });

  it('registers and logs in through the real E calls', async () => {
    const form = { username: 'cipher01', password: 'Secret#123', confirmPassword: 'Secret#123', mobileNum: '0844444444', acceptTerms: true, confirmAge: true, humanVerification: await p.humanProof() };
    const reg = await encryptPayload(key.publicKey, key.keyId, form);
    const registered = await p.call({ method: 'PUT', url: '/wps/member/register', headers: reg.headers, payload: reg.body });
    expect(registered.body.success, JSON.stringify(registered.body)).toBe(true);
    const plain = await p.call({ method: 'POST', url: '/wps/session/login', payload: { username: 'cipher01', password: 'Secret#123' } });
    expect(plain.body.errorCode).toBe('system.encryption_required');
    const sealed = await encryptPayload(key.publicKey, key.keyId, { username: 'cipher01', password: 'Secret#123', humanVerification: await p.humanProof() });
    const loggedIn = await p.call({ method: 'POST', url: '/wps/session/login', headers: sealed.headers, payload: sealed.body });
    expect(loggedIn.body.value.token).toMatch(/^[\w-]{43}$/);
  });

  it('lets the web client read service links the server encrypted', async () => {
    const link = 'https://t.me/royallotus_support?start=ไทย';
    expect(await decryptServiceLink(encryptServiceLink(link))).toBe(link);
  });
});
