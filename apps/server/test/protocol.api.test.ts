import { ERROR_STATUS } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ BODY_LIMIT_BYTES: '4096' });
});
afterAll(() => p.close());

describe('wire protocol', () => {
  it('wraps success in the envelope', async () => {
    const { res, body } = await p.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ success: true, value: { status: 0, ip: '127.0.0.1', countryCode: null }, errorCode: null, message: null });
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const { res, body } = await p.call({ method: 'GET', url: '/wps/nope/nothing' });
    expect(res.statusCode).toBe(404);
    expect(body).toMatchObject({ success: false, value: null, errorCode: 'system.route_not_found' });
    expect(body.message).toBeTruthy();
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const { res, body } = await p.call({ method: 'DELETE', url: '/wps/system/status' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(body.errorCode).toBe('system.method_not_allowed');
  });

  it('rejects malformed JSON with 400', async () => {
    const { res, body } = await p.call({ method: 'POST', url: '/wps/operator/session/login', headers: { 'content-type': 'application/json' }, payload: '{"username": "adm' });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('system.malformed_json');
  });

  it('rejects a body over the limit with 413', async () => {
    const { res, body } = await p.call({ method: 'POST', url: '/wps/operator/session/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: 'x'.repeat(10_000), password: 'y' }) });
    expect(res.statusCode).toBe(413);
    expect(body.errorCode).toBe('system.payload_too_large');
  });

  it('rejects an unsupported content type with 415', async () => {
    const { res, body } = await p.call({ method: 'POST', url: '/wps/operator/session/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(body.errorCode).toBe('system.unsupported_media_type');
  });

  it('reports invalid input with the offending fields', async () => {
    const { res, body } = await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: { username: 1 } });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('system.invalid_input');
    expect(JSON.stringify(body.details)).toContain('username');
  });

  it('translates messages by the Language header, falling back to the merchant language', async () => {
    const en = await p.call({ method: 'GET', url: '/nope', headers: { language: 'EN' } });
    const th = await p.call({ method: 'GET', url: '/nope', headers: { language: 'TH' } });
    const pt = await p.call({ method: 'GET', url: '/nope', headers: { language: 'pt-BR' } });
    const none = await p.call({ method: 'GET', url: '/nope', headers: { merchant: 'brazil' } });
    expect(en.body.message).toBe('The requested address does not exist.');
    expect(th.body.message).not.toBe(en.body.message);
    expect(pt.body.message).not.toBe(en.body.message);
    expect(none.body.message).toBe(pt.body.message);
  });

  it('falls back to the default merchant for a missing or unknown Merchant header', async () => {
    for (const headers of [{}, { merchant: 'atlantis' }, { merchant: '' }]) {
      const { body } = await p.call({ method: 'GET', url: '/wps/system/permission', headers });
      expect(body.value.info.merchant.merchantCode).toBe('thailand');
    }
    const { body } = await p.call({ method: 'GET', url: '/wps/system/permission', headers: { merchant: 'Mexico' } });
    expect(body.value.info.merchant.merchantCode).toBe('mexico');
  });

  it('never answers client input with a 500', async () => {
    const routes = p.app.printRoutes({ commonPrefix: false }).split('\n').map((l) => l.replace(/^[\s│├└─]+/, '').split(' ')[0]!).filter((u) => u.startsWith('/wps'));
    expect(routes.length).toBeGreaterThan(10);
    const bodies = ['null', '[]', '"x"', '{"a":{"b":[1,2,{"c":null}]}}', '{"status":"1"}', '{"status":99}', '{"__proto__":{"x":1}}', '123', 'true'];
    for (const url of routes) {
      const concrete = url.replace(':merchantCode', 'thailand').replace(':id', 'abc');
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        for (const payload of bodies) {
          const res = await p.app.inject({ method, url: `${concrete}?pageNo=-1&lang=%00&device=${'x'.repeat(40)}`, payload, headers: { 'content-type': 'application/json', authorization: 'junk', merchant: '%%%', language: '💥' } });
          expect(res.statusCode, `${method} ${concrete} ${payload}`).toBeLessThan(500);
          expect(JSON.parse(res.body)).toHaveProperty('errorCode');
        }
      }
    }
  });

  it('gives every error code an HTTP status and a message in every language', async () => {
    const { ERROR_MESSAGES } = await import('@platform/contracts');
    for (const code of Object.keys(ERROR_STATUS)) {
      for (const [lang, messages] of Object.entries(ERROR_MESSAGES)) {
        expect((messages as Record<string, string>)[code], `${lang} ${code}`).toBeTruthy();
      }
    }
  });

  it('serves the OpenAPI document generated from the contracts, and the docs UI', async () => {
    const json = await p.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = JSON.parse(json.body);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/wps/system/permission');
    expect(JSON.stringify(doc.paths['/wps/operator/merchants/{merchantCode}/status'])).toContain('notice');
    const ui = await p.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
