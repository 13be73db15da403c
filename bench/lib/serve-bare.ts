// Child process: the baseline, a bare Fastify route per path returning fixed bytes captured from the platform.
import Fastify from 'fastify';

const bodies = JSON.parse(process.env.BARE_BODIES ?? '{}') as Record<string, string>;
const app = Fastify({ logger: false });
for (const [url, body] of Object.entries(bodies)) {
  app.get(url, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${new URL(address).port}`);
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
