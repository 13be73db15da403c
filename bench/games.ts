// Game list benchmark (issue 5): GCSGAME_gameList with 5,000 games in the catalogue against a bare
// Fastify route answering the very bytes (headers and body) ours sent, same run. Goal: req/s ratio ≥ 0.5
// and p99 ≤ 20 ms at 64 connections. `npm run bench:games` (BENCH_SECONDS, BENCH_ROUNDS,
// BENCH_CONNECTIONS, BENCH_GAMES to tune); production mode (PostgreSQL + Redis) too with DATABASE_URL.
import { captureReply, compareWithBare, pinLoadGenerator, startServer, type Figures } from './lib/harness';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const games = process.env.BENCH_GAMES ?? '5000';
const headers = { merchant: 'thailand', language: 'TH', device: 'WEB' };
/** A lobby page, a vendor's page (both served from the catalogue cache) and a search (always the database). */
const paths = [
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageNo=3&pageSize=18',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&vassalage=PG&pageNo=1&pageSize=18',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameName=dragon&pageNo=1&pageSize=18',
];
const modes = ['embedded', ...(process.env.DATABASE_URL ? ['production'] : [])];
const pinned = pinLoadGenerator();

interface Row { mode: string; path: string; bytes: number; total: number; ours: Figures; base: Figures }
const rows: Row[] = [];

for (const mode of modes) {
  const platform = await startServer('serve-platform.ts', { BENCH_MODE: mode, BENCH_GAMES: games });
  const replies: Record<string, { body: string; headers: Record<string, string> }> = {};
  const totals: Record<string, number> = {};
  for (const p of paths) {
    replies[p] = await captureReply(`http://127.0.0.1:${platform.port}${p}`, headers);
    totals[p] = (JSON.parse(replies[p]!.body) as { value: { totalCount: number } }).value.totalCount;
  }
  const bare = await startServer('serve-bare.ts', { BARE_REPLIES: JSON.stringify(Object.fromEntries(paths.map((p, i) => [`/bare/${i}`, replies[p]!]))) });
  try {
    for (const [i, p] of paths.entries()) {
      const { ours, base } = await compareWithBare({ server: platform, url: `http://127.0.0.1:${platform.port}${p}` },
        { server: bare, url: `http://127.0.0.1:${bare.port}/bare/${i}` }, { headers, seconds, rounds, connections });
      rows.push({ mode, path: p.replace('/wps/relay/GCSGAME_gameList?clientType=3&', ''), bytes: Buffer.byteLength(replies[p]!.body), total: totals[p]!, ours, base });
    }
  } finally {
    await platform.stop();
    await bare.stop();
  }
}

console.log(`\nGCSGAME_gameList with ${games} games vs a bare Fastify route returning the same bytes, same run`);
console.log(`(median of ${rounds} × ${seconds} s, ${connections} connections${pinned ? ', server on CPU 0, load generator on CPU 1' : ''}; goal ratio ≥ 0.5, p99 ≤ 20 ms)\n`);
console.log('mode        query                                          matches  bytes   ours req/s  bare req/s  ratio   ours p99  bare p99  errors');
for (const r of rows) {
  console.log([
    r.mode.padEnd(11), r.path.padEnd(46), String(r.total).padStart(7), String(r.bytes).padStart(6), ' ',
    r.ours.rps.toFixed(0).padStart(10), ' ', r.base.rps.toFixed(0).padStart(10), ' ', (r.ours.rps / r.base.rps).toFixed(2).padStart(5), ' ',
    `${r.ours.p99} ms`.padStart(8), ' ', `${r.base.p99} ms`.padStart(8), ' ', String(r.ours.errors + r.base.errors).padStart(6),
  ].join(' '));
}
