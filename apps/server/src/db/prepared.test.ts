import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedShapes } from './prepared';

describe('statements prepared per shape', () => {
  it('builds a shape once per handle, under a name of its own', () => {
    const names: string[] = [];
    const statement = preparedShapes('queue', (s: { status: boolean }) => String(s.status), (_db, s, name) => {
      names.push(name);
      return { s, name };
    });
    const a = {} as Db;
    const b = {} as Db;
    const first = statement(a, { status: true });
    expect(statement(a, { status: true })).toBe(first);
    expect(statement(a, { status: false }).name).not.toBe(first.name);
    expect(statement(b, { status: true })).not.toBe(first);
    expect(names).toHaveLength(3);
    expect(new Set(names.slice(0, 2)).size).toBe(2);
  });
});
