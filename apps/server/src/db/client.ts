import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type ParserOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';

/** One type for both drivers: services and repos never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Raw SQL for libraries that bring their own (pg-boss); several statements allowed without values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * A transaction of fixed-text statements for the hottest path (the wallet's group commit): no query
   * building. Rows come back as the driver reads them (int8 as text); select what needs converting as
   * text. Statements are not prepared by name: with named ones PostgreSQL settled on a generic plan
   * for these array statements and the wallet benchmark's rate fell round after round (1095 → 545
   * postings/s), where unnamed ones, planned with their values each time, held 1640/s.
   *
   * On PostgreSQL the connection is pipelined: BEGIN goes out with the first statement, and statements
   * issued without awaiting each other go out together. `commit()` sends COMMIT at once, behind the
   * statements already issued, so the last writes and the commit share one round trip; if any of them
   * failed, the transaction was aborted, COMMIT answers ROLLBACK and the whole call rejects. Without a
   * `commit()` call the transaction commits after `fn` resolves.
   */
  rawTransaction<T>(fn: (query: RawQuery, commit: () => Promise<void>) => Promise<T>): Promise<T>;
  /** Runs `fn` while no other process runs it (migrations and first seed on a shared PostgreSQL). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** In-memory PGlite only: the whole database as a tarball, which `openDatabase({ template })` starts from. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** One statement of a raw transaction. */
export type RawQuery = <R = Record<string, unknown>>(text: string, values: unknown[]) => Promise<R[]>;

/** Arbitrary constant naming our advisory lock. */
const STARTUP_LOCK = 72_150_001;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(`The data directory ${dir} is already in use by another running server. Stop it first, or set DATA_DIR to another directory.`);
    this.name = 'DataDirLockedError';
  }
}

/**
 * PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null; from
 * `template`, a `snapshot()`, when given: the API tests' many platforms skip initdb, migrations and the seed).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null; template?: Blob }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.template);
}

async function openPostgres(url: string): Promise<Database> {
  // Pipelined connections (pg ≥ 8.21): a query is sent at once rather than after the previous answer.
  // Code that awaits each statement behaves as before; the wallet's group commit sends several at once.
  const pool = new pg.Pool({ connectionString: url, max: 20, pipeline: true });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    executeSql: (text, values) => pool.query(text, values),
    async rawTransaction(fn) {
      const client = await pool.connect();
      let committed: Promise<void> | undefined;
      const commit = () => (committed ??= client.query('COMMIT').then((r) => {
        if (r.command !== 'COMMIT') throw new Error(`transaction ended with ${r.command}, not COMMIT`);
      }));
      try {
        // Not awaited: it travels with the first statement, whose answer comes after BEGIN's.
        const begun = client.query('BEGIN');
        begun.catch(() => {});
        const result = await fn(async (text, values) => (await client.query(text, values)).rows, commit);
        await begun;
        await commit();
        return result;
      } catch (err) {
        if (committed) await committed.catch(() => {});
        else await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async exclusive(fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<Database> {
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      // proper-lockfile refreshes the lock while we live and treats a lock older than `stale` as abandoned,
      // so a crashed server does not block the next start for long.
      release = await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'server.lock'), stale: 10_000, update: 2_000 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw err;
    }
    client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  } else {
    // pg_trgm: the downline list's username search index (migration 0020, decision 0028).
    client = new PGlite({ extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });
  }
  await client.waitReady;
  const usualParsers = shareRawTextParsers(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // PGlite's query() takes one statement with parameters; exec() takes several without.
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values, { parsers: usualParsers });
      const results = await client.exec(text, { parsers: usualParsers });
      return results[results.length - 1] ?? { rows: [] };
    },
    // PGlite's own transaction takes turns with drizzle's (one session).
    // PGlite runs one statement at a time and commits when `fn` resolves: `commit` has nothing to send.
    rawTransaction: (fn) => client.transaction((tx) => fn(async (text, values) => (await tx.query(text, values)).rows as never, async () => {})),
    // One process owns the data dir (lock file), so there is no one to exclude.
    exclusive: (fn) => fn(),
    ...(dataDir ? {} : { snapshot: () => client.dumpDataDir('none') }),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/**
 * drizzle's PGlite driver sends parsers with every query: timestamps, dates, intervals and their arrays
 * come back as raw text, which drizzle converts itself. PGlite merges them into a fresh copy of its
 * whole parser table (some 300 types) per query: about 0.1 ms and 100 KB of garbage each time, a good
 * part of a login's cost. So the client's own table reads those types as raw text, and drizzle's
 * copies, which then change nothing, are dropped on the way in (transactions still send them: merely
 * slower). Returns PGlite's usual parsers for those types, for other callers (pg-boss).
 */
function shareRawTextParsers(client: PGlite): ParserOptions {
  const raw = (value: string) => value;
  const usual: ParserOptions = {};
  for (const oid of [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231 /* numeric[] */]) usual[oid] = client.parsers[oid]!;
  // Arrays of those types: PGlite's own array parsers look their element parser up when they run.
  for (const [array, element] of [[1115, types.TIMESTAMP], [1185, types.TIMESTAMPTZ], [1187, types.INTERVAL], [1182, types.DATE]] as const) {
    const parseElement = usual[element]!;
    usual[array] = (value: string) => types.arrayParser(value, parseElement, array);
  }
  for (const oid of Object.keys(usual)) client.parsers[oid] = raw;
  const changesNothing = (parsers: ParserOptions) => {
    try {
      return Object.entries(parsers).every(([oid, parse]) => client.parsers[oid] === raw && (parse === raw || parse('x', Number(oid)) === 'x'));
    } catch {
      return false;
    }
  };
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    query(text, params, options?.parsers && changesNothing(options.parsers) ? { ...options, parsers: undefined } : options)) as PGlite['query'];
  return usual;
}

/** Drops everything we created, for `npm run reset` on PostgreSQL (embedded mode deletes the directory). */
export async function dropAllPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the server of `baseUrl`, for tests and benchmarks that must not see each
 * other's data; `drop()` removes it (closing any connection still open).
 */
export async function createScratchDatabase(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
