// Child process: the real platform on a free port. BENCH_MODE=embedded (PGlite, in-memory cache) or
// production (a fresh PostgreSQL database from DATABASE_URL, plus Redis when REDIS_URL is set).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boot } from '../../apps/server/src/boot';
import { createScratchDatabase } from '../../apps/server/src/db/client';
import { loadEnv } from '../../apps/server/src/lib/env';
import { topUpGames } from './games-catalogue';

const production = process.env.BENCH_MODE === 'production';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
// BENCH_DATABASE_URL serves a database kept by an earlier run (BENCH_KEEP_DB) as it is, to profile or
// EXPLAIN against the same data without generating it again; it is never dropped.
const kept = production ? process.env.BENCH_DATABASE_URL : undefined;
const scratch = production && !kept ? await createScratchDatabase(process.env.DATABASE_URL!, 'bench') : undefined;
const databaseUrl = kept ?? scratch?.url;
const env = loadEnv({
  LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', PAYLOAD_ENCRYPTION: 'required',
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '20',
  // The home-page benchmark serves the built web app (apps/web/dist) as `npm start` does.
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  // The seamless benchmark plays the provider itself: launch URLs only need a base to point at.
  ...(process.env.PROVIDER_SIM_URL ? { PROVIDER_SIM_URL: process.env.PROVIDER_SIM_URL } : {}),
  ...(process.env.HUMAN_VERIFICATION_ZEROS ? { HUMAN_VERIFICATION_ZEROS: process.env.HUMAN_VERIFICATION_ZEROS } : {}),
  // The phone benches visit from a placed address through one trusted proxy hop (lib/visitor.ts).
  ...(process.env.TRUST_PROXY_HOPS ? { TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS } : {}),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  ...(production && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
});
const platform = await boot(env, { logger: false, redisPrefix: `bench:${crypto.randomBytes(4).toString('hex')}:` });
// BENCH_GAMES=<n>: the default merchant's catalogue topped up to n games (copies of the seeded ones with
// numbered names), for the game-list benchmark; before any request, so no cached page is stale.
if (process.env.BENCH_GAMES) await topUpGames(platform.database, Number(process.env.BENCH_GAMES));
const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
// The seamless benchmark signs its wallet calls as the simulator does, with the master secret the
// platform would hand the simulator process it spawns (sim-process.ts).
if (process.env.BENCH_PROVIDER_SECRET === 'print') console.log(`PROVIDER_SECRET ${platform.services.providerSim.masterSecret}`);
// The wallet benchmark's raw-SQL baseline works on the same database.
if (databaseUrl) console.log(`DBURL ${databaseUrl}`);
console.log(`PORT ${new URL(address).port}`);
process.on('SIGTERM', async () => {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  // BENCH_KEEP_DB=1 keeps the scratch database to look into afterwards (its URL is printed); drop it by hand.
  if (process.env.BENCH_KEEP_DB) console.error(`kept ${databaseUrl}`);
  else await scratch?.drop();
  process.exit(0);
});
