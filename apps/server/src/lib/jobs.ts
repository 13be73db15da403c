import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

export type Jobs = PgBoss;

/**
 * pg-boss on our own database connection, in both modes: PostgreSQL (SKIP LOCKED, so worker processes
 * scale out) and embedded PGlite (one process, same queues). Its tables live in the `pgboss` schema,
 * created by pg-boss itself on first start.
 */
export async function startJobs(database: Database, onError: (err: Error) => void): Promise<Jobs> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> } });
  boss.on('error', onError);
  await boss.start();
  return boss;
}

export async function stopJobs(boss: Jobs): Promise<void> {
  // Running handlers finish; no new job is fetched. The connection is ours, so pg-boss must not close it.
  await boss.stop({ graceful: true, wait: true, close: false });
}
