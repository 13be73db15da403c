// Child process: the real platform on a free port. BENCH_MODE=embedded (PGlite, in-memory cache) or
// production (a fresh PostgreSQL database from DATABASE_URL, plus Redis when REDIS_URL is set).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { boot } from '../../apps/server/src/boot';
import { loadEnv } from '../../apps/server/src/lib/env';

const production = process.env.BENCH_MODE === 'production';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
let dbName: string | undefined;
let databaseUrl: string | undefined;
if (production) {
  dbName = `bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const env = loadEnv({
  LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ...(production && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const platform = await boot(env, { logger: false, redisPrefix: `bench:${crypto.randomBytes(4).toString('hex')}:` });
const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${new URL(address).port}`);
process.on('SIGTERM', async () => {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  process.exit(0);
});
