/**
 * What an audit entry changed, field by field: a small recursive diff of `before` and `after` (plain JSON,
 * as the log stores it). Objects are walked by key and arrays by position, so a nested change is named by
 * its path (`limits.deposit.max`, `channels[2].url`); anything else is compared as a whole value.
 */
export type DiffKind = 'added' | 'removed' | 'changed';

export interface DiffRow {
  /** `role`, `limits.max`, `items[0].name`; empty when the whole value is a scalar. */
  path: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function childPath(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  // Keys that are not plain names are quoted, so `a.b` the key and `a` › `b` read differently.
  const name = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  return path ? `${path}.${name}` : name;
}

export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

function walk(before: unknown, after: unknown, path: string, out: DiffRow[]): void {
  if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !(k in before))];
    for (const key of keys) {
      const p = childPath(path, key);
      if (!(key in after)) out.push({ path: p, kind: 'removed', before: before[key] });
      else if (!(key in before)) out.push({ path: p, kind: 'added', after: after[key] });
      else walk(before[key], after[key], p, out);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const p = childPath(path, i);
      if (i >= after.length) out.push({ path: p, kind: 'removed', before: before[i] });
      else if (i >= before.length) out.push({ path: p, kind: 'added', after: after[i] });
      else walk(before[i], after[i], p, out);
    }
    return;
  }
  if (!sameJson(before, after)) out.push({ path, kind: 'changed', before, after });
}

/**
 * The changes from `before` to `after`. A missing side (null: the entry created or removed something)
 * makes every field of the other side added or removed, rather than one change of the whole value.
 */
export function diffJson(before: unknown, after: unknown): DiffRow[] {
  const out: DiffRow[] = [];
  if (before == null && after == null) return out;
  if (before == null && isObject(after)) walk({}, after, '', out);
  else if (after == null && isObject(before)) walk(before, {}, '', out);
  else if (before == null) out.push({ path: '', kind: 'added', after });
  else if (after == null) out.push({ path: '', kind: 'removed', before });
  else walk(before, after, '', out);
  return out;
}

/** A value for the eye: text as it is, anything else as JSON, nested values indented. */
export function showJson(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value as Json, null, isObject(value) || Array.isArray(value) ? 2 : undefined);
}
