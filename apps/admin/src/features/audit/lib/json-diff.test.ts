import { describe, expect, it } from 'vitest';
import { diffJson, sameJson, showJson } from './json-diff';

describe('diffJson', () => {
  it('names added, removed and changed fields, nested ones by their path', () => {
    const before = { role: 'support', limits: { max: 10, min: 1 }, tags: ['a', 'b'], gone: true };
    const after = { role: 'finance', limits: { max: 20, min: 1, step: 5 }, tags: ['a'], added: { x: null } };
    expect(diffJson(before, after)).toEqual([
      { path: 'role', kind: 'changed', before: 'support', after: 'finance' },
      { path: 'limits.max', kind: 'changed', before: 10, after: 20 },
      { path: 'limits.step', kind: 'added', after: 5 },
      { path: 'tags[1]', kind: 'removed', before: 'b' },
      { path: 'gone', kind: 'removed', before: true },
      { path: 'added', kind: 'added', after: { x: null } },
    ]);
  });

  it('treats a missing side as every field added or removed', () => {
    expect(diffJson(null, { a: 1, b: { c: 2 } })).toEqual([{ path: 'a', kind: 'added', after: 1 }, { path: 'b', kind: 'added', after: { c: 2 } }]);
    expect(diffJson({ a: 1 }, null)).toEqual([{ path: 'a', kind: 'removed', before: 1 }]);
    expect(diffJson(null, null)).toEqual([]);
    expect(diffJson(null, 'x')).toEqual([{ path: '', kind: 'added', after: 'x' }]);
  });

  it('finds nothing when only the key order differs, and a whole change when the shape does', () => {
    expect(diffJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toEqual([]);
    expect(diffJson({ a: { b: 1 } }, { a: [1] })).toEqual([{ path: 'a', kind: 'changed', before: { b: 1 }, after: [1] }]);
    expect(diffJson({ 'odd.key': 1 }, { 'odd.key': 2 })).toEqual([{ path: '"odd.key"', kind: 'changed', before: 1, after: 2 }]);
  });

  it('compares and shows JSON values', () => {
    expect(sameJson({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(showJson('text')).toBe('text');
    expect(showJson(null)).toBe('null');
    expect(showJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});
