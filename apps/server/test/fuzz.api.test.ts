/**
 * The fuzz test (issue 16, decision 0031): for every operation of the OpenAPI document, malformed
 * bodies, queries and paths — wrong types, nulls, huge and unicode strings, deep nesting, negative,
 * fractional, huge and non-numeric amounts — without a token, with a player's and with an operator's.
 * No answer may be a 5xx, and every answer must be the envelope (the providers' seamless wallet answers
 * in the providers' shape by design; images, CSV and redirects are not JSON when they succeed).
 *
 * Cases come from a seeded PRNG: FUZZ_SEED reproduces a run, FUZZ_REQUESTS raises the count (the
 * default keeps `npm test` fast). A failure prints the seed and the request.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR } from '../src/db/seed';
import { createTestPlatform, type TestPlatform } from './helpers';
import { junk, junkBody, PATH_VALUES, prng, textOf, valueFor, type Rng } from './fuzz-values';
import { operations, urlOf, type Operation } from './openapi-routes';

const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2400);

/** Calls that end the session the fuzz acts with. */
const SKIPPED = new Set(['DELETE /wps/session/logout', 'DELETE /wps/operator/session/logout']);
type Who = 'none' | 'player' | 'operator';

let p: TestPlatform;
let ops: Operation[];
const tokens: Record<Who, string | undefined> = { none: undefined, player: undefined, operator: undefined };

async function login(who: 'player' | 'operator') {
  // 127.0.0.1 is a known address of the demo accounts: no new-address verification.
  const res = who === 'player'
    ? await p.call({ method: 'POST', url: '/wps/session/login', headers: { 'x-forwarded-for': '127.0.0.1' }, payload: { username: 'demo_player', password: 'Demo@2026', type: 'username' } })
    : await p.call({ method: 'POST', url: '/wps/operator/session/login', payload: DEMO_OPERATOR });
  if (!res.body.success || !res.body.value.token) throw new Error(`${who} login failed: ${JSON.stringify(res.body)}`);
  tokens[who] = res.body.value.token;
}

/** A 401 is mostly the other kind of token on the route; this tells whether ours still works. */
async function stillValid(who: 'player' | 'operator') {
  const url = who === 'player' ? '/wps/member/info' : '/wps/operator/merchants';
  return (await p.app.inject({ method: 'GET', url, headers: { authorization: tokens[who]! } })).statusCode === 200;
}

beforeAll(async () => {
  p = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: '1000000', TRUST_PROXY_HOPS: '1' });
  await p.app.ready();
  ops = operations(p.app).filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));
  await login('player');
  await login('operator');
});
afterAll(() => p.close());

function headersFor(rng: Rng, who: Who): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': `198.51.100.${1 + rng.int(250)}` };
  if (tokens[who]) headers.authorization = tokens[who]!;
  // The context headers every request may carry, malformed now and then.
  if (rng.chance(0.15)) headers.merchant = textOf(junk(rng)).slice(0, 2000);
  if (rng.chance(0.15)) headers.language = textOf(junk(rng)).slice(0, 2000);
  if (rng.chance(0.1)) headers.device = textOf(junk(rng)).slice(0, 2000);
  if (rng.chance(0.05)) headers.encryption = textOf(junk(rng)).slice(0, 2000);
  return headers;
}

function queryFor(op: Operation, rng: Rng): string {
  const params = new URLSearchParams();
  for (const q of op.query) {
    if (rng.chance(q.required ? 0.85 : 0.5)) params.append(q.name, textOf(valueFor(q.schema, rng)));
    if (rng.chance(0.05)) params.append(q.name, textOf(junk(rng)));
  }
  if (rng.chance(0.1)) params.append(rng.pick(['x', 'a[b]', '__proto__[x]', 'pageNo[]']), textOf(junk(rng)));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One request for the operation: malformed path, query and (where the method has one) body. */
function caseFor(op: Operation, rng: Rng, who: Who): InjectOptions {
  const headers = headersFor(rng, who);
  const url = urlOf(op, () => (rng.chance(0.8) ? rng.pick(PATH_VALUES) : textOf(junk(rng)).slice(0, 300))) + queryFor(op, rng);
  if (op.method === 'GET') return { method: op.method, url, headers };
  if (!op.body || rng.chance(0.15)) {
    const { payload, contentType } = junkBody(rng);
    return { method: op.method, url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  return { method: op.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(valueFor(op.body, rng)) };
}

/** What is wrong with the answer, or null. */
function problemWith(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  const isJson = type.startsWith('application/json');
  // Successful images, CSV exports, pay pages and redirects are not JSON; every failure must be.
  if (!isJson) return res.statusCode < 400 ? null : `status ${res.statusCode} answered ${type || 'without a content type'}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'JSON content type, body not JSON';
  }
  // The providers' seamless wallet answers in their shape ({status, errorCode, message}) once the route
  // runs; a path that names no vendor or call is refused before it, in the envelope.
  if (op.path.startsWith('/provider/') && typeof body.status === 'string') return null;
  if (typeof body.success !== 'boolean') return 'no boolean success';
  if (!(body.errorCode === null || typeof body.errorCode === 'string')) return 'errorCode neither string nor null';
  if (res.statusCode >= 400 && (body.success !== false || typeof body.errorCode !== 'string')) return 'a failure without success:false and an errorCode';
  return null;
}

const show = (req: InjectOptions) => JSON.stringify({ ...req, payload: typeof req.payload === 'string' && req.payload.length > 300 ? `${req.payload.slice(0, 300)}… (${req.payload.length} chars)` : req.payload });

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`answers no 5xx and only envelopes (FUZZ_SEED=${SEED}, FUZZ_REQUESTS=${REQUESTS})`, async () => {
    expect(ops.length).toBeGreaterThan(100);
    const rng = prng(SEED);
    const failures: string[] = [];
    const perOp = Math.max(3, Math.round(REQUESTS / ops.length));
    let sent = 0;
    for (const op of ops) {
      for (let i = 0; i < perOp; i++) {
        const who: Who = (['none', 'player', 'operator'] as const)[i % 3]!;
        const req = caseFor(op, rng, who);
        const res = await p.app.inject(req);
        sent++;
        const problem = problemWith(op, res);
        if (problem) failures.push(`${op.method} ${op.path} as ${who}: ${problem}\n  request: ${show(req)}\n  answer: ${res.body.slice(0, 300)}`);
        // A fuzzed call may have ended the session (an operator disabling itself, say): log in again.
        if (who !== 'none' && res.statusCode === 401 && !(await stillValid(who))) await login(who);
      }
    }
    if (failures.length) console.error(`fuzz seed ${SEED}: ${failures.length} of ${sent} requests failed\n${failures.slice(0, 30).join('\n')}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(Math.min(REQUESTS, ops.length * 3));
  });
});
