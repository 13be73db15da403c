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
