// The platform booted in a benchmark's own process on a scratch PostgreSQL database, production mode, jobs off
// (a benchmark calls the job's function itself, and a cron must not run it first), as the settlement
// benchmarks use it: `start()` boots one more instance on the same database (a second worker); `stop()`
// closes them all and drops the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boot, type Platform } from '../../apps/server/src/boot';
import { createScratchDatabase } from '../../apps/server/src/db/client';
import { loadEnv } from '../../apps/server/src/lib/env';

export async function inProcessPlatform(databaseUrl: string, name: string) {
  const scratch = await createScratchDatabase(databaseUrl, 'bench');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const platforms: Platform[] = [];
  return {
    url: scratch.url,
    async start(): Promise<Platform> {
      const platform = await boot(loadEnv({
        LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', PAYLOAD_ENCRYPTION: 'required', RATE_LIMIT_PER_MINUTE: '100000000',
        RUN_JOBS: 'false', DATABASE_URL: scratch.url, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      }), { logger: false, redisPrefix: `bench:${name}:${path.basename(dataDir)}:` });
      platforms.push(platform);
      return platform;
    },
    async stop() {
      for (const p of platforms) await p.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}
