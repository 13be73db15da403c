import { parseFaults } from './faults';
import { createSimServer } from './server';

/**
 * apps/provider-sim: the stand-in external game provider, its own process. Spawned by `npm start`
 * beside the server and by the tests; prints "PROVIDER_SIM_READY <url>" once listening.
 *
 * Env: PLATFORM_URL (the platform the wallet calls go to), PROVIDER_SIM_SECRET (master secret the
 * per-vendor signing secrets derive from), PORT (0: any free port), HOST, PROVIDER_SIM_FAULTS
 * ("timeout=0.1,duplicate=0.05,rollback=0.02,rollbackBeforeBet=0.01,lateWin=0.05").
 */
const platformUrl = process.env.PLATFORM_URL;
const masterSecret = process.env.PROVIDER_SIM_SECRET;
if (!platformUrl || !masterSecret) {
  console.error('provider-sim: PLATFORM_URL and PROVIDER_SIM_SECRET are required');
  process.exit(2);
}
const server = createSimServer({ platformUrl: platformUrl.replace(/\/$/, ''), masterSecret, faults: parseFaults(process.env.PROVIDER_SIM_FAULTS) });
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`PROVIDER_SIM_READY http://${process.env.PUBLIC_HOST ?? '127.0.0.1'}:${port}`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The platform that spawned this process went away: so do we.
process.on('disconnect', stop);
