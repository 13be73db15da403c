// Benchmark runner: each figure is printed beside the baseline measured in the same run, as a ratio.
// `npm run bench` (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_ROUNDS to tune). With DATABASE_URL set, the
// production mode (PostgreSQL + Redis) is measured too.
import { load, pinLoadGenerator, startServer, type Figures } from './lib/harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const headers = { merchant: 'thailand', language: 'TH', device: 'WEB' };
const paths = ['/wps/system/status', '/wps/system/permission'];
const modes = ['embedded', ...(process.env.DATABASE_URL ? ['production'] : [])];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pinned = pinLoadGenerator();

interface Row { mode: string; path: string; bytes: number; ours: Figures; base: Figures }
const rows: Row[] = [];

for (const mode of modes) {
  const platform = await startServer('serve-platform.ts', { BENCH_MODE: mode });
  // The baseline answers with the very bytes ours sends, headers included, so the load generator does
  // the same work for both and the ratio measures only what our server adds.
  const bodies: Record<string, string> = {};
  const replies: Record<string, { body: string; headers: Record<string, string> }> = {};
  for (const p of paths) {
    const res = await fetch(`http://127.0.0.1:${platform.port}${p}`, { headers });
    const kept = Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k)));
    bodies[p] = await res.text();
    replies[p] = { body: bodies[p]!, headers: kept };
  }
  const bare = await startServer('serve-bare.ts', { BARE_REPLIES: JSON.stringify(replies) });
  try {
    for (const p of paths) {
      const ourUrl = `http://127.0.0.1:${platform.port}${p}`;
      const bareUrl = `http://127.0.0.1:${bare.port}${p}`;
      // Warm both up, then alternate rounds so drift in the machine hits both sides alike.
      await load(platform, ourUrl, headers, 2, connections);
      await load(bare, bareUrl, headers, 2, connections);
      const ours: Figures[] = [];
      const base: Figures[] = [];
      for (let r = 0; r < rounds; r++) {
        ours.push(await load(platform, ourUrl, headers, seconds, connections));
        base.push(await load(bare, bareUrl, headers, seconds, connections));
      }
      const pick = (xs: Figures[]): Figures => ({
        rps: median(xs.map((x) => x.rps)), p99: median(xs.map((x) => x.p99)), cpuMicros: median(xs.map((x) => x.cpuMicros)),
        errors: xs.reduce((n, x) => n + x.errors, 0),
      });
      rows.push({ mode, path: p, bytes: Buffer.byteLength(bodies[p]!), ours: pick(ours), base: pick(base) });
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
