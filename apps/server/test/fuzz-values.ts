/**
 * Malformed and edge-case values for the fuzz test (fuzz.api.test.ts), drawn from a seeded PRNG so a
 * failure reproduces with the same FUZZ_SEED.
 */
import type { JsonSchema } from './openapi-routes';

/** mulberry32: small, fast and good enough to pick test cases. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
  };
}
export type Rng = ReturnType<typeof prng>;

const deep = (levels: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

/** Strings that have broken parsers, validators, SQL and renderers somewhere. */
const STRINGS = [
  '', ' ', 'a', '0', '-1', 'null', 'undefined', 'true', '{}', '[]', 'NaN',
  'ñandú', 'สวัสดี', '中文测试', 'हिन्दी', 'မြန်မာ', '😀😀😀', 'ℌ𝔢𝔩𝔩𝔬', '\u202egnp.exe', 'a\u200bb', 'e\u0301',
  '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\r\n', '\t', '\\', '"', '\'', '`',
  "' OR 1=1 --", '"; DROP TABLE members; --', '%', '%00', '%s%s%n', '${7*7}', '{{7*7}}', '<script>alert(1)</script>',
  '../../../etc/passwd', '..\\..\\boot.ini', 'http://169.254.169.254/', 'javascript:alert(1)', '__proto__', 'constructor',
  'x'.repeat(256), 'é'.repeat(5000), '😀'.repeat(3000),
];

/** Amounts and counts: negative, fractional, huge, and numbers that are not numbers. */
const NUMBERS: unknown[] = [
  0, -0, 1, -1, 0.5, -0.01, 0.001, 12.345, 1e-7, 99.999, 100, 2 ** 31, -(2 ** 31), 2 ** 53 + 1, 2 ** 63, 1e21, 1e308, -1e308,
  '0', '1', '-5', '12.34', '12.345', '1e3', '1e999', 'NaN', 'Infinity', '-Infinity', '0x1A', '0b11', '1,000', ' 7 ', '+5', '١٢٣', '１２', '',
];

const WRONG_TYPES: unknown[] = [
  null, true, false, 0, -1, 1.5, 'str', [], {}, [null], [1, 'a'], { a: 1 },
  // An own __proto__ key, as JSON.parse makes it (an object literal would set the prototype instead).
  JSON.parse('{"__proto__":{"polluted":1}}'), { constructor: { prototype: { polluted: 1 } } },
];

/** Any malformed value: a wrong type, a hostile string or number, deep nesting or a huge string. */
export function junk(rng: Rng): unknown {
  const r = rng.next();
  if (r < 0.3) return rng.pick(WRONG_TYPES);
  if (r < 0.6) return rng.pick(STRINGS);
  if (r < 0.85) return rng.pick(NUMBERS);
  if (r < 0.95) return deep(rng.pick([20, 200, 1000]));
  return rng.pick(['x', '😀', '\u0000']).repeat(rng.pick([10_000, 100_000]));
}

/** A value for the schema: often a plausible one (so deeper checks run), often a malformed one. */
export function valueFor(schema: JsonSchema | undefined, rng: Rng, depth = 0): unknown {
  if (!schema || depth > 6 || rng.chance(0.3)) return junk(rng);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return valueFor(rng.pick(union), rng, depth + 1);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) ? rng.chance(0.9) : rng.chance(0.5)) out[key] = valueFor(prop, rng, depth + 1);
      }
      if (rng.chance(0.1)) out[rng.pick(['extra', '__proto__', 'constructor', ''])] = junk(rng);
      return out;
    }
    case 'array':
      return Array.from({ length: rng.pick([0, 1, 2, 3, 50]) }, () => valueFor(schema.items, rng, depth + 1));
    case 'integer':
    case 'number': {
      if (rng.chance(0.5)) return rng.pick(NUMBERS);
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1_000_000;
      const n = min + rng.next() * (Math.min(max, min + 1e9) - min);
      return type === 'integer' ? Math.round(n) : Math.round(n * 100) / 100;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'string':
    default: {
      if (rng.chance(0.5)) return rng.pick(STRINGS);
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, min + 40);
      const length = min + rng.int(Math.max(1, max - min + 1));
      const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
      return Array.from({ length }, () => alphabet[rng.int(alphabet.length)]).join('');
    }
  }
}

/** A query-string or path value: the value's text form (objects as JSON). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Path parameter values: ids that are not ids. */
export const PATH_VALUES = [
  '1', '2', '3', '0', '-1', '1.5', '1e3', '99999999999999999999', '2147483648', 'abc', 'null', ' ', '%', '%00', '..', '😀', 'é', 'x'.repeat(150),
  '1;DROP TABLE x', '../../etc/passwd', 'NaN', 'ZZZZ', '1,2',
];

/** Bodies that are not the JSON object any route takes. */
export function junkBody(rng: Rng): { payload: string; contentType: string } {
  const json = 'application/json';
  switch (rng.int(9)) {
    case 0: return { payload: '{"a":', contentType: json };
    case 1: return { payload: 'null', contentType: json };
    case 2: return { payload: JSON.stringify(junk(rng)), contentType: json };
    // Deeper than JSON.stringify can write: built as text.
    case 3: return { payload: `${'[{"a":'.repeat(20_000)}1${'}]'.repeat(20_000)}`, contentType: json };
    case 4: return { payload: '', contentType: json };
    case 5: return { payload: '\ufeff{}', contentType: json };
    case 6: return { payload: 'a=1&b[]=2&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' };
    case 7: return { payload: '<xml/>', contentType: 'application/xml' };
    default: return { payload: `{"payload":${JSON.stringify(rng.pick(STRINGS))}}`, contentType: json };
  }
}
