/**
 * Bad input against every call of the accounts feature: bodies that are not objects, not JSON, too big
 * or of the wrong media type; fields of the wrong type, too long, missing or unknown; wrong enum values;
 * missing, junk, revoked and foreign tokens. Each call must answer a 4xx envelope with the stable error
 * code, and none may leave a trace in the account tables (row counts and a hash of every row, read
 * before and after each endpoint's battery).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CONTRACT_CALLS, ERROR_STATUS, type ErrorCode } from '@platform/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../web/src/lib/encryption';
import {
  agentContractHistory, agentContracts, agentContractSettlements, auditLog, gameFavourites, games, ledgerAccounts, ledgerEntries, ledgerPostings, memberIdentities, memberKnownIps, memberRememberTokens, members, memberSessions,
  outboxMessages, verificationCodes,
} from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { createTestPlatform, type TestPlatform } from './helpers';

const BODY_LIMIT = 4096;
let p: TestPlatform;
let rsa: { publicKey: string; keyId: string };
/** The tokens the cases act with: a registered player, a trial (free play) player and a logged-out session. */
const tokens = { member: '', trial: '', revoked: '', agent: '' };

const PASSWORD = 'Secret#123';
const HOME = { 'x-forwarded-for': '192.0.2.44' };

beforeAll(async () => {
  p = await createTestPlatform({ BODY_LIMIT_BYTES: String(BODY_LIMIT), TRUST_PROXY_HOPS: '1', RATE_LIMIT_PER_MINUTE: '100000' });
  const reg = await p.call({
    method: 'PUT', url: '/wps/member/register', headers: HOME,
    payload: { username: 'badinput01', password: PASSWORD, confirmPassword: PASSWORD, mobileNum: '0812340001', acceptTerms: true, confirmAge: true },
  });
  if (!reg.body.success) throw new Error(`registration failed: ${JSON.stringify(reg.body)}`);
  tokens.member = reg.body.value.token;
  tokens.trial = (await p.call({ method: 'POST', url: '/wps/session/login/freeplay', headers: HOME })).body.value.token;
  tokens.revoked = (await p.call({ method: 'POST', url: '/wps/session/login/freeplay', headers: HOME })).body.value.token;
  await p.call({ method: 'DELETE', url: '/wps/session/logout', headers: { ...HOME, authorization: tokens.revoked } });
  // A top agent with no downline: the agent area's cases act as it (an id of anyone else is outside its downline).
  await db().insert(members).values({ merchantCode: 'thailand', username: 'badagent01', usernameKey: 'badagent01', passwordHash: await hashPassword(PASSWORD), type: 1, inviteCode: 'BADAG01' });
  tokens.agent = (await p.call({ method: 'POST', url: '/wps/session/login', headers: HOME, payload: { username: 'badagent01', password: PASSWORD, site: 'agent' } })).body.value.token;
  rsa = (await p.call({ method: 'GET', url: '/wps/session/key/rsa' })).body.value;
});
afterAll(() => p.close());

// ---------------------------------------------------------------------------------------------------
// What the database looks like: row count and a hash of every row, per watched table.

const db = () => p.database.db;
const WATCHED: [string, () => Promise<Record<string, unknown>[]>][] = [
  ['members', () => db().select().from(members)],
  // last_seen_at moves whenever a valid token is used; revocation and everything else must not.
  ['member_sessions', async () => (await db().select().from(memberSessions)).map(({ lastSeenAt: _seen, ...rest }) => rest)],
  ['member_remember_tokens', () => db().select().from(memberRememberTokens)],
  ['member_known_ips', () => db().select().from(memberKnownIps)],
  ['member_identities', () => db().select().from(memberIdentities)],
  ['verification_codes', () => db().select().from(verificationCodes)],
  ['outbox_messages', () => db().select().from(outboxMessages)],
  // The sealer job chains entries in the background (decision 0042): the entries themselves must not change.
  ['audit_log', async () => (await db().select().from(auditLog)).map(({ chainSeq: _s, prevHash: _p, hash: _h, ...entry }) => entry)],
  // Ledger accounts' updated_at moves only with their balance, so whole rows are compared.
  ['ledger_accounts', () => db().select().from(ledgerAccounts)],
  ['ledger_postings', () => db().select().from(ledgerPostings)],
  ['ledger_entries', () => db().select().from(ledgerEntries)],
  ['game_favourites', () => db().select().from(gameFavourites)],
  ['games', () => db().select().from(games)],
  ['agent_contracts', () => db().select().from(agentContracts)],
  ['agent_contract_history', () => db().select().from(agentContractHistory)],
  ['agent_contract_settlements', () => db().select().from(agentContractSettlements)],
];

async function snapshot() {
  const out: Record<string, { rows: number; hash: string }> = {};
  for (const [name, read] of WATCHED) {
    const rows = (await read()).map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))).sort();
    out[name] = { rows: rows.length, hash: crypto.createHash('sha256').update(rows.join('\n')).digest('hex') };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The case table.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = Record<string, unknown>;
type Payload =
  /** Sent as JSON text, application/json. */
  | { json: unknown }
  /** Sent exactly as given, with this content type (none when null). */
  | { raw: string | Buffer; type: string | null }
  /** Encrypted with the server's key as the web client does: the decrypted body is what gets validated. */
  | { sealed: unknown }
  /** JSON with a freshly solved human-verification proof added (to get past that check to the next). */
  | { proven: Json };
/** What the call must answer: an error envelope, a redirect to the SPA with the error, or a tolerated 200. */
type Expected = ErrorCode | { redirect: ErrorCode } | 'ignored';
/** Who calls: a named token from beforeAll, a literal Authorization value, or nobody. */
type Caller = keyof typeof tokens | 'nobody' | { authorization: string };

interface Case {
  name: string;
  payload?: Payload;
  query?: string;
  headers?: Record<string, string>;
  method?: Method;
  as?: Caller;
  expect: Expected;
}
interface Endpoint {
  method: Method;
  url: string;
  /** Token-protected: the cases call with the member token unless they say otherwise. */
  auth?: boolean;
  /** Who token-protected cases call as by default, when not the member (the agent area). */
  caller?: keyof typeof tokens;
  cases: Case[];
}

const ERR = {
  input: 'system.invalid_input',
  json: 'system.malformed_json',
  large: 'system.payload_too_large',
  media: 'system.unsupported_media_type',
  login: 'auth.not_logged_in',
} as const satisfies Record<string, ErrorCode>;

/** A body over BODY_LIMIT_BYTES that is otherwise fine JSON. */
const oversized = (valid: Json) => ({ json: { ...valid, filler: 'x'.repeat(BODY_LIMIT + 100) } });

/**
 * The body battery of a JSON call: no body, JSON that is not an object, broken JSON, too big, and the
 * media types the server does not take. `nullable`: the call takes no body at all (free play).
 */
function bodyCases(valid: Json, opts: { nullable?: boolean } = {}): Case[] {
  const notObject: Case[] = [
    { name: 'JSON array', payload: { json: [] }, expect: ERR.input },
    { name: 'JSON array of the valid body', payload: { json: [valid] }, expect: ERR.input },
    { name: 'JSON string', payload: { json: 'username' }, expect: ERR.input },
    { name: 'JSON number', payload: { json: 42 }, expect: ERR.input },
    { name: 'JSON boolean', payload: { json: true }, expect: ERR.input },
    { name: 'text/plain body', payload: { raw: 'hello', type: 'text/plain' }, expect: ERR.input },
    { name: 'text/plain body that looks like JSON', payload: { raw: JSON.stringify(valid), type: 'text/plain; charset=utf-8' }, expect: ERR.input },
  ];
  return [
    ...(opts.nullable ? [] : [
      { name: 'no body', expect: ERR.input },
      { name: 'JSON null', payload: { json: null }, expect: ERR.input },
    ] satisfies Case[]),
    ...notObject,
    { name: 'empty body with JSON content type', payload: { raw: '', type: 'application/json' }, expect: ERR.json },
    { name: 'not JSON with JSON content type', payload: { raw: 'not json', type: 'application/json' }, expect: ERR.json },
    { name: 'truncated JSON', payload: { raw: JSON.stringify(valid).slice(0, -3), type: 'application/json' }, expect: ERR.json },
    { name: 'JSON followed by garbage', payload: { raw: `${JSON.stringify(valid)} trailing`, type: 'application/json' }, expect: ERR.json },
    { name: 'single-quoted pseudo-JSON', payload: { raw: "{'a': 1}", type: 'application/json' }, expect: ERR.json },
    { name: '__proto__ key', payload: { raw: `{"__proto__":{"isAdmin":true},${JSON.stringify(valid).slice(1)}`, type: 'application/json' }, expect: ERR.json },
    { name: 'deeply nested JSON', payload: { raw: `${'['.repeat(1500)}${']'.repeat(1500)}`, type: 'application/json' }, expect: ERR.input },
    { name: 'JSON in UTF-16', payload: { raw: Buffer.from(`\ufeff${JSON.stringify(valid)}`, 'utf16le'), type: 'application/json; charset=utf-16' }, expect: ERR.json },
    { name: 'JSON with invalid UTF-8 bytes', payload: { raw: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), type: 'application/json' }, expect: ERR.input },
    { name: 'JSON under a JSON-like media type', payload: { raw: JSON.stringify(valid), type: 'application/json-patch+json' }, expect: ERR.media },
    { name: 'oversized JSON body', payload: oversized(valid), expect: ERR.large },
    { name: 'oversized non-JSON body', payload: { raw: 'x'.repeat(BODY_LIMIT * 2), type: 'application/json' }, expect: ERR.large },
    { name: 'oversized text/plain body', payload: { raw: 'x'.repeat(BODY_LIMIT * 2), type: 'text/plain' }, expect: ERR.large },
    { name: 'XML body', payload: { raw: '<member><username>x</username></member>', type: 'application/xml' }, expect: ERR.media },
    { name: 'multipart body', payload: { raw: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', type: 'multipart/form-data; boundary=b' }, expect: ERR.media },
    { name: 'made-up content type', payload: { raw: JSON.stringify(valid), type: 'application/x-evil' }, expect: ERR.media },
    { name: 'form-encoded unknown field', payload: { raw: 'junk=1', type: 'application/x-www-form-urlencoded' }, expect: ERR.input },
  ];
}

type Field =
  /** blank: '' and spaces only are refused (trimmed, min 1); empty: only '' is (passwords may be spaces). */
  | { type: 'string'; max?: number; required?: boolean; blank?: boolean; empty?: boolean; min?: number }
  | { type: 'boolean'; required?: boolean }
  | { type: 'enum'; required?: boolean; bad: string[] };

/**
 * One field at a time, everything else valid: wrong types, over the maximum length, blank, below the
 * minimum, missing when required; plus an unknown field when the schema is strict.
 */
function fieldCases(valid: Json, fields: Record<string, Field>, opts: { strict: boolean }): Case[] {
  const out: Case[] = [];
  const withField = (name: string, value: unknown): Payload => ({ json: { ...valid, [name]: value } });
  for (const [name, f] of Object.entries(fields)) {
    const wrongTypes: unknown[] = f.type === 'boolean' ? ['true', 1, 0, null, [], {}] : [42, 0, true, null, [], ['x'], {}, { $ne: '' }];
    for (const v of wrongTypes) out.push({ name: `${name}: ${JSON.stringify(v)}`, payload: withField(name, v), expect: ERR.input });
    if (f.type === 'string') {
      if (f.max !== undefined) out.push({ name: `${name}: ${f.max + 1} characters`, payload: withField(name, 'x'.repeat(f.max + 1)), expect: ERR.input });
      if (f.blank || f.empty) out.push({ name: `${name}: empty`, payload: withField(name, ''), expect: ERR.input });
      if (f.blank) out.push({ name: `${name}: spaces only`, payload: withField(name, '   '), expect: ERR.input });
      if (f.min !== undefined && f.min > 1) out.push({ name: `${name}: ${f.min - 1} characters`, payload: withField(name, 'x'.repeat(f.min - 1)), expect: ERR.input });
    }
    if (f.type === 'enum') for (const v of f.bad) out.push({ name: `${name}: ${JSON.stringify(v)}`, payload: withField(name, v), expect: ERR.input });
    if (f.required) {
      const { [name]: _gone, ...rest } = valid;
      out.push({ name: `${name} missing`, payload: { json: rest }, expect: ERR.input });
    }
  }
  if (opts.strict) {
    out.push({ name: 'unknown extra field', payload: { json: { ...valid, isAdmin: true } }, expect: ERR.input });
    out.push({ name: 'unknown extra field (snake_case twin)', payload: { json: { ...valid, member_type: 1 } }, expect: ERR.input });
  }
  return out;
}

/** Calls that take the body encrypted (E): a broken envelope, and a sealed body that is not the right shape. */
function sealedCases(valid: Json): Case[] {
  return [
    { name: 'junk Encryption header', headers: { encryption: 'junk' }, payload: { json: { payload: 'AAAA' } }, expect: 'system.encryption_invalid' },
    { name: 'Encryption header with a foreign key id', headers: { encryption: 'AAAAAAAAAAAAAAAA.AAAA' }, payload: { json: { payload: 'AAAA' } }, expect: 'system.encryption_invalid' },
    { name: 'Encryption header, plain body', headers: { encryption: 'junk' }, payload: { json: valid }, expect: 'system.encryption_invalid' },
    { name: 'sealed array', payload: { sealed: [] }, expect: ERR.input },
    { name: 'sealed null', payload: { sealed: null }, expect: ERR.input },
    { name: 'sealed body with an unknown field', payload: { sealed: { ...valid, isAdmin: true } }, expect: ERR.input },
  ];
}

/** Token-protected calls with a body that passes validation, so only the token decides. */
function tokenCases(valid?: Json, opts: { realMembersOnly?: boolean } = {}): Case[] {
  const payload: Payload | undefined = valid ? { json: valid } : undefined;
  const cases: Case[] = [
    { name: 'no token', as: 'nobody', payload, expect: ERR.login },
    { name: 'empty token', as: { authorization: '' }, payload, expect: ERR.login },
    { name: 'junk token', as: { authorization: 'not-a-token' }, payload, expect: ERR.login },
    { name: 'token-shaped junk', as: { authorization: 'A'.repeat(43) }, payload, expect: ERR.login },
    { name: 'very long token', as: { authorization: 'A'.repeat(3000) }, payload, expect: ERR.login },
    { name: '"Bearer" prefix', as: { authorization: 'Bearer {member}' }, payload, expect: ERR.login },
    { name: 'logged-out token', as: 'revoked', payload, expect: ERR.login },
    { name: 'token of another merchant', headers: { merchant: 'brazil' }, payload, expect: ERR.login },
  ];
  if (opts.realMembersOnly) cases.push({ name: 'trial (free play) token', as: 'trial', payload, expect: 'member.in_need_true_account' });
  return cases;
}

/** A JSON endpoint's whole battery: body, fields, tokens (T) and encryption (E). */
function jsonBattery(valid: Json, fields: Record<string, Field>, opts: { strict: boolean; auth?: boolean; realMembersOnly?: boolean; encrypted?: boolean }): Case[] {
  return [
    ...bodyCases(valid),
    ...fieldCases(valid, fields, opts),
    ...(opts.encrypted ? sealedCases(valid) : []),
    ...(opts.auth ? tokenCases(valid, opts) : []),
  ];
}

/** The other methods on a path: 405, whatever they carry. */
const readCases = (url: string, allowed: Method): Case[] =>
  (['GET', 'POST', 'PUT', 'DELETE'] as const).filter((m) => m !== allowed).map((m): Case => ({ name: `${m} ${url}`, method: m, expect: 'system.method_not_allowed' }));

const STR = (max: number, more: Partial<Extract<Field, { type: 'string' }>> = {}): Field => ({ type: 'string', max, ...more });
const REQ = (max: number, more: Partial<Extract<Field, { type: 'string' }>> = {}): Field => ({ type: 'string', max, required: true, ...more });

const registerValid: Json = {
  username: 'fresh0001', password: PASSWORD, confirmPassword: PASSWORD, mobileNum: '0812349999', acceptTerms: true, confirmAge: true,
};
const registerFields: Record<string, Field> = {
  username: STR(64), password: REQ(128), confirmPassword: REQ(128), payeeName: STR(100), email: STR(120), qqNum: STR(32),
  mobileNum: STR(32), countryDialingCode: STR(8), captcha: STR(16), verificationCode: STR(16), affiliateCode: STR(40),
  paymentPassword: STR(64), line: STR(64), whatsapp: STR(32), facebook: STR(100), wechat: STR(64), telegram: STR(64),
  zalo: STR(32), idNumber: STR(40), referralCode: STR(40), nickname: STR(40), birthday: STR(10), permanentAddress: STR(200),
  currentAddress: STR(200), nationality: STR(50), placeOfBirth: STR(50), occupation: STR(50), sourceOfIncome: STR(50),
  recommenderId: STR(40), bankAccountNumber: STR(40), domain: STR(255), registerUrl: STR(2000),
  // Its 4000-character maximum cannot be reached under the 4 KiB body limit of this file.
  humanVerification: { type: 'string' },
  registerMethod: { type: 'enum', bad: ['APP', 'web', ''] },
  acceptTerms: { type: 'boolean', required: true },
  confirmAge: { type: 'boolean', required: true },
};
/** What registration checks after the schema, each before anything is written. */
const registerRules = (mode: 'username' | 'mobile'): Case[] => [
  // Registration by mobile ignores the username field, so that form is otherwise fine and meets the human check.
  { name: 'username breaking the merchant pattern', payload: { json: { ...registerValid, username: '1bad' } }, expect: mode === 'username' ? 'member.form_invalid' : 'verification.human_required' },
  { name: 'passwords that differ', payload: { json: { ...registerValid, confirmPassword: 'Other#1234' } }, expect: 'member.form_invalid' },
  { name: 'terms not accepted', payload: { json: { ...registerValid, acceptTerms: false } }, expect: 'member.form_invalid' },
  { name: 'age not confirmed', payload: { json: { ...registerValid, confirmAge: false } }, expect: 'member.form_invalid' },
  { name: 'mobile number of letters', payload: { json: { ...registerValid, mobileNum: 'abcdefghij' } }, expect: 'member.form_invalid' },
  { name: 'valid form without the human proof', payload: { json: registerValid }, expect: 'verification.human_required' },
  { name: 'valid form with a junk human proof', payload: { json: { ...registerValid, humanVerification: 'bm90IGpzb24=' } }, expect: 'verification.human_failed' },
  { name: 'valid form with a non-base64 human proof', payload: { json: { ...registerValid, humanVerification: '%%%' } }, expect: 'verification.human_failed' },
  // PostgreSQL text and jsonb cannot hold U+0000: such input must be refused, not reach the database.
  { name: 'NUL in the registration link (solved proof)', payload: { proven: { ...registerValid, registerUrl: 'https://th.example/r?aff=\u0000' } }, expect: ERR.input },
  { name: 'NUL in the domain (solved proof)', payload: { proven: { ...registerValid, domain: 'th.example\u0000' } }, expect: ERR.input },
  { name: 'NUL in a profile field (solved proof)', payload: { proven: { ...registerValid, line: 'line\u0000id' } }, expect: ERR.input },
  { name: 'NUL in the invitation code (solved proof)', payload: { proven: { ...registerValid, affiliateCode: 'AB\u0000CD' } }, expect: ERR.input },
];

const loginValid: Json = { username: 'badinput01', password: 'wrong-but-irrelevant' };
const loginFields: Record<string, Field> = {
  username: REQ(64, { blank: true }), password: STR(128), captcha: STR(16), humanVerification: { type: 'string' },
  type: { type: 'enum', bad: ['USERNAME', 'password', 'social', ''] },
  site: { type: 'enum', bad: ['admin', 'MEMBER', ''] },
  remember: { type: 'boolean' },
};

const ticket = 'x'.repeat(43);
const changePasswordValid: Json = { oldPassword: PASSWORD, newPassword: 'Another#123', confirmNewPassword: 'Another#123' };

const favouriteValid: Json = { nodeId: 1 };
const BAD_NODE_IDS: unknown[] = [0, -1, 1.5, 'abc', '', 2 ** 31, null, [], {}, true];
/** Bad query parameters of the catalogue lists (pageSize is bounded at 200, not clamped); `page` is GCS_recentGame's pageNo. */
const BAD_GAME_QUERIES: [param: string, query: string][] = [
  ['pageNo', 'pageNo=0'], ['pageNo', 'pageNo=-1'], ['pageNo', 'pageNo=abc'], ['page', 'page=0'], ['page', 'page=1.5'],
  ['pageSize', 'pageSize=0'], ['pageSize', 'pageSize=201'], ['pageSize', 'pageSize=1e9'], ['gameType', 'gameType=NOPE'], ['vassalage', 'vassalage=a%20b'],
  ['vassalage', `vassalage=${'V'.repeat(21)}`], ['vassalage', 'vassalage=P%00G'], ['gameClassify', 'gameClassify=x'], ['tags', 'tags=nope'],
  ['gameName', `gameName=${'n'.repeat(101)}`], ['gameName', 'gameName=a%00b'], ['language', 'language=x'],
];
const gameQueryCases = (params: string[]): Case[] => BAD_GAME_QUERIES.filter(([param]) => params.includes(param))
  .map(([, q]): Case => ({ name: q.slice(0, 40), query: `?${q}`, expect: ERR.input }));

const endpoints: Endpoint[] = [
  {
    method: 'PUT', url: '/wps/member/register',
    cases: [...jsonBattery(registerValid, registerFields, { strict: true, encrypted: true }), ...registerRules('username')],
  },
  {
    method: 'PUT', url: '/wps/member/register/mobile',
    cases: [...jsonBattery(registerValid, registerFields, { strict: true, encrypted: true }), ...registerRules('mobile')],
  },
  {
    method: 'POST', url: '/wps/session/login',
    cases: [
      ...jsonBattery(loginValid, loginFields, { strict: true, encrypted: true }),
      { name: 'empty password', payload: { json: { username: 'badinput01', password: '' } }, expect: 'member.login_failed' },
      { name: 'no password', payload: { json: { username: 'badinput01' } }, expect: 'member.login_failed' },
      { name: 'without the human proof', payload: { json: loginValid }, expect: 'verification.human_required' },
      { name: 'with a junk human proof', payload: { json: { ...loginValid, humanVerification: 'bm90IGpzb24=' } }, expect: 'verification.human_failed' },
      { name: 'remember-me login without the cookie', payload: { json: { username: 'badinput01', type: 'remember' } }, expect: 'auth.remember_invalid' },
      { name: 'remember-me login with a junk cookie', headers: { cookie: 'remember_token=junk' }, payload: { json: { username: 'badinput01', type: 'remember' } }, expect: 'auth.remember_invalid' },
      { name: 'SMS login with a username that is no number', payload: { json: { username: 'badinput01', password: '123456', type: 'sms' } }, expect: 'verification.mobile_invalid' },
      { name: 'NUL in the username (solved proof)', payload: { proven: { username: 'badinput01\u0000', password: 'x' } }, expect: ERR.input },
    ],
  },
  {
    method: 'POST', url: '/wps/session/login/verification/send',
    cases: [
      ...jsonBattery({ ticket, method: 'email' }, {
        ticket: REQ(100, { min: 10 }), method: { type: 'enum', required: true, bad: ['bankName', 'totp', 'pigeon', 'EMAIL', ''] },
      }, { strict: true }),
      { name: 'unknown ticket', payload: { json: { ticket, method: 'mobile' } }, expect: 'auth.verification_expired' },
    ],
  },
  {
    method: 'POST', url: '/wps/session/login/verification',
    cases: [
      ...jsonBattery({ ticket, method: 'email', answer: '123456' }, {
        ticket: REQ(100, { min: 10 }), method: { type: 'enum', required: true, bad: ['pigeon', 'EMAIL', ''] }, answer: REQ(100, { blank: true }),
      }, { strict: true, encrypted: true }),
      { name: 'unknown ticket', payload: { json: { ticket, method: 'bankName', answer: 'Somebody' } }, expect: 'auth.verification_expired' },
    ],
  },
  {
    method: 'POST', url: '/wps/session/login/freeplay',
    // No body and `null` are a valid free-play request (and would create a trial account).
    cases: [...bodyCases({ os: 'linux' }, { nullable: true }), ...fieldCases({ os: 'linux', platform: 'W' }, { os: STR(32), platform: STR(8) }, { strict: true })],
  },
  {
    method: 'GET', url: '/wps/verification/challenge',
    cases: [
      ...readCases('/wps/verification/challenge', 'GET'),
      { name: 'junk query and a JSON body', query: '?kind=none&merchant=%00', payload: { raw: 'not json', type: 'application/json' }, expect: 'ignored' },
    ],
  },
  {
    method: 'GET', url: '/wps/captcha',
    cases: [
      ...readCases('/wps/captcha', 'GET'),
      { name: 'junk query and captcha cookie', query: '?answer=1234&x[]=1', headers: { cookie: 'captcha_id=%%%; captcha_id=2' }, expect: 'ignored' },
    ],
  },
  {
    method: 'POST', url: '/wps/verification/sms/noLogin',
    cases: [
      ...jsonBattery({ mobileNum: '0812340001' }, { mobileNum: REQ(32, { blank: true }), countryDialingCode: STR(8), humanVerification: { type: 'string' } }, { strict: false }),
      { name: 'number of letters', payload: { json: { mobileNum: 'abcdefghij' } }, expect: 'verification.mobile_invalid' },
      { name: 'number too short', payload: { json: { mobileNum: '12' } }, expect: 'verification.mobile_invalid' },
      { name: 'number too long', payload: { json: { mobileNum: '1'.repeat(30) } }, expect: 'verification.mobile_invalid' },
      { name: 'the register form\'s field name', payload: { json: { mobileNo: '0812340001' } }, expect: ERR.input },
      { name: 'unknown fields and no human proof', payload: { json: { mobileNum: '0812340001', isAdmin: true, deliver: false } }, expect: 'verification.human_required' },
      { name: 'junk human proof', payload: { json: { mobileNum: '0812340001', humanVerification: 'bm90IGpzb24=' } }, expect: 'verification.human_failed' },
    ],
  },
  {
    method: 'POST', url: '/wps/verification/sms/register',
    cases: [
      ...jsonBattery({ mobileNo: '0812349998' }, { mobileNo: REQ(32, { blank: true }), countryDialingCode: STR(8), humanVerification: { type: 'string' } }, { strict: false }),
      { name: 'number of letters', payload: { json: { mobileNo: 'abcdefghij' } }, expect: 'verification.mobile_invalid' },
      { name: 'the login form\'s field name', payload: { json: { mobileNum: '0812349998' } }, expect: ERR.input },
      { name: 'unknown fields and no human proof', payload: { json: { mobileNo: '0812349998', isAdmin: true } }, expect: 'verification.human_required' },
      { name: 'junk human proof', payload: { json: { mobileNo: '0812349998', humanVerification: 'bm90IGpzb24=' } }, expect: 'verification.human_failed' },
    ],
  },
  {
    method: 'PUT', url: '/wps/member/password', auth: true,
    cases: [
      ...jsonBattery(changePasswordValid, {
        oldPassword: REQ(128, { empty: true }), newPassword: REQ(128, { empty: true }), confirmNewPassword: REQ(128, { empty: true }),
      }, { strict: true, auth: true, realMembersOnly: true, encrypted: true }),
      { name: 'new passwords that differ', payload: { json: { ...changePasswordValid, confirmNewPassword: 'Other#1234' } }, expect: 'member.password_mismatch' },
      { name: 'new password breaking the rule', payload: { json: { ...changePasswordValid, newPassword: 'a b', confirmNewPassword: 'a b' } }, expect: 'member.password_invalid' },
      { name: 'new password too long for the rule', payload: { json: { ...changePasswordValid, newPassword: 'A#1'.repeat(20), confirmNewPassword: 'A#1'.repeat(20) } }, expect: 'member.password_invalid' },
    ],
  },
  {
    method: 'PUT', url: '/wps/member/password/verification',
    cases: [
      ...jsonBattery({ mobileNum: '0812340001', verificationCode: '123456', newPassword: 'Another#123' }, {
        mobileNum: REQ(32, { blank: true }), countryDialingCode: STR(8), verificationCode: REQ(16, { blank: true }), newPassword: REQ(128, { empty: true }),
      }, { strict: true, encrypted: true }),
      { name: 'number of letters', payload: { json: { mobileNum: 'abcdefghij', verificationCode: '123456', newPassword: 'Another#123' } }, expect: 'verification.mobile_invalid' },
      { name: 'new password breaking the rule', payload: { json: { mobileNum: '0812340001', verificationCode: '123456', newPassword: 'a b' } }, expect: 'member.password_invalid' },
    ],
  },
  {
    method: 'POST', url: '/wps/member/password/email',
    cases: [
      ...jsonBattery({ username: 'badinput01', email: 'nobody@example.com' }, {
        username: REQ(64, { blank: true }), email: REQ(120, { blank: true, min: 3 }),
      }, { strict: true }),
      { name: 'NUL in the username', payload: { json: { username: 'badinput01\u0000', email: 'a@example.com' } }, expect: ERR.input },
      { name: 'NUL in the e-mail', payload: { json: { username: 'badinput01', email: 'a\u0000@example.com' } }, expect: ERR.input },
      { name: 'form-encoded without the e-mail', payload: { raw: 'username=badinput01', type: 'application/x-www-form-urlencoded' }, expect: ERR.input },
      { name: 'form-encoded with an extra field', payload: { raw: 'username=badinput01&email=a%40b.c&isAdmin=1', type: 'application/x-www-form-urlencoded' }, expect: ERR.input },
      { name: 'form-encoded with a repeated field', payload: { raw: 'username=badinput01&username=x&email=a%40b.c', type: 'application/x-www-form-urlencoded' }, expect: ERR.input },
      { name: 'form-encoded body over the limit', payload: { raw: `username=badinput01&email=${'x'.repeat(BODY_LIMIT)}`, type: 'application/x-www-form-urlencoded' }, expect: ERR.large },
    ],
  },
  {
    method: 'PUT', url: '/wps/member/password/reset',
    cases: [
      ...jsonBattery({ token: `1.${'x'.repeat(43)}`, newPassword: 'Another#123' }, {
        token: REQ(100, { blank: true, min: 20 }), newPassword: REQ(128, { empty: true }),
      }, { strict: true, encrypted: true }),
      { name: 'token without a member id', payload: { json: { token: 'x'.repeat(45), newPassword: 'Another#123' } }, expect: 'verification.code_invalid' },
      { name: 'token of member 0', payload: { json: { token: `0.${'x'.repeat(43)}`, newPassword: 'Another#123' } }, expect: 'verification.code_invalid' },
      { name: 'token of a negative member', payload: { json: { token: `-5.${'x'.repeat(43)}`, newPassword: 'Another#123' } }, expect: 'verification.code_invalid' },
      { name: 'token of a member id beyond any integer', payload: { json: { token: `${'9'.repeat(30)}.${'x'.repeat(43)}`, newPassword: 'Another#123' } }, expect: 'verification.code_invalid' },
      { name: 'token of a member id beyond a 32-bit integer', payload: { json: { token: `2147483648.${'x'.repeat(43)}`, newPassword: 'Another#123' } }, expect: 'verification.code_invalid' },
      { name: 'token of a fractional member id', payload: { json: { token: `1.5.${'x'.repeat(43)}`, newPassword: 'Another#123' } }, expect: 'verification.code_invalid' },
    ],
  },
  {
    method: 'DELETE', url: '/wps/session/logout', auth: true,
    // The member token is valid here: a broken body must not log anybody out.
    cases: [
      ...tokenCases(),
      { name: 'not JSON with JSON content type', payload: { raw: 'not json', type: 'application/json' }, expect: ERR.json },
      { name: 'oversized body', payload: oversized({}), expect: ERR.large },
      { name: 'XML body', payload: { raw: '<a/>', type: 'application/xml' }, expect: ERR.media },
      { name: 'POST', method: 'POST', expect: 'system.method_not_allowed' },
      { name: 'GET', method: 'GET', expect: 'system.method_not_allowed' },
    ],
  },
  ...(['/wps/member/info', '/wps/member/info/icon', '/wps/member/public/state'] as const).map((url): Endpoint => ({
    method: 'GET', url, auth: true,
    cases: [...tokenCases(), ...readCases(url, 'GET'), { name: 'junk query', query: '?id=1&merchant=brazil&x[]=%00', expect: 'ignored' }],
  })),
  {
    method: 'GET', url: '/wps/agent/affiliate',
    cases: [
      { name: 'no code', expect: ERR.input },
      { name: 'empty code', query: '?code=', expect: ERR.input },
      { name: 'blank code', query: '?code=%20%20', expect: ERR.input },
      { name: 'code of 41 characters', query: `?code=${'A'.repeat(41)}`, expect: ERR.input },
      { name: 'code given twice', query: '?code=AAAA&code=BBBB', expect: ERR.input },
      { name: 'code as an array', query: '?code[]=AAAA', expect: ERR.input },
      { name: 'domain of 256 characters', query: `?code=AAAA&domain=${'d'.repeat(256)}`, expect: ERR.input },
      { name: 'code with a NUL character', query: '?code=AB%00CD', expect: ERR.input },
      { name: 'unknown code with junk beside it', query: '?code=NOPE1&isAdmin=1', expect: 'ignored' },
      ...readCases('/wps/agent/affiliate', 'GET'),
    ],
  },
  // --- Account security page (member centre) ----------------------------------------------------
  {
    method: 'GET', url: '/wps/member/security', auth: true,
    cases: [...tokenCases(undefined, { realMembersOnly: true }), { name: 'PUT', method: 'PUT', payload: { json: {} }, expect: 'system.method_not_allowed' }, { name: 'junk query', query: '?totp=1', expect: 'ignored' }],
  },
  {
    method: 'POST', url: '/wps/member/security/mobile/code', auth: true,
    cases: [
      ...jsonBattery({ mobileNum: '0812349997' }, { mobileNum: REQ(32, { blank: true }), countryDialingCode: STR(8) }, { strict: true, auth: true, realMembersOnly: true }),
      { name: 'number of letters', payload: { json: { mobileNum: 'abcdefghij' } }, expect: 'verification.mobile_invalid' },
      { name: 'number too short', payload: { json: { mobileNum: '08' } }, expect: 'verification.mobile_invalid' },
    ],
  },
  {
    method: 'PUT', url: '/wps/member/security/mobile', auth: true,
    cases: [
      ...jsonBattery({ mobileNum: '0812349997', verificationCode: '123456', password: PASSWORD }, {
        mobileNum: REQ(32, { blank: true }), countryDialingCode: STR(8), verificationCode: REQ(16, { blank: true }), password: REQ(128, { empty: true }),
      }, { strict: true, auth: true, realMembersOnly: true, encrypted: true }),
      { name: 'number of letters', payload: { json: { mobileNum: 'abcdefghij', verificationCode: '123456', password: PASSWORD } }, expect: 'verification.mobile_invalid' },
    ],
  },
  {
    method: 'POST', url: '/wps/member/security/email/code', auth: true,
    cases: [
      ...jsonBattery({ email: 'badinput01@example.com' }, { email: REQ(120, { blank: true, min: 3 }) }, { strict: true, auth: true, realMembersOnly: true }),
      { name: 'not an e-mail address', payload: { json: { email: 'not-an-address' } }, expect: 'security.email_invalid' },
      { name: 'address with a NUL character', payload: { json: { email: 'a\u0000b@example.com' } }, expect: ERR.input },
      { name: 'two addresses', payload: { json: { email: 'a@example.com,b@example.com' } }, expect: 'security.email_invalid' },
      { name: 'address with a line break (header injection)', payload: { json: { email: 'a@example.com\r\nBcc: b@example.com' } }, expect: 'security.email_invalid' },
    ],
  },
  {
    method: 'PUT', url: '/wps/member/security/email', auth: true,
    cases: [
      ...jsonBattery({ email: 'badinput01@example.com', verificationCode: '123456', password: PASSWORD }, {
        email: REQ(120, { blank: true, min: 3 }), verificationCode: REQ(16, { blank: true }), password: REQ(128, { empty: true }),
      }, { strict: true, auth: true, realMembersOnly: true, encrypted: true }),
      { name: 'not an e-mail address', payload: { json: { email: 'not-an-address', verificationCode: '123456', password: PASSWORD } }, expect: 'security.email_invalid' },
      { name: 'address with a NUL character', payload: { json: { email: 'a\u0000b@example.com', verificationCode: '123456', password: PASSWORD } }, expect: ERR.input },
    ],
  },
  {
    method: 'POST', url: '/wps/member/security/totp/setup', auth: true,
    cases: [
      ...jsonBattery({ password: PASSWORD }, { password: REQ(128, { empty: true }) }, { strict: true, auth: true, realMembersOnly: true, encrypted: true }),
    ],
  },
  {
    method: 'PUT', url: '/wps/member/security/totp', auth: true,
    cases: [
      ...jsonBattery({ code: '123456' }, { code: REQ(16, { blank: true }) }, { strict: true, auth: true, realMembersOnly: true, encrypted: true }),
      { name: 'a code before any setup', payload: { json: { code: '123456' } }, expect: 'security.totp_not_set_up' },
    ],
  },
  {
    method: 'DELETE', url: '/wps/member/security/totp', auth: true,
    cases: [
      ...jsonBattery({ code: '123456', password: PASSWORD }, { code: REQ(16, { blank: true }), password: REQ(128, { empty: true }) }, { strict: true, auth: true, realMembersOnly: true, encrypted: true }),
      { name: 'turning off what is not on', payload: { json: { code: '123456', password: PASSWORD } }, expect: 'security.totp_not_enabled' },
    ],
  },
  {
    method: 'PUT', url: '/wps/member/security/fund-password', auth: true,
    cases: [
      ...jsonBattery({ loginPassword: PASSWORD, newFundPassword: '135790', confirmFundPassword: '135790' }, {
        loginPassword: REQ(128, { empty: true }), oldFundPassword: STR(128), newFundPassword: REQ(128), confirmFundPassword: REQ(128),
      }, { strict: true, auth: true, realMembersOnly: true, encrypted: true }),
      { name: 'confirmation that differs', payload: { json: { loginPassword: PASSWORD, newFundPassword: '135790', confirmFundPassword: '135791' } }, expect: 'security.fund_password_mismatch' },
      { name: 'fund password breaking the rule', payload: { json: { loginPassword: PASSWORD, newFundPassword: 'abcdef', confirmFundPassword: 'abcdef' } }, expect: 'security.fund_password_invalid' },
      { name: 'empty fund password', payload: { json: { loginPassword: PASSWORD, newFundPassword: '', confirmFundPassword: '' } }, expect: 'security.fund_password_invalid' },
    ],
  },
  // --- Game catalogue (favourites, lists) ----------------------------------------------------------
  {
    method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', auth: true,
    cases: [
      ...bodyCases(favouriteValid),
      ...BAD_NODE_IDS.map((v): Case => ({ name: `nodeId: ${JSON.stringify(v)}`, payload: { json: { nodeId: v } }, expect: ERR.input })),
      { name: 'nodeId missing', payload: { json: {} }, expect: ERR.input },
      { name: 'unknown game', payload: { json: { nodeId: 2_000_000_000 } }, expect: 'game.not_found' },
      ...tokenCases(favouriteValid, { realMembersOnly: true }),
    ],
  },
  {
    method: 'DELETE', url: '/wps/relay/MCSFE_removeFavoriteGameV2', auth: true,
    cases: [
      { name: 'no nodeId', expect: ERR.input },
      ...BAD_NODE_IDS.filter((v) => typeof v !== 'object').map((v): Case => ({ name: `nodeId=${String(v)}`, query: `?nodeId=${encodeURIComponent(String(v))}`, expect: ERR.input })),
      ...tokenCases(undefined, { realMembersOnly: true }).map((c) => ({ ...c, query: '?nodeId=1' })),
    ],
  },
  {
    method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGamesList', auth: true,
    cases: [...gameQueryCases(['pageNo', 'pageSize', 'gameType', 'vassalage', 'language']), ...tokenCases()],
  },
  {
    method: 'GET', url: '/wps/relay/GCS_recentGame', auth: true,
    cases: [...gameQueryCases(['page', 'pageSize', 'gameType', 'vassalage', 'language']), ...tokenCases()],
  },
  { method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames', auth: true, cases: [...tokenCases(), ...readCases('/wps/relay/MCSFE_getFavoriteGames', 'GET')] },
  { method: 'GET', url: '/wps/relay/GCSGAME_gameList', cases: gameQueryCases(['pageNo', 'pageSize', 'gameType', 'vassalage', 'gameClassify', 'tags', 'gameName', 'language']) },
  { method: 'GET', url: '/wps/relay/GCSGAME_hotGamesV2', cases: gameQueryCases(['gameType', 'vassalage', 'language']) },
  { method: 'GET', url: '/wps/relay/GLS2_roomList', cases: gameQueryCases(['vassalage', 'language']) },

  // --- Agent area (decision 0025): cases act as an agent; ids are outside its (empty) downline --------
  ...['/wps/agent/team/overview', '/wps/agent/team/betting', '/wps/agent/team/profit', '/wps/agent/team/transactions'].map((url): Endpoint => ({
    method: 'GET', url, auth: true, caller: 'agent',
    cases: [
      ...tokenCases(),
      { name: 'a player\'s token', as: 'member', expect: 'member.not_agent' },
      { name: 'a trial token', as: 'trial', expect: 'member.not_agent' },
      ...[['preset', 'preset=last7'], ['from', 'from=2025-02-30'], ['from', 'from=yesterday'], ['to', 'to=2025-13-01'], ['to', 'to=1999-12-31'], ['from', 'from=2025-01-01%00']]
        .map(([, q]): Case => ({ name: q!, query: `?${q}`, expect: ERR.input })),
      { name: 'period over a year', query: '?from=2020-01-01&to=2025-01-01', expect: 'records.period_invalid' },
      { name: 'period ending before it starts', query: '?from=2025-02-01&to=2025-01-01', expect: 'records.period_invalid' },
      ...(url.endsWith('overview') || url.endsWith('betting') ? [] : [
        { name: 'pageNo 0', query: '?pageNo=0', expect: ERR.input }, { name: 'pageSize 101', query: '?pageSize=101', expect: ERR.input },
        { name: 'pageSize text', query: '?pageSize=abc', expect: ERR.input },
      ]),
      ...(url.endsWith('betting') ? [{ name: 'groupBy', query: '?groupBy=member', expect: ERR.input }, { name: 'gameType', query: '?gameType=a%20b', expect: ERR.input }] : []),
      ...(url.endsWith('profit') || url.endsWith('transactions') ? [{ name: 'username too long', query: `?username=${'u'.repeat(41)}`, expect: ERR.input }] : []),
      ...(url.endsWith('transactions') ? [{ name: 'scope', query: '?scope=all', expect: ERR.input }] : []),
      ...(url.endsWith('profit') ? [
        { name: 'parentId text', query: '?parentId=abc', expect: ERR.input }, { name: 'parentId 0', query: '?parentId=0', expect: ERR.input },
        { name: 'parentId outside the downline', query: '?parentId=2000000000', expect: 'agent.downline_not_found' },
      ] satisfies Case[] : []),
      ...(url.endsWith('transactions') ? [{ name: 'type', query: '?type=jackpot', expect: ERR.input }] : []),
      ...readCases(url, 'GET'),
    ],
  })),
  ...['/wps/agent/downline', '/wps/agent/downline/export'].map((url): Endpoint => ({
    method: 'GET', url, auth: true, caller: 'agent',
    cases: [
      ...tokenCases(),
      { name: 'a player\'s token', as: 'member', expect: 'member.not_agent' },
      { name: 'scope', query: '?scope=everyone', expect: ERR.input },
      { name: 'status', query: '?status=locked', expect: ERR.input },
      { name: 'username too long', query: `?username=${'u'.repeat(41)}`, expect: ERR.input },
      { name: 'username with NUL', query: '?username=a%00b', expect: ERR.input },
      ...(url.endsWith('export') ? [] : [{ name: 'pageNo 0', query: '?pageNo=0', expect: ERR.input }, { name: 'pageSize 101', query: '?pageSize=101', expect: ERR.input }]),
      ...readCases(url, 'GET'),
    ],
  })),
  {
    method: 'GET', url: '/wps/agent/downline/999999', auth: true, caller: 'agent',
    cases: [...tokenCases(), { name: 'a player\'s token', as: 'member', expect: 'member.not_agent' }, { name: 'not in the downline', expect: 'agent.downline_not_found' }],
  },
  ...['0', '-1', '1.5', 'abc', '2147483648', '%00'].map((id): Endpoint => ({
    method: 'GET', url: `/wps/agent/downline/${id}`, auth: true, caller: 'agent', cases: [{ name: `id ${id}`, expect: ERR.input }],
  })),
  {
    method: 'PUT', url: '/wps/agent/downline/999999/status', auth: true, caller: 'agent',
    cases: [
      ...jsonBattery({ status: 'disabled' }, { status: { type: 'enum', required: true, bad: ['locked', 'DISABLED', ''] } }, { strict: true, auth: true }),
      { name: 'a player\'s token', as: 'member', payload: { json: { status: 'disabled' } }, expect: 'member.not_agent' },
      { name: 'not in the downline', payload: { json: { status: 'disabled' } }, expect: 'agent.downline_not_found' },
    ],
  },
  ...['0', 'abc', '2147483648'].map((id): Endpoint => ({
    method: 'PUT', url: `/wps/agent/downline/${id}/status`, auth: true, caller: 'agent', cases: [{ name: `id ${id}`, payload: { json: { status: 'active' } }, expect: ERR.input }],
  })),
  {
    // Every valid-shaped case would open an account, so the battery stops at the schema: the agent's own
    // rules (username pattern, password rule, taken names) are in agent.api.test.ts.
    method: 'POST', url: '/wps/agent/downline/register', auth: true, caller: 'agent',
    cases: [
      ...jsonBattery({ username: 'freshdl01', password: PASSWORD }, { username: REQ(40, { blank: true }), password: REQ(128, { empty: true }), nickname: STR(40) }, { strict: true, auth: true, encrypted: true }),
      ...[4, 3, -1, '1', 1.5, null].map((type): Case => ({ name: `type ${JSON.stringify(type)}`, payload: { json: { username: 'freshdl01', password: PASSWORD, type } }, expect: ERR.input })),
      { name: 'a player\'s token', as: 'member', payload: { json: { username: 'freshdl01', password: PASSWORD } }, expect: 'member.not_agent' },
    ],
  },
  {
    method: 'POST', url: '/wps/agent/downline/transfer', auth: true, caller: 'agent',
    cases: [
      ...jsonBattery({ downlineId: 999_999, amount: 1, fundPassword: '246810', requestId: 'bad-dl-1' }, {
        fundPassword: REQ(128, { empty: true }), requestId: REQ(100, { blank: true }),
      }, { strict: true, auth: true, encrypted: true }),
      ...[0, -1, 1.5, '5', true, null, 2 ** 31, [], {}].map((downlineId): Case => ({
        name: `downlineId ${JSON.stringify(downlineId)}`, payload: { json: { downlineId, amount: 1, fundPassword: '246810', requestId: 'bad-dl-2' } }, expect: ERR.input,
      })),
      ...[true, null, [], {}, 'x'.repeat(41)].map((amount): Case => ({
        name: `amount ${JSON.stringify(amount).slice(0, 20)}`, payload: { json: { downlineId: 999_999, amount, fundPassword: '246810', requestId: 'bad-dl-3' } }, expect: ERR.input,
      })),
      ...[-1, '1.001', 'abc', ' 1 ', '01'].map((amount): Case => ({
        name: `amount ${JSON.stringify(amount)}`, payload: { json: { downlineId: 999_999, amount, fundPassword: '246810', requestId: 'bad-dl-4' } }, expect: ERR.input,
      })),
      { name: 'amount 0', payload: { json: { downlineId: 999_999, amount: 0, fundPassword: '246810', requestId: 'bad-dl-4' } }, expect: 'wallet.amount_invalid' },
      { name: 'requestId with a space', payload: { json: { downlineId: 999_999, amount: 1, fundPassword: '246810', requestId: 'a b' } }, expect: ERR.input },
      { name: 'not in the downline', payload: { json: { downlineId: 999_999, amount: 1, fundPassword: '246810', requestId: 'bad-dl-5' } }, expect: 'agent.downline_not_found' },
      { name: 'a player\'s token', as: 'member', payload: { json: { downlineId: 999_999, amount: 1, fundPassword: '246810', requestId: 'bad-dl-6' } }, expect: 'member.not_agent' },
    ],
  },

  // --- Agent contracts (one relay call per type; the request type in the type's own field) -----
  ...(Object.values(CONTRACT_CALLS)).map(({ path, field }): Endpoint => ({
    method: 'POST', url: path, auth: true,
    cases: [
      ...jsonBattery({ [field]: 'QUERY' }, {
        [field]: { type: 'enum', required: true, bad: ['query', 'DELETE', '', 'QUERY '] },
        status: { type: 'enum', bad: ['open', 'ACTIVE'] },
        remark: STR(140),
        confirm: { type: 'boolean' },
      }, { strict: true, auth: true, realMembersOnly: true }),
      { name: 'pageSize 0', payload: { json: { [field]: 'QUERY', pageSize: 0 } }, expect: ERR.input },
      { name: 'pageSize 101', payload: { json: { [field]: 'QUERY', pageSize: 101 } }, expect: ERR.input },
      { name: 'pageNo as text', payload: { json: { [field]: 'QUERY', pageNo: '1' } }, expect: ERR.input },
      { name: 'contractId negative', payload: { json: { [field]: 'ACCEPT', contractId: -1 } }, expect: ERR.input },
      { name: 'contractId fractional', payload: { json: { [field]: 'ACCEPT', contractId: 1.5 } }, expect: ERR.input },
      { name: 'contractId over int32', payload: { json: { [field]: 'ACCEPT', contractId: 2_147_483_648 } }, expect: ERR.input },
      { name: 'downlineId as text', payload: { json: { [field]: 'OFFER', downlineId: '5' } }, expect: ERR.input },
      { name: 'terms as text', payload: { json: { [field]: 'OFFER', downlineId: 5, terms: 'rate=50' } }, expect: ERR.input },
      { name: 'terms without tiers', payload: { json: { [field]: 'OFFER', downlineId: 5, terms: { minValidBet: 0, tiers: [] } } }, expect: ERR.input },
      { name: 'terms with 11 tiers', payload: { json: { [field]: 'OFFER', downlineId: 5, terms: { tiers: Array.from({ length: 11 }, (_, i) => ({ threshold: i, activeMembers: 0, rate: 1 })) } } }, expect: ERR.input },
      { name: 'tier with an unknown field', payload: { json: { [field]: 'OFFER', downlineId: 5, terms: { tiers: [{ threshold: 0, activeMembers: 0, rate: 1, bonus: 1 }] } } }, expect: ERR.input },
      { name: 'tier rate as an object', payload: { json: { [field]: 'OFFER', downlineId: 5, terms: { tiers: [{ threshold: 0, activeMembers: 0, rate: { $gt: 0 } }] } } }, expect: ERR.input },
      { name: 'OFFER without a downline', payload: { json: { [field]: 'OFFER', terms: { tiers: [{ threshold: 0, activeMembers: 0, rate: 1 }] } } }, expect: 'member.not_agent' },
      { name: 'ACCEPT without a contract', payload: { json: { [field]: 'ACCEPT' } }, expect: 'agent_contract.request_invalid' },
      { name: 'ACCEPT of an unknown contract', payload: { json: { [field]: 'ACCEPT', contractId: 999_999 } }, expect: 'agent_contract.not_found' },
      { name: 'NEW_REQUEST without an upline', payload: { json: { [field]: 'NEW_REQUEST', terms: { period: field === 'divtypereq' ? 'Monthly' : undefined, tiers: [{ threshold: 0, activeMembers: 0, rate: 1 }] } } }, expect: 'agent_contract.no_upline' },
      ...readCases(path, 'POST'),
    ],
  })),
  {
    method: 'GET', url: '/wps/agent/contracts/income', auth: true,
    cases: [
      ...tokenCases(undefined, { realMembersOnly: true }),
      { name: 'pageSize 0', query: '?pageSize=0', expect: ERR.input },
      { name: 'pageSize 101', query: '?pageSize=101', expect: ERR.input },
      { name: 'pageNo not a number', query: '?pageNo=abc', expect: ERR.input },
      { name: 'unknown type', query: '?type=weekly', expect: ERR.input },
      { name: 'type given twice', query: '?type=daily&type=hourly', expect: ERR.input },
      ...readCases('/wps/agent/contracts/income', 'GET'),
    ],
  },
  ...(['history', 'preview'] as const).map((what): Endpoint => ({
    method: 'GET', url: `/wps/agent/contracts/1/${what}`, auth: true,
    cases: [
      ...tokenCases(undefined, { realMembersOnly: true }),
      { name: 'a contract that is not the caller\'s', expect: 'agent_contract.not_found' },
      ...readCases(`/wps/agent/contracts/1/${what}`, 'GET'),
    ],
  })),
  ...(['abc', '0', '-1', '2147483648', '1.5'] as const).flatMap((id) => (['history', 'preview'] as const).map((what): Endpoint => ({
    method: 'GET', url: `/wps/agent/contracts/${id}/${what}`, auth: true, cases: [{ name: `id ${id}`, expect: ERR.input }],
  }))),

  // --- Social login -----------------------------------------------------------------------------
  {
    method: 'GET', url: '/wps/session/social/google/start',
    cases: [
      { name: 'site not member or agent', query: '?site=admin', expect: ERR.input },
      { name: 'site given twice', query: '?site=member&site=agent', expect: ERR.input },
      { name: 'merchant of 33 characters', query: `?merchant=${'m'.repeat(33)}`, expect: ERR.input },
      { name: 'provider turned off', query: '?merchant=nowhere', expect: { redirect: 'social.provider_disabled' } },
      // Every route refuses NUL characters before its handler runs, so this one answers an envelope, not a redirect.
      { name: 'merchant with a NUL character', query: '?merchant=thai%00land', expect: ERR.input },
      { name: 'POST', method: 'POST', expect: 'system.method_not_allowed' },
    ],
  },
  {
    method: 'GET', url: '/wps/session/social/google/callback',
    cases: [
      { name: 'no state', expect: { redirect: 'social.state_invalid' } },
      { name: 'unknown state', query: `?state=${'s'.repeat(43)}&code=abc`, expect: { redirect: 'social.state_invalid' } },
      { name: 'provider error without state', query: '?error=access_denied', expect: { redirect: 'social.state_invalid' } },
      { name: 'state given twice', query: '?state=a&state=b', expect: { redirect: 'social.state_invalid' } },
      { name: 'junk binding cookie', query: '?state=a', headers: { cookie: 'social_binding=%%%' }, expect: { redirect: 'social.state_invalid' } },
      { name: 'POST', method: 'POST', payload: { json: {} }, expect: 'system.method_not_allowed' },
    ],
  },
  {
    method: 'POST', url: '/wps/session/login/social',
    cases: [
      ...jsonBattery({ ticket: 't'.repeat(43) }, { ticket: REQ(100, { min: 20 }) }, { strict: true }),
      { name: 'unknown ticket', payload: { json: { ticket: 't'.repeat(43) } }, expect: 'social.ticket_invalid' },
    ],
  },
];

/** Social start and callback with a provider that does not exist: the path parameter is validated too. */
const socialParamEndpoints: Endpoint[] = ['twitter', 'GOOGLE', '%00', 'g'.repeat(150)].flatMap((provider) => [
  { method: 'GET' as const, url: `/wps/session/social/${provider}/start`, cases: [{ name: `provider ${provider.slice(0, 20)}`, expect: ERR.input }] },
  { method: 'GET' as const, url: `/wps/session/social/${provider}/callback`, cases: [{ name: `provider ${provider.slice(0, 20)}`, expect: ERR.input }] },
]);

// ---------------------------------------------------------------------------------------------------
// Sending a case and checking the answer.

let nextIp = 0;
/** Every request from its own address: per-address state (captcha after a failure, rate limits) stays out of the way. */
const freshIp = () => {
  nextIp++;
  return `198.18.${Math.floor(nextIp / 250)}.${(nextIp % 250) + 1}`;
};

function authorizationFor(caller: Caller): string | undefined {
  if (caller === 'nobody') return undefined;
  if (typeof caller === 'object') return caller.authorization.replace('{member}', tokens.member);
  return tokens[caller];
}

async function send(ep: Endpoint, c: Case) {
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...c.headers };
  const authorization = authorizationFor(c.as ?? (ep.auth ? (ep.caller ?? 'member') : 'nobody'));
  if (authorization !== undefined) headers.authorization = authorization;
  let payload: InjectOptions['payload'];
  const body = c.payload;
  if (body && 'json' in body) {
    payload = JSON.stringify(body.json);
    headers['content-type'] = 'application/json';
  } else if (body && 'raw' in body) {
    payload = body.raw;
    if (body.type) headers['content-type'] = body.type;
  } else if (body && 'sealed' in body) {
    const enc = await encryptPayload(rsa.publicKey, rsa.keyId, body.sealed);
    payload = JSON.stringify(enc.body);
    headers['content-type'] = 'application/json';
    headers.encryption = enc.headers.Encryption;
  } else if (body && 'proven' in body) {
    payload = JSON.stringify({ ...body.proven, humanVerification: await p.humanProof(headers.merchant) });
    headers['content-type'] = 'application/json';
  }
  return p.app.inject({ method: c.method ?? ep.method, url: `${ep.url}${c.query ?? ''}`, headers, payload });
}

async function check(ep: Endpoint, c: Case) {
  const res = await send(ep, c);
  const label = `${c.method ?? ep.method} ${ep.url}${c.query ?? ''} — ${c.name}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (c.expect === 'ignored') {
    expect.soft(res.statusCode, label).toBe(200);
    expect.soft(res.body, label).toMatch(/^\{"success":true,/);
    return;
  }
  if (typeof c.expect === 'object') {
    expect.soft(res.statusCode, label).toBe(302);
    expect.soft(res.headers.location, label).toBe(`/?socialError=${encodeURIComponent(c.expect.redirect)}`);
    expect.soft(res.headers['set-cookie'], label).toBeUndefined();
    return;
  }
  const status = ERROR_STATUS[c.expect];
  expect(status >= 400 && status < 500, `${c.expect} is not a 4xx`).toBe(true);
  expect.soft(res.statusCode, label).toBe(status);
  expect.soft(String(res.headers['content-type']), label).toMatch(/^application\/json/);
  let envelope: unknown;
  try {
    envelope = JSON.parse(res.body);
  } catch {
    envelope = res.body;
  }
  expect.soft(envelope, label).toMatchObject({ success: false, errorCode: c.expect, message: expect.any(String) });
  // A failed call hands out no session and sets no remember-me or captcha cookie.
  expect.soft(JSON.stringify(envelope), label).not.toMatch(/"token":"/);
  expect.soft(res.headers['set-cookie'], label).toBeUndefined();
}

const all = [...endpoints, ...socialParamEndpoints];
const caseCount = all.reduce((n, ep) => n + ep.cases.length, 0);

describe(`bad input: ${caseCount} cases over ${all.length} endpoints answer 4xx envelopes and change nothing`, () => {
  for (const ep of all) {
    it(`${ep.method} ${ep.url.length > 60 ? `${ep.url.slice(0, 60)}…` : ep.url} (${ep.cases.length} cases)`, async () => {
      const before = await snapshot();
      for (const c of ep.cases) await check(ep, c);
      expect(await snapshot()).toEqual(before);
    });
  }

  it('leaves the member and its session working: no case logged anybody out or changed a password', async () => {
    const info = await p.call({ method: 'GET', url: '/wps/member/info', headers: { ...HOME, authorization: tokens.member } });
    expect(info.res.statusCode).toBe(200);
    expect(info.body.value.account).toBe('badinput01');
    const trial = await p.call({ method: 'GET', url: '/wps/member/info', headers: { ...HOME, authorization: tokens.trial } });
    expect(trial.body.value.isTrial).toBe(true);
    const login = await p.call({ method: 'POST', url: '/wps/session/login', headers: HOME, payload: { username: 'badinput01', password: PASSWORD } });
    expect(login.body.value.token, JSON.stringify(login.body)).toMatch(/^[\w-]{43}$/);
  });
});

describe('the snapshot itself', () => {
  it('notices a new row and a changed row in every watched table', async () => {
    const before = await snapshot();
    // Free play: members, member_sessions, audit_log, and the trial's demo balance in the ledger tables.
    await p.call({ method: 'POST', url: '/wps/session/login/freeplay', headers: HOME });
    // An SMS code to a registered number: verification_codes, outbox_messages.
    await p.call({ method: 'POST', url: '/wps/verification/sms/noLogin', headers: { 'x-forwarded-for': freshIp() }, payload: { mobileNum: '0812340001' } });
    // A login with remember-me from a new address that passes verification is long; write the rest directly.
    const [member] = await db().select().from(members).limit(1);
    await db().insert(memberRememberTokens).values({ memberId: member!.id, tokenHash: 'h'.repeat(64), expiresAt: new Date(Date.now() + 60_000) });
    await db().insert(memberKnownIps).values({ memberId: member!.id, ip: '203.0.113.250' });
    await db().insert(memberIdentities).values({ memberId: member!.id, merchantCode: member!.merchantCode, provider: 'google', subject: 'snapshot-check' });
    const [game] = await db().insert(games).values({
      merchantCode: member!.merchantCode, vendorCode: 'PG', gameCode: 'snapshot-check', gameType: 'RNG', gameClassify: 'slots', names: { EN: 'Snapshot' }, icon: { hues: [0, 90], shape: 'circle', text: 'SC' },
    }).returning();
    await db().insert(gameFavourites).values({ merchantCode: member!.merchantCode, memberId: member!.id, gameId: game!.id });
    const [upline, downline] = await db().select().from(members).limit(2);
    const [contract] = await db().insert(agentContracts).values({
      merchantCode: upline!.merchantCode, type: 'daily', uplineId: upline!.id, downlineId: downline!.id, rateBp: 10, periodKind: 'daily', status: 'offered', proposedBy: 'upline',
      terms: { period: null, minValidBet: '0', tiers: [{ threshold: '0', activeMembers: 0, rateBp: 10 }] },
    }).returning();
    await db().insert(agentContractHistory).values({ contractId: contract!.id, merchantCode: contract!.merchantCode, action: 'offer', toStatus: 'offered', actorRole: 'upline', actorId: String(upline!.id) });
    await db().insert(agentContractSettlements).values({
      merchantCode: contract!.merchantCode, contractId: contract!.id, memberId: downline!.id, type: 'daily', periodStart: new Date(0), periodEnd: new Date(86_400_000),
      teamValidBet: 0n, teamNetLoss: 0n, activeMembers: 0, amount: 0n,
    });
    const after = await snapshot();
    for (const name of Object.keys(before)) {
      expect(after[name]!.rows, name).toBeGreaterThan(before[name]!.rows);
      expect(after[name]!.hash, name).not.toBe(before[name]!.hash);
    }
    // A change of one column, with the same number of rows, changes the hash.
    await db().update(members).set({ failedAttempts: 7 }).where(eq(members.id, member!.id));
    const changed = await snapshot();
    expect(changed.members!.rows).toBe(after.members!.rows);
    expect(changed.members!.hash).not.toBe(after.members!.hash);
  });
});
