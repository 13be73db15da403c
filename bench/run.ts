// Benchmark runner: each figure is printed beside the baseline measured in the same run, as a ratio.
// `npm run bench` (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS to tune). With DATABASE_URL set, the
// production mode (PostgreSQL + Redis) is measured too.
import { captureReply, compareWithBare, pinLoadGenerator, startServer, type Figures } from './lib/harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const headers = { merchant: 'thailand', language: 'TH', device: 'WEB' };
const paths = ['/wps/system/status', '/wps/system/permission'];
const modes = ['embedded', ...(process.env.DATABASE_URL ? ['production'] : [])];

const pinned = pinLoadGenerator();

interface Row { mode: string; path: string; bytes: number; ours: Figures; base: Figures }
const rows: Row[] = [];

for (const mode of modes) {
  const platform = await startServer('serve-platform.ts', { BENCH_MODE: mode });
  // The baseline answers with the very bytes ours sends, headers included, so the load generator does
  // the same work for both and the ratio measures only what our server adds.
  const replies: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const p of paths) replies[p] = await captureReply(`http://127.0.0.1:${platform.port}${p}`, headers);
  const bare = await startServer('serve-bare.ts', { BARE_REPLIES: JSON.stringify(replies) });
  try {
    for (const p of paths) {
      const { ours, base } = await compareWithBare({ server: platform, url: `http://127.0.0.1:${platform.port}${p}` },
        { server: bare, url: `http://127.0.0.1:${bare.port}${p}` }, { headers, seconds, rounds, connections });
      rows.push({ mode, path: p, bytes: Buffer.byteLength(replies[p]!.body), ours, base });
    }
  } finally {
    await platform.stop();
    await bare.stop();
  }
}

console.log(`\nsystem endpoints vs a bare Fastify route returning the same bytes (headers and body), same run`);
console.log(`(median of ${rounds} × ${seconds} s, ${connections} connections${pinned ? ', server on CPU 0, load generator on CPU 1' : ''})`);
console.log('req/s ratio = ours / bare (goal ≥ 0.80); when both are near the load generator\'s ceiling it reads ~1, so the');
console.log('CPU ratio = bare CPU per request / ours, measured from /proc, says what our server costs per request.\n');
console.log('mode        path                      bytes   ours req/s  bare req/s  ratio   ours µs CPU/req  bare µs CPU/req  CPU ratio   ours p99  bare p99  errors');
for (const r of rows) {
  console.log([
    r.mode.padEnd(11), r.path.padEnd(24), String(r.bytes).padStart(6), ' ',
    r.ours.rps.toFixed(0).padStart(10), ' ', r.base.rps.toFixed(0).padStart(10), ' ', (r.ours.rps / r.base.rps).toFixed(2).padStart(5), ' ',
    r.ours.cpuMicros.toFixed(1).padStart(15), ' ', r.base.cpuMicros.toFixed(1).padStart(15), ' ', (r.base.cpuMicros / r.ours.cpuMicros).toFixed(2).padStart(9), ' ',
    `${r.ours.p99} ms`.padStart(8), ' ', `${r.base.p99} ms`.padStart(8), ' ', String(r.ours.errors + r.base.errors).padStart(6),
  ].join(' '));
}
