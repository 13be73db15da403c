/**
 * Every answer the server can give is the envelope with a stable code (decision 0031): routing misses,
 * bodies the parser refuses, rate limits, and what Node's HTTP parser and the timeouts decide before a
 * request exists. The last group needs a listening server: `inject` skips the HTTP parser.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '2', BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => p.close());

function expectEnvelope(res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ success: false, value: null, errorCode: code });
  expect(typeof body.message).toBe('string');
}

describe('answers decided by the router and the body parser', () => {
  it('404 and 405', async () => {
    expectEnvelope(await p.app.inject({ method: 'GET', url: '/wps/nothing/here' }), 404, 'system.route_not_found');
    expectEnvelope(await p.app.inject({ method: 'PATCH', url: '/wps/session/login' }), 405, 'system.method_not_allowed');
  });

  it('414 for a path segment over the router\'s limit', async () => {
    const res = await p.app.inject({ method: 'GET', url: `/wps/member/files/${'1'.repeat(300)}` });
    expectEnvelope(res, 414, 'system.uri_too_long');
    expect(JSON.parse(res.body).message).toBe('The address is too long.');
  });

  it('a bad percent-escape in the path', async () => {
    expectEnvelope(await p.app.inject({ method: 'GET', url: '/wps/pge/round/%E0%A4%A' }), 404, 'system.route_not_found');
  });

  it('413, 415 and malformed JSON', async () => {
    const big = await p.app.inject({ method: 'POST', url: '/wps/pge/verify', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'a'.repeat(4096) }) });
    expectEnvelope(big, 413, 'system.payload_too_large');
    const text = await p.app.inject({ method: 'POST', url: '/wps/pge/verify', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expectEnvelope(text, 415, 'system.unsupported_media_type');
    const broken = await p.app.inject({ method: 'POST', url: '/wps/pge/verify', headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    expectEnvelope(broken, 400, 'system.malformed_json');
  });

  it('429 with Retry-After', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.9' };
    let last;
    for (let i = 0; i < 3; i++) last = await p.app.inject({ method: 'GET', url: '/wps/verification/challenge', headers });
    expectEnvelope(last!, 429, 'system.rate_limited');
    expect(last!.headers['retry-after']).toBeDefined();
  });
});

/** Writes raw bytes to a listening server and reads until it closes the connection (or `waitMs`). */
function raw(port: number, bytes: string, waitMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => { socket.destroy(); resolve(data); }, waitMs);
    socket.on('data', (chunk) => { data += chunk.toString('utf8'); });
    socket.on('close', () => { clearTimeout(timer); resolve(data); });
    socket.on('error', (err) => { clearTimeout(timer); if (data) resolve(data); else reject(err); });
    socket.write(bytes);
  });
}

function parseRaw(response: string) {
  const [head, ...rest] = response.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { statusCode: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

describe('answers decided before there is a request (listening server)', () => {
  let slow: TestPlatform;
  let port: number;
  beforeAll(async () => {
    slow = await createTestPlatform({ REQUEST_TIMEOUT_MS: '300', HANDLER_TIMEOUT_MS: '1' });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.app.server.address() as AddressInfo).port;
  });
  afterAll(() => slow.close());

  it('431 for headers over Node\'s 16 KB', async () => {
    const res = parseRaw(await raw(port, `GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expectEnvelope(res, 431, 'system.headers_too_large');
  });

  it('408 for a request that does not arrive in time', async () => {
    const started = Date.now();
    const res = parseRaw(await raw(port, 'GET /wps/system/status HTTP/1.1\r\nHost: x\r\n'));
    expectEnvelope(res, 408, 'system.timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('400 for bytes that are not HTTP', async () => {
    expectEnvelope(parseRaw(await raw(port, 'HELLO THERE\r\n\r\n')), 400, 'system.invalid_input');
  });

  it('503 when the route does not answer within HANDLER_TIMEOUT_MS', async () => {
    // A password login with its proof of work solved (so it reaches argon2) takes far longer than 1 ms; without
    // the proof it was refused at once and could answer in time (seen in CI on PostgreSQL). The challenge
    // comes from the service: its route would time out too.
    const { challenge } = await slow.services.human.issue('thailand');
    const humanVerification = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge: challenge as unknown as Challenge, deriveKey }) })).toString('base64');
    const res = await slow.app.inject({ method: 'POST', url: '/wps/session/login', payload: { username: 'demo_player', password: 'Wrong#123', type: 'username', humanVerification } });
    expectEnvelope(res, 503, 'system.unavailable');
    // Let the abandoned handler finish before the platform closes under it.
    await new Promise((r) => setTimeout(r, 500));
  });
});
