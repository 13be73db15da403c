import { startServer } from './lib/harness';
const server = await startServer('serve-platform.ts', { BENCH_MODE: 'embedded', WEB_DIST: process.env.DIST ?? '/tmp/lhb/dist' });
for (const p of (process.env.P ?? '/live').split(',')) {
  const t0 = performance.now();
  const html = await (await fetch(`http://127.0.0.1:${server.port}${p}`)).text();
  console.log(p, (performance.now() - t0).toFixed(0), 'ms', html.length, 'bytes; imgs:', [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]).slice(0, 12).join(' '), '| lazy boxes', (html.match(/data-state="waiting"/g) ?? []).length, '| elements', (html.match(/<[a-z]/g) ?? []).length);
}
await server.stop();
