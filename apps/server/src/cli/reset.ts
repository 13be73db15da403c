import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { boot } from '../boot';
import { dropAllPostgres } from '../db/client';
import { loadEnv } from '../lib/env';

/** `npm run reset`: wipe the database and seed the demo data again. Refuses while a server uses the data dir. */
async function main() {
  const env = loadEnv();
  // Wiping is for demo and development databases; a production one needs a deliberate override.
  if (env.NODE_ENV === 'production' && !process.argv.includes('--force')) {
    console.error('✖ NODE_ENV=production: refusing to wipe the database (add --force if you really mean it).');
    process.exit(1);
  }
  if (env.DATABASE_URL) {
    await dropAllPostgres(env.DATABASE_URL);
  } else if (fs.existsSync(env.DATA_DIR)) {
    const lockPath = path.join(env.DATA_DIR, 'server.lock');
    if (await lockfile.check(env.DATA_DIR, { lockfilePath: lockPath, stale: 10_000 })) {
      console.error(`✖ A server is using ${env.DATA_DIR}. Stop it before resetting.`);
      process.exit(1);
    }
    fs.rmSync(path.join(env.DATA_DIR, 'pgdata'), { recursive: true, force: true });
  }
  // Production never gets demo data (decision 0029): a forced reset there leaves an empty, migrated database.
  const demo = env.NODE_ENV !== 'production';
  const platform = await boot({ ...env, SEED_DEMO: demo }, { logger: false });
  await platform.close();
  console.log(demo ? `✔ Demo data rebuilt (${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR}).` : '✔ Database emptied and migrated; create an operator with `npm run operator -- create <name> --owner`.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
