import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from './db/client';
import { isSeeded, seedDemo } from './db/seed';
import { seedDemoMoney } from './db/seed/demo-money';
import { seedGamesIfMissing } from './db/seed/games';
import { memoryInfra, openInfra, type Infra } from './lib/cache';
import { startJobs, stopJobs, type Jobs } from './lib/jobs';
import { ConfigError, type Env } from './lib/env';
import { buildApp } from './http/app';
import { createAuditService } from './modules/audit/service';
import { createOperatorService } from './modules/operator/service';
import { createServices, type Services } from './services';
import { createShellRenderer } from './modules/site/ssr';
import { startAuditJobs } from './modules/audit/jobs';
import { startPgeJobs } from './modules/pge/jobs';
import { startWithdrawJobs } from './modules/withdraw/jobs';
import { startPromotionJobs } from './modules/promotions/jobs';
import { startAgentContractJobs } from './modules/agent-contracts/jobs';
import { startAgentTeamJobs } from './modules/agent/jobs';
import { startTransferJobs } from './modules/transfers/jobs';

export interface Platform {
  app: FastifyInstance;
  services: Services;
  database: Database;
  infra: Infra;
  /** pg-boss, or null when this process runs no jobs (RUN_JOBS=false). */
  jobs: Jobs | null;
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Opens the database (PostgreSQL or embedded PGlite), migrates, seeds an empty database, connects
 * Redis when configured, and builds the app. `dataDir: null` keeps PGlite in memory (tests), started
 * from `template` when given (a seeded database's snapshot: then nothing is seeded again).
 */
export async function boot(env: Env, opts: { dataDir?: string | null; logger?: boolean; redisPrefix?: string; template?: Blob } = {}): Promise<Platform> {
  // loadEnv refuses this too; an Env built by hand (tests, CLIs) must not get around it.
  if (env.NODE_ENV === 'production' && env.SEED_DEMO) throw new ConfigError('SEED_DEMO=true is refused in production.');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: opts.dataDir === undefined ? env.DATA_DIR : opts.dataDir, template: opts.template });
  let infra: Infra | undefined;
  let jobs: Jobs | null = null;
  try {
    const seeded = await database.exclusive(async () => {
      await database.migrate();
      if (!env.SEED_DEMO) return false;
      // Test boots seed the smaller game catalogue (the default merchant's in full): it runs at every boot.
      const catalogue = env.NODE_ENV === 'test' ? 'small' : 'full';
      if (await isSeeded(database.db)) {
        // A demo database made before the game catalogue existed gets it now.
        await seedGamesIfMissing(database.db, catalogue);
        return false;
      }
      // Operators are created through their service so the password is hashed the one way we hash it.
      const seedInfra = memoryInfra();
      const ops = createOperatorService({ db: database.db, audit: createAuditService(database.db), pubsub: seedInfra.pubsub, cache: seedInfra.cache, idleMinutes: 1, maxHours: 1 });
      await seedDemo(database.db, (u, p) => ops.create({ type: 'system', id: 'seed', ip: null, merchantCode: null }, u, p, null, { publishedDemo: true }), catalogue);
      return true;
    });
    infra = await openInfra(env, opts.redisPrefix);
    const services = await createServices(env, database, infra);
    if (seeded) await seedDemoMoney(database.db, services.wallet);
    // The web app's pages drawn on the server when the web build has its server bundle (decision 0035).
    let logRenderError: (error: unknown) => void = () => undefined;
    const shellRenderer = env.WEB_DIST
      ? createShellRenderer({ services, webDist: env.WEB_DIST, encryption: env.PAYLOAD_ENCRYPTION === 'required', log: (error) => logRenderError(error) })
      : undefined;
    const app = await buildApp({ env, infra, services, logger: opts.logger, shellRenderer });
    logRenderError = (error) => app.log.error({ err: error }, 'server render failed; the page is served with the spinner');
    if (env.RUN_JOBS) {
      jobs = await startJobs(database, (err) => app.log.error({ err }, 'job queue error'));
      await startWithdrawJobs(jobs, services.withdrawals);
      await startAgentContractJobs(jobs, services.agentContracts);
      await startAgentTeamJobs(jobs, services.agents);
      await startPgeJobs(jobs, services.pge);
      await startPromotionJobs(jobs, services.depositBonuses, services.redEnvelopes, services.promotionPayouts, services.referrals);
      await startTransferJobs(jobs, services.autoTransfer, (entry) => app.log.info(entry, 'idle vendor wallets recalled'));
      await startAuditJobs(jobs, services.audit, (head) => app.log.info(head, 'audit entries sealed'));
    }
    const readyInfra = infra;
    const readyJobs = jobs;
    return {
      app, services, database, infra: readyInfra, jobs: readyJobs, seeded,
      async close() {
        await app.close();
        if (readyJobs) await stopJobs(readyJobs);
        await readyInfra.close();
        await database.close();
      },
    };
  } catch (err) {
    if (jobs) await stopJobs(jobs);
    await infra?.close();
    await database.close();
    throw err;
  }
}
