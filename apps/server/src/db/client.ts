import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
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
  /** Runs `fn` while no other process runs it (migrations and first seed on a shared PostgreSQL). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Arbitrary constant naming our advisory lock. */
const STARTUP_LOCK = 72_150_001;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(`The data directory ${dir} is already in use by another running server. Stop it first, or set DATA_DIR to another directory.`);
    this.name = 'DataDirLockedError';
  }
}

/** PostgreSQL when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    executeSql: (text, values) => pool.query(text, values),
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

async function openPglite(dataDir: string | null): Promise<Database> {
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
    client = new PGlite(path.join(dataDir, 'pgdata'));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // PGlite's query() takes one statement with parameters; exec() takes several without.
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    // One process owns the data dir (lock file), so there is no one to exclude.
    exclusive: (fn) => fn(),
    close: async () => {
      await client.close();
      await release?.();
    },
  };
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
