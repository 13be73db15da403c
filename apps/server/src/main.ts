import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { boot } from './boot';
import { DataDirLockedError } from './db/client';
import { DEMO_AGENT, DEMO_OPERATOR, DEMO_PLAYER } from './db/seed';
import { ConfigError, loadEnv, standInsOn } from './lib/env';
import { simulatorPort, spawnProviderSim, type SimProcess } from './modules/provider/sim-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  let base;
  try {
    base = loadEnv({ WEB_DIST: path.join(repoRoot, 'apps/web/dist'), ADMIN_DIST: path.join(repoRoot, 'apps/admin/dist'), ...process.env });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`✖ ${err.message}`);
    process.exit(1);
  }
  // Outside production, links point at this server (demo merchants' domains do not resolve).
  if (base.NODE_ENV !== 'production' && !base.SITE_URL) base = { ...base, SITE_URL: `http://localhost:${base.PORT || 3000}` };
  // apps/provider-sim runs beside the server on the next port, so its origin is known before the app's
  // headers are built (the game popup frames it); PROVIDER_SIM_URL points elsewhere instead. It is a
  // stand-in: never in production unless STAND_INS=on.
  const spawnSim = standInsOn(base) && base.PROVIDER_SIM === 'spawn' && !base.PROVIDER_SIM_URL;
  const simPort = spawnSim ? await simulatorPort(base.PROVIDER_SIM_PORT || (base.PORT ? base.PORT + 1 : 0), base.HOST) : 0;
  const env = spawnSim ? { ...base, PROVIDER_SIM_URL: `http://localhost:${simPort}` } : base;
  const started = Date.now();
  let platform;
  try {
    platform = await boot(env, { logger: true });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n✖ ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const { app } = platform;
  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const port = new URL(address).port;
  const url = `http://localhost:${port}`;
  let sim: SimProcess | null = null;
  if (spawnSim) {
    try {
      sim = await spawnProviderSim({
        repoRoot, platformUrl: `http://127.0.0.1:${port}`, masterSecret: platform.services.providerSim.masterSecret,
        port: simPort, host: env.HOST, publicHost: 'localhost', faults: process.env.PROVIDER_SIM_FAULTS,
      });
      platform.services.providerSim.url = sim.url;
    } catch (err) {
      // The platform runs without it; simulator games then fail to launch with a 500 and this line in the log.
      console.error(`✖ the game provider simulator did not start: ${(err as Error).message}`);
    }
  }
  const mode = env.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
  const head = [
    '',
    `  Platform is running at ${url}  (ready in ${Date.now() - started} ms)`,
    `  Back office: ${env.ADMIN_DIST && fs.existsSync(path.join(env.ADMIN_DIST, 'index.html')) ? `${url}/admin` : 'not built (npm run build -w @platform/admin)'}`,
    `  Database: ${mode}${platform.seeded ? ' — demo data seeded' : ''}; cache: ${platform.infra.kind}`,
    `  API docs: ${url}/docs`,
    `  Game provider simulator (apps/provider-sim): ${platform.services.providerSim.url ?? 'not running'}`,
  ];
  if (!env.SEED_DEMO) {
    // Production: no demo accounts exist, so none are printed.
    console.log([...head, `  Stand-ins (PAYSIM, provider simulator, outbox): ${standInsOn(env) ? 'ON — staging' : 'off'}`, platform.services.merchants.list().length === 0 ? '  No merchant yet: create an operator with `npm run operator -- create <name> --owner`, then merchants (README, Production set-up).' : '', ''].join('\n'));
  } else console.log([
    ...head,
    '',
    '  Demo logins',
    `    player         ${DEMO_PLAYER.username} / ${DEMO_PLAYER.password}`,
    `    agent          ${DEMO_AGENT.username} / ${DEMO_AGENT.password}   (invitation code ${DEMO_AGENT.inviteCode}; agent area at /agent)`,
    `    operator       ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}   (back office at /admin, which asks for a stronger password first; API: POST /wps/operator/session/login)`,
    '    regions        thailand (default), myanmar, indonesia, india, brazil, mexico',
    '',
  ].join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await sim?.close();
    await platform.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
