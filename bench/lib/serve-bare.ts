// Child process: the baseline, a bare Fastify route per path returning the fixed reply (headers and
// body) captured from the platform.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// BARE_REPLIES_FILE: replies too large for one environment variable (128 KiB), e.g. a year of dashboard days.
const replies = JSON.parse(process.env.BARE_REPLIES_FILE ? readFileSync(process.env.BARE_REPLIES_FILE, 'utf8') : process.env.BARE_REPLIES ?? '{}') as Record<string, { body: string; headers: Record<string, string> }>;
const app = Fastify({ logger: false });
for (const [url, { body, headers }] of Object.entries(replies)) {
  app.get(url, (_req, reply) => reply.headers(headers).send(body));
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${new URL(address).port}`);
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
