import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A statement built once per database handle and run with placeholders: no query building per call,
 * and on PostgreSQL a named statement, parsed and planned once per connection. Only for statements
 * run on the handle itself, not inside a transaction (a transaction is a handle of its own).
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * A statement whose shape varies — which optional filters are present, the order — prepared once per
 * shape and handle, the first time that shape is asked for; `key` names the shape. For the lists an
 * operator pages through at load (the finance queues): building a select of thirty columns with
 * drizzle's query builder was a quarter of the server's time per request there (bench/README, "Finance
 * queues"). The shapes are the combinations of a list's filters actually used: a few dozen.
 */
export function preparedShapes<S, T>(name: string, key: (shape: S) => string, build: (db: Db, shape: S, statementName: string) => T): (db: Db, shape: S) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  let next = 0;
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    const k = key(shape);
    let statement = shapes.get(k);
    if (!statement) shapes.set(k, (statement = build(db, shape, `${name}_${next++}`)));
    return statement;
  };
}

/** A value as a placeholder of a prepared statement (`sql.placeholder`), or as itself for a statement built per call. */
export type Bind = <V>(name: string, value: V) => V;

/** Binds every value as the placeholder of its name: the statement's values come at execute(). */
export const placeholders: Bind = (name) => sql.placeholder(name) as never;
